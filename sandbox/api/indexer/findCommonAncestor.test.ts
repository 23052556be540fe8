import { describeEachDatabase } from '../testing/describeEachDatabase';
import { findCommonAncestor } from './findCommonAncestor';
import { rollBackAbove } from './rollBackAbove';
import { writeHistoryRows } from './writeHistoryRows';

// The indexer's rewind after a reorganisation (startIndexer.test.ts holds the indexing itself), on each
// database the API runs on.

describeEachDatabase('history rewind', (harness) => {
  test('behavior: a rewind goes back to the highest block the chain and the database share', async () => {
    const { db } = harness().api;
    const chain = 'eip155:999999';
    const stored = (n: bigint) => `0x${n.toString(16).padStart(64, '0')}`;
    // 80 stored blocks; the chain still has 0..12 and has replaced the rest (three comparison windows;
    // the last mixes one- and two-digit numbers, which must compare as numbers).
    const blocks = Array.from({ length: 80 }, (_, n) => ({
      chainId: chain,
      number: BigInt(n),
      hash: stored(BigInt(n)),
    }));
    await writeHistoryRows(db, { blocks, tokens: [], transactions: [], transfers: [], entries: [] });
    const onChain = async (n: bigint) => (n <= 12n ? stored(n) : n <= 70n ? `0x${'f'.repeat(64)}` : null);
    expect(await findCommonAncestor({ db, chainId: chain, below: 80n, blockHash: onChain })).toBe(12n);
    expect(await findCommonAncestor({ db, chainId: chain, below: 80n, blockHash: async () => null })).toBe(
      -1n,
    );
    await rollBackAbove(db, chain, -1n);
    expect((await db.query('select * from indexed_blocks where chain_id = $1', [chain])).rows).toEqual([]);
  });
});
