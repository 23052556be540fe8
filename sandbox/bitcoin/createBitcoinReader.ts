import type { BitcoinRpcCall } from './bitcoinRpc';

// The small reader over the sandbox node that the dev wallet, the tests and (later) the reference API
// use: UTXOs by script, broadcast, a fee-rate estimate, confirmations, and mining. The node is asked for
// scripts (`raw(<hex>)` descriptors), never addresses: it is Litecoin's regtest, whose address encoding
// (rltc1...) is not Bitcoin's.

/** An unspent output of a script. */
export interface BitcoinUtxo {
  txid: string;
  vout: number;
  /** Satoshis. */
  value: bigint;
  /** scriptPubKey, hex. */
  script: string;
  height: number;
}

export interface BitcoinReader {
  /** Confirmed unspent outputs of `script` not already spent by a transaction in the mempool. */
  utxos(script: string): Promise<BitcoinUtxo[]>;
  /** The sum of `utxos(script)`, in satoshis. */
  balance(script: string): Promise<bigint>;
  /** Broadcasts a signed transaction (hex); resolves with its txid, rejects with the node's refusal. */
  broadcast(transactionHex: string): Promise<string>;
  /** sat/vB for confirmation within `blocks` (the node's estimate; `fallback` when it has no data). */
  feeRate(blocks?: number): Promise<{ satPerVbyte: number; source: 'node' | 'fallback' }>;
  /** Confirmations of a transaction; 0 in the mempool, undefined when the node does not know it. */
  confirmations(txid: string): Promise<number | undefined>;
  /** Mines `blocks` blocks (to a script no dev account owns); resolves with their hashes. */
  mine(blocks?: number): Promise<string[]>;
  blockCount(): Promise<number>;
}

/** Regtest's fallback: the node has no fee history on a fresh chain. Bitcoin Core's minimum relay fee. */
export const FALLBACK_FEE_RATE = 1;

/** The script regtest blocks are mined to when no account should get the reward: OP_TRUE. */
export const MINER_SCRIPT = '51';

interface ScanResult {
  unspents: { txid: string; vout: number; scriptPubKey: string; amount: number; height: number }[];
}

/** BTC as the node prints it (8 decimals) to satoshis, without float drift. */
export const toSats = (amount: number): bigint => BigInt(Math.round(amount * 1e8));

/** A reader over `call` (the node itself or the open endpoint in front of it). */
export function createBitcoinReader(call: BitcoinRpcCall): BitcoinReader {
  const reader: BitcoinReader = {
    async utxos(script) {
      if (!/^[0-9a-f]+$/.test(script)) throw new TypeError(`not a hex script: ${script}`);
      const scan = await call<ScanResult>('scantxoutset', ['start', [`raw(${script})`]]);
      const live = await Promise.all(
        // gettxout with include_mempool: null once a mempool transaction spends the output.
        scan.unspents.map(async (u) => (await call('gettxout', [u.txid, u.vout, true])) !== null),
      );
      return scan.unspents
        .filter((_, i) => live[i])
        .map((u) => ({
          txid: u.txid,
          vout: u.vout,
          value: toSats(u.amount),
          script: u.scriptPubKey,
          height: u.height,
        }))
        .sort((a, b) => a.height - b.height || a.txid.localeCompare(b.txid) || a.vout - b.vout);
    },
    async balance(script) {
      return (await reader.utxos(script)).reduce((sum, u) => sum + u.value, 0n);
    },
    broadcast: (transactionHex) => call<string>('sendrawtransaction', [transactionHex]),
    async feeRate(blocks = 2) {
      const estimate = await call<{ feerate?: number }>('estimatesmartfee', [blocks]);
      if (typeof estimate.feerate !== 'number') return { satPerVbyte: FALLBACK_FEE_RATE, source: 'fallback' };
      // BTC per 1,000 vbytes to satoshis per vbyte, rounded up so the estimate is never under it.
      return { satPerVbyte: Math.ceil((estimate.feerate * 1e8) / 1000), source: 'node' };
    },
    async confirmations(txid) {
      try {
        const tx = await call<{ confirmations?: number }>('getrawtransaction', [txid, true]);
        return tx.confirmations ?? 0;
      } catch {
        return undefined;
      }
    },
    mine: (blocks = 1) => call<string[]>('generatetodescriptor', [blocks, `raw(${MINER_SCRIPT})`]),
    blockCount: () => call<number>('getblockcount'),
  };
  return reader;
}
