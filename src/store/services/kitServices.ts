import type { ChainNamespace } from '../../core/namespaces';
import type { ServiceRegistry } from '../createServiceRegistry';

// The typed seam between whoever registers a service (adapters, connectors) and whoever calls it
// (views, plugin thunks): the ids and the contracts live here, below both, so neither spells an id by
// hand (docs/architecture.md, "Service registry").

/** An installed or external connector, registered as `connector:{id}` (the id of its ConnectorInfo). */
export interface ConnectorService {
  /**
   * Asks the wallet to connect. Resolves once the wallet approved and the store was updated
   * (`connection/connected`, `chains/accountUpdated`); rejects with the wallet's error otherwise
   * (an EIP-1193 4001 for a user rejection).
   */
  connect(): Promise<void>;
  /** Ends the connection on the wallet side; optional, the store is reset by the view either way. */
  disconnect?(): Promise<void>;
}

/** The WalletConnect client, registered as `walletconnect`. */
export interface WalletConnectService {
  /**
   * Creates a new pairing and returns its URI (`wc:...`). The view stores it with
   * `connection/walletConnectUriSet`, shows it as QR, and asks again when it is about to expire.
   * The session that follows is reported through the store like any connector's.
   */
  createPairing(): Promise<{ uri: string }>;
}

/** Service id of a connector's implementation. */
export const connectorServiceId = (connectorId: string) => `connector:${connectorId}`;

/** Service id of the wallet provider (EIP-1193, Solana...) of a namespace's live connection. */
export const providerServiceId = (namespace: ChainNamespace) => `provider:${namespace}` as const;

/** Service id of the kit's blockchain API once loaded (RTK Query api). */
export const API_SERVICE_ID = 'api';

/** Service id of the function that loads the kit's blockchain API on first use. */
export const API_LOADER_SERVICE_ID = 'apiLoader';

/** Service id of the WalletConnect client. */
export const WALLETCONNECT_SERVICE_ID = 'walletconnect';

/** Service id of the kit's wallet runtime loader (registered by the kit's adapter runtime for every kit). */
export const WALLET_RUNTIME_SERVICE_ID = 'walletRuntime';

/** What a caller below the adapters (a plugin thunk) may ask of the loaded wallet runtime. */
export interface WalletRuntimeAdapters {
  /** The namespace's chain adapter, loaded once; rejects when the kit has none for it. */
  loadAdapter(namespace: ChainNamespace): Promise<unknown>;
}

/**
 * The `walletRuntime` service: loads (once) and returns the kit's wallet runtime. The adapters' side
 * names its full runtime as `Runtime` (adapters/runtime/WalletRuntime.ts); a plugin sees only
 * `loadAdapter`, and checks what it uses of the adapter (plugins/send/sendChainExtras.ts).
 */
export interface WalletRuntimeService<Runtime extends WalletRuntimeAdapters = WalletRuntimeAdapters> {
  load(): Promise<Runtime>;
}

/** The connector's service, or undefined when nothing registered it (the view shows an error). */
export function getConnectorService(
  services: ServiceRegistry,
  connectorId: string,
): ConnectorService | undefined {
  const service = services.get<ConnectorService>(connectorServiceId(connectorId));
  return typeof service?.connect === 'function' ? service : undefined;
}

/** The WalletConnect service, or undefined when WalletConnect is not set up. */
export function getWalletConnectService(services: ServiceRegistry): WalletConnectService | undefined {
  const service = services.get<WalletConnectService>(WALLETCONNECT_SERVICE_ID);
  return typeof service?.createPairing === 'function' ? service : undefined;
}
