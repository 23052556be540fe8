import type { Database } from '../db/Database';

/** Stored hashes compared per round trip. */
const window = 32n;

export interface FindCommonAncestorParameters {
  db: Database;
  chainId: string;
  /** Looks at stored blocks below this number. */
  below: bigint;
  /** The chain's hash of a block now, or null when it has no such block. */
  blockHash(blockNumber: bigint): Promise<string | null>;
}

/**
 * The highest stored block whose hash the chain still has: where a rewound chain (evm_revert, a
 * reorg) went back to, so only what came after it is forgotten. -1 when no stored block survives.
 */
export async function findCommonAncestor(parameters: FindCommonAncestorParameters): Promise<bigint> {
  const { db, chainId } = parameters;
  for (let high = parameters.below - 1n; high >= 0n; high -= window) {
    // Read as text under another name: `order by number` must sort the int8 column, not the text.
    const { rows } = await db.query<{ block: string; hash: string }>(
      `select number::text as block, hash from indexed_blocks
       where chain_id = $1 and number <= $2::int8 and number > $3::int8 order by number desc`,
      [chainId, high.toString(), (high - window).toString()],
    );
    const onChain = await Promise.all(rows.map((row) => parameters.blockHash(BigInt(row.block))));
    const match = rows.find((row, index) => onChain[index] === row.hash);
    if (match) return BigInt(match.block);
  }
  return -1n;
}
