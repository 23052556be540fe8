import type { Eip1193Provider } from '../ChainAdapter';
import type { WalletConnectMetadata } from './walletConnectConfig';

// The public face of the WalletConnect connector. The kit holds a @walletconnect/universal-provider
// instance, but its declared types reach ~100 WalletConnect declaration files that need @types/node and
// fail to compile with `skipLibCheck: false` in a browser-only host (issue 16). The kit's declarations
// therefore describe only what a host may use, structurally; the connector's own code keeps the full
// UniversalProvider type, and the compiler checks that it satisfies these shapes.

/** One namespace of an approved session: the wallet's accounts (CAIP-10) and what it agreed to. */
export interface WalletConnectSessionNamespace {
  accounts: string[];
  chains?: string[];
  methods: string[];
  events: string[];
}

/** The approved WalletConnect session, as far as a host needs it. */
export interface WalletConnectSession {
  topic: string;
  /** Seconds since the epoch. */
  expiry: number;
  namespaces: Record<string, WalletConnectSessionNamespace>;
  /** The wallet's description of itself. */
  peer: { metadata: WalletConnectMetadata };
}

/** The connector's EIP-1193 provider (a UniversalProvider): requests go to the wallet or the chain's RPC. */
export interface WalletConnectProvider extends Eip1193Provider {
  /** The approved session, when there is one. */
  session?: WalletConnectSession;
  /** The `wc:` URI of the pending pairing, when there is one. */
  uri: string | undefined;
  // `any` listeners: UniversalProvider declares its events untyped, and a host passes typed ones.
  // biome-ignore lint/suspicious/noExplicitAny: mirrors the provider's own untyped event API
  on(event: string, listener: (...args: any[]) => void): void;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  removeListener(event: string, listener: (...args: any[]) => void): void;
  /** Ends the session on both sides. */
  disconnect(): Promise<void>;
}

/** The loaded WalletConnect connector of one kit (`registerWalletConnect(...).load()`). */
export interface WalletConnectConnector {
  /** Starts a new pairing (the previous one is dropped) and resolves with its `wc:` URI. */
  createPairing(): Promise<{ uri: string }>;
  /** Resolves when the wallet approved the current pairing and the store is updated. */
  waitForSession(): Promise<void>;
  /** Ends the session on both sides and resets the namespace. */
  disconnect(): Promise<void>;
  /** Restores a stored session; resolves true when one was restored. */
  restore(): Promise<boolean>;
  /** The UniversalProvider (EIP-1193); created on first call. */
  getProvider(): Promise<WalletConnectProvider>;
  /** Closes the relay connection. */
  destroy(): Promise<void>;
}
