import type { ApiContext } from '../ApiContext';
import type { HistoryResponse } from './HistoryTransaction';
import { encodeHistoryCursor, type HistoryPosition } from './historyCursor';
import { historyPageSize } from './historyPageSize';
import { queryHistoryPage } from './queryHistoryPage';
import { queryHistoryTransfers } from './queryHistoryTransfers';
import { queryOnrampSettlements } from './queryOnrampSettlements';
import { type HistoryChainView, toHistoryTransaction } from './toHistoryTransaction';

export interface ReadHistoryPageParameters {
  /** Any letter case. */
  account: string;
  /** Configured chains only (the route checks). */
  chainIds: readonly string[];
  after?: HistoryPosition;
}

/** A page of the account's indexed history with the cursor of the next one (null on the last page). */
export async function readHistoryPage(
  context: ApiContext,
  parameters: ReadHistoryPageParameters,
): Promise<HistoryResponse> {
  const account = parameters.account.toLowerCase();
  // One row more than a page says whether another page follows, without counting.
  const rows = await queryHistoryPage(context.db, {
    account,
    chainIds: parameters.chainIds,
    after: parameters.after,
    limit: historyPageSize + 1,
  });
  const entries = rows.slice(0, historyPageSize);
  const [transfers, views, purchases] = await Promise.all([
    queryHistoryTransfers(context.db, account, entries),
    chainViews(context, new Set(entries.map((entry) => entry.chainId))),
    queryOnrampSettlements(context.db, account, entries),
  ]);
  const byTransaction = new Map<string, typeof transfers>();
  for (const transfer of transfers) {
    const id = `${transfer.chainId}:${transfer.txHash}`;
    const list = byTransaction.get(id);
    if (list) list.push(transfer);
    else byTransaction.set(id, [transfer]);
  }
  const data = entries.flatMap((entry) => {
    const view = views.get(entry.chainId);
    if (!view) return [];
    const id = `${entry.chainId}:${entry.hash}`;
    // The indexer sees a plain receive; the on-ramp order it settled makes it a purchase.
    const labelled = purchases.has(id) ? { ...entry, operationType: 'buy' as const } : entry;
    return [toHistoryTransaction(account, labelled, byTransaction.get(id) ?? [], view)];
  });
  const last = entries.at(-1);
  const next =
    rows.length > historyPageSize && last
      ? encodeHistoryCursor({
          blockTime: BigInt(last.blockTime),
          blockNumber: BigInt(last.blockNumber),
          txIndex: last.txIndex,
          chainId: last.chainId,
        })
      : null;
  return { data, next };
}

/** Native currency, current prices and listed tokens of each chain on the page. */
async function chainViews(
  context: ApiContext,
  chainIds: Set<string>,
): Promise<Map<string, HistoryChainView>> {
  const views = new Map<string, HistoryChainView>();
  await Promise.all(
    [...chainIds].map(async (chainId) => {
      const reader = context.chains.get(chainId);
      if (!reader) return;
      // USD figures are extras: a chain that cannot be read now still gets its history, without them.
      const [tokens, prices] = await Promise.all([reader.tokens(), reader.prices()]).catch(
        () => [[], undefined] as const,
      );
      views.set(chainId, {
        nativeCurrency: reader.nativeCurrency,
        prices,
        listedTokens: new Set(tokens.map((token) => token.address.toLowerCase())),
        baseUrl: context.publicUrl(),
      });
    }),
  );
  return views;
}
