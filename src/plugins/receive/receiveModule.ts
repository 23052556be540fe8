import type { PluginModule } from '../definePlugin';
import { receiveSlice } from './receiveSlice';

/** The lazy chunk of the receive plugin. */
const receiveModule: PluginModule = {
  slices: [receiveSlice],
};

export default receiveModule;
