import type { TtlCache } from '../lib/createTtlCache';
import type { ChainReader } from './chain/createChainReader';
import type { SolanaReader } from './chain/createSolanaReader';
import type { SwapReader } from './chain/createSwapReader';
import type { TokenBalance } from './chain/readTokenBalances';
import type { BalanceRefreshes } from './coordination/balanceRefreshes';
import type { Database } from './db/Database';
import type { RateLimit } from './http/enforceRateLimit';
import type { UnauthenticatedWrite } from './http/limitUnauthenticatedWrite';
import type { BitcoinApiChain } from './indexer/bitcoin/bitcoinApiChain';

/** What every route handler can use. */
export interface ApiContext {
  db: Database;
  /** Readers for the configured chains, by CAIP-2 id. */
  chains: ReadonlyMap<string, ChainReader>;
  /** Readers for the configured Solana chains, by CAIP-2 id (balances only); none when absent. */
  solanaChains?: ReadonlyMap<string, SolanaReader>;
  /** The bip122 chains the Bitcoin indexer follows, by CAIP-2 id (balances and UTXOs); none when absent. */
  bitcoinChains?: ReadonlyMap<string, BitcoinApiChain>;
  /** The chains on the swap list (startApi's `swapChains`), by CAIP-2 id; the `/v1/convert/*` routes. */
  swaps?: ReadonlyMap<string, SwapReader>;
  /** Balance answers per address, chain selection and refresh generation (skipped with forceUpdate). */
  balanceCache: TtlCache<TokenBalance[]>;
  /**
   * Forced refreshes counted in the database, so one on any instance is what every instance serves next
   * (issue 29); without it (in-process test contexts) the cache is this instance's alone.
   */
  balanceRefreshes?: BalanceRefreshes;
  /** Base URL of this API (no trailing slash), used for URLs it hands out such as icons. */
  publicUrl(): string;
  /** Per-client budgets of the unauthenticated writes; default UNAUTHENTICATED_WRITE_RATE_LIMITS. */
  writeRateLimits?: Partial<Record<UnauthenticatedWrite, RateLimit>>;
  /** Nonces each client may take (POST /v1/sessions/nonce); default SIWX_NONCE_RATE_LIMIT. */
  nonceRateLimit?: RateLimit;
  /** How long a Sandbox Pay "settle slowly" payment stays pending; default 10 s (onrampPayPageRoutes). */
  onrampSlowSettlementMs?: number;
  /** How long a Sandbox Exchange "settle slowly" payment stays in progress; default 10 s (payExchangePageRoutes). */
  paySlowSettlementMs?: number;
}
