// The swap flow's figures. SPEC §9 fixes only the slippage (1 %, swapsSlice.ts); each other figure
// says where it comes from (docs/plugins/swaps.md lists them).

/** Above this price impact (percent) the preview warns (the views colour it): Uniswap's interface warns from 3 %. */
export const SWAP_PRICE_IMPACT_WARNING = 3;

/** Above this price impact (percent) the swap is refused ("Price impact too high"): Uniswap's interface blocks at 15 %. */
export const SWAP_PRICE_IMPACT_LIMIT = 15;

/**
 * The gas a swap is given room for when Max fills the native token (wei per gas x this stays in the
 * account): a Uniswap V2 swap over two hops uses about 180 000; the margin covers a third.
 */
export const SWAP_MAX_GAS_RESERVE = 250_000n;

/**
 * The gas shown for the network fee before the swap was simulated: a Uniswap V2 swap uses about
 * 120 000 over one pool and 60 000 more per further pool. The simulation's estimate replaces it.
 */
export function swapGasGuess(hops: number): bigint {
  return 120_000n + 60_000n * BigInt(Math.max(0, hops - 1));
}

/** How long typing must pause before a quote is asked for (as Send's checks and the kit's other lookups). */
export const SWAP_QUOTE_DEBOUNCE_MS = 300;

/**
 * While a view watches the quote (swapQuoteWatchStarted), it is read again this often. AppKit keeps
 * its quote until an edit; a pool moves with every block, so the age is shown and the quote refreshed.
 */
export const SWAP_QUOTE_REFRESH_MS = 15_000;

/** How long the wallet has to answer an approval or a swap (as Send's SEND_TIMEOUT_MS). */
export const SWAP_WALLET_TIMEOUT_MS = 120_000;
