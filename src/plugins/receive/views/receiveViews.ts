import type { PluginViewOf, PluginViewsModule } from '../../definePlugin';
import type { receivePlugin } from '../receivePlugin';
import { ReceiveView } from './ReceiveView';

/** The receive plugin's React half (one lazy chunk): a component for every view its descriptor declares. */
export const views: Record<PluginViewOf<typeof receivePlugin>, PluginViewsModule['views'][string]> = {
  WalletReceive: ReceiveView,
};
