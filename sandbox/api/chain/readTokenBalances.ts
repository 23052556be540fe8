import { type Address, formatUnits } from 'viem';
import type { TokenBalance } from '../../../src/index';
import { iconUrl } from '../icons/sandboxIcons';
import type { ChainReader } from './createChainReader';

/** SPEC §3 "Token balance": the API answers exactly the shape the kit reads. */
export type { TokenBalance };

/** The native balance (always) and every sandbox token the owner holds, valued at pool prices. */
export async function readTokenBalances(
  reader: ChainReader,
  owner: Address,
  baseUrl: string,
): Promise<TokenBalance[]> {
  const [balances, prices] = await Promise.all([reader.balances(owner), reader.prices()]);
  const { nativeCurrency, caipNetworkId } = reader;
  const entry = (amount: bigint, decimals: number, price: number) => {
    const numeric = formatUnits(amount, decimals);
    return { value: Number(numeric) * price, price, quantity: { decimals: String(decimals), numeric } };
  };
  const result: TokenBalance[] = [
    {
      name: nativeCurrency.name,
      symbol: nativeCurrency.symbol,
      chainId: caipNetworkId,
      ...entry(balances.native, nativeCurrency.decimals, prices.native),
      iconUrl: iconUrl(baseUrl, nativeCurrency.symbol),
    },
  ];
  for (const { token, balance } of balances.tokens) {
    if (balance === 0n) continue;
    result.push({
      name: token.name,
      symbol: token.symbol,
      chainId: caipNetworkId,
      address: `${caipNetworkId}:${token.address}`,
      ...entry(balance, token.decimals, prices.tokens.get(token.address.toLowerCase()) ?? 0),
      iconUrl: iconUrl(baseUrl, token.symbol),
    });
  }
  return result;
}
