import type { TokenBalance } from '../../../api/apiTypes';

/**
 * The token list with its native row (no address, SPEC §3) carrying the account's balance, the one
 * read from the chain that the header and the host's button show. The API's figure trails the chain
 * by its indexer, and one view must never show two figures for the same balance; the USD value
 * follows the quantity at the API's price. Tokens of another chain are left as they are.
 */
export function withNativeBalance(
  tokens: readonly TokenBalance[] | undefined,
  native: { balance?: string | undefined; symbol?: string | undefined; caipNetworkId?: string | undefined },
): TokenBalance[] | undefined {
  const { balance, symbol, caipNetworkId } = native;
  if (!tokens || balance === undefined) return tokens ? [...tokens] : undefined;
  return tokens.map((token) => {
    if (token.address || token.symbol !== symbol || token.chainId !== caipNetworkId) return token;
    const amount = Number(balance);
    return {
      ...token,
      quantity: { ...token.quantity, numeric: balance },
      value: Number.isFinite(token.price) && Number.isFinite(amount) ? token.price * amount : token.value,
    };
  });
}
