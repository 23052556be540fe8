import type { ChainNamespace } from '../../core/namespaces';
import { connectorsSlice } from '../../store/slices/connectorsSlice';
import { connectorInfo, keepsListedWallet } from './connectorInfo';
import type { RuntimeContext } from './createRuntimeContext';
import type { ProviderConnector, WalletRuntime } from './WalletRuntime';

// The connectors the runtime owns (EIP-6963 and injected wallets): listed in the store as discovery
// reports them, kept with their provider, and disconnected on the kit's request. Connecting and
// reconnecting are the kit's actions (src/kit/actions/connect.ts, reconnect.ts); WalletConnect and the
// embedded wallet register their own connectors.

/** The connector part of the wallet runtime. */
export type ConnectorRegistry = Pick<
  WalletRuntime,
  'addConnector' | 'removeConnector' | 'waitForConnector' | 'disconnectConnector'
>;

/** Creates the connector registry of one runtime. */
export function createConnectorRegistry(ctx: RuntimeContext): ConnectorRegistry {
  const { getState, dispatch, services, connectors } = ctx;

  const addConnector = (connector: ProviderConnector) => {
    if (keepsListedWallet(connectors.get(connector.id), connector)) return false;
    connectors.set(connector.id, connector);
    dispatch(connectorsSlice.actions.connectorAdded(connectorInfo(connector)));
    return true;
  };

  const removeConnector = (id: string) => {
    if (Object.values(getState().connection.connectorIds).includes(id)) return false;
    connectors.delete(id);
    dispatch(connectorsSlice.actions.connectorRemoved({ id }));
    return true;
  };

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

  const disconnectConnector = async (id: string) => {
    const connector = connectors.get(id);
    if (!connector) return;
    const adapter = await ctx.loadAdapter(connector.chain);
    await adapter.disconnect({ provider: connector.provider });
    // The store is reset by the kit's disconnect action; the live parts go here.
    for (const [namespace, connectorId] of Object.entries(getState().connection.connectorIds)) {
      if (connectorId === id) ctx.release(namespace as ChainNamespace);
    }
  };

  return { addConnector, removeConnector, waitForConnector, disconnectConnector };
}
