import { definePlugin, type PluginViewOf } from '../definePlugin';

/** Receiving: the account address as text and QR code, the networks it receives on, and copy. */
export const receivePlugin = definePlugin({
  name: 'receive',
  feature: 'receive',
  views: ['WalletReceive'],
  load: () => import('./receiveModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    receive: PluginViewOf<typeof receivePlugin>;
  }
}
