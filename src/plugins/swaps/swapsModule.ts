import type { PluginModule } from '../definePlugin';
import { swapsSlice } from './swapsSlice';

/** The lazy chunk of the swaps plugin. */
const swapsModule: PluginModule = {
  slices: [swapsSlice],
};

export default swapsModule;
