import { RPC_TIMEOUT_MS } from '../../core/constants/time';
import type { Network } from '../../core/networks/network';
import type { AdapterOptions } from '../ChainAdapter';
import { resolveRpcUrl } from '../evm/evmCommon';
import { CosmosRpcFailedError } from './cosmosErrors';
import { decodeProto, encodeProto, protoBytes, protoNumber, protoText } from './cosmosProto';

// Chain reads and broadcasts of the Cosmos adapter: CometBFT JSON-RPC over HTTP (fetch), the RPC URL
// chosen like the EVM adapters' (customRpcUrls, the shared RPC service, the network's own). Queries
// are abci_query with the gRPC method's path and protobuf bodies, as @cosmjs/stargate sends them.

/** An account's signing state on chain (absent: the chain never saw it). */
export interface CosmosChainAccount {
  accountNumber: bigint;
  sequence: bigint;
}

/** A transaction in a block. */
export interface CosmosTxFound {
  height: number;
  code: number;
  log: string;
  /** base64 of the TxRaw bytes. */
  tx: string;
}

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const bytesOfHex = (hex: string) =>
  Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16));

export function createCosmosChainClient(options: AdapterOptions) {
  let nextId = 1;
  type RpcBody = { result?: unknown; error?: { message?: string; data?: string } };
  const send = async (network: Network, method: string, params: object): Promise<RpcBody> => {
    try {
      const response = await fetch(resolveRpcUrl(options, network), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
        signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
      });
      return (await response.json()) as RpcBody;
    } catch (error) {
      throw new CosmosRpcFailedError(method, String(error), { cause: error });
    }
  };
  const call = async (network: Network, method: string, params: object): Promise<Record<string, unknown>> => {
    const body = await send(network, method, params);
    if (body.error || typeof body.result !== 'object' || body.result === null)
      throw new CosmosRpcFailedError(method, body.error?.data ?? body.error?.message ?? 'no result');
    return body.result as Record<string, unknown>;
  };

  /** abci_query; resolves with the answer's bytes, or null for the SDK's "not found" (code 22). */
  const query = async (network: Network, path: string, request: Uint8Array): Promise<Uint8Array | null> => {
    const result = await call(network, 'abci_query', { path, data: hexOf(request), prove: false });
    const response = (result.response ?? {}) as { code?: number; log?: string; value?: string };
    if (response.code === 22) return null;
    if (response.code)
      throw new CosmosRpcFailedError('abci_query', `${path}: ${response.log ?? response.code}`);
    return Uint8Array.from(atob(response.value ?? ''), (c) => c.charCodeAt(0));
  };

  return {
    /** Balance of one denomination, in base units. */
    async getBalance(network: Network, address: string, denom: string): Promise<bigint> {
      const bytes = await query(
        network,
        '/cosmos.bank.v1beta1.Query/Balance',
        encodeProto([
          [1, address],
          [2, denom],
        ]),
      );
      const coin = decodeProto(protoBytes(decodeProto(bytes ?? new Uint8Array()), 1));
      const amount = protoText(coin, 2);
      return /^\d+$/.test(amount) ? BigInt(amount) : 0n;
    },
    /** Account number and sequence (BaseAccount), or null for an account the chain never saw. */
    async getAccount(network: Network, address: string): Promise<CosmosChainAccount | null> {
      const bytes = await query(network, '/cosmos.auth.v1beta1.Query/Account', encodeProto([[1, address]]));
      if (!bytes) return null;
      const any = decodeProto(protoBytes(decodeProto(bytes), 1));
      const account = decodeProto(protoBytes(any, 2));
      return { accountNumber: protoNumber(account, 3), sequence: protoNumber(account, 4) };
    },
    /** broadcast_tx_sync: CheckTx's code and log, and the transaction's hash (upper-case hex). */
    async broadcast(network: Network, tx: Uint8Array) {
      let binary = '';
      for (const byte of tx) binary += String.fromCharCode(byte);
      const result = await call(network, 'broadcast_tx_sync', { tx: btoa(binary) });
      return {
        code: Number(result.code ?? 0),
        codespace: String(result.codespace ?? ''),
        log: String(result.log ?? ''),
        hash: String(result.hash ?? '').toUpperCase(),
      };
    },
    /** The transaction by hash, or null while it is not in a block. */
    async getTx(network: Network, hash: string): Promise<CosmosTxFound | null> {
      let binary = '';
      for (const byte of bytesOfHex(hash)) binary += String.fromCharCode(byte);
      const body = await send(network, 'tx', { hash: btoa(binary), prove: false });
      // CometBFT answers a hash it has no transaction for with an error whose data says "not found".
      if (body.error && /not found/i.test(String(body.error.data))) return null;
      if (body.error || typeof body.result !== 'object' || body.result === null)
        throw new CosmosRpcFailedError('tx', body.error?.data ?? body.error?.message ?? 'no result');
      const result = body.result as Record<string, unknown>;
      const txResult = (result.tx_result ?? {}) as { code?: number; log?: string };
      return {
        height: Number(result.height),
        code: Number(txResult.code ?? 0),
        log: String(txResult.log ?? ''),
        tx: String(result.tx ?? ''),
      };
    },
  };
}

export type CosmosChainClient = ReturnType<typeof createCosmosChainClient>;
