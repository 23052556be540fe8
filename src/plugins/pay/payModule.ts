import type { PluginModule } from '../definePlugin';
import { paySlice } from './paySlice';

/** The lazy chunk of the pay plugin. */
const payModule: PluginModule = {
  slices: [paySlice],
};

export default payModule;
