import { WalletConnectConnectorNotFoundError } from '../../core/errors/connectionErrors';
import type { ChainNamespace } from '../../core/namespaces';
import { classifyRpcError } from '../../core/rpcErrors';
import { connectionEstablished } from '../../store/actions/adapterEvents';
import { AUTH_CONNECTOR_ID } from '../../store/services/EmbeddedWalletService';
import { connectorServiceId } from '../../store/services/kitServices';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { connectorsSlice } from '../../store/slices/connectorsSlice';
import type { AdapterRuntime, ConnectParameters, ProviderConnector } from './AdapterRuntime';
import { createApplyConnection } from './applyConnection';
import { connectorInfo, keepsListedWallet } from './connectorInfo';
import type { RuntimeContext } from './createRuntimeContext';

// Connectors, connect / reconnect and the SPEC §4 connection rules (storing a connection and following
// the wallet's events: applyConnection.ts; disconnecting: the kit's action, src/kit/actions/disconnect.ts).

const RECONNECT_WAIT_MS = 1000;

/** Disconnecting is the kit's action (src/kit/actions/disconnect.ts), injected as `deps.disconnect`. */
type Connections = Pick<AdapterRuntime, 'addConnector' | 'removeConnector' | 'connect' | 'reconnect'>;

/** Creates the connection part of the runtime. */
export function createConnections(ctx: RuntimeContext): Connections {
  const { getState, dispatch, services, connectors } = ctx;

  const applyConnection = createApplyConnection(ctx);

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
        // The store is reset by the kit's disconnect action; the live parts go here.
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

  return { addConnector, removeConnector, connect, reconnect };
}
