import { definePlugin } from '../definePlugin';

/** Sending native and fungible tokens (eip155 and solana). */
export const sendPlugin = definePlugin({
  name: 'send',
  feature: 'send',
  load: () => import('./sendModule'),
});
