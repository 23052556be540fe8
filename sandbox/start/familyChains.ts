import { existsSync } from 'node:fs';
import { bitcoinRegtest } from '../../src/core/networks/chains/bitcoin';
import { cosmosSandbox } from '../../src/core/networks/chains/cosmos';
import { polkadotLocal } from '../../src/core/networks/chains/polkadot';
import type { BitcoinApiChainConfig } from '../api/startApi';
import { LITECOIND_PATH } from '../bitcoin/spawnLitecoind';
import { type StartBitcoinChainReturnType, startBitcoinChain } from '../bitcoin/startBitcoinChain';
import { type StartCosmosChainReturnType, startCosmosChain } from '../cosmos/startCosmosChain';
import { bitcoinDemoConfig } from '../demo/bitcoinDemoConfig';
import { cosmosDemoConfig } from '../demo/cosmosDemoConfig';
import type { DemoConfig } from '../demo/DemoConfig';
import { polkadotDemoConfig } from '../demo/polkadotDemoConfig';
import { type StartPolkadotChainReturnType, startPolkadotChain } from '../polkadot/startPolkadotChain';
import { mineWhileWaiting } from './mineWhileWaiting';
import { pickPort } from './pickPort';
import { portFromEnv } from './portFromEnv';

// The local chains of Bitcoin, Polkadot and Cosmos in `npm start` (issue 27 Deliver 4): Debian's
// litecoind in regtest standing in for Bitcoin regtest, and the two in-process simulators. Ports as
// the other parts choose theirs (a variable, a default like the real node's, a busy one falls back);
// each starts on its own and is named in a failure. docs/sandbox.md, "Bitcoin, Polkadot and Cosmos".

/** The three families' parts: the name `npm start` prints and the port variable with its default. */
export const FAMILY_PORTS = {
  bitcoin: { variable: 'SANDBOX_BITCOIN_PORT', port: 18443 },
  polkadot: { variable: 'SANDBOX_POLKADOT_PORT', port: 9944 },
  cosmos: { variable: 'SANDBOX_COSMOS_PORT', port: 26657 },
} as const;

export type Family = keyof typeof FAMILY_PORTS;

/** What `npm start` prints when the Bitcoin stand-in is not installed; it goes on without it. */
export const LITECOIND_MISSING_LINE =
  `bitcoin: ${LITECOIND_PATH} is missing, so npm start runs without the local Bitcoin chain ` +
  '(install it with: bash scripts/install-litecoind.sh)';

/** True when the Bitcoin stand-in can run (`path` for tests). */
export function litecoindInstalled(path: string = LITECOIND_PATH): boolean {
  return existsSync(path);
}

/**
 * The port of each family in `families`: its variable (default as in FAMILY_PORTS) when free, else any
 * free one, with a line through `log` naming the variable. A variable that is not a port throws.
 */
export async function chooseFamilyPorts(
  families: readonly Family[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<Partial<Record<Family, number>>> {
  const ports: Partial<Record<Family, number>> = {};
  for (const family of families) {
    const { variable, port: fallback } = FAMILY_PORTS[family];
    const wanted = portFromEnv(variable, fallback, env);
    const { port, fallback: moved } = await pickPort(wanted);
    if (moved) log(`${family}: port ${wanted} is busy, using ${port} (set ${variable} to choose)`);
    ports[family] = port;
  }
  return ports;
}

/** The local Bitcoin chain with its miner: a block whenever a transaction waits, as a network would. */
export interface BitcoinPart {
  chain: StartBitcoinChainReturnType;
  stop(): Promise<void>;
}

/** Starts the Bitcoin chain on `port` and mines what enters its mempool, once a second. */
export async function startBitcoinPart(port: number): Promise<BitcoinPart> {
  const chain = await startBitcoinChain({ port });
  const miner = mineWhileWaiting(chain, { intervalMs: 1000 });
  return {
    chain,
    async stop() {
      await miner.stop();
      await chain.stop();
    },
  };
}

/** The running chains, as `npm start` prints them. */
export interface FamilyChains {
  bitcoin?: StartBitcoinChainReturnType;
  polkadot?: StartPolkadotChainReturnType;
  cosmos?: StartCosmosChainReturnType;
}

/** The lines `npm start` prints for the chains that run (names padded like the other parts). */
export function familyChainLines(chains: FamilyChains): string[] {
  const lines: string[] = [];
  const { bitcoin, polkadot, cosmos } = chains;
  if (bitcoin)
    lines.push(
      `bitcoin ${bitcoin.rpcUrl}  (chain ${bitcoin.caipNetworkId}, "${bitcoinRegtest.name}": litecoind regtest standing in for Bitcoin's; ${bitcoin.accounts.length} funded accounts; a block whenever a transaction waits)`,
    );
  if (polkadot)
    lines.push(
      `polkadot ${polkadot.wsUrl}  (chain ${polkadot.caipNetworkId}, "${polkadotLocal.name}": a simulator, balances transfers only; //Alice..//Ferdie funded)`,
    );
  if (cosmos)
    lines.push(
      `cosmos ${cosmos.rpcUrl}  (chain ${cosmos.caipNetworkId}, "${cosmosSandbox.name}": a CometBFT RPC simulator, bank and auth only; ${cosmos.accounts.length} funded accounts)`,
    );
  return lines;
}

/**
 * startApi's `bitcoinChains` once the families have started: the Bitcoin node (its own authenticated
 * RPC, in this process) for the API's indexer, or none when the chain is not running or failed to start
 * (start.ts reports that failure itself).
 */
export async function familyApiChains(
  families: Promise<FamilyChains>,
): Promise<{ bitcoinChains?: BitcoinApiChainConfig[] }> {
  const bitcoin = await families.then(
    (chains) => chains.bitcoin,
    () => undefined,
  );
  return bitcoin ? { bitcoinChains: [{ caipNetworkId: bitcoin.caipNetworkId, rpc: bitcoin.node }] } : {};
}

/** Starters of the simulators, by port (what start.ts registers). */
export const startPolkadotPart = (port: number) => startPolkadotChain({ port });
export const startCosmosPart = (port: number) => startCosmosChain({ port });

/**
 * The demo config's part for the family chains that run, by their URLs (Bitcoin's open endpoint, the
 * Polkadot simulator's websocket, the Cosmos simulator's RPC): the browser tests' sandbox serves the
 * demo what `npm start` gives it.
 */
export function familyDemoConfig(urls: {
  bitcoin?: string;
  polkadot?: string;
  cosmos?: string;
}): Pick<DemoConfig, 'bitcoin' | 'polkadot' | 'cosmos'> {
  return {
    ...(urls.bitcoin ? { bitcoin: bitcoinDemoConfig(urls.bitcoin) } : {}),
    ...(urls.polkadot ? { polkadot: polkadotDemoConfig(urls.polkadot) } : {}),
    ...(urls.cosmos ? { cosmos: cosmosDemoConfig(urls.cosmos) } : {}),
  };
}
