import { definePlugin, type PluginLoginViewOf, type PluginViewOf } from '../definePlugin';

/** Social and Farcaster login for the embedded wallet. */
export const socialsPlugin = definePlugin({
  name: 'socials',
  feature: 'socials',
  views: ['ConnectSocials', 'ConnectingSocial', 'ConnectingFarcaster'],
  loginViews: ['ConnectSocials', 'ConnectingSocial', 'ConnectingFarcaster'],
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
