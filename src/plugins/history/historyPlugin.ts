import { definePlugin } from '../definePlugin';

/** Account activity: transactions grouped by month, paged by cursor. */
export const historyPlugin = definePlugin({
  name: 'history',
  feature: 'history',
  views: ['Transactions', 'AccountActivity'],
  load: () => import('./historyModule'),
});
