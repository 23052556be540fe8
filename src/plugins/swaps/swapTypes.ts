// Serialisable shapes of the swap flow (the store holds no bigint: amounts are decimal strings).
// The views (views/) read these; the API's answers are checked into them by swapEndpoints.ts.

/**
 * The address of a chain's native token in the convert API (docs/sandbox-api.md): the marker
 * aggregators and AppKit use, so a native token has a CAIP-10 id like any ERC-20.
 */
export const SWAP_NATIVE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** A token that can be swapped on the active network (`GET /v1/convert/tokens`). */
export interface SwapToken {
  /** CAIP-10 id: `eip155:31337:0x…` (the native token ends on SWAP_NATIVE_ADDRESS). */
  id: string;
  /** The contract address (0x…), or SWAP_NATIVE_ADDRESS for the native token. */
  address: string;
  symbol: string;
  name: string;
  decimals: number;
  logoUri: string;
  /** USD per whole token, when the API prices it. */
  price?: number;
  /** The account's balance in display units ("12.5"), from the balance endpoint; absent until read. */
  balance?: string;
}

/** The best quote for the typed amount (`GET /v1/convert/quotes`), with when it was read. */
export interface SwapQuote {
  /** Base units of the from token. */
  fromAmount: string;
  /** Base units of the to token: the router's `getAmountsOut` over `path`. */
  toAmount: string;
  /** The route as token ids, from first to last (two entries: direct; three: through wrapped native). */
  path: string[];
  /** Percent against the pools' mid price (2.5 means 2.5 %). */
  priceImpact: number;
  /** The pools' fee in base units of the from token. */
  fee: string;
  /** Base units of the to token: `toAmount` less the slippage (SPEC: 1 %). */
  minimumReceived: string;
  /** When the quote was read (ms since epoch). */
  fetchedAt: number;
}

/**
 * What the Swap form's main button says and does (the views turn kinds into texts). Only `approve`
 * and `swap` enable it.
 */
export type SwapButtonStep =
  | { kind: 'unsupportedNetwork' }
  | { kind: 'selectToken' }
  | { kind: 'enterAmount' }
  | { kind: 'insufficientBalance'; symbol: string }
  | { kind: 'loadingQuote' }
  | { kind: 'noLiquidity' }
  /** The quote or the allowance could not be read (not a liquidity problem): `quoteError` / `error` say why. */
  | { kind: 'quoteFailed' }
  | { kind: 'priceImpactTooHigh' }
  | { kind: 'approve'; symbol: string /** display units */; amount: string; spender: string }
  | { kind: 'swap' };

/** The kinds of SwapButtonStep. */
export type SwapButtonStepKind = SwapButtonStep['kind'];

/** Where a request of the flow (quote, approval, swap) stands. */
export type SwapRequestStatus = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * Where an approval or a swap stands: the transaction is simulated, then with the wallet, then sent
 * and awaiting its receipt, then mined.
 */
export type SwapTxStatus = 'idle' | 'simulating' | 'awaitingWallet' | 'pending' | 'done';

/** The allowance the router has on the from token (`GET /v1/convert/allowance`). */
export interface SwapAllowance {
  /** The token id the allowance is for. */
  tokenId: string;
  /** Base units. */
  allowance: string;
  /** The router address (the approval's spender). */
  spender: string;
}

/** What the preview shows (selectSwapPreview): every figure as display text or a number, never NaN. */
export interface SwapPreview {
  from: SwapToken;
  to: SwapToken;
  /** Display units of the from token (the typed amount, normalised). */
  fromAmount: string;
  /** Display units of the to token. */
  toAmount: string;
  /** How many `to` one `from` buys, in display units. */
  rate: string;
  /** Percent. */
  priceImpact: number;
  /** True above SWAP_PRICE_IMPACT_WARNING (the views colour it). */
  priceImpactHigh: boolean;
  /** The network fee in USD, when the gas price and the native price are known. */
  networkFeeUsd?: number;
  /** Display units of the to token. */
  minimumReceived: string;
  /** When the quote was read (ms since epoch): a view counts the age from it every second. */
  fetchedAt: number;
  /** Whole seconds since the quote was read, when the preview was selected. */
  quoteAgeSeconds: number;
  /** The route as symbols (USDC → WETH → PRT). */
  route: string[];
}
