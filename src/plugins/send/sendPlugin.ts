import { definePlugin, type PluginViewOf } from '../definePlugin';

/** Sending native and fungible tokens (SPEC §4, §5: eip155 now, solana through its transfer builder). */
export const sendPlugin = definePlugin({
  name: 'send',
  feature: 'send',
  views: ['WalletSend', 'WalletSendPreview'],
  load: () => import('./sendModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    send: PluginViewOf<typeof sendPlugin>;
  }
}
