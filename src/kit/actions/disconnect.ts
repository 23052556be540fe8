import { trackAnalytics } from '../../api/analytics/trackAnalytics';
import { DisconnectFailedError } from '../../core/errors/connectionErrors';
import type { ChainNamespace } from '../../core/namespaces';
import type { KitStore, RootState } from '../../store/createKitStore';
import { connectorServiceId, providerServiceId } from '../../store/services/kitServices';
import { authSlice } from '../../store/slices/authSlice';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import type { ConnectorType } from '../../store/slices/connectorsSlice';

// SPEC §4 disconnect as a kit action, in the shape of wagmi's actions: `(kit, parameters)`. The kit
// runs it for `kit.adapters.disconnect` once the adapter runtime has loaded, so the connectors'
// `connector:{id}` services it calls are registered (createAppKit injects it: adapters never import
// the kit). Each connector's own `disconnect` releases what it holds live (wallet listeners, sockets);
// the runtime then releases what it still holds for the namespaces returned (a wallet that locked and
// is watched for its return).

export interface DisconnectParameters {
  /** One namespace (plus those sharing its WalletConnect or embedded-wallet connection); all when absent. */
  namespace?: ChainNamespace;
}

/** The namespaces it disconnected (the adapter runtime releases what it held live for them). */
export interface DisconnectReturnType {
  namespaces: ChainNamespace[];
}

/** A wallet-side failure; nothing is reset then. */
export type DisconnectErrorType = InstanceType<typeof DisconnectFailedError>;

/** What the action needs of a kit. */
export type DisconnectKit = Pick<KitStore, 'store' | 'services'>;

/** The namespaces to disconnect: the one asked for (or every active one), and those sharing its connection. */
function targetsOf(state: RootState, namespace: ChainNamespace | undefined): Set<ChainNamespace> {
  const { connection, connectors } = state;
  const kindOf = (ns: ChainNamespace): ConnectorType | undefined => {
    const id = connection.connectorIds[ns];
    return id ? connectors.connectors.find((c) => c.id === id)?.type : undefined;
  };
  const active = (Object.keys(connection.status) as ChainNamespace[]).filter(
    (ns) => connection.status[ns] !== 'disconnected',
  );
  const targets = new Set(namespace ? [namespace] : active);
  // SPEC §4: other chains on the same WalletConnect or embedded (auth) connection go too.
  for (const ns of [...targets]) {
    const kind = kindOf(ns);
    if (kind !== 'WALLET_CONNECT' && kind !== 'AUTH') continue;
    for (const other of active) if (kindOf(other) === kind) targets.add(other);
  }
  return targets;
}

/**
 * Disconnects `namespace`, or every connected namespace (SPEC §4): asks each connector involved to
 * disconnect, then resets the namespaces' connection, account and network, the WalletConnect status
 * and the social provider. Rejects with DisconnectFailedError, and resets nothing, when a wallet fails.
 */
export async function disconnect(
  kit: DisconnectKit,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  const { store, services } = kit;
  const state = store.getState() as RootState;
  const { connection } = state;
  const targets = targetsOf(state, parameters.namespace);
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
    // The classifier is its own chunk: the adapter runtime, fetched at idle, needs it only on failure.
    const { classifyRpcError } = await import('../../core/rpcErrors');
    trackAnalytics(services, 'DISCONNECT_ERROR', { message: classifyRpcError(error).message });
    throw new DisconnectFailedError();
  }
  for (const namespace of targets) {
    services.delete(providerServiceId(namespace));
    store.dispatch(connectionSlice.actions.disconnected({ namespace }));
    store.dispatch(chainsSlice.actions.accountReset({ namespace }));
    store.dispatch(chainsSlice.actions.networkReset({ namespace }));
  }
  const { connectors } = (store.getState() as RootState).connectors;
  const walletConnect = ids.some((id) => connectors.find((c) => c.id === id)?.type === 'WALLET_CONNECT');
  if (walletConnect || connection.walletConnect.status !== 'disconnected') {
    store.dispatch(connectionSlice.actions.walletConnectStatusSet({ status: 'disconnected' }));
  }
  store.dispatch(authSlice.actions.socialProviderCleared());
  trackAnalytics(services, 'DISCONNECT_SUCCESS', { namespace: parameters.namespace ?? 'all' });
  return { namespaces: [...targets] };
}
