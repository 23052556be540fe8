import type { Database, Statement } from '../db/Database';
import type { OperationType } from './HistoryTransaction';
import type { HistoryPosition } from './historyCursor';

export interface QueryHistoryPageParameters {
  /** Lower-case. */
  account: string;
  /** The chains to read (at least one). */
  chainIds: readonly string[];
  /** Only transactions after this position (in newest-first order). */
  after?: HistoryPosition;
  limit: number;
}

/** A transaction of the page with the account's view of it. */
export interface HistoryEntry {
  chainId: string;
  hash: string;
  operationType: OperationType;
  blockTime: number;
  blockNumber: number;
  txIndex: number;
  sender: string;
  recipient: string;
  nonce: number;
  status: 'confirmed' | 'failed';
}

// int8 columns come back as float8: the two drivers return int8 differently, and these fit in 2^53.
const entryColumns = `e.chain_id as "chainId", e.tx_hash as hash, e.operation_type as "operationType",
  e.block_time::float8 as "blockTime", e.block_number::float8 as "blockNumber", e.tx_index as "txIndex",
  t.sender, t.recipient, t.nonce::float8 as nonce, t.status`;

/**
 * The page query as a statement (the bench EXPLAINs it): newest first by (block time, block number,
 * tx index, chain), a keyset range of one of account_transactions' page indexes, never OFFSET, so a
 * page costs the same at any depth.
 */
export function historyPageStatement(parameters: QueryHistoryPageParameters): Statement {
  const { account, chainIds, after, limit } = parameters;
  const params: unknown[] = [];
  const param = (value: unknown, type: string) => {
    params.push(value);
    return `$${params.length}::${type}`;
  };
  const [only] = chainIds;
  const oneChain = chainIds.length === 1 && only !== undefined;
  const conditions = [
    `e.account = ${param(account, 'text')}`,
    oneChain ? `e.chain_id = ${param(only, 'text')}` : `e.chain_id = any(${param(chainIds, 'text[]')})`,
  ];
  if (after) {
    const key = `${param(after.blockTime.toString(), 'int8')}, ${param(after.blockNumber.toString(), 'int8')}, ${param(after.txIndex, 'int4')}`;
    // With one chain its column is fixed, so the position compares on the other three (the chain
    // index's order). A row with the cursor's exact key then comes after it only when its chain
    // sorts below the cursor's (byte order, as the column's collation).
    if (oneChain) {
      const operator = only < after.chainId ? '<=' : '<';
      conditions.push(`(e.block_time, e.block_number, e.tx_index) ${operator} (${key})`);
    } else {
      conditions.push(
        `(e.block_time, e.block_number, e.tx_index, e.chain_id) < (${key}, ${param(after.chainId, 'text')})`,
      );
    }
  }
  return {
    sql: `select ${entryColumns}
      from account_transactions e join transactions t on t.chain_id = e.chain_id and t.hash = e.tx_hash
      where ${conditions.join(' and ')}
      order by e.block_time desc, e.block_number desc, e.tx_index desc${oneChain ? '' : ', e.chain_id desc'}
      limit ${param(limit, 'int4')}`,
    params,
  };
}

/** One page of an account's history (see historyPageStatement). */
export async function queryHistoryPage(
  db: Database,
  parameters: QueryHistoryPageParameters,
): Promise<HistoryEntry[]> {
  const { sql, params } = historyPageStatement(parameters);
  return (await db.query<HistoryEntry>(sql, params)).rows;
}
