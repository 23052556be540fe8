import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CosmosRpcError, cosmosRpcMethods } from './cosmosRpcMethods';
import {
  COSMOS_SANDBOX_CHAIN_ID,
  COSMOS_SANDBOX_DENOM,
  COSMOS_SANDBOX_FUNDS,
  type CosmosSandboxAccount,
  cosmosSandboxAccounts,
  cosmosSandboxMnemonic,
} from './cosmosSandboxAccounts';
import { type CosmosLedger, createCosmosLedger } from './createCosmosLedger';

// The sandbox's Cosmos chain: a CometBFT RPC **simulator** in this process (no Cosmos chain binary is
// installable here, research 2026-11-27 §2). It speaks CometBFT 0.38's JSON-RPC over HTTP for what
// @cosmjs/stargate and the kit's Cosmos adapter use, with real protobuf (cosmjs-types) and real
// secp256k1 checks. It does not model gas metering or gas prices (one fixed minimum fee), modules
// beyond bank and auth (no staking, governance, IBC, CosmWasm), blocks beyond one per transaction,
// proofs, websocket subscriptions, or the Simulate query (docs/cosmos.md).

export interface StartCosmosChainParameters {
  /** TCP port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number;
}

/** One JSON-RPC call the simulator received. */
export interface CosmosRpcRequest {
  method: string;
  params: Record<string, unknown>;
}

export interface StartCosmosChainReturnType {
  rpcUrl: string;
  port: number;
  chainId: string;
  /** `cosmos:<chain id>`. */
  caipNetworkId: string;
  denom: string;
  /** The mnemonic of the dev accounts (cosmosSandboxAccounts.ts). */
  mnemonic: string;
  /** Ten dev accounts with 1,000 ATOM (1e9 uatom) each. */
  accounts: CosmosSandboxAccount[];
  /** Its state, for tests that look past the RPC. */
  ledger: CosmosLedger;
  /** Every JSON-RPC call so far, oldest first. */
  requests: CosmosRpcRequest[];
  stop(): Promise<void>;
}

const readBody = (req: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });

/** Starts the simulator on 127.0.0.1 with the funded dev accounts. */
export async function startCosmosChain(
  parameters: StartCosmosChainParameters = {},
): Promise<StartCosmosChainReturnType> {
  const accounts = await cosmosSandboxAccounts(10);
  const ledger = createCosmosLedger(COSMOS_SANDBOX_CHAIN_ID, COSMOS_SANDBOX_DENOM);
  for (const account of accounts) ledger.credit(account.address, COSMOS_SANDBOX_DENOM, COSMOS_SANDBOX_FUNDS);
  const requests: CosmosRpcRequest[] = [];
  let methods = cosmosRpcMethods(ledger, '');

  const answer = async (call: unknown) => {
    const {
      id = null,
      method,
      params,
    } = (call ?? {}) as { id?: unknown; method?: unknown; params?: unknown };
    const handler = typeof method === 'string' ? methods[method] : undefined;
    if (!handler) return { jsonrpc: '2.0', id, error: { code: -32601, message: 'Method not found' } };
    const given = typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
    requests.push({ method: method as string, params: given });
    try {
      return { jsonrpc: '2.0', id, result: await handler(given) };
    } catch (error) {
      const { code, message, data } =
        error instanceof CosmosRpcError
          ? error
          : { code: -32603, message: 'Internal error', data: String(error) };
      return { jsonrpc: '2.0', id, error: { code, message, ...(data === undefined ? {} : { data }) } };
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
        JSON.stringify({ jsonrpc: '2.0', id: -1, error: { code: -32700, message: 'Parse error' } }),
      );
    }
    const reply = Array.isArray(body) ? await Promise.all(body.map(answer)) : await answer(body);
    res.end(JSON.stringify(reply));
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(parameters.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const rpcUrl = `http://127.0.0.1:${port}`;
  methods = cosmosRpcMethods(ledger, `tcp://127.0.0.1:${port}`);
  return {
    rpcUrl,
    port,
    chainId: COSMOS_SANDBOX_CHAIN_ID,
    caipNetworkId: `cosmos:${COSMOS_SANDBOX_CHAIN_ID}`,
    denom: COSMOS_SANDBOX_DENOM,
    mnemonic: cosmosSandboxMnemonic(),
    accounts,
    ledger,
    requests,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
