// Starts a sandbox chain and the reference API in one process tree:
//   node_modules/.bin/tsx sandbox/api/main.ts
// Environment: SANDBOX_CHAIN_PORT (default 8545), SANDBOX_API_PORT (default 8787), DATABASE_URL
// (PostgreSQL; embedded PGlite without it), SANDBOX_DATA_DIR (keeps PGlite's data between runs),
// SANDBOX_API_DRAIN_MS (on SIGTERM, how long /readyz says 503 before the listener closes; default 0),
// SANDBOX_API_HOST (default 127.0.0.1), SANDBOX_API_TRUSTED_PROXIES (comma-separated balancer addresses
// whose X-Forwarded-For names the client for the rate limits), SANDBOX_API_CHAINS (JSON: startApi's `chains`, e.g. a chain an
// earlier run deployed; then no anvil is started: how several instances share one chain, docs/self-hosting.md).
// SIGTERM / SIGINT stop gracefully: requests in flight are answered before the database closes.
import { type StartChainReturnType, startChain } from '../chain/startChain';
import { type ApiChainConfig, type StartApiReturnType, startApi } from './startApi';

function chainsFromEnv(): ApiChainConfig[] | undefined {
  const raw = process.env.SANDBOX_API_CHAINS;
  if (raw === undefined || raw === '') return undefined;
  try {
    return JSON.parse(raw) as ApiChainConfig[];
  } catch (error) {
    throw new Error(`SANDBOX_API_CHAINS is not JSON: ${error instanceof Error ? error.message : error}`);
  }
}

function msFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms < 0 || ms > 600_000)
    throw new Error(`${name} is not a duration in ms: ${raw}`);
  return ms;
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`${name} is not a port: ${raw}`);
  return port;
}

let chain: StartChainReturnType | undefined;
let api: StartApiReturnType | undefined;
let stopping: Promise<void> | undefined;

function stopAll(): Promise<void> {
  // The API first: it reads from the chain until it stops.
  stopping ??= (async () => {
    await api?.stop().catch((error: unknown) => console.error('api: stop failed:', error));
    await chain?.stop().catch((error: unknown) => console.error('anvil: stop failed:', error));
  })();
  return stopping;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void stopAll().then(() => process.exit(0));
  });
}

try {
  const given = chainsFromEnv();
  if (!given) chain = await startChain({ port: portFromEnv('SANDBOX_CHAIN_PORT', 8545) });
  const chains = given ?? [
    {
      caipNetworkId: chain?.caipNetworkId,
      rpcUrl: chain?.rpcUrl,
      contracts: chain?.contracts,
    } as ApiChainConfig,
  ];
  api = await startApi({
    port: portFromEnv('SANDBOX_API_PORT', 8787),
    host: process.env.SANDBOX_API_HOST || undefined,
    trustedProxies: (process.env.SANDBOX_API_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address !== ''),
    chains,
    // As `npm start` has it: the chain carries the DEX (startChain deploys Uniswap V2), so swaps are offered.
    swapChains: chains
      .filter((c) => c.contracts?.uniswapRouter)
      .slice(0, 1)
      .map((c) => c.caipNetworkId),
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.SANDBOX_DATA_DIR || undefined,
    drainDelayMs: msFromEnv('SANDBOX_API_DRAIN_MS', 0),
  });
  if (chain) {
    console.log(`anvil: ${chain.rpcUrl} (chain ${chain.caipNetworkId})`);
    // What another instance needs to serve the same chain (docs/self-hosting.md, "Several API instances").
    console.log(`chains: SANDBOX_API_CHAINS='${JSON.stringify(chains)}'`);
  }
  console.log(`api:   ${api.url} (database: ${api.db.kind})`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
