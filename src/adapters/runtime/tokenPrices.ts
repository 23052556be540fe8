import type { TokenBalance } from '../../api/apiTypes';
import type { FungiblePrice } from '../../api/createBlockchainApi';

/** The native token's address in CAIP-10 price requests (the usual 0xeeee...eeee convention). */
export const NATIVE_PRICE_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** The CAIP-10 address `POST /v1/fungible/price` knows a token by: its own, or the native marker. */
export function priceAddressOf(token: TokenBalance): string {
  return token.address ?? `${token.chainId}:${NATIVE_PRICE_ADDRESS}`;
}

const usable = (price: unknown): price is number =>
  typeof price === 'number' && Number.isFinite(price) && price > 0;

/**
 * The balances valued at the price endpoint's USD prices (value = quantity x price). The endpoint is
 * the one source of prices: a token it leaves out (or prices at nothing usable) has no known price,
 * written `price: 0, value: 0`, which the Tokens tab shows as no USD value (docs/views.md). An answer
 * that is not a list of prices (the call failed or was malformed) changes nothing: the balances keep
 * the prices their own source gave.
 */
export function withPrices(balances: readonly TokenBalance[], fungibles: unknown): TokenBalance[] {
  if (!Array.isArray(fungibles)) return [...balances];
  const prices = new Map<string, number>();
  for (const entry of fungibles as Partial<FungiblePrice>[]) {
    if (typeof entry?.address === 'string' && usable(entry.price))
      prices.set(entry.address.toLowerCase(), entry.price);
  }
  return balances.map((token) => {
    const price = prices.get(priceAddressOf(token).toLowerCase());
    const value = price === undefined ? 0 : Number(token.quantity?.numeric) * price;
    return { ...token, price: price ?? 0, value: Number.isFinite(value) ? value : 0 };
  });
}
