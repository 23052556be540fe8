import { namesPlugin } from './namesPlugin';

/** What `loadNamesPlugin` needs of a kit (an `AppKit` has it). */
export interface NamesPluginKit {
  plugins: { load(name: string): Promise<void> };
}

/**
 * Loads the names plugin into `kit` and returns its thunks, actions and selectors, for a host that
 * lets visitors pick a name its own way (docs/plugins/names.md). They stay in the plugin's lazy chunk.
 */
export async function loadNamesPlugin(kit: NamesPluginKit) {
  await kit.plugins.load(namesPlugin.name);
  const [flow, slice, selectors, rule] = await Promise.all([
    import('./namesFlow'),
    import('./namesSlice'),
    import('./namesSelectors'),
    import('./accountNameRule'),
  ]);
  return {
    registerAccountName: flow.registerAccountName,
    fetchNameSuggestions: flow.fetchNameSuggestions,
    fetchNamesForAddress: flow.fetchNamesForAddress,
    nameInputChanged: slice.nameInputChanged,
    namesReset: slice.namesReset,
    selectNames: selectors.selectNames,
    selectNamesTarget: selectors.selectNamesTarget,
    accountNameProblem: rule.accountNameProblem,
  };
}

/** The thunks, actions and selectors `loadNamesPlugin` resolves with. */
export type NamesPluginApi = Awaited<ReturnType<typeof loadNamesPlugin>>;
