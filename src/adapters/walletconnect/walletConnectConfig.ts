import type { KitStore } from '../../store/createKitStore';
import type { ServiceRegistry } from '../../store/createServiceRegistry';

// The WalletConnect connector's configuration and constants. Type-only imports and plain values.
// Only its types reach the initial bundle: the connector id the eager register needs lives in core,
// since a module both start-up code and the connector chunk import becomes an initial chunk of its
// own in esbuild hosts (docs/bench.md).

export { WALLETCONNECT_CONNECTOR_ID } from '../../core/constants/walletConnect';

/**
 * Methods the wallet answers. UniversalProvider sends every method of the namespace's `methods` to
 * the wallet, so chain reads are never listed here: they go to the network's RPC URL (`rpcMap`).
 */
export const WALLETCONNECT_EVM_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
] as const;

/** Session events the kit listens to. */
export const WALLETCONNECT_EVM_EVENTS = ['chainChanged', 'accountsChanged'] as const;

/** The dapp's description shown by the wallet. */
export interface WalletConnectMetadata {
  name: string;
  description: string;
  url: string;
  icons: string[];
}

/** A key-value store with the shape of `@walletconnect/keyvaluestorage` (async, JSON values). */
export interface WalletConnectStorage {
  getKeys(): Promise<string[]>;
  getEntries<T = unknown>(): Promise<[string, T][]>;
  getItem<T = unknown>(key: string): Promise<T | undefined>;
  setItem<T = unknown>(key: string, value: T): Promise<void>;
  removeItem(key: string): Promise<void>;
}

export interface RegisterWalletConnectOptions {
  /** The relay, e.g. the sandbox's `ws://127.0.0.1:8555`; WalletConnect's public relay when omitted. */
  relayUrl?: string;
  /** Defaults to the kit's `projectId`. */
  projectId?: string;
  /** Defaults to the kit's `metadata`. */
  metadata?: WalletConnectMetadata;
  /**
   * Prefix of every key the WalletConnect client stores. Two kits in one process (or on one page)
   * need different prefixes, or they share one client core. Defaults to `portico`.
   */
  customStoragePrefix?: string;
  /** Where the client keeps pairings and sessions; localStorage in browsers, memory in Node by default. */
  storage?: WalletConnectStorage;
  /** Options of the default storage (`{ database: ':memory:' }` in Node unless given). */
  storageOptions?: { database?: string; table?: string };
  /** `@walletconnect/logger` level; `error` by default. */
  logger?: string;
  /** Receives the connector's warnings (e.g. undecodable relay messages dropped); console.warn by default. */
  onWarn?: (message: string) => void;
  /** Clock for the pairing expiry, in ms. */
  now?: () => number;
}

/** What the connector needs from the kit: its store and its service registry (and, when given, its adapters). */
export interface WalletConnectKit {
  store: KitStore['store'];
  services: ServiceRegistry;
  /** Resolves once persisted state is restored; a stored WalletConnect session is then restored too. */
  ready?: Promise<void>;
  /** The kit's adapters: the native balance is read once a pairing is approved. */
  adapters?: { refreshBalance?(): Promise<void> };
}
