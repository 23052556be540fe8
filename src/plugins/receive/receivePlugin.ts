import { definePlugin } from '../definePlugin';

/** Receiving: the account address as text and QR code, per network. */
export const receivePlugin = definePlugin({
  name: 'receive',
  feature: 'receive',
  load: () => import('./receiveModule'),
});
