import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { type WebSocket, WebSocketServer } from 'ws';
import { createPolkadotLedger, type PolkadotLedger } from './createPolkadotLedger';
import { PolkadotRpcError } from './PolkadotRpcError';
import { polkadotRpcMethods } from './polkadotRpcMethods';
import { createPolkadotRuntime, POLKADOT_SANDBOX_REFERENCE } from './polkadotRuntime';
import { type PolkadotSandboxAccount, polkadotSandboxAccounts } from './polkadotSandboxAccounts';
import { subscriptionMethods } from './polkadotSubscriptions';

// The sandbox's Polkadot chain: a SIMULATOR, not a node (no Substrate node or runtime wasm can run
// offline here; docs/polkadot.md). A JSON-RPC server on 127.0.0.1 (websocket, and HTTP POST for
// plain calls) serving the real Polkadot metadata, decoding and signature-checking every extrinsic
// with the real registry and applying balances transfers to an in-memory ledger, one block each,
// final at once. @polkadot/api talks to it unchanged. Not modelled: fees, weights, runtime execution
// beyond balances transfers, events, reserves and locks, forks, other pallets.

export interface StartPolkadotChainParameters {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
  /** Free balance of each dev account, in planck; 1,000 DOT by default. */
  balance?: bigint;
}

/** One JSON-RPC call the simulator received. */
export interface PolkadotRpcRequest {
  method: string;
  params: readonly unknown[];
}

export interface StartPolkadotChainReturnType {
  /** Websocket endpoint (what @polkadot/api's WsProvider takes). */
  wsUrl: string;
  /** The same server over HTTP POST (plain calls, no subscriptions). */
  rpcUrl: string;
  port: number;
  /** `polkadot:<first 32 hex of the genesis hash>`. */
  caipNetworkId: string;
  /** //Alice ... //Ferdie, funded. */
  accounts: PolkadotSandboxAccount[];
  /** The ledger, for tests that read the state behind the RPC. */
  ledger: PolkadotLedger;
  /** Every call so far, oldest first. */
  requests: PolkadotRpcRequest[];
  stop(): Promise<void>;
}

/** 1,000 DOT (10 decimals). */
export const POLKADOT_SANDBOX_BALANCE = 1_000n * 10n ** 10n;

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

const errorOf = (error: unknown) => {
  if (error instanceof PolkadotRpcError)
    return { code: error.code, message: error.message, data: error.data };
  const code = (error as { code?: unknown })?.code;
  return {
    code: typeof code === 'number' ? code : -32603,
    message: String((error as Error)?.message ?? error),
  };
};

/** Starts the simulator on 127.0.0.1 with the dev accounts funded. */
export async function startPolkadotChain(
  parameters: StartPolkadotChainParameters = {},
): Promise<StartPolkadotChainReturnType> {
  await cryptoWaitReady();
  const runtime = createPolkadotRuntime();
  const accounts = polkadotSandboxAccounts();
  const balance = parameters.balance ?? POLKADOT_SANDBOX_BALANCE;
  const ledger = createPolkadotLedger(
    runtime,
    new Map(accounts.map((a) => [u8aToHex(a.publicKey), balance])),
  );
  const methods = polkadotRpcMethods(ledger, runtime);
  const requests: PolkadotRpcRequest[] = [];

  const answer = (call: unknown, socket?: WebSocket) => {
    const {
      id = null,
      method,
      params = [],
    } = (call ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
    const list = Array.isArray(params) ? params : [];
    const subscribe = socket && typeof method === 'string' ? subscriptionMethods[method] : undefined;
    const handler = typeof method === 'string' ? methods[method] : undefined;
    if (!handler && !subscribe)
      return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
    requests.push({ method: method as string, params: list });
    try {
      const result = subscribe && socket ? subscribe(list, { ledger, socket }) : handler?.(list);
      return { jsonrpc: '2.0', id, result };
    } catch (error) {
      return { jsonrpc: '2.0', id, error: errorOf(error) };
    }
  };

  const server = createServer(async (req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type');
    if (req.method === 'OPTIONS') return void res.end();
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return void res.end(
        JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
      );
    }
    res.end(JSON.stringify(Array.isArray(body) ? body.map((call) => answer(call)) : answer(body)));
  });

  const sockets = new WebSocketServer({ server });
  sockets.on('connection', (socket) => {
    socket.on('message', (raw) => {
      let call: unknown;
      try {
        call = JSON.parse(String(raw));
      } catch {
        return socket.send(
          JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
        );
      }
      socket.send(JSON.stringify(answer(call, socket)));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(parameters.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    wsUrl: `ws://127.0.0.1:${port}`,
    rpcUrl: `http://127.0.0.1:${port}`,
    port,
    caipNetworkId: `polkadot:${POLKADOT_SANDBOX_REFERENCE}`,
    accounts,
    ledger,
    requests,
    async stop() {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
