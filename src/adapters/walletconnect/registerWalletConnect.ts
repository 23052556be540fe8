import { WALLETCONNECT_CONNECTOR_ID } from '../../core/constants/walletConnect';
import type { ChainNamespace } from '../../core/namespaces';
import type { RootState } from '../../store/createKitStore';
import { connectorServiceId, WALLETCONNECT_SERVICE_ID } from '../../store/services/kitServices';
import { connectionSlice } from '../../store/slices/connectionSlice';
import type { RegisterWalletConnectOptions, WalletConnectKit } from './walletConnectConfig';
import type { WalletConnectConnector } from './walletConnectProvider';

// Eager and small: the services below load the connector chunk (and with it
// @walletconnect/universal-provider) on their first call, never at start-up.

/**
 * What `registerWalletConnect` registers under `walletconnect`: the views' `WalletConnectService`
 * (src/store/services/kitServices.ts) and more.
 */
export interface WalletConnectKitService {
  /** Starts a new pairing and resolves with its `wc:` URI (the previous pairing is dropped). */
  createPairing(): Promise<{ uri: string }>;
  /** Resolves when the wallet approved the pairing of the last `createPairing()`. */
  waitForSession(): Promise<void>;
  disconnect(): Promise<void>;
  /** The loaded connector (loads it). */
  load(): Promise<WalletConnectConnector>;
}

/**
 * Registers WalletConnect in a kit: `walletconnect` (pairing, for the QR views) and
 * `connector:walletConnect` (connect / disconnect, like any connector). A session stored by an earlier
 * visit is restored once the kit is ready. Returns the service; `kit.destroy()` closes the relay socket.
 */
export function registerWalletConnect(
  kit: WalletConnectKit,
  options: RegisterWalletConnectOptions = {},
): WalletConnectKitService {
  const { store, services } = kit;
  let loading: Promise<WalletConnectConnector> | undefined;
  let destroyed = false;
  const load = () => {
    loading ??= import('./createWalletConnectConnector').then((chunk) =>
      chunk.createWalletConnectConnector(kit, options),
    );
    loading.catch(() => {
      loading = undefined;
    });
    return loading;
  };

  const service: WalletConnectKitService = {
    load,
    createPairing: async () => (await load()).createPairing(),
    waitForSession: async () => (await load()).waitForSession(),
    disconnect: async () => (await load()).disconnect(),
  };
  const connectorService = {
    async connect() {
      await service.createPairing();
      await service.waitForSession();
    },
    disconnect: service.disconnect,
  };
  services.set(WALLETCONNECT_SERVICE_ID, service);
  services.set(connectorServiceId(WALLETCONNECT_CONNECTOR_ID), connectorService);
  services.onDispose(() => {
    destroyed = true;
    void loading?.then((connector) => connector.destroy()).catch(() => undefined);
  });

  // Namespaces restored as `connecting` through WalletConnect (eip155, solana) are synced from the
  // stored session; one the session no longer holds (or no session at all) fails its sync.
  void (kit.ready ?? Promise.resolve()).then(async () => {
    const ours = () => {
      const { connection } = store.getState() as RootState;
      return (Object.keys(connection.connectorIds) as ChainNamespace[]).filter(
        (namespace) =>
          connection.connectorIds[namespace] === WALLETCONNECT_CONNECTOR_ID &&
          connection.status[namespace] === 'connecting',
      );
    };
    if (destroyed || ours().length === 0) return;
    await load()
      .then((connector) => connector.restore())
      .catch(() => false);
    if (destroyed) return;
    for (const namespace of ours()) store.dispatch(connectionSlice.actions.syncFailed({ namespace }));
  });
  return service;
}
