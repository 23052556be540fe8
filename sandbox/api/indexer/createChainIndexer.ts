import { BlockNotFoundError, createPublicClient, type Hash, http, type PublicClient } from 'viem';
import type { ApiChainConfig } from '../chain/createChainReader';
import type { Database } from '../db/Database';
import { extractHistoryRows } from './extractHistoryRows';
import { findCommonAncestor } from './findCommonAncestor';
import type { HistoryRows } from './HistoryRows';
import { readTokenMetadata } from './readTokenMetadata';
import { rollBackAbove } from './rollBackAbove';
import { writeHistoryRows } from './writeHistoryRows';

/** The last block written for a chain. */
export interface IndexedTip {
  number: bigint;
  hash: string;
}

/** Indexes one chain, one pass at a time (startIndexer runs the passes). */
export interface ChainIndexer {
  caipNetworkId: string;
  client: PublicClient;
  /** The last block written, once known. */
  tip(): IndexedTip | undefined;
  /** Checks the tip is still on the chain (rewinding if not), then indexes the next blocks; true when more are waiting. */
  pass(): Promise<boolean>;
}

/** Where a token contract first showed up in a pass, and as which standard. */
interface Sighting {
  standard: 'erc20' | 'erc721';
  blockNumber: bigint;
}

/** Blocks fetched and written together while catching up. */
const blocksPerPass = 20;

/** Creates the indexer of one chain; it resumes after the highest block already in the database. */
export function createChainIndexer(config: ApiChainConfig, db: Database): ChainIndexer {
  const chainId = config.caipNetworkId;
  // Its own client: no retries and a short timeout, so a node that went away fails a pass quickly and
  // stop() never waits on viem's back-off.
  const client = createPublicClient({
    transport: http(config.rpcUrl, { batch: true, retryCount: 0, timeout: 5_000 }),
  }) as PublicClient;
  const pools = new Set([config.contracts.usdcPool, config.contracts.prtPool].map((a) => a.toLowerCase()));
  const { weth, uniswapRouter } = config.contracts;
  // Router swaps pay ETH out through WETH (readRouterPayouts): only on a chain with the DEX.
  const dex =
    weth && uniswapRouter ? { weth: weth.toLowerCase(), router: uniswapRouter.toLowerCase() } : undefined;
  const knownTokens = new Set<string>();
  let tip: IndexedTip | undefined;
  let loaded = false;

  const blockHash = (blockNumber: bigint): Promise<Hash | null> =>
    client.getBlock({ blockNumber }).then(
      (block) => block.hash,
      (error: unknown) => {
        if (error instanceof BlockNotFoundError) return null;
        throw error;
      },
    );

  /** Metadata rows for the token contracts not yet in the database, each read at the block it first shows in. */
  const tokenRows = async (firstSeen: ReadonlyMap<string, Sighting>) => {
    const unknown = [...firstSeen].filter(([address]) => !knownTokens.has(address));
    if (unknown.length === 0) return [];
    const { rows } = await db.query<{ address: string }>(
      'select address from tokens where chain_id = $1 and address = any($2::text[])',
      [chainId, unknown.map(([address]) => address)],
    );
    const stored = new Set(rows.map((row) => row.address));
    for (const address of stored) knownTokens.add(address);
    return Promise.all(
      unknown
        .filter(([address]) => !stored.has(address))
        .map(([address, { standard, blockNumber }]) =>
          readTokenMetadata({ client, chainId, address, standard, blockNumber }),
        ),
    );
  };

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
      // The chain went back (evm_revert) or forked: forget what it no longer has, then carry on.
      const ancestor = await findCommonAncestor({ db, chainId, below: tip.number, blockHash });
      await rollBackAbove(db, chainId, ancestor);
      knownTokens.clear();
      const { rows } = await db.query<{ hash: string }>(
        'select hash from indexed_blocks where chain_id = $1 and number = $2::int8',
        [chainId, ancestor.toString()],
      );
      tip = rows[0] ? { number: ancestor, hash: rows[0].hash } : undefined;
      return true;
    }

    const head = await client.getBlockNumber({ cacheTime: 0 });
    const from = tip ? tip.number + 1n : 0n;
    if (from > head) return false;
    const to = head < from + BigInt(blocksPerPass) - 1n ? head : from + BigInt(blocksPerPass) - 1n;
    const numbers = Array.from({ length: Number(to - from) + 1 }, (_, index) => from + BigInt(index));
    const fetched = await fetchBlocks(client, numbers);
    // Only a run of blocks that continues the tip is written. A rewind in the middle of the fetch
    // shows up as a missing block or a broken parent link, and the next pass deals with it.
    if (!fetched) return true;
    const { blocks, receipts } = fetched;
    let parent = tip?.hash;
    for (const block of blocks) {
      if (parent !== undefined && block.parentHash !== parent) return true;
      parent = block.hash;
    }

    const rows: HistoryRows = { blocks: [], tokens: [], transactions: [], transfers: [], entries: [] };
    const firstSeen = new Map<string, Sighting>();
    for (const [index, block] of blocks.entries()) {
      const extracted = extractHistoryRows({
        caipNetworkId: chainId,
        pools,
        dex,
        block,
        receipts: receipts[index] ?? [],
      });
      for (const [address, standard] of extracted.tokenContracts) {
        if (!firstSeen.has(address)) firstSeen.set(address, { standard, blockNumber: block.number });
      }
      rows.transactions.push(...extracted.transactions);
      rows.transfers.push(...extracted.transfers);
      rows.entries.push(...extracted.entries);
      rows.blocks.push({ chainId, number: block.number, hash: block.hash });
    }
    rows.tokens = await tokenRows(firstSeen);
    await writeHistoryRows(db, rows);
    // Only now: a failed write must leave these tokens to be read again.
    for (const token of rows.tokens) knownTokens.add(token.address);
    const last = blocks.at(-1);
    if (last) tip = { number: last.number, hash: last.hash };
    return to < head;
  };

  return { caipNetworkId: chainId, client, tip: () => tip, pass };
}

/** The blocks with their transactions and receipts; undefined when one is gone (the chain went back). */
async function fetchBlocks(client: PublicClient, numbers: readonly bigint[]) {
  try {
    const blocks = await Promise.all(
      numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
    );
    // By hash, so the receipts belong to exactly these blocks.
    const receipts = await Promise.all(
      blocks.map((block) => client.getBlockReceipts({ blockHash: block.hash })),
    );
    return { blocks, receipts };
  } catch (error) {
    if (error instanceof BlockNotFoundError) return undefined;
    throw error;
  }
}
