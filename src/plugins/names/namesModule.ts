import type { PluginModule } from '../definePlugin';
import { withNamesEndpoints } from './namesEndpoints';
import { startNamesListeners } from './namesListeners';
import { namesSlice } from './namesSlice';
import { namesStrings } from './namesStrings';

/**
 * The lazy core chunk of the names plugin (no React): its state, the profile endpoints, the listeners
 * (debounced suggestions, reverse lookup of a new account) and the strings of its views.
 */
const namesModule: PluginModule = {
  slices: [namesSlice],
  injectEndpoints: (api) => void withNamesEndpoints(api),
  listeners: startNamesListeners,
  strings: { en: namesStrings },
};

export default namesModule;
