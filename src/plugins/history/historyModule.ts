import type { PluginModule } from '../definePlugin';
import { historySlice } from './historySlice';

/** The lazy chunk of the history plugin. */
const historyModule: PluginModule = {
  slices: [historySlice],
};

export default historyModule;
