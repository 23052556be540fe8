import type { PluginModule } from '../definePlugin';
import { withPayEndpoints } from './payEndpoints';
import { paySlice } from './paySlice';
import { payStrings } from './payStrings';

/**
 * The lazy core chunk of the pay plugin (no React): its state, the pay endpoints and the strings of its
 * views (views/ load apart). The flow's thunks (payFlow.ts) load with `portico/pay`'s client.
 */
const payModule: PluginModule = {
  slices: [paySlice],
  injectEndpoints: (api) => void withPayEndpoints(api),
  strings: { en: payStrings },
};

export default payModule;
