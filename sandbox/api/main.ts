// Starts a sandbox chain and the reference API in one process tree:
//   node_modules/.bin/tsx sandbox/api/main.ts
// Environment: SANDBOX_CHAIN_PORT (default 8545), SANDBOX_API_PORT (default 8787), DATABASE_URL
// (PostgreSQL; embedded PGlite without it), SANDBOX_DATA_DIR (keeps PGlite's data between runs).
import { type StartChainReturnType, startChain } from '../chain/startChain';
import { type StartApiReturnType, startApi } from './startApi';

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
  chain = await startChain({ port: portFromEnv('SANDBOX_CHAIN_PORT', 8545) });
  api = await startApi({
    port: portFromEnv('SANDBOX_API_PORT', 8787),
    chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl, contracts: chain.contracts }],
    // As `npm start` has it: the chain carries the DEX (startChain deploys Uniswap V2), so swaps are offered.
    swapChains: [chain.caipNetworkId],
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.SANDBOX_DATA_DIR || undefined,
  });
  console.log(`anvil: ${chain.rpcUrl} (chain ${chain.caipNetworkId})`);
  console.log(`api:   ${api.url} (database: ${api.db.kind})`);
  console.log('Press Ctrl-C to stop.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
}
