import type { SwapToken } from '../swapTypes';

/**
 * Symbols offered as chips above the picker's list, in this order, when the network has them: the
 * native and wrapped currency, the large stablecoins, and the sandbox's own token.
 */
export const SUGGESTED_SWAP_SYMBOLS = ['ETH', 'USDC', 'USDT', 'DAI', 'WETH', 'WBTC', 'PRT'] as const;

/** The suggested tokens the list has, in SUGGESTED_SWAP_SYMBOLS' order. */
export function suggestedSwapTokens(tokens: readonly SwapToken[]): SwapToken[] {
  return SUGGESTED_SWAP_SYMBOLS.flatMap((symbol) => {
    const token = tokens.find((x) => x.symbol.toUpperCase() === symbol);
    return token ? [token] : [];
  });
}

/** The token's balance as a number, 0 when absent or not a number. */
function held(token: SwapToken): number {
  const value = Number(token.balance);
  return Number.isFinite(value) ? value : 0;
}

/** The USD value of what the account holds of `token`, when it is priced and held. */
export function swapTokenValue(token: SwapToken): number | undefined {
  const amount = held(token);
  return token.price !== undefined && amount > 0 ? amount * token.price : undefined;
}

function matches(token: SwapToken, query: string): boolean {
  if (token.name.toLowerCase().includes(query) || token.symbol.toLowerCase().includes(query)) return true;
  // An address matches from its start (a pasted or partly typed 0x…), case-insensitively, or as the
  // whole CAIP-10 id.
  return query.startsWith('0x')
    ? token.address.toLowerCase().startsWith(query)
    : token.id.toLowerCase() === query;
}

/**
 * The picker's list for `query` (name, symbol or address; blank: every token): tokens the account
 * holds first, the most valuable first, then the rest in the API's order (the native token first).
 */
export function filterSwapTokens(tokens: readonly SwapToken[], query: string): SwapToken[] {
  const q = query.trim().toLowerCase();
  const found = q ? tokens.filter((token) => matches(token, q)) : [...tokens];
  const owned = found.filter((x) => held(x) > 0);
  owned.sort((a, b) => (swapTokenValue(b) ?? 0) - (swapTokenValue(a) ?? 0));
  return [...owned, ...found.filter((x) => held(x) <= 0)];
}
