import { defineError } from '../../core/errors/defineError';

// Errors of the swaps plugin, each with its cause as structured data; the views show them through the
// i18n table by name (`swaps.error.{name}`). A network outside the swap list is core's
// `SwapsNetworkError` ('Network not supported for Swaps', SPEC §8); a wallet's refusal is core's
// `UserRejectedRequestError` (code 4001), as in Send. AppKit's snackbar texts close the file.

/** The pools have no route, or not enough liquidity, between the two tokens (the API's NO_LIQUIDITY). */
export const SwapNoLiquidityError = /* @__PURE__ */ defineError({
  name: 'SwapNoLiquidityError',
  message: (from: string, to: string) => `No liquidity for this pair (${from} to ${to})`,
  fields: (from: string, to: string) => ({ from, to }),
});

/** The amount is more than the balance (for the native token: more than the balance less the gas kept). */
export const SwapInsufficientBalanceError = /* @__PURE__ */ defineError({
  name: 'SwapInsufficientBalanceError',
  message: (symbol: string, needed: string, available: string) =>
    `Insufficient ${symbol} balance: ${needed} needed, ${available} available`,
  fields: (symbol: string, needed: string, available: string) => ({ symbol, needed, available }),
});

/**
 * The swap (or approval) run against the latest block reverted, so the wallet was not asked. `reason`
 * is the contract's revert string (`UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT`), empty when the node
 * gave none.
 */
export const SwapWouldRevertError = /* @__PURE__ */ defineError({
  name: 'SwapWouldRevertError',
  message: (reason: string, _step: 'approve' | 'swap' = 'swap') =>
    reason ? `The swap would revert: ${reason}` : 'The swap would revert',
  fields: (reason: string, step: 'approve' | 'swap' = 'swap') => ({ reason, step }),
});

/** The approval transaction was sent but reverted on chain (its hash), so the swap was not asked for. */
export const SwapApprovalRevertedError = /* @__PURE__ */ defineError({
  name: 'SwapApprovalRevertedError',
  message: (hash: string) => `The approval transaction ${hash} reverted`,
  fields: (hash: string) => ({ hash }),
});

/** The swap transaction was sent but reverted on chain (its hash). */
export const SwapRevertedError = /* @__PURE__ */ defineError({
  name: 'SwapRevertedError',
  message: (hash: string) => `The swap transaction ${hash} reverted`,
  fields: (hash: string) => ({ hash }),
});

/** The price impact is above SWAP_PRICE_IMPACT_LIMIT percent: the swap is refused as it stands. */
export const SwapPriceImpactTooHighError = /* @__PURE__ */ defineError({
  name: 'SwapPriceImpactTooHighError',
  message: (priceImpact: number, limit: number) =>
    `Price impact too high: ${priceImpact} % (limit ${limit} %)`,
  fields: (priceImpact: number, limit: number) => ({ priceImpact, limit }),
});

/** A flow step was asked for with a part of the form missing (`field`: which one). */
export const SwapFormIncompleteError = /* @__PURE__ */ defineError({
  name: 'SwapFormIncompleteError',
  message: (field: 'fromToken' | 'toToken' | 'amount' | 'account' | 'quote') =>
    `The swap form has no ${field} yet`,
  fields: (field: 'fromToken' | 'toToken' | 'amount' | 'account' | 'quote') => ({ field }),
});

/** The typed amount is not an amount of the token (`reason` as `parseAmount` gives it). */
export const SwapAmountInvalidError = /* @__PURE__ */ defineError({
  name: 'SwapAmountInvalidError',
  message: (reason: string, _maxDecimals?: number) => `The amount is not valid (${reason})`,
  fields: (reason: string, maxDecimals?: number): Record<string, string | number> =>
    maxDecimals === undefined ? { reason } : { reason, maxDecimals },
});

/** The same token was chosen on both sides. */
export const SwapSameTokenError = /* @__PURE__ */ defineError({
  name: 'SwapSameTokenError',
  message: (symbol: string) => `Cannot swap ${symbol} for itself`,
  fields: (symbol: string) => ({ symbol }),
});

/** The quote could not be read (the API failed or answered something else than a quote). */
export const SwapQuoteError = /* @__PURE__ */ defineError({
  name: 'SwapQuoteError',
  message: 'The swap quote could not be fetched',
});

/** An answer of the convert API did not have the documented shape (`route`: which one). */
export const SwapInvalidResponseError = /* @__PURE__ */ defineError({
  name: 'SwapInvalidResponseError',
  message: (route: string) => `The convert API answered ${route} with an unexpected shape`,
  fields: (route: string) => ({ route }),
});

/** The chain could not be reached for the simulation or the receipt (`method`: the JSON-RPC call). */
export const SwapChainReadError = /* @__PURE__ */ defineError({
  name: 'SwapChainReadError',
  message: (method: string, detail: string) => `The chain did not answer ${method}: ${detail}`,
  fields: (method: string, detail: string) => ({ method, detail }),
});

/** The wallet did not answer an approval or a swap within SWAP_WALLET_TIMEOUT_MS; nothing was changed. */
export const SwapTimeoutError = /* @__PURE__ */ defineError({
  name: 'SwapTimeoutError',
  message: (seconds: number) => `The wallet did not answer within ${seconds} seconds`,
  fields: (seconds: number) => ({ seconds }),
});

// AppKit's snackbar texts (research 2026-11-27 §1), verbatim; each keeps what failed as data besides.
/** Reading the router's allowance failed. */
export const SwapAllowanceError = /* @__PURE__ */ defineError({
  name: 'SwapAllowanceError',
  message: 'Failed to check allowance',
});
/**
 * The approval could not be built or sent (not a refusal: that is UserRejectedRequestError). `amount`
 * is in display units of `symbol`, `spender` the router.
 */
export const SwapApprovalFailedError = /* @__PURE__ */ defineError({
  name: 'SwapApprovalFailedError',
  message: (_symbol?: string, _amount?: string, _spender?: string) => 'Failed to create approval transaction',
  fields: (symbol?: string, amount?: string, spender?: string): Record<string, string> => ({
    ...(symbol ? { symbol } : {}),
    ...(amount ? { amount } : {}),
    ...(spender ? { spender } : {}),
  }),
});

/** The swap needs the router's allowance first (`approveSwap`): amount in display units of `symbol`. */
export const SwapApprovalRequiredError = /* @__PURE__ */ defineError({
  name: 'SwapApprovalRequiredError',
  message: (symbol: string, amount: string, spender: string) =>
    `Approve ${amount} ${symbol} for ${spender} before swapping`,
  fields: (symbol: string, amount: string, spender: string) => ({ symbol, amount, spender }),
});

/** The native token needs no approval: it is sent with the swap itself. */
export const SwapApprovalNotNeededError = /* @__PURE__ */ defineError({
  name: 'SwapApprovalNotNeededError',
  message: (symbol: string) => `${symbol} needs no approval`,
  fields: (symbol: string) => ({ symbol }),
});

/**
 * The price moved since the quote shown: the swap would now give less than that quote's minimum
 * received (both in display units of `symbol`). Refused before the wallet is asked; the new quote is in
 * the form, to be reviewed again.
 */
export const SwapQuoteMovedError = /* @__PURE__ */ defineError({
  name: 'SwapQuoteMovedError',
  message: (symbol: string, minimumReceived: string, nowReceived: string) =>
    `The price moved: ${nowReceived} ${symbol} now, below the ${minimumReceived} ${symbol} minimum of the quote shown`,
  fields: (symbol: string, minimumReceived: string, nowReceived: string) => ({
    symbol,
    minimumReceived,
    nowReceived,
  }),
});

/** A swap was started in a kit built without adapters (a bare test store): there is no wallet to ask. */
export const SwapWalletMissingError = /* @__PURE__ */ defineError({
  name: 'SwapWalletMissingError',
  message: 'This kit has no adapter runtime to swap with (create it with createAppKit)',
});
