import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LiteSVM } from 'litesvm';
import { WebSocketServer } from 'ws';
import { createSolanaLedger, SolanaRpcError } from './createSolanaLedger';
import { type SolanaSeedResult, seedSolanaChain } from './seedSolanaChain';
import { solanaRpcMethods } from './solanaRpcMethods';
import {
  SOLANA_SANDBOX_REFERENCE,
  type SolanaSandboxAccount,
  solanaSandboxAccounts,
} from './solanaSandboxAccounts';

// The sandbox's local Solana chain: litesvm in this process behind JSON-RPC over HTTP and a websocket
// (signatureSubscribe) on the same port. Transactions settle at once ("finalized"), one slot each.

export interface StartSolanaChainParameters {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
}

/** One JSON-RPC call the chain received (tests assert the options a client passed). */
export interface SolanaRpcRequest {
  method: string;
  params: readonly unknown[];
}

export interface StartSolanaChainReturnType {
  rpcUrl: string;
  /** Same port as rpcUrl; pass it as web3.js `wsEndpoint` (web3.js would otherwise guess port + 1). */
  wsUrl: string;
  port: number;
  /** `solana:<reference>` of this chain (the first 32 characters of its genesis hash). */
  caipNetworkId: string;
  /** Ten dev accounts with 1,000 SOL each (solanaSandboxAccounts.ts derives the keys). */
  accounts: SolanaSandboxAccount[];
  /** The PUSD SPL token: mint, decimals, and the seeded token account of each holder. */
  mint: SolanaSeedResult['mint'];
  tokenAccounts: SolanaSeedResult['tokenAccounts'];
  /** Every HTTP JSON-RPC call so far, oldest first. */
  requests: SolanaRpcRequest[];
  /** Closes the HTTP and websocket servers. */
  stop(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** Starts the chain on 127.0.0.1 and seeds it. */
export async function startSolanaChain(
  parameters: StartSolanaChainParameters = {},
): Promise<StartSolanaChainReturnType> {
  const svm = new LiteSVM().withSigverify(true).withBlockhashCheck(false);
  const accounts = solanaSandboxAccounts(10);
  const seed = seedSolanaChain(svm, accounts);
  const ledger = createSolanaLedger(svm);
  const methods = solanaRpcMethods(ledger);
  const requests: SolanaRpcRequest[] = [];

  const answer = (call: unknown) => {
    const {
      id = null,
      method,
      params = [],
    } = (call ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
    const handler = typeof method === 'string' ? methods[method] : undefined;
    if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
    const list = Array.isArray(params) ? params : [];
    requests.push({ method: method as string, params: list });
    try {
      return { jsonrpc: '2.0', id, result: handler(list) };
    } catch (error) {
      const { code, message, data } =
        error instanceof SolanaRpcError ? error : { code: -32603, message: String(error), data: undefined };
      return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } };
    }
  };

  const server = createServer(async (req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', 'content-type, solana-client');
    if (req.method === 'OPTIONS') return void res.end();
    let body: unknown;
    try {
      body = JSON.parse(await readBody(req));
    } catch {
      return void res.end(
        JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }),
      );
    }
    res.end(JSON.stringify(Array.isArray(body) ? body.map(answer) : answer(body)));
  });

  // signatureSubscribe: notify once when the signature settles (at once if it already has), then drop.
  const sockets = new WebSocketServer({ server });
  let nextSubscription = 1;
  sockets.on('connection', (socket) => {
    const pending = new Map<number, () => void>();
    socket.on('message', (raw) => {
      let call: { id?: unknown; method?: unknown; params?: unknown[] };
      try {
        call = JSON.parse(String(raw));
      } catch {
        return;
      }
      const reply = (payload: object) =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: call.id, ...payload }));
      if (call.method === 'signatureUnsubscribe') {
        const id = Number(call.params?.[0]);
        pending.get(id)?.();
        return reply({ result: pending.delete(id) });
      }
      if (call.method !== 'signatureSubscribe' || typeof call.params?.[0] !== 'string') {
        return reply({ error: { code: -32601, message: 'Method not found' } });
      }
      const signature = call.params[0];
      const subscription = nextSubscription++;
      reply({ result: subscription });
      const notify = (status: { slot: number; err: unknown }) => {
        pending.get(subscription)?.();
        pending.delete(subscription);
        socket.send(
          JSON.stringify({
            jsonrpc: '2.0',
            method: 'signatureNotification',
            params: { subscription, result: { context: { slot: status.slot }, value: { err: status.err } } },
          }),
        );
      };
      const settled = ledger.statuses.get(signature);
      if (settled) return notify(settled);
      const off = ledger.onStatus((settledSignature, status) => {
        if (settledSignature === signature) notify(status);
      });
      pending.set(subscription, off);
    });
    socket.on('close', () => {
      for (const off of pending.values()) off();
      pending.clear();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(parameters.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    port,
    caipNetworkId: `solana:${SOLANA_SANDBOX_REFERENCE}`,
    accounts,
    mint: seed.mint,
    tokenAccounts: seed.tokenAccounts,
    requests,
    async stop() {
      for (const client of sockets.clients) client.terminate();
      await new Promise<void>((resolve) => sockets.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
