import { createSelector } from '@reduxjs/toolkit';
import { formatUnits, parseAmount } from '../../core/format';
import type { RootState } from '../../store/createKitStore';
import { isNativeSwapToken } from './swapAnswers';
import { SWAP_MAX_GAS_RESERVE, SWAP_PRICE_IMPACT_LIMIT } from './swapConstants';
import { type SwapTarget, selectSwaps, selectSwapTarget } from './swapSelectors';
import type { SwapsState } from './swapsSlice';
import type { SwapButtonStep, SwapToken } from './swapTypes';

/** The typed amount in base units of `token`, or undefined when it is not an amount of it. */
export function typedUnits(swaps: Pick<SwapsState, 'fromAmount'>, token: SwapToken, locale?: string) {
  const typed = swaps.fromAmount.trim();
  if (!typed) return undefined;
  const parsed = parseAmount(typed, token.decimals, locale ? { locale } : {});
  return parsed.ok ? parsed.value : undefined;
}

/** `token`'s balance in base units (0 when unknown or unreadable). */
export function balanceUnits(token: SwapToken): bigint {
  const parsed = token.balance ? parseAmount(token.balance, token.decimals) : undefined;
  return parsed?.ok ? parsed.value : 0n;
}

/** What the account can swap of `token`: the balance; for the native token less the gas room kept. */
export function spendableUnits(token: SwapToken, gasPrice: string | undefined): bigint {
  const balance = balanceUnits(token);
  if (!isNativeSwapToken(token) || !gasPrice) return balance;
  const reserve = BigInt(gasPrice) * SWAP_MAX_GAS_RESERVE;
  return balance > reserve ? balance - reserve : 0n;
}

/** The step from the quote on: loading, no liquidity, price impact, approval, swap. */
function quoteStep(swaps: SwapsState, from: SwapToken, amount: bigint): SwapButtonStep {
  const { quote } = swaps;
  if (swaps.quoteStatus === 'failed')
    return swaps.quoteError?.name === 'SwapNoLiquidityError'
      ? { kind: 'noLiquidity' }
      : { kind: 'quoteFailed' };
  // An edit drops the quote until its debounced one arrives: on its way, so loading. A refresh of a
  // quote still shown keeps the step of that quote (the button does not flicker every refresh).
  if (!quote) return { kind: 'loadingQuote' };
  if (quote.priceImpact > SWAP_PRICE_IMPACT_LIMIT) return { kind: 'priceImpactTooHigh' };
  if (isNativeSwapToken(from)) return { kind: 'swap' };
  const { allowance } = swaps;
  if (swaps.allowanceStatus === 'failed') return { kind: 'quoteFailed' };
  if (!allowance || allowance.tokenId !== from.id) return { kind: 'loadingQuote' };
  if (BigInt(allowance.allowance) >= amount) return { kind: 'swap' };
  return {
    kind: 'approve',
    symbol: from.symbol,
    amount: formatUnits(amount, from.decimals),
    spender: allowance.spender,
  };
}

/**
 * The main button's step for the form as it is, in the order a person meets them: a swap network,
 * both tokens, an amount (none, zero or unreadable: `enterAmount`), a balance that covers it (the
 * native token keeps gas room), the quote (loading, no liquidity, failed), the price impact, then an
 * approval when the router's allowance is short of the amount, else `swap`.
 */
export function swapButtonStep(
  swaps: SwapsState | undefined,
  target: Pick<SwapTarget, 'supported'>,
  locale?: string,
): SwapButtonStep {
  if (!target.supported) return { kind: 'unsupportedNetwork' };
  if (!swaps?.fromToken || !swaps.toToken) return { kind: 'selectToken' };
  const from = swaps.fromToken;
  const amount = typedUnits(swaps, from, locale);
  if (amount === undefined || amount === 0n) return { kind: 'enterAmount' };
  if (amount > spendableUnits(from, swaps.gasPrice))
    return { kind: 'insufficientBalance', symbol: from.symbol };
  return quoteStep(swaps, from, amount);
}

/** `swapButtonStep` of a kit's state (memoised): what a headless host reads to know what is missing. */
export const selectSwapButtonStep = createSelector(
  [selectSwaps, selectSwapTarget, (state: RootState) => state.options.locale],
  (swaps, target, locale) => swapButtonStep(swaps, target, locale),
);
