import type { ComponentType } from 'react';
import type { CoreView } from '../../store/viewNames';
import { ConnectView } from './ConnectView';
import { type LazyCoreView, lazyCoreView } from './lazyCoreView';

/**
 * The core views the modal chunk does not carry, each its own chunk (issue 30: the idle preload fetches
 * the shell and the Connect view only). Connect is the first frame of every visitor who has not
 * connected; the Account button preloads Account on idle (`preloadCoreView`), and an open fetches the
 * rest (`preloadCoreViews`).
 */
const LAZY_CORE_VIEWS = {
  AllWallets: lazyCoreView(() => import('./AllWalletsView').then((m) => m.AllWalletsView)),
  ConnectingExternal: lazyCoreView(() =>
    import('./ConnectingExternalView').then((m) => m.ConnectingExternalView),
  ),
  ConnectingWalletConnect: lazyCoreView(() =>
    import('./ConnectingWalletConnectView').then((m) => m.ConnectingWalletConnectView),
  ),
  ConnectingWalletConnectBasic: lazyCoreView(() =>
    import('./ConnectingWalletConnectBasicView').then((m) => m.ConnectingWalletConnectBasicView),
  ),
  Networks: lazyCoreView(() => import('./NetworksView').then((m) => m.NetworksView)),
  UnsupportedChain: lazyCoreView(() => import('./UnsupportedChainView').then((m) => m.UnsupportedChainView)),
  Account: lazyCoreView(() => import('./AccountView').then((m) => m.AccountView)),
  ApproveTransaction: lazyCoreView(() =>
    import('./ApproveTransactionView').then((m) => m.ApproveTransactionView),
  ),
} satisfies Record<Exclude<CoreView, 'Connect'>, LazyCoreView>;

/**
 * The outlet of a plugin's views (`PluginView`): its own chunk too, since the Connect view's first frame
 * shows none (a plugin's login views are reached from it).
 */
export const LazyPluginView = lazyCoreView(() => import('../modal/PluginView').then((m) => m.PluginView));

/** The core views by view name; each takes no props and reads the store and its view data itself. */
export const CORE_VIEW_COMPONENTS: Readonly<Record<CoreView, ComponentType>> = {
  Connect: ConnectView,
  ...LAZY_CORE_VIEWS,
};

/** Fetches `view`'s chunk ahead of its first frame, when it has one (a plugin's view or Connect: no-op). */
export function preloadCoreView(view: string): Promise<void> {
  const lazy = (LAZY_CORE_VIEWS as Partial<Record<string, LazyCoreView>>)[view];
  return lazy ? lazy.preload() : Promise.resolve();
}

/** Fetches every core view's chunk and the plugin views' outlet (the modal calls it once open); failures are left for the view to show. */
export function preloadCoreViews(): Promise<void> {
  return Promise.all(
    Object.values(LAZY_CORE_VIEWS).map((lazy) => lazy.preload().catch(() => undefined)),
  ).then(() => undefined);
}
