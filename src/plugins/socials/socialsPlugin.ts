import { definePlugin, type PluginLoginViewOf, type PluginViewOf } from '../definePlugin';
import { SOCIALS_LOGIN_VIEWS } from './socialsLoginViews';

/** Social and Farcaster login for the embedded wallet. */
export const socialsPlugin = definePlugin({
  name: 'socials',
  feature: 'socials',
  views: SOCIALS_LOGIN_VIEWS,
  loginViews: SOCIALS_LOGIN_VIEWS,
  load: () => import('./socialsModule'),
});

declare module '../../store/viewNames' {
  interface PluginViewNames {
    socials: PluginViewOf<typeof socialsPlugin>;
  }
  interface PluginLoginViewNames {
    socials: PluginLoginViewOf<typeof socialsPlugin>;
  }
}
