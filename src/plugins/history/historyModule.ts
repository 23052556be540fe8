import type { PluginModule } from '../definePlugin';
import { withHistoryEndpoints } from './historyEndpoints';
import { startHistoryListeners } from './historyListeners';
import { historySlice } from './historySlice';
import { historyStrings } from './historyStrings';

/**
 * The lazy core chunk of the history plugin (no React): its state, the history endpoint, the
 * listeners that keep the list current, and the strings of its views. Its React views
 * (views/historyViews.ts) load in a chunk of their own through `portico/react`.
 */
const historyModule: PluginModule = {
  slices: [historySlice],
  injectEndpoints: (api) => void withHistoryEndpoints(api),
  listeners: startHistoryListeners,
  strings: { en: historyStrings },
};

export default historyModule;
