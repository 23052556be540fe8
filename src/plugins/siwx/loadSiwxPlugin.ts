import type { PluginDescriptor } from '../definePlugin';
import { siwxPlugin } from './siwxPlugin';
// Static: the selectors are start-up code already (useAppKitSIWX reads them); a dynamic import would
// make them an entry of their own and split the start-up chunk (test/build.test.ts).
import { selectSiwxSession, selectSiwxStatus } from './siwxSelectors';

/** What `loadSiwxPlugin` needs of a kit (an `AppKit` has it). */
export interface SiwxPluginKit {
  plugins: {
    load(name: string): Promise<void>;
    has(name: string): boolean;
    register(d: PluginDescriptor): void;
  };
}

/**
 * Loads the SIWX plugin into `kit` and returns its thunks, actions and selectors, for a host that
 * runs sign-in its own way (headless). The thunks reject `SIWX is not enabled` without `siwx` config.
 */
export async function loadSiwxPlugin(kit: SiwxPluginKit) {
  // Without `siwx` config the plugin is not registered; headless use still gets its thunks (which reject).
  if (!kit.plugins.has('siwx')) kit.plugins.register(siwxPlugin());
  await kit.plugins.load('siwx');
  const [flow, slice] = await Promise.all([import('./siwxFlow'), import('./siwxSlice')]);
  return {
    checkSiwxSession: flow.checkSiwxSession,
    signInWithSiwx: flow.signInWithSiwx,
    cancelSiwx: flow.cancelSiwx,
    signOutSiwx: flow.signOutSiwx,
    selectSiwx: (state: { siwx?: import('./siwxSlice').SiwxState }) => state.siwx,
    selectSiwxSession,
    selectSiwxStatus,
    sessionsOf: slice.sessionsOf,
  };
}
