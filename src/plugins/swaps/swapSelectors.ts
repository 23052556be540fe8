import { createSelector } from '@reduxjs/toolkit';
import { formatUnits } from '../../core/format';
import type { Network } from '../../core/networks/network';
import { offersSwaps } from '../../core/networks/swapNetworks';
import type { RootState } from '../../store/createKitStore';
import { selectActiveAccount } from '../../store/selectors/selectActiveAccount';
import { isNativeSwapToken } from './swapAnswers';
import { SWAP_PRICE_IMPACT_WARNING, swapGasGuess } from './swapConstants';
import type { SwapsState } from './swapsSlice';
import type { SwapPreview, SwapToken } from './swapTypes';

/** Who swaps, where: the active EVM network and account, and whether swaps are offered there. */
export interface SwapTarget {
  /** The active network's CAIP-2 id (eip155 only: swaps are EVM swaps). */
  caipNetworkId?: string;
  network?: Network;
  /** The connected account's address (0x…), when connected. */
  account?: string;
  /** The native balance in currency units ("1.5"), as the runtime last read it. */
  nativeBalance?: string;
  /** The network is on SPEC §9's swap list or admitted by createAppKit's `swapNetworkIds`. */
  supported: boolean;
}

/** The active account and network as the swap flow reads them (memoised). */
export const selectSwapTarget = createSelector(
  [selectActiveAccount, (state: RootState) => state.options.swapNetworkIds],
  (active, admitted): SwapTarget => {
    if (active.namespace !== 'eip155' || !active.caipNetworkId) return { supported: false };
    const caipNetworkId = active.caipNetworkId;
    const supported = offersSwaps(caipNetworkId, admitted);
    return {
      caipNetworkId,
      ...(active.network ? { network: active.network } : {}),
      ...(active.status === 'connected' ? { account: active.address } : {}),
      ...(active.status === 'connected' && active.balance ? { nativeBalance: active.balance } : {}),
      supported,
    };
  },
);

/** The swaps slice, or undefined before the plugin has loaded into this kit. */
export const selectSwaps = (state: RootState): SwapsState | undefined => state.swaps;

const NO_TOKENS: SwapToken[] = [];

/** The tokens that can be swapped on the active network (native first), empty off the swap networks. */
export const selectSwapTokens = createSelector(
  [(state: RootState) => state.swaps, selectSwapTarget],
  (swaps, target): SwapToken[] =>
    swaps && target.supported && swaps.tokensNetwork === target.caipNetworkId ? swaps.tokens : NO_TOKENS,
);

/** `units` of `decimals` as a decimal string with at most `digits` significant fraction digits. */
function trimmed(units: bigint, decimals: number, digits = 6): string {
  const text = formatUnits(units, decimals);
  const [whole = '0', fraction = ''] = text.split('.');
  if (!fraction) return whole;
  // Keep the leading zeros of a small number and `digits` digits after them.
  const lead = fraction.length - fraction.replace(/^0+/, '').length;
  const kept = fraction.slice(0, whole === '0' ? lead + digits : digits).replace(/0+$/, '');
  return kept ? `${whole}.${kept}` : whole;
}

/** The network fee in USD of `gas` at `gasPrice`, when the native token's price is known. */
function feeInUsd(
  gas: bigint,
  gasPrice: string | undefined,
  native: SwapToken | undefined,
): number | undefined {
  if (!gasPrice || native?.price === undefined) return undefined;
  const wei = gas * BigInt(gasPrice);
  const usd = Number(formatUnits(wei, native.decimals)) * native.price;
  return Number.isFinite(usd) ? usd : undefined;
}

/** The route's symbols (a token outside the list shows its shortened address). */
function routeSymbols(path: string[], tokens: SwapToken[]): string[] {
  return path.map((id) => {
    const token = tokens.find((t) => t.id.toLowerCase() === id.toLowerCase());
    const address = id.slice(id.lastIndexOf(':') + 1);
    return token?.symbol ?? `${address.slice(0, 6)}…${address.slice(-4)}`;
  });
}

/**
 * What the preview shows for the quote held (undefined without both tokens and a quote): both amounts,
 * the rate, the price impact and whether it is high, the network fee in USD (the simulation's gas once
 * known, else a guess from the route's pools), the minimum received, the quote's time and the route.
 */
export const selectSwapPreview = createSelector(
  [(state: RootState) => state.swaps, selectSwapTokens],
  (swaps, tokens): SwapPreview | undefined => {
    const quote = swaps?.quote;
    const from = swaps?.fromToken;
    const to = swaps?.toToken;
    if (!quote || !from || !to) return undefined;
    const fromUnits = BigInt(quote.fromAmount);
    const toUnits = BigInt(quote.toAmount);
    // How many `to` units one whole `from` buys, kept to 18 decimals before trimming.
    const rateUnits =
      fromUnits === 0n
        ? 0n
        : (toUnits * 10n ** BigInt(from.decimals) * 10n ** 18n) / (fromUnits * 10n ** BigInt(to.decimals));
    const native = tokens.find(isNativeSwapToken);
    const gas = swaps.swapGas ? BigInt(swaps.swapGas) : swapGasGuess(quote.path.length - 1);
    const networkFeeUsd = feeInUsd(gas, swaps.gasPrice, native);
    return {
      from,
      to,
      fromAmount: formatUnits(fromUnits, from.decimals),
      toAmount: trimmed(toUnits, to.decimals),
      rate: trimmed(rateUnits, 18),
      priceImpact: quote.priceImpact,
      priceImpactHigh: quote.priceImpact > SWAP_PRICE_IMPACT_WARNING,
      ...(networkFeeUsd !== undefined ? { networkFeeUsd } : {}),
      minimumReceived: trimmed(BigInt(quote.minimumReceived), to.decimals),
      fetchedAt: quote.fetchedAt,
      quoteAgeSeconds: Math.max(0, Math.floor((Date.now() - quote.fetchedAt) / 1000)),
      route: routeSymbols(quote.path, tokens),
    };
  },
);
