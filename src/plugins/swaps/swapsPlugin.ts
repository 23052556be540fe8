import { definePlugin } from '../definePlugin';

/** Token swaps on the swap networks of SPEC §9. */
export const swapsPlugin = definePlugin({
  name: 'swaps',
  feature: 'swaps',
  load: () => import('./swapsModule'),
});
