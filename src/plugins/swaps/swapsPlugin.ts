import { definePlugin } from '../definePlugin';

/** Token swaps on the swap networks of SPEC §9. */
export const swapsPlugin = definePlugin({
  name: 'swaps',
  feature: 'swaps',
  views: ['Swap', 'SwapSelectToken', 'SwapPreview'],
  load: () => import('./swapsModule'),
});
