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
// @ts-expect-error: a view no plugin declares (AppKit's explainer, which Portico lacks) does not compile
export const notDeclared: ViewName = 'WhatIsANetwork';
export const onrampView: ViewName = 'OnRampProviders';
export const swapView: ViewName = 'SwapPreview';
export const sendView: ViewName = 'WalletSend';

// Issue 23: the built-in views table is typed from the descriptors.
import type { BuiltInPluginViewLoaders } from '../src/plugins/builtInPluginViews';

const load = async () => ({ views: {} });
// @ts-expect-error: a built-in plugin with views (here every one but email) missing from the table does not compile
export const missingLoader: BuiltInPluginViewLoaders = { email: load };
export const extraLoader: BuiltInPluginViewLoaders = {
  email: load,
  socials: load,
  history: load,
  send: load,
  receive: load,
  siwx: load,
  names: load,
  swaps: load,
  pay: load,
  onramp: load,
  // @ts-expect-error: a loader for a name that is no built-in plugin with views does not compile
  rewards: load,
};
