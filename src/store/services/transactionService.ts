import type { ServiceRegistry } from '../createServiceRegistry';

// The seam between the adapter runtime (which registers it) and plugin thunks (send, swaps) that send
// through the connected wallet without importing the kit.

/** A transaction of the connected session; `from` is the session's address. */
export interface SessionTransaction {
  to: string;
  value?: bigint;
  data?: `0x${string}`;
  gas?: bigint;
  /** Solana only: an SPL token transfer of `value` base units (the adapter builds it). */
  splToken?: { mint: string; decimals: number };
  /** Cosmos only: the transaction's memo. */
  memo?: string;
  /** Bitcoin only: the fee rate in sat/vB; the node's estimate without it. */
  feeRate?: number;
  /** Polkadot only: `false` lets the sender's account be reaped (transferAllowDeath); kept alive otherwise. */
  keepAlive?: boolean;
}

/** The runtime's transaction calls, registered as `transactions` (see `kit.adapters`). */
export interface TransactionService {
  /** Sends through the active connector; resolves with the hash, follows it to its receipt. */
  sendTransaction(request: SessionTransaction): Promise<string>;
  estimateGas(request: SessionTransaction): Promise<bigint>;
  getGasPrice(): Promise<bigint>;
  /** The account's token balances (the API's `TokenBalance`s; cached 30 s by the runtime). */
  fetchTokenBalances(): Promise<readonly unknown[]>;
  /** personal_sign of `message` by the active account (the names plugin's registration). */
  signMessage?(message: string): Promise<string>;
  /** Reads the active account's native balance and tokens again past the caches (the on-ramp's completed order). */
  refreshBalances?(): Promise<void>;
}

/** Service id of the transaction service. */
export const TRANSACTION_SERVICE_ID = 'transactions';

/** The transaction service, or undefined when the kit has no adapter runtime (a bare test store). */
export function getTransactionService(services: ServiceRegistry): TransactionService | undefined {
  const service = services.get<TransactionService>(TRANSACTION_SERVICE_ID);
  return typeof service?.sendTransaction === 'function' ? service : undefined;
}
