import type { PluginViewOf, PluginViewsModule } from '../../definePlugin';
import type { socialsPlugin } from '../socialsPlugin';
import { ConnectingFarcasterView } from './ConnectingFarcasterView';
import { ConnectingSocialView } from './ConnectingSocialView';
import { ConnectSocialsView } from './ConnectSocialsView';

/** The socials plugin's React half (one lazy chunk): a component for every view its descriptor declares. */
export const views: Record<PluginViewOf<typeof socialsPlugin>, PluginViewsModule['views'][string]> = {
  ConnectSocials: ConnectSocialsView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingFarcaster: ConnectingFarcasterView,
};
