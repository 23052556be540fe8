import type { Database, Statement } from '../../db/Database';
import type { BitcoinBlockRows } from './readBitcoinBlocks';

/** One `insert ... select from unnest(...)` per table: a whole column per parameter, any row count. */
function bulkInsert(
  table: string,
  columns: readonly [string, string][],
  rows: readonly unknown[][],
): Statement[] {
  if (rows.length === 0) return [];
  const names = columns.map(([name]) => name).join(', ');
  const arrays = columns.map(([, type], index) => `$${index + 1}::${type}[]`).join(', ');
  return [
    {
      // Indexing a block again (a retried pass, a second API on the same database) changes nothing.
      sql: `insert into ${table} (${names}) select * from unnest(${arrays}) on conflict do nothing`,
      params: columns.map((_, index) => rows.map((row) => row[index])),
    },
  ];
}

/** Stores the blocks' outputs, spends and hashes in one transaction: a block is all in, or not at all. */
export async function writeBitcoinRows(
  db: Database,
  chainId: string,
  blocks: readonly BitcoinBlockRows[],
): Promise<void> {
  // Both drivers take int8 array elements as decimal strings.
  const outputs = blocks.flatMap((block) =>
    block.outputs.map((o) => [chainId, o.txid, o.vout, o.script, o.value.toString(), String(o.blockNumber)]),
  );
  const spends = blocks.flatMap((block) =>
    block.spends.map((s) => [chainId, s.txid, s.vout, s.spentBy, String(s.blockNumber)]),
  );
  await db.transaction([
    ...bulkInsert(
      'bitcoin_outputs',
      [
        ['chain_id', 'text'],
        ['txid', 'text'],
        ['vout', 'int4'],
        ['script', 'text'],
        ['value', 'int8'],
        ['block_number', 'int8'],
      ],
      outputs,
    ),
    ...bulkInsert(
      'bitcoin_spends',
      [
        ['chain_id', 'text'],
        ['txid', 'text'],
        ['vout', 'int4'],
        ['spent_by', 'text'],
        ['block_number', 'int8'],
      ],
      spends,
    ),
    ...bulkInsert(
      'indexed_blocks',
      [
        ['chain_id', 'text'],
        ['number', 'int8'],
        ['hash', 'text'],
      ],
      blocks.map((block) => [chainId, String(block.number), block.hash]),
    ),
  ]);
}

/** Forgets what the chain's blocks above `blockNumber` added (-1: the whole chain), in one transaction. */
export async function rollBackBitcoinAbove(
  db: Database,
  chainId: string,
  blockNumber: bigint,
): Promise<void> {
  const params = [chainId, blockNumber.toString()];
  await db.transaction(
    [
      ['bitcoin_spends', 'block_number'],
      ['bitcoin_outputs', 'block_number'],
      ['indexed_blocks', 'number'],
    ].map(([table, column]) => ({
      sql: `delete from ${table} where chain_id = $1 and ${column} > $2::int8`,
      params,
    })),
  );
}
