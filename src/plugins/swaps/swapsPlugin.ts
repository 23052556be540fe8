import { definePlugin, type PluginViewOf } from '../definePlugin';

/** Token swaps on the swap networks of SPEC §9 (plus createAppKit's `swapNetworkIds`): docs/plugins/swaps.md. */
export const swapsPlugin = definePlugin({
  name: 'swaps',
  feature: 'swaps',
  views: ['Swap', 'SwapSelectToken', 'SwapPreview'],
  load: () => import('./swapsModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    swaps: PluginViewOf<typeof swapsPlugin>;
  }
}
