import type { ChainNamespace } from '../../core/namespaces';
import { type ConnectedWalletInfo, connectionSlice } from '../../store/slices/connectionSlice';
import type { AdapterConnection, ChainAdapter, ProviderConnector } from '../ChainAdapter';
import { providerServiceId, type RuntimeContext } from './createRuntimeContext';
import { watchWalletReturn } from './watchWalletReturn';

// Storing a wallet's connection (connect, reconnect, a wallet that came back) and following its events
// (accounts, chain, disconnect) into the store: the runtime's connectors report here, and only here.

/** The function that stores a successful connection; true when the wallet is on an unsupported network. */
export type ApplyConnection = (
  adapter: ChainAdapter,
  connector: ProviderConnector,
  connection: AdapterConnection,
  options?: { background?: boolean },
) => boolean;

/** Creates `applyConnection` for one runtime. */
export function createApplyConnection(ctx: RuntimeContext): ApplyConnection {
  const { getState, dispatch, services, subscriptions } = ctx;

  /** Wires a connected wallet's events to the store. */
  const subscribe = (adapter: ChainAdapter, namespace: ChainNamespace, connector: ProviderConnector) => {
    subscriptions.get(namespace)?.();
    const unsubscribe = adapter.subscribe(connector.provider, {
      accountsChanged(accounts) {
        // An empty list means the wallet locked or revoked the site: disconnected (1193-08). The kit
        // goes on listening to that wallet alone, so that accounts it reports later (unlocked, or
        // the rest of an event storm) connect again to the wallet's state at that point.
        if (accounts.length === 0) {
          ctx.forget(namespace);
          const stop = watchWalletReturn({
            adapter,
            provider: connector.provider,
            onReturn: (connection) => {
              // Only while nothing else took the namespace (watching stops when something does).
              if (subscriptions.get(namespace) !== stop) return;
              if (getState().connection.status[namespace] !== 'disconnected') return;
              if (applyConnection(adapter, connector, connection, { background: true })) {
                ctx.reportUnsupportedChain(namespace);
              }
              void ctx.refreshBalance().catch(() => undefined);
            },
          });
          subscriptions.set(namespace, stop);
        } else {
          ctx.updateAccount(namespace, accounts);
          void ctx.refreshBalance().catch(() => undefined);
        }
      },
      chainChanged(chainId) {
        if (ctx.applyWalletChain(namespace, chainId, { background: true }))
          ctx.reportUnsupportedChain(namespace);
        const address = getState().chains.chains[namespace]?.accountState.address;
        if (address) ctx.updateAccount(namespace, [address]);
        void ctx.refreshBalance().catch(() => undefined);
      },
      disconnect() {
        ctx.forget(namespace);
      },
    });
    subscriptions.set(namespace, unsubscribe);
  };

  /** Stores a successful connection or reconnection. Everything is validated before the first dispatch. */
  const applyConnection = (
    adapter: ChainAdapter,
    connector: ProviderConnector,
    { accounts, chainId }: AdapterConnection,
    { background = false } = {},
  ): boolean => {
    const namespace = adapter.namespace;
    const unsupported = ctx.applyWalletChain(namespace, chainId, { background });
    const wallet: ConnectedWalletInfo = {
      name: connector.name,
      id: connector.id,
      ...(connector.icon ? { icon: connector.icon } : {}),
      ...(connector.rdns ? { rdns: connector.rdns } : {}),
    };
    services.set(providerServiceId(namespace), connector.provider);
    dispatch(connectionSlice.actions.connected({ namespace, connectorId: connector.id, wallet }));
    ctx.updateAccount(namespace, accounts);
    subscribe(adapter, namespace, connector);
    return unsupported;
  };
  return applyConnection;
}
