import type { PluginModule } from '../definePlugin';
import { withSwapEndpoints } from './swapEndpoints';
import { startSwapListeners } from './swapListeners';
import { swapsSlice } from './swapsSlice';
import { swapsStrings } from './swapsStrings';

/**
 * The lazy core chunk of the swaps plugin (no React): its state, the convert endpoints, the listeners
 * that quote while typing and refresh while a view watches, and the strings of its views (views/ load
 * apart).
 */
const swapsModule: PluginModule = {
  slices: [swapsSlice],
  injectEndpoints: (api) => void withSwapEndpoints(api),
  listeners: (startListening, context) => startSwapListeners(startListening, context),
  strings: { en: swapsStrings },
};

export default swapsModule;
