import { definePlugin, type PluginViewOf } from '../definePlugin';

/** Pay (AppKit Pay): a host-requested payment, with the wallet or an exchange (off by default): docs/plugins/pay.md. */
export const payPlugin = definePlugin({
  name: 'pay',
  feature: 'pay',
  views: ['Pay', 'PayLoading'],
  load: () => import('./payModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    pay: PluginViewOf<typeof payPlugin>;
  }
}
