import { trackAnalytics } from '../../api/analytics/trackAnalytics';
import { WalletConnectConnectorNotFoundError } from '../../core/errors/connectionErrors';
import type { ChainNamespace } from '../../core/namespaces';
import { connectionEstablished, unsupportedChainDetected } from '../../store/actions/adapterEvents';
import { connectorsSlice } from '../../store/slices/connectorsSlice';
import { type ActionKit, walletRuntime } from './walletRuntime';

// SPEC §4 connect of a discovered wallet (EIP-6963 or injected), as a kit action in wagmi's shape.
// WalletConnect and the embedded wallet connect through their own connectors' flows.

export interface ConnectParameters {
  /** The id of a connector the kit lists (`state.connectors.connectors[].id`). */
  connectorId: string;
  /** Aborts a wallet that hangs; the state is left as before. */
  signal?: AbortSignal;
}

/** What the wallet connected: its namespace, accounts (the first is active) and chain. */
export interface ConnectReturnType {
  namespace: ChainNamespace;
  accounts: readonly string[];
  chainId: number | string;
}

/** No such connector; otherwise the wallet's own error (EIP-1193 4001 when the user declines). */
export type ConnectErrorType = InstanceType<typeof WalletConnectConnectorNotFoundError> | Error;

/**
 * Connects the wallet of `connectorId`: asks it for its accounts, stores the connection (SPEC §4: a
 * configured chain becomes active, any other is reported as unsupported), remembers it as a recent
 * wallet, reports the connection (the kit closes the connect flow) and reads its balance.
 */
export async function connect(kit: ActionKit, parameters: ConnectParameters): Promise<ConnectReturnType> {
  const wallets = await walletRuntime(kit);
  const connector = wallets.connectors.get(parameters.connectorId);
  if (!connector) throw new WalletConnectConnectorNotFoundError();
  const { signal } = parameters;
  try {
    const adapter = await wallets.loadAdapter(connector.chain);
    const connection = await adapter.connect({ provider: connector.provider, ...(signal ? { signal } : {}) });
    const unsupported = wallets.applyConnection(adapter, connector, connection);
    kit.store.dispatch(
      connectorsSlice.actions.recentWalletAdded({
        id: connector.id,
        name: connector.name,
        ...(connector.rdns ? { rdns: connector.rdns } : {}),
        ...(connector.icon ? { imageUrl: connector.icon } : {}),
      }),
    );
    // Reported in this order, the kit shows UnsupportedChain rather than closing the connect flow.
    if (unsupported) kit.store.dispatch(unsupportedChainDetected({ namespace: adapter.namespace }));
    // Reported, the kit raises CONNECT_SUCCESS (as for every other way of connecting: routeModal).
    kit.store.dispatch(connectionEstablished({ connectorId: connector.id }));
    await wallets.refreshBalance().catch(() => undefined);
    return { namespace: adapter.namespace, accounts: connection.accounts, chainId: connection.chainId };
  } catch (error) {
    // AppKit tells a refusal in the wallet (USER_REJECTED) from a failure (CONNECT_ERROR). The classifier
    // is its own chunk: the adapter runtime, fetched at idle, needs it only on failure.
    const { classifyRpcError } = await import('../../core/rpcErrors');
    const { kind, message } = classifyRpcError(error);
    trackAnalytics(kit.services, kind === 'userRejected' ? 'USER_REJECTED' : 'CONNECT_ERROR', { message });
    throw error;
  }
}
