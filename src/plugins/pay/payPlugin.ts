import { definePlugin } from '../definePlugin';

/** Pay: a host-requested payment flow (off by default). */
export const payPlugin = definePlugin({
  name: 'pay',
  feature: 'pay',
  load: () => import('./payModule'),
});
