import type { PluginViewOf, PluginViewsModule } from '../../definePlugin';
import type { siwxPlugin } from '../siwxPlugin';
import { ConnectingSiweView, SiwxSignMessageView } from './SiwxSignMessageView';

/** The SIWX plugin's React half (one lazy chunk): a component for every view its descriptor declares. */
export const views: Record<PluginViewOf<typeof siwxPlugin>, PluginViewsModule['views'][string]> = {
  SIWXSignMessage: SiwxSignMessageView,
  ConnectingSiwe: ConnectingSiweView,
};
