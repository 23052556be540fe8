import type { PluginViewOf, PluginViewsModule } from '../../definePlugin';
import type { historyPlugin } from '../historyPlugin';
import { TransactionsView } from './TransactionsView';

/** The history plugin's React half (one lazy chunk): a component for every view its descriptor declares. */
export const views: Record<PluginViewOf<typeof historyPlugin>, PluginViewsModule['views'][string]> = {
  Transactions: TransactionsView,
};
