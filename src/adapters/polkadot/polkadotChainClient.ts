import { blake2b } from '@noble/hashes/blake2.js';
import { RPC_RETRY_COUNT } from '../../core/constants/limits';
import { RPC_TIMEOUT_MS } from '../../core/constants/time';
import type { Network } from '../../core/networks/network';
import type { AdapterOptions } from '../ChainAdapter';
import type { PolkadotApiSession } from './polkadotApi';
import { PolkadotRpcRequestError, PolkadotRpcUrlMissingError } from './polkadotErrors';

// Chain access of the Polkadot adapter, in two weights. Balances are one `state_getStorage` over HTTP
// JSON-RPC, read and decoded here (System.Account at its storage key), so showing an account never
// loads a Substrate SDK. Building and sending an extrinsic needs the chain's metadata, signed
// extensions and types: that is @polkadot/api over a websocket, fetched (its own chunk, ~350 kB gzip)
// the first time a transfer is checked or sent, one connection per network, closed by dispose().

/** twox128("System") ++ twox128("Account"): the storage prefix of System.Account on every Substrate chain. */
export const SYSTEM_ACCOUNT_PREFIX = '26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';

/** What System.Account holds of an account (zero for one that does not exist). */
export interface PolkadotAccountState {
  nonce: number;
  free: bigint;
  reserved: bigint;
  frozen: bigint;
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The System.Account storage key of an account id (Blake2_128Concat). */
export const systemAccountKey = (accountId: Uint8Array) =>
  `0x${SYSTEM_ACCOUNT_PREFIX}${toHex(blake2b(accountId, { dkLen: 16 }))}${toHex(accountId)}`;

/** Little-endian unsigned integer of `size` bytes at `offset` of a hex string (no 0x). */
const readLe = (hex: string, offset: number, size: number) => {
  let value = 0n;
  for (let i = size - 1; i >= 0; i--)
    value = (value << 8n) | BigInt(Number.parseInt(hex.slice((offset + i) * 2, (offset + i) * 2 + 2), 16));
  return value;
};

/**
 * Decodes AccountInfo (nonce, consumers, providers, sufficients as u32; free, reserved, frozen, flags
 * as u128: the layout of Polkadot SDK runtimes since 2023). Null storage is an account that does not exist.
 */
export function decodeAccountInfo(value: unknown): PolkadotAccountState | null {
  if (value === null) return { nonce: 0, free: 0n, reserved: 0n, frozen: 0n };
  if (typeof value !== 'string' || !/^0x[0-9a-f]{160}$/i.test(value)) return null;
  const hex = value.slice(2);
  return {
    nonce: Number(readLe(hex, 0, 4)),
    free: readLe(hex, 16, 16),
    reserved: readLe(hex, 32, 16),
    frozen: readLe(hex, 48, 16),
  };
}

/** The HTTP endpoint of a network: a custom URL first, else the network's own (ws:// read as http://). */
export function httpEndpoint(options: AdapterOptions, network: Network): string {
  const url =
    options.customRpcUrls[network.caipNetworkId]?.[0] ??
    network.rpcUrls.default.http[0] ??
    network.rpcUrls.default.webSocket?.[0];
  if (!url) throw new PolkadotRpcUrlMissingError(network.caipNetworkId);
  return url.replace(/^ws(s?):/, 'http$1:');
}

/** The websocket endpoint: a custom URL first (http:// read as ws://), else the network's websocket URL. */
export function wsEndpoint(options: AdapterOptions, network: Network): string {
  const url =
    options.customRpcUrls[network.caipNetworkId]?.[0] ??
    network.rpcUrls.default.webSocket?.[0] ??
    network.rpcUrls.default.http[0];
  if (!url) throw new PolkadotRpcUrlMissingError(network.caipNetworkId);
  return url.replace(/^http(s?):/, 'ws$1:');
}

/** One JSON-RPC call over HTTP with the kit's timeout and retries of transport failures. */
async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= RPC_RETRY_COUNT; attempt++) {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
      });
    } catch (error) {
      lastError = error;
      continue;
    }
    const body = (await response.json().catch(() => null)) as {
      result?: unknown;
      error?: { message?: string; data?: unknown };
    } | null;
    if (!body || typeof body !== 'object')
      throw new PolkadotRpcRequestError(method, `HTTP ${response.status} without a JSON-RPC answer`);
    if (body.error) throw new PolkadotRpcRequestError(method, String(body.error.data ?? body.error.message));
    return body.result;
  }
  throw lastError;
}

/** Creates the per-network chain access of one adapter. */
export function createPolkadotChainClient(options: AdapterOptions) {
  const sessions = new Map<string, Promise<PolkadotApiSession>>();
  return {
    /** System.Account of an account id, read over HTTP. */
    async readAccount(network: Network, accountId: Uint8Array): Promise<PolkadotAccountState> {
      const value = await rpc(httpEndpoint(options, network), 'state_getStorage', [
        systemAccountKey(accountId),
      ]);
      const state = decodeAccountInfo(value);
      if (!state)
        throw new PolkadotRpcRequestError('state_getStorage', 'System.Account has an unknown layout');
      return state;
    },
    /** The network's @polkadot/api session (the SDK chunk is fetched on first use). */
    api(network: Network): Promise<PolkadotApiSession> {
      let session = sessions.get(network.caipNetworkId);
      if (!session) {
        const forget = () => {
          if (sessions.get(network.caipNetworkId) === session) sessions.delete(network.caipNetworkId);
        };
        session = import('./polkadotApi').then(({ openPolkadotApi }) =>
          openPolkadotApi(wsEndpoint(options, network), forget),
        );
        // A failed or dropped connection is forgotten, so the next call connects again.
        session.catch(forget);
        sessions.set(network.caipNetworkId, session);
      }
      return session;
    },
    /** Closes every websocket this adapter opened. */
    async dispose() {
      const open = [...sessions.values()];
      sessions.clear();
      await Promise.all(open.map((session) => session.then((s) => s.close()).catch(() => undefined)));
    },
  };
}

export type PolkadotChainClient = ReturnType<typeof createPolkadotChainClient>;
