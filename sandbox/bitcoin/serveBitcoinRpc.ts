import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BitcoinRpcCall } from './bitcoinRpc';
import { BitcoinRpcError } from './bitcoinRpc';

// The sandbox node's open door: JSON-RPC without credentials (which a browser page and Node's fetch
// cannot put in a URL), with CORS, limited to the reads and the broadcast a wallet and the kit need.
// The node's own RPC port keeps its password and stays for the sandbox (mining, tests).

/** What the open endpoint forwards; anything else is -32601. */
export const OPEN_BITCOIN_METHODS: ReadonlySet<string> = new Set([
  'getblockchaininfo',
  'getblockcount',
  'getbestblockhash',
  'scantxoutset',
  'gettxout',
  'getrawtransaction',
  'sendrawtransaction',
  'testmempoolaccept',
  'estimatesmartfee',
  'getmempoolentry',
]);

/** One request the endpoint received (tests assert what a client asked). */
export interface BitcoinRpcRequest {
  method: string;
  params: readonly unknown[];
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

async function answer(node: BitcoinRpcCall, call: unknown, requests: BitcoinRpcRequest[]) {
  const {
    id = null,
    method,
    params = [],
  } = (call ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
  if (typeof method !== 'string' || !OPEN_BITCOIN_METHODS.has(method))
    return { result: null, id, error: { code: -32601, message: 'Method not found' } };
  const list = Array.isArray(params) ? params : [];
  requests.push({ method, params: list });
  try {
    return { result: await node(method, list), id, error: null };
  } catch (error) {
    const { code, message } =
      error instanceof BitcoinRpcError ? error : { code: -32603, message: String(error) };
    return { result: null, id, error: { code, message: message.replace(`${method}: `, '') } };
  }
}

/** Serves the open endpoint on 127.0.0.1 (a free port unless given). */
export async function serveBitcoinRpc(
  node: BitcoinRpcCall,
  port = 0,
): Promise<{ url: string; requests: BitcoinRpcRequest[]; server: Server }> {
  const requests: BitcoinRpcRequest[] = [];
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
        JSON.stringify({ result: null, id: null, error: { code: -32700, message: 'Parse error' } }),
      );
    }
    const reply = Array.isArray(body)
      ? await Promise.all(body.map((call) => answer(node, call, requests)))
      : await answer(node, body, requests);
    res.end(JSON.stringify(reply));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests, server };
}
