import type { Database } from '../../db/Database';
import type { IndexedTip } from '../createChainIndexer';
import { findCommonAncestor } from '../findCommonAncestor';
import { type BitcoinApiChainConfig, bitcoinRpcOf } from './bitcoinApiChain';
import { limitBitcoinCalls } from './limitBitcoinCalls';
import { bitcoinBlockHash, readBitcoinBlocks } from './readBitcoinBlocks';
import { rollBackBitcoinAbove, writeBitcoinRows } from './writeBitcoinRows';

/** Indexes one bip122 chain, one pass at a time (startBitcoinIndexer runs the passes). */
export interface BitcoinChainIndexer {
  caipNetworkId: string;
  /** The last block written, once known. */
  tip(): IndexedTip | undefined;
  /** Checks the tip is still on the chain (rolling back if not), then indexes the next blocks; true when more are waiting. */
  pass(): Promise<boolean>;
}

/** Blocks fetched and written together while catching up. */
const blocksPerPass = 20;

/** Creates the indexer of one chain; it resumes after the highest block already in the database. */
export function createBitcoinChainIndexer(config: BitcoinApiChainConfig, db: Database): BitcoinChainIndexer {
  const chainId = config.caipNetworkId;
  const call = limitBitcoinCalls(bitcoinRpcOf(config));
  const blockHash = (height: bigint) => bitcoinBlockHash(call, height);
  let tip: IndexedTip | undefined;
  let loaded = false;

  const pass = async (): Promise<boolean> => {
    if (!loaded) {
      const { rows } = await db.query<{ block: string; hash: string }>(
        'select number::text as block, hash from indexed_blocks where chain_id = $1 order by number desc limit 1',
        [chainId],
      );
      tip = rows[0] ? { number: BigInt(rows[0].block), hash: rows[0].hash } : undefined;
      loaded = true;
    }
    if (tip && (await blockHash(tip.number)) !== tip.hash) {
      // A reorg (invalidateblock in the tests): forget the blocks the chain no longer has, then carry on.
      const ancestor = await findCommonAncestor({ db, chainId, below: tip.number, blockHash });
      await rollBackBitcoinAbove(db, chainId, ancestor);
      const { rows } = await db.query<{ hash: string }>(
        'select hash from indexed_blocks where chain_id = $1 and number = $2::int8',
        [chainId, ancestor.toString()],
      );
      tip = rows[0] ? { number: ancestor, hash: rows[0].hash } : undefined;
      return true;
    }
    const head = await call<number>('getblockcount');
    const from = tip ? Number(tip.number) + 1 : 0;
    if (from > head) return false;
    const to = Math.min(head, from + blocksPerPass - 1);
    const blocks = await readBitcoinBlocks(call, from, to);
    if (!blocks) return true;
    // Only a run that continues the tip is written; a reorg in the middle of the reads shows up as a
    // broken parent link, and the next pass deals with it.
    let parent = tip?.hash;
    for (const block of blocks) {
      if (parent !== undefined && block.parentHash !== parent) return true;
      parent = block.hash;
    }
    await writeBitcoinRows(db, chainId, blocks);
    const last = blocks.at(-1);
    if (last) tip = { number: BigInt(last.number), hash: last.hash };
    return to < head;
  };

  return { caipNetworkId: chainId, tip: () => tip, pass };
}
