import type { Hash } from 'viem';
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts';
import type { HistoryTransaction } from '../history/HistoryTransaction';
import { fetchHistory } from './fetchHistory';
import type { ApiHarness } from './startApiHarness';

export const chainId = 'eip155:31337';

/**
 * Router swaps get a fixed gas limit: a node's estimate falls short by the pair's price-accumulator
 * writes when the swap is mined in a later second than the estimate ran in (a pair writes them only on
 * its first trade of a second). CI saw it as "mined reverted", gas used = limit (convertRoutes.test.ts).
 */
export const ROUTER_SWAP_GAS = 300_000n;

/** What the history indexing suites (indexer/startIndexer*.test.ts) share: accounts, mining, history. */
export function historyIndexingHelpers(harness: () => ApiHarness) {
  const fresh = () => privateKeyToAddress(generatePrivateKey());
  const mined = async (hash: Hash, status: 'success' | 'reverted' = 'success') => {
    const client = harness().publicClient;
    const receipt = await client.waitForTransactionReceipt({ hash });
    if (receipt.status !== status) {
      // A rare CI failure showed a router swap mined as reverted with no reason: say why, replaying the
      // transaction on its parent block, and whether it ran out of gas.
      const tx = await client.getTransaction({ hash });
      const replay = await client
        .call({
          account: tx.from,
          to: tx.to,
          data: tx.input,
          value: tx.value,
          gas: tx.gas,
          blockNumber: receipt.blockNumber - 1n,
        })
        .then(
          () => 'the same call succeeds on the parent block',
          (error: { shortMessage?: string }) => error.shortMessage ?? String(error),
        );
      throw new Error(
        `${hash} mined ${receipt.status}, expected ${status}: ${replay}; gas used ${receipt.gasUsed} of ${tx.gas}`,
      );
    }
    return receipt;
  };
  /** The account's history once the indexer has caught up with the chain. */
  const historyOf = async (account: string) => {
    await harness().api.indexer.sync();
    return (await fetchHistory(harness(), account, `chainId=${chainId}`)).data;
  };
  const find = (list: HistoryTransaction[], hash: Hash) => {
    const found = list.find((tx) => tx.metadata.hash === hash);
    if (!found) throw new Error(`${hash} is not in the history`);
    return found;
  };
  /** A transfer as [direction, symbol, quantity], to compare a trade's legs. */
  const leg = (transfer: HistoryTransaction['transfers'][number]) => [
    transfer.direction,
    transfer.fungible_info?.symbol,
    transfer.quantity.numeric,
  ];
  const icon = (symbol: string) => ({ url: `${harness().api.url}/v1/icons/${symbol}.svg` });
  const ether = () => ({ name: 'Ether', symbol: 'ETH', icon: icon('eth'), flags: { is_spam: false } });
  const usdc = () => ({
    name: 'USD Coin (sandbox)',
    symbol: 'USDC',
    icon: icon('usdc'),
    flags: { is_spam: false },
  });
  return { fresh, mined, historyOf, find, leg, icon, ether, usdc };
}
