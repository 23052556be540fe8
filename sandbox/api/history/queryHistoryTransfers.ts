import type { Database } from '../db/Database';
import type { HistoryEntry } from './queryHistoryPage';

/** A transfer of a page's transaction that the account sends or receives, with its token's metadata. */
export interface HistoryTransferRow {
  chainId: string;
  txHash: string;
  standard: 'native' | 'erc20' | 'erc721';
  token: string | null;
  sender: string;
  recipient: string;
  amount: string;
  tokenId: string | null;
  name: string | null;
  symbol: string | null;
  decimals: number | null;
  isSpam: boolean;
}

/** The transfers of `entries` that `account` sends or receives, in the order they happened. */
export async function queryHistoryTransfers(
  db: Database,
  account: string,
  entries: readonly HistoryEntry[],
): Promise<HistoryTransferRow[]> {
  if (entries.length === 0) return [];
  const { rows } = await db.query<HistoryTransferRow>(
    `select tr.chain_id as "chainId", tr.tx_hash as "txHash", tr.standard, tr.token, tr.sender, tr.recipient,
       tr.amount::text as amount, tr.token_id::text as "tokenId", tk.name, tk.symbol, tk.decimals,
       (s.address is not null) as "isSpam"
     from transfers tr
     left join tokens tk on tk.chain_id = tr.chain_id and tk.address = tr.token
     left join spam_tokens s on s.chain_id = tr.chain_id and s.address = tr.token
     where (tr.chain_id, tr.tx_hash) in (select * from unnest($1::text[], $2::text[]))
       and (tr.sender = $3 or tr.recipient = $3)
     order by tr.chain_id, tr.tx_hash, tr.position`,
    [entries.map((entry) => entry.chainId), entries.map((entry) => entry.hash), account],
  );
  return rows;
}
