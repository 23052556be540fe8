import type { CaipNetworkId, ChainNamespace } from '../core/namespaces';
import type { BUILT_IN_PLUGINS } from '../plugins/builtInPlugins';
import type { PluginViewOf } from '../plugins/definePlugin';
import type { RootState } from '../store/createKitStore';
import type { ViewData, ViewName } from '../store/slices/modalSlice';
import { isCoreView } from '../store/viewNames';
import { OpenNamespaceNotConfiguredError } from './optionErrors';
import type { APPKIT_VIEWS_NOT_IN_PORTICO } from './refuseView';

/**
 * A view a built-in plugin serves (WalletSend, Transactions, ...). `ViewName` already holds them, but
 * only where the plugins' declaration files are part of the program: naming them here is what brings
 * them into a host's program through the published types, so `open({ view: 'WalletSend' })` compiles
 * there as it runs.
 */
export type BuiltInPluginView = PluginViewOf<(typeof BUILT_IN_PLUGINS)[number]>;

/** A view AppKit documents that Portico lacks: it compiles, and `open()` rejects with `ViewNotAvailableError`. */
export type AppKitOnlyView = keyof typeof APPKIT_VIEWS_NOT_IN_PORTICO;

/** Parameters of `open()`. */
export interface OpenParameters {
  /**
   * The view to show: a core view, a plugin's view, or one of AppKit's views Portico lacks (those
   * reject with `ViewNotAvailableError`, never open something else).
   */
  view?: ViewName | BuiltInPluginView | AppKitOnlyView;
  data?: ViewData;
  /**
   * The namespace whose Connect or Account view to show (AppKit's `open({ view, namespace })`): it
   * becomes the active namespace, on its current (or first configured) network.
   */
  namespace?: ChainNamespace;
}

/** What `open()` does: the view, the plugin that serves it, and the network to activate first. */
export interface OpenPlan {
  view: ViewName;
  /** The view data: the caller's, plus `namespace` for a Connect view opened on a namespace. */
  data?: ViewData;
  plugin: string | undefined;
  activate?: CaipNetworkId;
  /**
   * True when neither the modal nor any registered plugin serves `view`: `open()` then rejects with
   * the reason `viewRefusal` (refuseView.ts, a chunk of its own) gives.
   */
  unserved?: true;
}

/**
 * Decides what `open(parameters)` shows (SPEC §2: Account when the namespace is connected, else
 * Connect). Throws a typed error for a namespace without networks; a view nobody serves comes back
 * `unserved` (the error saying why is refuseView.ts, off the start-up path).
 */
export function planOpen(
  state: RootState,
  parameters: OpenParameters,
  pluginForView: (view: string) => string | undefined,
): OpenPlan {
  let namespace = state.chains.activeNamespace;
  let activate: CaipNetworkId | undefined;
  if (parameters.namespace !== undefined && parameters.namespace !== namespace) {
    const chain = state.chains.chains[parameters.namespace];
    if (!chain || chain.caipNetworks.length === 0) {
      const configured = Object.keys(state.chains.chains).join(', ');
      throw new OpenNamespaceNotConfiguredError(String(parameters.namespace), configured);
    }
    namespace = parameters.namespace;
    const current = chain.networkState.caipNetworkId;
    activate = chain.caipNetworks.some((n) => n.caipNetworkId === current)
      ? current
      : chain.caipNetworks[0]?.caipNetworkId;
  }
  const connected = namespace !== undefined && state.connection.status[namespace] === 'connected';
  const view = (parameters.view ?? (connected ? 'Account' : 'Connect')) as ViewName;
  const plugin = pluginForView(view);
  if (!plugin && !isCoreView(view)) return { view, plugin, unserved: true };
  // AppKit's open({ view: 'Connect', namespace }) lists that namespace's wallets only: the view reads it.
  const data =
    view === 'Connect' && parameters.namespace !== undefined
      ? { ...parameters.data, namespace: parameters.namespace }
      : parameters.data;
  return { view, plugin, ...(data ? { data } : {}), ...(activate ? { activate } : {}) };
}
