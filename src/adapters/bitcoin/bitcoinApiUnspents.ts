import { RPC_TIMEOUT_MS } from '../../core/constants/time';
import type { Network } from '../../core/networks/network';
import type { AdapterOptions } from '../ChainAdapter';
import type { BitcoinUnspent } from './bitcoinChainClient';
import { bitcoinFamilyOf } from './bitcoinNetworks';
import { bitcoinScriptAddress } from './bitcoinScriptAddress';

// Unspent outputs from the reference API (`GET /v1/bitcoin/utxos/{address}?chainId=`, which indexes
// the network's node: docs/sandbox-api.md), asked when the kit has a project id and an API. An API that
// does not serve the network (an error answer, another shape, no answer) is left alone for a minute:
// the chain client reads the node meanwhile.

/** How long a network is read from the node alone after the API did not serve it. */
export const API_RETRY_MS = 60_000;

/** Reads UTXOs from the API; undefined (read the node) when the API is not configured or did not serve. */
export type BitcoinApiUnspents = (network: Network, script: string) => Promise<BitcoinUnspent[] | undefined>;

/** The API's answer, checked: every entry a txid, an output index, a satoshi string and a height. */
function parseUnspents(answer: unknown): BitcoinUnspent[] | undefined {
  const list = (answer as { utxos?: unknown } | null)?.utxos;
  if (!Array.isArray(list)) return undefined;
  const parsed: BitcoinUnspent[] = [];
  for (const item of list as Record<string, unknown>[]) {
    const { txid, vout, value, height } = item ?? {};
    if (typeof txid !== 'string' || !/^[0-9a-f]{64}$/.test(txid)) return undefined;
    if (!Number.isSafeInteger(vout) || !Number.isSafeInteger(height)) return undefined;
    if (typeof value !== 'string' || !/^[0-9]{1,16}$/.test(value)) return undefined;
    parsed.push({ txid, vout: vout as number, value: BigInt(value), height: height as number });
  }
  return parsed;
}

/** The API reader of the adapter's options (none without a project id or an API URL). */
export function createBitcoinApiUnspents(options: AdapterOptions): BitcoinApiUnspents {
  const base = (options.rpcServiceUrl ?? '').replace(/\/+$/, '');
  const refusedAt = new Map<string, number>();
  return async (network, script) => {
    if (!options.projectId || !base) return undefined;
    const refused = refusedAt.get(network.caipNetworkId);
    if (refused !== undefined && Date.now() - refused < API_RETRY_MS) return undefined;
    const address = bitcoinScriptAddress(script, bitcoinFamilyOf(network));
    if (!address) return undefined;
    const query = new URLSearchParams({ chainId: network.caipNetworkId, projectId: options.projectId });
    try {
      const response = await fetch(`${base}/v1/bitcoin/utxos/${address}?${query}`, {
        signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
      });
      const unspents = response.ok ? parseUnspents(await response.json()) : undefined;
      if (unspents) return unspents;
    } catch {
      // Unreachable or not JSON: the node answers instead.
    }
    refusedAt.set(network.caipNetworkId, Date.now());
    return undefined;
  };
}
