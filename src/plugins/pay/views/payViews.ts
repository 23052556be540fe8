import type { PluginViewOf, PluginViewsModule } from '../../definePlugin';
import type { payPlugin } from '../payPlugin';
import { PayLoadingView } from './PayLoadingView';
import { PayView } from './PayView';

/** The pay plugin's React half (one lazy chunk): a component for every view its descriptor declares. */
export const views: Record<PluginViewOf<typeof payPlugin>, PluginViewsModule['views'][string]> = {
  Pay: PayView,
  PayLoading: PayLoadingView,
};
