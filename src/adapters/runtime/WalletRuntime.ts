import type { Identity, TokenBalance } from '../../api/apiTypes';
import type { WalletRuntimeService as KitWalletRuntimeService } from '../../store/services/kitServices';
import type { ProviderConnector } from '../ChainAdapter';
import type { ApplyConnection } from './applyConnection';
import type { NativeBalance } from './balanceEndpoints';
import type { RuntimeContext } from './createRuntimeContext';
import type { SubscribeBalance } from './watchNativeBalance';

export type { WalletRuntimeDependencies } from './WalletRuntimeDependencies';
export type { ProviderConnector };

// The wallet runtime holds what is live for a kit's wallets and reports what they do: the connectors
// discovered, the chain adapters loaded, each connected wallet's provider and events (accounts, chain,
// disconnect) into the store, and the balances read for it. It never decides a flow and never reads or
// writes the modal: the kit's actions (src/kit/actions/) connect, switch, sign and send through it,
// and the kit routes what it reports (src/kit/listeners/routeModal.ts).

/** The balance part of the runtime (its own chunk, loaded once a session exists or on first use). */
export interface WalletBalances {
  /** Reads the active account's native balance (RTK Query's cache unless `forceRefetch`) and shows it. */
  readBalance(forceRefetch: boolean): Promise<NativeBalance | undefined>;
  /** The active account's token balances (wallet or API, priced); [] when they cannot be read. */
  fetchTokenBalances(parameters?: { forceUpdate?: boolean }): Promise<TokenBalance[]>;
  /** After a transaction: the native balance and, when `tokens`, the token list past the cache. */
  refreshAll(options: { tokens: boolean }): Promise<void>;
  fetchIdentity(address: string): Promise<Identity | undefined>;
  /** A polled RTK Query subscription to the native balance of an account (the kit's "refresh while shown"). */
  subscribeNativeBalance: SubscribeBalance;
  /** The same for the token list. */
  subscribeTokenBalances: SubscribeBalance;
  dispose(): void;
}

/** One kit's wallet runtime: its shared context plus the connector registry and the balance part. */
export interface WalletRuntime extends RuntimeContext {
  /** Lists a connector (a row in the store) and keeps it; false when a listed wallet keeps its place. */
  addConnector(connector: ProviderConnector): boolean;
  /** Unlists a connector that is not in use; false when it is connected (it stays). */
  removeConnector(id: string): boolean;
  /** Resolves with the connector once it is added (a late EIP-6963 announcement), or undefined. */
  waitForConnector(id: string, waitMs: number): Promise<ProviderConnector | undefined>;
  /** Asks a connector's wallet to disconnect and drops what is live for its namespaces. */
  disconnectConnector(id: string): Promise<void>;
  /** Stores a successful connection and follows the wallet's events; true when its chain is unsupported. */
  applyConnection: ApplyConnection;
  balances(): Promise<WalletBalances>;
  dispose(): void;
}

/** The `walletRuntime` service (store/services/kitServices.ts) as the kit registers it: the full runtime. */
export type WalletRuntimeService = KitWalletRuntimeService<WalletRuntime>;
