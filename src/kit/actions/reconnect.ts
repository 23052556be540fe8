import { trackAnalytics } from '../../api/analytics/trackAnalytics';
import type { ChainNamespace } from '../../core/namespaces';
import { unsupportedChainDetected } from '../../store/actions/adapterEvents';
import type { RootState } from '../../store/createKitStore';
import { AUTH_CONNECTOR_ID } from '../../store/services/EmbeddedWalletService';
import { chainsSlice } from '../../store/slices/chainsSlice';
import { connectionSlice } from '../../store/slices/connectionSlice';
import { connectSuccessProperties } from '../listeners/connectSuccessProperties';
import { type ActionKit, walletRuntime } from './walletRuntime';

// SPEC §4 reconnect after a reload, as a kit action: each namespace stored as `connecting` with a
// discovered wallet asks that wallet again, quietly (no prompt, no modal).

/** How long a stored wallet may take to announce itself (EIP-6963) before its session is dropped. */
export const RECONNECT_WAIT_MS = 1000;

export interface ReconnectParameters {
  /** How long to wait for a stored wallet to announce itself; RECONNECT_WAIT_MS by default. */
  waitMs?: number;
}

/** The namespaces restored, and those whose session was dropped (failed sync). */
export interface ReconnectReturnType {
  restored: ChainNamespace[];
  dropped: ChainNamespace[];
}

/** Never rejects: a wallet that is gone or refuses drops its namespace's session instead. */
export type ReconnectErrorType = never;

/**
 * Restores the sessions of the kit's own connectors stored as `connecting`. WalletConnect and
 * embedded-wallet sessions are restored by their connectors; with `enableReconnect: false` every stored
 * session is dropped at once.
 */
export async function reconnect(
  kit: ActionKit,
  { waitMs = RECONNECT_WAIT_MS }: ReconnectParameters = {},
): Promise<ReconnectReturnType> {
  const wallets = await walletRuntime(kit);
  const { connection, options } = kit.store.getState() as RootState;
  const result: ReconnectReturnType = { restored: [], dropped: [] };
  const drop = (namespace: ChainNamespace, resetAccount = false) => {
    kit.store.dispatch(connectionSlice.actions.syncFailed({ namespace }));
    if (resetAccount) kit.store.dispatch(chainsSlice.actions.accountReset({ namespace }));
    result.dropped.push(namespace);
  };
  const restore = async (namespace: ChainNamespace, connectorId: string) => {
    const connector =
      wallets.connectors.get(connectorId) ?? (await wallets.waitForConnector(connectorId, waitMs));
    if (!connector) return drop(namespace);
    try {
      const adapter = await wallets.loadAdapter(namespace);
      const connection = await adapter.reconnect({ provider: connector.provider });
      if (wallets.applyConnection(adapter, connector, connection, { background: true }))
        kit.store.dispatch(unsupportedChainDetected({ namespace }));
      result.restored.push(namespace);
      // AppKit's CONNECT_SUCCESS with `reconnect: true`: the session came back, nobody connected anew
      // (not connectionEstablished, which would also end a connect flow or ask for a SIWX sign-in).
      trackAnalytics(kit.services, 'CONNECT_SUCCESS', {
        ...connectSuccessProperties(kit.store.getState() as RootState, connectorId),
        reconnect: true,
      });
      await wallets.refreshBalance().catch(() => undefined);
    } catch {
      drop(namespace, true);
    }
  };
  const stored = (Object.entries(connection.connectorIds) as [ChainNamespace, string][]).filter(
    ([namespace]) => connection.status[namespace] === 'connecting',
  );
  await Promise.all(
    stored.map(([namespace, id]) => {
      const ours = wallets.deps.descriptors.some((d) => d.namespace === namespace && d.load);
      // WalletConnect and embedded-wallet sessions are restored by their own connectors, not here.
      if (id.startsWith('walletConnect') || id === AUTH_CONNECTOR_ID || !ours) return undefined;
      if (!options.enableReconnect) return drop(namespace);
      return restore(namespace, id);
    }),
  );
  return result;
}
