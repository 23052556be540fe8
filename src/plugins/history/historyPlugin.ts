import { definePlugin, type PluginViewOf } from '../definePlugin';

/** Account activity (SPEC §3 history): transactions grouped by month, paged by cursor. */
export const historyPlugin = definePlugin({
  name: 'history',
  feature: 'history',
  views: ['Transactions'],
  load: () => import('./historyModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    history: PluginViewOf<typeof historyPlugin>;
  }
}
