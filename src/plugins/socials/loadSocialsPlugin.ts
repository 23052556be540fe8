import { socialsPlugin } from './socialsPlugin';

/** What `loadSocialsPlugin` needs of a kit (an `AppKit` has it). */
export interface SocialsPluginKit {
  plugins: { load(name: string): Promise<void> };
}

/**
 * Loads the socials plugin into `kit` (its slice and strings) and returns its thunks and selectors, for
 * a host that runs social or Farcaster login with its own buttons (docs/plugins/socials.md). The thunks
 * stay in the plugin's lazy chunk until this is called.
 */
export async function loadSocialsPlugin(kit: SocialsPluginKit) {
  await kit.plugins.load(socialsPlugin.name);
  const [popup, redirect, farcaster, slice] = await Promise.all([
    import('./connectSocial'),
    import('./socialRedirectLogin'),
    import('./connectFarcaster'),
    import('./socialsSlice'),
  ]);
  return {
    openSocialPopup: popup.openSocialPopup,
    connectSocial: popup.connectSocial,
    connectSocialRedirect: redirect.connectSocialRedirect,
    finishSocialRedirect: redirect.finishSocialRedirect,
    connectFarcaster: farcaster.connectFarcaster,
    socialFlowCancelled: slice.socialFlowCancelled,
    selectSocials: slice.selectSocials,
  };
}

/** The thunks and selectors `loadSocialsPlugin` resolves with. */
export type SocialsPluginApi = Awaited<ReturnType<typeof loadSocialsPlugin>>;
