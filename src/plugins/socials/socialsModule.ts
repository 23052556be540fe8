import type { PluginModule } from '../definePlugin';
import { socialsSlice } from './socialsSlice';
import { socialsStrings } from './socialsStrings';

/**
 * The lazy chunk of the socials plugin: its state and strings. Its React views live in the UI layer
 * (src/ui/pluginViews/socials) and load in a chunk of their own, so this plugin imports no React.
 */
const socialsModule: PluginModule = {
  slices: [socialsSlice],
  strings: { en: socialsStrings },
};

export default socialsModule;
