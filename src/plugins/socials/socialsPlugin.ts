import { definePlugin } from '../definePlugin';

/** Social and Farcaster login for the embedded wallet. */
export const socialsPlugin = definePlugin({
  name: 'socials',
  feature: 'socials',
  views: ['ConnectSocials', 'ConnectingSocial', 'ConnectingFarcaster'],
  load: () => import('./socialsModule'),
});
