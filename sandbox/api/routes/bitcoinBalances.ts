import type { ApiContext } from '../ApiContext';
import type { TokenBalance } from '../chain/readTokenBalances';
import { iconUrl } from '../icons/sandboxIcons';
import { queryBitcoinUnspents } from '../indexer/bitcoin/queryBitcoinUnspents';
import { bitcoinAddressScript } from './bitcoinAddressScript';

/** Satoshis as a decimal BTC amount, no trailing zeros (what `quantity.numeric` carries). */
export function satsToBtc(sats: bigint): string {
  const digits = sats.toString().padStart(9, '0');
  return `${digits.slice(0, -8)}.${digits.slice(-8)}`.replace(/\.?0+$/, '');
}

/**
 * The BTC balance of an address on `chainId` (or on every configured bip122 chain of its family):
 * the sum of its confirmed unspent outputs as indexed, one native entry per chain, even at zero.
 * No market here: price and value 0, as the sandbox's SOL.
 */
export async function bitcoinBalances(
  context: ApiContext,
  address: string,
  chainId: string | undefined,
): Promise<TokenBalance[]> {
  const { script, chains } = bitcoinAddressScript(context, address, chainId);
  return Promise.all(
    chains.map(async (chain) => {
      const unspents = await queryBitcoinUnspents(context.db, chain.caipNetworkId, script);
      const sats = unspents.reduce((sum, u) => sum + BigInt(u.value), 0n);
      return {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: chain.caipNetworkId,
        value: 0,
        price: 0,
        quantity: { decimals: '8', numeric: satsToBtc(sats) },
        iconUrl: iconUrl(context.publicUrl(), 'BTC'),
      };
    }),
  );
}
