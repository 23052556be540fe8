import type { Database } from '../db/Database';

/**
 * Forgets everything a chain's blocks above `blockNumber` added (-1 forgets the whole chain), in one
 * transaction: what a rewound chain (evm_revert, a reorg) no longer contains must leave the history.
 */
export async function rollBackAbove(db: Database, chainId: string, blockNumber: bigint): Promise<void> {
  const params = [chainId, blockNumber.toString()];
  const above = (table: string, column = 'block_number') => ({
    sql: `delete from ${table} where chain_id = $1 and ${column} > $2::int8`,
    params,
  });
  await db.transaction([
    above('account_transactions'),
    above('transfers'),
    above('transactions'),
    above('tokens', 'first_block'),
    above('indexed_blocks', 'number'),
  ]);
}
