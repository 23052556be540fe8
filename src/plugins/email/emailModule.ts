import type { PluginModule } from '../definePlugin';
import { emailSlice } from './emailSlice';
import { emailStrings } from './emailStrings';

/**
 * The lazy chunk of the email plugin: its state and strings. Its React views live in the UI layer
 * (src/ui/pluginViews/email) and load in a chunk of their own, so this plugin imports no React.
 */
const emailModule: PluginModule = {
  slices: [emailSlice],
  strings: { en: emailStrings },
};

export default emailModule;
