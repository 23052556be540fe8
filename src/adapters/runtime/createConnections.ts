import { DisconnectFailedError, WalletConnectConnectorNotFoundError } from '../../core/errors/catalogue';
import type { ChainNamespace } from '../../core/namespaces';
import { classifyRpcError } from '../../core/rpcErrors';
import { connectionEstablished } from '../../store/actions/adapterEvents';
import { AUTH_CONNECTOR_ID } from '../../store/services/EmbeddedWalletService';
import { connectorServiceId } from '../../store/services/kitServices';
import { authSlice } from '../../store/slices/authSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { type ConnectedWalletInfo, connectionSlice } from '../../store/slices/connectionSlice';
import { type ConnectorType, connectorsSlice } from '../../store/slices/connectorsSlice';
import type { AdapterConnection, ChainAdapter } from '../ChainAdapter';
import type { AdapterRuntime, ConnectParameters, ProviderConnector } from './AdapterRuntime';
import { connectorInfo, keepsListedWallet } from './connectorInfo';
import { providerServiceId, type RuntimeContext } from './createRuntimeContext';
import { watchWalletReturn } from './watchWalletReturn';

// Connectors, connect / reconnect and the SPEC §4 connection and disconnect rules.

const RECONNECT_WAIT_MS = 1000;

type Connections = Pick<
  AdapterRuntime,
  'addConnector' | 'removeConnector' | 'connect' | 'reconnect' | 'disconnect'
>;

/** Creates the connection part of the runtime. */
export function createConnections(ctx: RuntimeContext): Connections {
  const { getState, dispatch, services, connectors, subscriptions } = ctx;

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

  const connect = async (connectorId: string, { signal }: ConnectParameters = {}) => {
    const connector = connectors.get(connectorId);
    if (!connector) throw new WalletConnectConnectorNotFoundError();
    try {
      const adapter = await ctx.loadAdapter(connector.chain);
      const connection = await adapter.connect({
        provider: connector.provider,
        ...(signal ? { signal } : {}),
      });
      const unsupported = applyConnection(adapter, connector, connection);
      dispatch(
        connectorsSlice.actions.recentWalletAdded({
          id: connector.id,
          name: connector.name,
          ...(connector.rdns ? { rdns: connector.rdns } : {}),
          ...(connector.icon ? { imageUrl: connector.icon } : {}),
        }),
      );
      // Reported in this order, the kit shows UnsupportedChain rather than closing the connect flow.
      if (unsupported) ctx.reportUnsupportedChain(adapter.namespace);
      dispatch(connectionEstablished({ connectorId: connector.id }));
      ctx.track('CONNECT_SUCCESS', { method: 'browser', name: connector.name });
      await ctx.refreshBalance().catch(() => undefined);
    } catch (error) {
      ctx.track('CONNECT_ERROR', { message: classifyRpcError(error).message });
      throw error;
    }
  };

  const addConnector = (connector: ProviderConnector) => {
    if (keepsListedWallet(connectors.get(connector.id), connector)) return;
    connectors.set(connector.id, connector);
    dispatch(connectorsSlice.actions.connectorAdded(connectorInfo(connector)));
    services.set(connectorServiceId(connector.id), {
      connect: () => connect(connector.id),
      async disconnect() {
        const adapter = await ctx.loadAdapter(connector.chain);
        await adapter.disconnect({ provider: connector.provider });
        // The store is reset by runtime.disconnect; the live parts go here.
        for (const [namespace, id] of Object.entries(getState().connection.connectorIds)) {
          if (id === connector.id) ctx.release(namespace as ChainNamespace);
        }
      },
    });
  };

  const removeConnector = (id: string) => {
    if (Object.values(getState().connection.connectorIds).includes(id)) return;
    connectors.delete(id);
    services.delete(connectorServiceId(id));
    dispatch(connectorsSlice.actions.connectorRemoved({ id }));
  };

  /** Resolves with the connector once it is added (a late EIP-6963 announcement), or undefined. */
  const waitForConnector = (connectorId: string, waitMs: number) =>
    new Promise<ProviderConnector | undefined>((resolve) => {
      const timer = setInterval(() => {
        const found = connectors.get(connectorId);
        if (found) finish(found);
      }, 25);
      const cancel = services.setTimeout(() => finish(undefined), waitMs);
      const finish = (value: ProviderConnector | undefined) => {
        clearInterval(timer);
        cancel();
        resolve(value);
      };
      services.onDispose(() => clearInterval(timer));
    });

  const reconnectOne = async (namespace: ChainNamespace, connectorId: string, waitMs: number) => {
    const connector = connectors.get(connectorId) ?? (await waitForConnector(connectorId, waitMs));
    if (!connector) {
      dispatch(connectionSlice.actions.syncFailed({ namespace }));
      return;
    }
    try {
      const adapter = await ctx.loadAdapter(namespace);
      const connection = await adapter.reconnect({ provider: connector.provider });
      if (applyConnection(adapter, connector, connection, { background: true }))
        ctx.reportUnsupportedChain(namespace);
      await ctx.refreshBalance().catch(() => undefined);
    } catch {
      dispatch(connectionSlice.actions.syncFailed({ namespace }));
      dispatch(chainsSlice.actions.accountReset({ namespace }));
    }
  };

  const reconnect = async ({ waitMs = RECONNECT_WAIT_MS } = {}) => {
    const { connection, options } = getState();
    const stored = Object.entries(connection.connectorIds).filter(
      ([namespace]) => connection.status[namespace as ChainNamespace] === 'connecting',
    ) as [ChainNamespace, string][];
    await Promise.all(
      stored.map(([namespace, id]) => {
        const ours = ctx.deps.descriptors.some((d) => d.namespace === namespace && d.load);
        // WalletConnect and embedded-wallet sessions are restored by their own connectors, not here.
        if (id.startsWith('walletConnect') || id === AUTH_CONNECTOR_ID || !ours) return undefined;
        if (!options.enableReconnect) {
          dispatch(connectionSlice.actions.syncFailed({ namespace }));
          return undefined;
        }
        return reconnectOne(namespace, id, waitMs);
      }),
    );
  };

  const connectorKind = (id: string | undefined): ConnectorType | undefined =>
    id ? getState().connectors.connectors.find((c) => c.id === id)?.type : undefined;

  const disconnect = async ({ namespace }: { namespace?: ChainNamespace } = {}) => {
    const { connection } = getState();
    const active = (Object.keys(connection.status) as ChainNamespace[]).filter(
      (ns) => connection.status[ns] !== 'disconnected',
    );
    const targets = new Set(namespace ? [namespace] : active);
    // SPEC §4: other chains on the same WalletConnect or embedded (auth) connection go too.
    for (const ns of [...targets]) {
      const kind = connectorKind(connection.connectorIds[ns]);
      if (kind !== 'WALLET_CONNECT' && kind !== 'AUTH') continue;
      for (const other of active)
        if (connectorKind(connection.connectorIds[other]) === kind) targets.add(other);
    }
    const ids = [
      ...new Set([...targets].map((ns) => connection.connectorIds[ns]).filter((id) => id !== undefined)),
    ];
    try {
      await Promise.all(
        ids.map((id) =>
          services.get<{ disconnect?: () => Promise<void> }>(connectorServiceId(id))?.disconnect?.(),
        ),
      );
    } catch (error) {
      ctx.track('DISCONNECT_ERROR', { message: classifyRpcError(error).message });
      throw new DisconnectFailedError();
    }
    for (const ns of targets) ctx.forget(ns);
    if (
      ids.some((id) => connectorKind(id) === 'WALLET_CONNECT') ||
      connection.walletConnect.status !== 'disconnected'
    ) {
      dispatch(connectionSlice.actions.walletConnectStatusSet({ status: 'disconnected' }));
    }
    dispatch(authSlice.actions.socialProviderCleared());
    ctx.track('DISCONNECT_SUCCESS');
  };

  return { addConnector, removeConnector, connect, reconnect, disconnect };
}
