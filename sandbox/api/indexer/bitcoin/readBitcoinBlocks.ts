import { type BitcoinRpcCall, BitcoinRpcError } from '../../../bitcoin/bitcoinRpc';

// A run of blocks read over the node's JSON-RPC (getblockhash, then getblock at verbosity 2: every
// transaction with its inputs and outputs), turned into the rows the indexer stores.

/** getblock's answer at verbosity 2, the fields the indexer reads. */
interface NodeBlock {
  hash: string;
  height: number;
  previousblockhash?: string;
  tx: {
    txid: string;
    vin: { coinbase?: string; txid?: string; vout?: number }[];
    vout: { value: number; n: number; scriptPubKey: { hex: string } }[];
  }[];
}

export interface BitcoinOutputRow {
  txid: string;
  vout: number;
  script: string;
  /** Satoshis. */
  value: bigint;
  blockNumber: number;
}

export interface BitcoinSpendRow {
  txid: string;
  vout: number;
  spentBy: string;
  blockNumber: number;
}

export interface BitcoinBlockRows {
  number: number;
  hash: string;
  parentHash: string | undefined;
  outputs: BitcoinOutputRow[];
  spends: BitcoinSpendRow[];
}

/** getblockhash's "Block height out of range". */
const OUT_OF_RANGE = -8;

/** The node's hash of block `height`, or null when its chain is shorter. */
export async function bitcoinBlockHash(call: BitcoinRpcCall, height: bigint): Promise<string | null> {
  try {
    return await call<string>('getblockhash', [Number(height)]);
  } catch (error) {
    if (error instanceof BitcoinRpcError && error.code === OUT_OF_RANGE) return null;
    throw error;
  }
}

/** BTC as the node prints it (8 decimals at most) to satoshis, without float drift. */
const toSats = (amount: number): bigint => BigInt(Math.round(amount * 1e8));

/** The rows of one block. */
export function bitcoinBlockRows(block: NodeBlock): BitcoinBlockRows {
  const outputs: BitcoinOutputRow[] = [];
  const spends: BitcoinSpendRow[] = [];
  for (const tx of block.tx) {
    for (const input of tx.vin) {
      if (input.txid !== undefined && input.vout !== undefined)
        spends.push({ txid: input.txid, vout: input.vout, spentBy: tx.txid, blockNumber: block.height });
    }
    // Outputs nobody can spend are never in the UTXO set (nor scantxoutset's answers): the genesis
    // coinbase, and OP_RETURN outputs such as the coinbase's witness commitment.
    if (block.height === 0) continue;
    for (const output of tx.vout) {
      const script = output.scriptPubKey.hex;
      if (script.startsWith('6a')) continue;
      outputs.push({
        txid: tx.txid,
        vout: output.n,
        script,
        value: toSats(output.value),
        blockNumber: block.height,
      });
    }
  }
  return { number: block.height, hash: block.hash, parentHash: block.previousblockhash, outputs, spends };
}

/**
 * Blocks `from`..`to` (inclusive) as rows, in order; undefined when one is gone (the chain got shorter
 * while they were read: the next pass sees the rewind).
 */
export async function readBitcoinBlocks(
  call: BitcoinRpcCall,
  from: number,
  to: number,
): Promise<BitcoinBlockRows[] | undefined> {
  const heights = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const hashes = await Promise.all(heights.map((height) => bitcoinBlockHash(call, BigInt(height))));
  if (hashes.some((hash) => hash === null)) return undefined;
  const blocks = await Promise.all(hashes.map((hash) => call<NodeBlock>('getblock', [hash, 2])));
  return blocks.map(bitcoinBlockRows);
}
