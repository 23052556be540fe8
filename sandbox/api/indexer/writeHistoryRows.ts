import type { Database, Statement } from '../db/Database';
import type { HistoryRows } from './HistoryRows';

/** One `insert ... select from unnest(...)`: a whole column per parameter, so any row count is one statement. */
function bulkInsert<Row>(
  table: string,
  columns: readonly [name: string, type: string, value: (row: Row) => unknown][],
  rows: readonly Row[],
): Statement[] {
  if (rows.length === 0) return [];
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  return [
    {
      // Re-indexing a block (a retried pass, a second API on the same database) changes nothing.
      sql: `insert into ${table} (${names}) select * from unnest(${arrays}) on conflict do nothing`,
      params: columns.map(([, , value]) => rows.map(value)),
    },
  ];
}

// Both drivers take int8 and numeric array elements as decimal strings; bigint support differs.
const text = (value: bigint | number | null) => (value === null ? null : value.toString());

/**
 * Stores indexed rows in one transaction, so a block is either fully in the history or not at all;
 * rows already there are left as they are. Also how the bench seeds 10,000 transactions at once.
 */
export async function writeHistoryRows(db: Database, rows: HistoryRows): Promise<void> {
  const statements = [
    ...bulkInsert(
      'tokens',
      [
        ['chain_id', 'text', (row) => row.chainId],
        ['address', 'text', (row) => row.address],
        ['standard', 'text', (row) => row.standard],
        ['name', 'text', (row) => row.name],
        ['symbol', 'text', (row) => row.symbol],
        ['decimals', 'int4', (row) => row.decimals],
        ['first_block', 'int8', (row) => text(row.firstBlock)],
      ],
      rows.tokens,
    ),
    ...bulkInsert(
      'transactions',
      [
        ['chain_id', 'text', (row) => row.chainId],
        ['hash', 'text', (row) => row.hash],
        ['block_number', 'int8', (row) => text(row.blockNumber)],
        ['block_time', 'int8', (row) => text(row.blockTime)],
        ['tx_index', 'int4', (row) => row.txIndex],
        ['sender', 'text', (row) => row.sender],
        ['recipient', 'text', (row) => row.recipient],
        ['nonce', 'int8', (row) => text(row.nonce)],
        ['status', 'text', (row) => row.status],
      ],
      rows.transactions,
    ),
    ...bulkInsert(
      'transfers',
      [
        ['chain_id', 'text', (row) => row.chainId],
        ['tx_hash', 'text', (row) => row.txHash],
        ['position', 'int4', (row) => row.position],
        ['block_number', 'int8', (row) => text(row.blockNumber)],
        ['standard', 'text', (row) => row.standard],
        ['token', 'text', (row) => row.token],
        ['sender', 'text', (row) => row.sender],
        ['recipient', 'text', (row) => row.recipient],
        ['amount', 'numeric', (row) => text(row.amount)],
        ['token_id', 'numeric', (row) => text(row.tokenId)],
      ],
      rows.transfers,
    ),
    ...bulkInsert(
      'account_transactions',
      [
        ['account', 'text', (row) => row.account],
        ['chain_id', 'text', (row) => row.chainId],
        ['tx_hash', 'text', (row) => row.txHash],
        ['block_time', 'int8', (row) => text(row.blockTime)],
        ['block_number', 'int8', (row) => text(row.blockNumber)],
        ['tx_index', 'int4', (row) => row.txIndex],
        ['operation_type', 'text', (row) => row.operationType],
      ],
      rows.entries,
    ),
    // Last: a block counts as indexed only together with its rows.
    ...bulkInsert(
      'indexed_blocks',
      [
        ['chain_id', 'text', (row) => row.chainId],
        ['number', 'int8', (row) => text(row.number)],
        ['hash', 'text', (row) => row.hash],
      ],
      rows.blocks,
    ),
  ];
  if (statements.length > 0) await db.transaction(statements);
}
