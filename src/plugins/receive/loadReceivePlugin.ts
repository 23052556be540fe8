import { receivePlugin } from './receivePlugin';

/** What `loadReceivePlugin` needs of a kit (an `AppKit` has it). */
export interface ReceivePluginKit {
  plugins: { load(name: string): Promise<void> };
}

/**
 * Loads the receive plugin into `kit` (its slice and listeners) and returns its thunk, actions and
 * selectors, for a host that shows receiving its own way (docs/plugins/receive.md). They stay in the
 * plugin's lazy chunk: nothing of them is in the page until this is called.
 */
export async function loadReceivePlugin(kit: ReceivePluginKit) {
  await kit.plugins.load(receivePlugin.name);
  const [thunks, slice, selectors] = await Promise.all([
    import('./copyReceiveAddress'),
    import('./receiveSlice'),
    import('./receiveSelectors'),
  ]);
  return {
    copyReceiveAddress: thunks.copyReceiveAddress,
    receiveNetworkSelected: slice.receiveNetworkSelected,
    receiveCopyCleared: slice.receiveCopyCleared,
    receiveReset: slice.receiveReset,
    selectReceive: selectors.selectReceive,
    selectReceiveTarget: selectors.selectReceiveTarget,
  };
}

/** The thunk, actions and selectors `loadReceivePlugin` resolves with. */
export type ReceivePluginApi = Awaited<ReturnType<typeof loadReceivePlugin>>;
