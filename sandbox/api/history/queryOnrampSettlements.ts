import type { Database } from '../db/Database';
import type { HistoryEntry } from './queryHistoryPage';

/**
 * The transactions of `entries` (`chainId:hash`) that settled one of `account`'s on-ramp orders: Sandbox
 * Pay's transfer of the bought crypto, which the history labels `buy`. One query for the whole page.
 * Joined when the page is read, not when the indexer writes it: the indexer may meet the transfer
 * before the settlement records its hash on the order, and the next read then labels it.
 * Only the buyer's entry is relabelled; the treasury's side of the same transaction stays a send.
 */
export async function queryOnrampSettlements(
  db: Database,
  account: string,
  entries: readonly HistoryEntry[],
): Promise<Set<string>> {
  if (entries.length === 0) return new Set();
  // Orders store the address checksummed (as the generator got it) and the hash as viem gave it.
  const { rows } = await db.query<{ chainId: string; hash: string }>(
    `select caip_network_id as "chainId", lower(tx_hash) as hash
     from onramp_orders
     where status = 'completed' and lower(address) = $3
       and (caip_network_id, lower(tx_hash)) in (select * from unnest($1::text[], $2::text[]))`,
    [entries.map((entry) => entry.chainId), entries.map((entry) => entry.hash.toLowerCase()), account],
  );
  return new Set(rows.map((row) => `${row.chainId}:${row.hash}`));
}
