import type { PluginModule } from '../definePlugin';
import { sendSlice } from './sendSlice';

/** The lazy chunk of the send plugin. */
const sendModule: PluginModule = {
  slices: [sendSlice],
};

export default sendModule;
