import type { PluginViewChunk } from '../builtInPluginViews';
import { ConnectingFarcasterView } from './ConnectingFarcasterView';
import { ConnectingSocialView } from './ConnectingSocialView';
import { ConnectSocialsView } from './ConnectSocialsView';

/** The socials plugin's views (one lazy chunk), by the view names its descriptor declares. */
export const socialsViews: PluginViewChunk = {
  ConnectSocials: ConnectSocialsView,
  ConnectingSocial: ConnectingSocialView,
  ConnectingFarcaster: ConnectingFarcasterView,
};
