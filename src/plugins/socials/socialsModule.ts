import type { PluginModule } from '../definePlugin';
import { socialsSlice } from './socialsSlice';
import { socialsStrings } from './socialsStrings';

/**
 * The lazy core chunk of the socials plugin: its state and strings. The flows are thunks beside it
 * (`connectSocial.ts`, `socialRedirectLogin.ts`, `connectFarcaster.ts`) that a host reaches through
 * `loadSocialsPlugin(kit)`; its React views (`views/`) load in a chunk of their own. No listeners at
 * load: a popup attempt watches the slice only while it runs, so the blockchain API is never loaded.
 */
const socialsModule: PluginModule = {
  slices: [socialsSlice],
  strings: { en: socialsStrings },
};

export default socialsModule;
