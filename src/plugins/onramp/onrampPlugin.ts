import { definePlugin, type PluginViewOf } from '../definePlugin';

/** Buying crypto through an on-ramp provider (coinbase, meld): docs/plugins/onramp.md. */
export const onrampPlugin = definePlugin({
  name: 'onramp',
  feature: 'onramp',
  views: ['OnRampProviders', 'BuyInProgress'],
  load: () => import('./onrampModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    onramp: PluginViewOf<typeof onrampPlugin>;
  }
}
