// Compile-time checks of the view-name types, run by `npm run typecheck` (not by Jest): a host's plugin
// declares its views through `portico` exactly as the docs say, and a misspelt view is an error.
import { definePlugin, type PluginViewOf, type ViewName } from 'portico';

const rewardsPlugin = definePlugin({ name: 'rewards', views: ['Rewards'], load: async () => ({}) });

declare module 'portico' {
  interface PluginViewNames {
    rewardsTypecheck: PluginViewOf<typeof rewardsPlugin>;
  }
}

export const hostView: ViewName = 'Rewards';
export const builtInPluginView: ViewName = 'Transactions';
export const coreView: ViewName = 'Networks';
// @ts-expect-error: a misspelt view name does not compile
export const misspelt: ViewName = 'Transactons';
// @ts-expect-error: a view of a plugin that does not exist yet does not compile
export const notDeclared: ViewName = 'SwapPreview';
export const sendView: ViewName = 'WalletSend';
