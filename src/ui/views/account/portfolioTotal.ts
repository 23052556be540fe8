import type { TokenBalance } from '../../../api/apiTypes';

/** True when the token's USD price is known (the price endpoint priced it; docs/views.md). */
export function hasPrice(token: TokenBalance): boolean {
  return Number.isFinite(token.price) && token.price > 0 && Number.isFinite(token.value);
}

/** The sum of the tokens' USD values that are known; undefined when none is (the header shows no total). */
export function portfolioTotal(tokens: readonly TokenBalance[] | undefined): number | undefined {
  const known = (tokens ?? []).filter(hasPrice);
  return known.length === 0 ? undefined : known.reduce((sum, token) => sum + token.value, 0);
}
