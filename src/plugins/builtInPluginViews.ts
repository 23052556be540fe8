import type { BUILT_IN_PLUGINS, PluginsWithViews } from './builtInPlugins';
import type { PluginViewsModule } from './definePlugin';
import type { siwxPlugin } from './siwx/siwxPlugin';

// The React halves of the built-in plugins, by plugin name. Only `portico/react` imports this table
// (through the modal's PluginView), so `portico` never names a React module; each entry is its own lazy
// chunk, fetched after the plugin's core chunk when one of its views is first shown. A host's own
// plugin gives its React half in its descriptor (`loadViews`) instead.

/**
 * One loader per built-in plugin that declares views (the feature plugins and SIWX), typed from their
 * descriptors: a plugin whose views have no loader here, or a loader for a plugin without views, does
 * not compile.
 */
export type BuiltInPluginViewLoaders = {
  readonly [Name in PluginsWithViews<
    (typeof BUILT_IN_PLUGINS)[number] | ReturnType<typeof siwxPlugin>
  >]: () => Promise<PluginViewsModule>;
};

/** Loaders of the built-in plugins' view modules. */
export const BUILT_IN_PLUGIN_VIEWS: BuiltInPluginViewLoaders = {
  email: () => import('./email/views/emailViews'),
  socials: () => import('./socials/views/socialsViews'),
  history: () => import('./history/views/historyViews'),
  send: () => import('./send/views/sendViews'),
  receive: () => import('./receive/views/receiveViews'),
  siwx: () => import('./siwx/views/siwxViews'),
  names: () => import('./names/views/namesViews'),
  swaps: () => import('./swaps/views/swapsViews'),
  onramp: () => import('./onramp/views/onrampViews'),
  pay: () => import('./pay/views/payViews'),
};

/** The loader of built-in `plugin`'s views, if it is a built-in plugin with views (own keys only). */
export function builtInPluginViewsLoader(plugin: string): (() => Promise<PluginViewsModule>) | undefined {
  return Object.hasOwn(BUILT_IN_PLUGIN_VIEWS, plugin)
    ? BUILT_IN_PLUGIN_VIEWS[plugin as keyof BuiltInPluginViewLoaders]
    : undefined;
}
