import type { PluginViewsModule } from './definePlugin';

// The React halves of the built-in plugins, by plugin name. Only `portico/react` imports this table
// (through the modal's PluginView), so `portico` never names a React module; each entry is its own lazy
// chunk, fetched after the plugin's core chunk when one of its views is first shown. A host's own
// plugin gives its React half in its descriptor (`loadViews`) instead.

/** Loaders of the built-in plugins' view modules. */
export const BUILT_IN_PLUGIN_VIEWS: Readonly<Record<string, () => Promise<PluginViewsModule>>> = {
  email: () => import('./email/views/emailViews'),
  socials: () => import('./socials/views/socialsViews'),
  history: () => import('./history/views/historyViews'),
  send: () => import('./send/views/sendViews'),
  receive: () => import('./receive/views/receiveViews'),
  siwx: () => import('./siwx/views/siwxViews'),
  names: () => import('./names/views/namesViews'),
};
