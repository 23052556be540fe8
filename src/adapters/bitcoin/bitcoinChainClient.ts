import { RPC_TIMEOUT_MS } from '../../core/constants/time';
import type { Network } from '../../core/networks/network';
import type { AdapterOptions } from '../ChainAdapter';
import { createBitcoinApiUnspents } from './bitcoinApiUnspents';
import { BitcoinNodeError } from './bitcoinErrors';

// Chain reads of the Bitcoin adapter. Balances and UTXOs come from the reference API when the kit has a
// project id and an API that indexes the network (bitcoinApiUnspents.ts; the sandbox's does, docs/bitcoin.md);
// otherwise, and for everything else, Bitcoin Core JSON-RPC to the network's node (customRpcUrls
// first, then the network's own URL): UTXOs from `scantxoutset` over the address's script, which a
// local node answers (the sandbox's, `npm start`) but public endpoints usually refuse.

export interface BitcoinUnspent {
  txid: string;
  vout: number;
  /** Satoshis. */
  value: bigint;
  height: number;
}

export interface BitcoinChainClient {
  /** Confirmed unspent outputs of an output script (hex): the API's when it serves the network, else the node's. */
  unspents(network: Network, script: string): Promise<BitcoinUnspent[]>;
  /** Confirmations; 0 in the mempool; undefined when the node does not know the transaction. */
  confirmations(network: Network, txid: string): Promise<number | undefined>;
  /** sat/vB for confirmation within `blocks`, or undefined when the node has no estimate. */
  feeRate(network: Network, blocks: number): Promise<number | undefined>;
}

const toSats = (amount: unknown): bigint => BigInt(Math.round(Number(amount) * 1e8));

/** The chain client for the adapter's networks. */
export function createBitcoinChainClient(options: AdapterOptions): BitcoinChainClient {
  const apiUnspents = createBitcoinApiUnspents(options);
  let id = 0;
  const call = async <T>(network: Network, method: string, params: unknown[]): Promise<T> => {
    const url = options.customRpcUrls[network.caipNetworkId]?.[0] ?? network.rpcUrls.default.http[0];
    if (!url) throw new BitcoinNodeError(method, `no RPC URL for ${network.caipNetworkId}`);
    let body: { result?: T; error?: { code?: number; message?: string } | null };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '1.0', id: ++id, method, params }),
        signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
      });
      body = await response.json();
    } catch (error) {
      throw new BitcoinNodeError(method, error instanceof Error ? error.message : String(error));
    }
    if (body.error)
      throw new BitcoinNodeError(method, String(body.error.message ?? 'error'), body.error.code);
    return body.result as T;
  };

  return {
    async unspents(network, script) {
      const indexed = await apiUnspents(network, script);
      if (indexed) return indexed;
      const scan = await call<{
        unspents?: { txid: string; vout: number; amount: number; height: number }[];
      }>(network, 'scantxoutset', ['start', [`raw(${script})`]]);
      return (scan.unspents ?? []).map((u) => ({
        txid: u.txid,
        vout: u.vout,
        value: toSats(u.amount),
        height: u.height,
      }));
    },
    async confirmations(network, txid) {
      try {
        const tx = await call<{ confirmations?: number }>(network, 'getrawtransaction', [txid, true]);
        return tx.confirmations ?? 0;
      } catch (error) {
        // -5: "No such mempool or blockchain transaction".
        if (error instanceof BitcoinNodeError && error.data?.nodeCode === -5) return undefined;
        throw error;
      }
    },
    async feeRate(network, blocks) {
      const estimate = await call<{ feerate?: number }>(network, 'estimatesmartfee', [blocks]);
      // BTC per 1,000 vbytes to sat/vB, rounded up.
      return typeof estimate.feerate === 'number' ? Math.ceil((estimate.feerate * 1e8) / 1000) : undefined;
    },
  };
}
