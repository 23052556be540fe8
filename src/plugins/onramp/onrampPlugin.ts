import { definePlugin } from '../definePlugin';

/** Buying crypto through an on-ramp provider (coinbase, meld). */
export const onrampPlugin = definePlugin({
  name: 'onramp',
  feature: 'onramp',
  load: () => import('./onrampModule'),
});
