import type { PluginModule } from '../definePlugin';
import { emailSlice } from './emailSlice';
import { emailStrings } from './emailStrings';

/**
 * The lazy core chunk of the email plugin: its state and strings. The flows are thunks beside it
 * (`emailLogin.ts`, `emailUpdate.ts`) that a host reaches through `loadEmailPlugin(kit)`; its React
 * views (`views/`) load in a chunk of their own, so this plugin's core imports no React. No listeners:
 * the flows are thunks, so loading the plugin does not load the blockchain API.
 */
const emailModule: PluginModule = {
  slices: [emailSlice],
  strings: { en: emailStrings },
};

export default emailModule;
