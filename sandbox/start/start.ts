// `npm start`: the local world in one process tree on 127.0.0.1 — anvil seeded with the sandbox
// contracts (plus a second anvil, chain 31338, for network switching), the local WalletConnect relay,
// the reference blockchain API, the embedded wallet (secure frame, mail catcher, OIDC provider) and the
// demo app's Vite dev server. See docs/sandbox.md. Embedded wallet: SANDBOX_FRAME_PORT (8790),
// SANDBOX_MAIL_PORT (8025), SANDBOX_SMTP_PORT (2525), SANDBOX_OIDC_PORT (8791).
// Environment: SANDBOX_CHAIN_PORT (8545), SANDBOX_CHAIN2_PORT (8546), SANDBOX_RELAY_PORT (8555),
// SANDBOX_API_PORT (8787), SANDBOX_DEMO_PORT (5173), SANDBOX_SOLANA_PORT (8899); a busy port falls back to a free one. DATABASE_URL (PostgreSQL) and SANDBOX_DATA_DIR (keeps PGlite's data).
// Bitcoin, Polkadot and Cosmos (familyChains.ts): SANDBOX_BITCOIN_PORT (18443; litecoind, skipped with a
// line when it is not installed), SANDBOX_POLKADOT_PORT (9944), SANDBOX_COSMOS_PORT (26657).
// The frame's master key: PORTICO_MASTER_KEY (64 hex digits), else the file PORTICO_MASTER_KEY_FILE,
// else `$SANDBOX_DATA_DIR.master.key` beside (never inside) the data directory (docs/self-hosting.md).

import { resolve } from 'node:path';

import { seedAllowedOrigins } from '../api/seedAllowedOrigins';
import { startApi } from '../api/startApi';
import { sandboxAccounts } from '../chain/sandboxAccounts';
import { startChain } from '../chain/startChain';
import { bitcoinDemoConfig } from '../demo/bitcoinDemoConfig';
import { cosmosDemoConfig } from '../demo/cosmosDemoConfig';
import { createDemoConfig } from '../demo/createDemoConfig';
import { polkadotDemoConfig } from '../demo/polkadotDemoConfig';
import { solanaDemoConfig } from '../demo/solanaDemoConfig';
import { startEmbeddedWalletSandbox } from '../frame/startEmbeddedWalletSandbox';
import { startRelay } from '../relay/startRelay';
import { startSolanaChain } from '../solana/startSolanaChain';
import {
  chooseFamilyPorts,
  type Family,
  type FamilyChains,
  familyApiChains,
  familyChainLines,
  LITECOIND_MISSING_LINE,
  litecoindInstalled,
  startBitcoinPart,
  startCosmosPart,
  startPolkadotPart,
} from './familyChains';
import { pickPort } from './pickPort';
import { portFromEnv } from './portFromEnv';
import { sandboxApiChains } from './sandboxApiChains';
import { startDemoServer } from './startDemoServer';
import { watchAncestors } from './watchAncestors';

interface Part {
  name: string;
  stop(): Promise<void>;
}

const startedAt = Date.now();
const running: Part[] = [];
let stopRequested = false;
/** Parts still starting: a slow start names them (startAll's progress line). */
const waitingFor = new Set<string>();
/** How often a slow start says what it is still waiting for. */
const PROGRESS_INTERVAL_MS = 15_000;

/** Stops the parts in reverse start order (the API reads from the chain, so it goes first). */
async function stopAll(): Promise<void> {
  for (let part = running.pop(); part; part = running.pop()) {
    await part
      .stop()
      .catch((error: unknown) => console.error(`${part?.name}: stop failed: ${reason(error)}`));
  }
}

/** Records a started part; one that finished starting after a stop was requested is stopped at once. */
function register<T extends { stop(): Promise<void> }>(name: string, handle: T): T {
  running.push({ name, stop: () => handle.stop() });
  waitingFor.delete(name);
  if (stopRequested) void stopAll();
  return handle;
}

/** Names a part as starting (progress lines list it until it registers), then registers it or names its failure. */
function startPart<T extends { stop(): Promise<void> }>(name: string, starting: Promise<T>): Promise<T> {
  waitingFor.add(name);
  return starting.then((handle) => register(name, handle)).catch((e) => Promise.reject(named(name, e)));
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Prefixes the part's name unless the error already starts with it. */
function named(part: string, error: unknown): string {
  const message = reason(error);
  return message.startsWith(`${part}:`) ? message : `${part}: ${message}`;
}

async function choosePort(part: string, variable: string, fallback: number): Promise<number> {
  const wanted = portFromEnv(variable, fallback);
  const { port, fallback: moved } = await pickPort(wanted);
  if (moved) console.log(`${part}: port ${wanted} is busy, using ${port} (set ${variable} to choose)`);
  return port;
}

/** Starts the Bitcoin, Polkadot and Cosmos chains that have a port, each registered as it starts. */
async function startFamilies(ports: Partial<Record<Family, number>>): Promise<FamilyChains> {
  const start = <T extends { stop(): Promise<void> }>(name: Family, run: (port: number) => Promise<T>) => {
    const port = ports[name];
    if (port === undefined) return Promise.resolve(undefined);
    return startPart(name, run(port));
  };
  const starting = [
    start('bitcoin', startBitcoinPart),
    start('polkadot', startPolkadotPart),
    start('cosmos', startCosmosPart),
  ] as const;
  // All settle before a failure is reported, so those that started are registered (and stopped).
  await Promise.allSettled(starting);
  const [bitcoin, polkadot, cosmos] = await Promise.all(starting);
  return { bitcoin: bitcoin?.chain, polkadot, cosmos };
}

/**
 * Starts every part and prints where each runs. A start that takes longer than PROGRESS_INTERVAL_MS
 * says every interval which parts it still waits for, so a slow machine (or a stuck part) is visible
 * before the URL is.
 */
async function startAll(): Promise<void> {
  const progress = setInterval(() => {
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    console.log(`still starting after ${seconds} s: ${[...waitingFor].join(', ') || 'printing'}`);
  }, PROGRESS_INTERVAL_MS);
  try {
    await startParts();
  } finally {
    clearInterval(progress);
  }
}

async function startParts(): Promise<void> {
  const chainPort = await choosePort('anvil', 'SANDBOX_CHAIN_PORT', 8545);
  const secondChainPort = await choosePort('anvil2', 'SANDBOX_CHAIN2_PORT', 8546);
  const relayPort = await choosePort('relay', 'SANDBOX_RELAY_PORT', 8555);
  const apiPort = await choosePort('api', 'SANDBOX_API_PORT', 8787);
  const demoPort = await choosePort('demo', 'SANDBOX_DEMO_PORT', 5173);
  // The embedded wallet: secure frame (its own origin), mail catcher (HTTP + SMTP) and OIDC provider.
  const framePort = await choosePort('frame', 'SANDBOX_FRAME_PORT', 8790);
  const mailPort = await choosePort('mail', 'SANDBOX_MAIL_PORT', 8025);
  const smtpPort = await choosePort('smtp', 'SANDBOX_SMTP_PORT', 2525);
  const oidcPort = await choosePort('oidc', 'SANDBOX_OIDC_PORT', 8791);
  // The local Solana chain (litesvm in this process; 8899 like solana-test-validator). docs/sandbox.md.
  const solanaPort = await choosePort('solana', 'SANDBOX_SOLANA_PORT', 8899);
  // Bitcoin (litecoind regtest, when installed), Polkadot and Cosmos (simulators): issue 27.
  const bitcoinOn = litecoindInstalled();
  if (!bitcoinOn) console.log(LITECOIND_MISSING_LINE);
  const familyPorts = await chooseFamilyPorts(
    bitcoinOn ? ['bitcoin', 'polkadot', 'cosmos'] : ['polkadot', 'cosmos'],
    process.env,
    (line) => console.log(line),
  );
  const rpcUrl = `http://127.0.0.1:${chainPort}`;
  const secondChain = { rpcUrl: `http://127.0.0.1:${secondChainPort}`, chainId: 31338 };
  const relayUrl = `ws://127.0.0.1:${relayPort}`;
  const accounts = sandboxAccounts(10);

  // The Bitcoin node is started before the API, which indexes it (familyApiChains).
  const familiesStart = startFamilies(familyPorts);
  // The chain must be seeded before the API checks it; Vite needs neither, so it starts alongside.
  const chainAndApi = (async () => {
    const starting = [
      startPart('anvil', startChain({ port: chainPort })),
      startPart('anvil2', startChain({ port: secondChainPort, chainId: secondChain.chainId })),
      startPart('solana', startSolanaChain({ port: solanaPort })),
    ] as const;
    // Both settle before a failure is reported, so the one that started is registered (and stopped).
    await Promise.allSettled(starting);
    const [chain, chain2, solanaChain] = await Promise.all(starting);
    const api = await startPart(
      'api',
      startApi({
        port: apiPort,
        ...sandboxApiChains([chain, chain2], solanaChain),
        // BTC balances and UTXOs from the local Bitcoin node, indexed (docs/bitcoin.md).
        ...(await familyApiChains(familiesStart)),
        databaseUrl: process.env.DATABASE_URL || undefined,
        dataDir: process.env.SANDBOX_DATA_DIR || undefined,
      }),
    );
    // The demo's project (createDemoKit's projectId) may embed the wallet from the demo's origin only.
    await seedAllowedOrigins(
      api.db,
      [`http://127.0.0.1:${demoPort}`, `http://localhost:${demoPort}`],
      'sandbox',
    ).catch((e) => Promise.reject(named('api', e)));
    return { chain, chain2, solanaChain, api };
  })();
  const walletStart = startPart(
    'wallet',
    startEmbeddedWalletSandbox({
      apiUrl: `http://127.0.0.1:${apiPort}`,
      chains: [
        // Named as the demo names them (createDemoKit), so the approval card and the kit agree.
        { caipNetworkId: 'eip155:31337', rpcUrl, name: 'Anvil' },
        {
          caipNetworkId: `eip155:${secondChain.chainId}`,
          rpcUrl: secondChain.rpcUrl,
          name: `Anvil ${secondChain.chainId}`,
        },
      ],
      framePort,
      mailPort,
      smtpPort,
      oidcPort,
      ...(process.env.SANDBOX_DATA_DIR
        ? {
            dataDir: `${process.env.SANDBOX_DATA_DIR}/frame`,
            masterKeyFile:
              process.env.PORTICO_MASTER_KEY_FILE || `${resolve(process.env.SANDBOX_DATA_DIR)}.master.key`,
          }
        : {}),
    }),
  );
  const relayStart = startPart('relay', startRelay({ port: relayPort }));
  const demoStart = startPart(
    'demo',
    startDemoServer({
      port: demoPort,
      config: createDemoConfig({
        rpcUrl,
        chainId: 31337,
        secondChain,
        relayUrl,
        secureSiteOrigin: `http://127.0.0.1:${framePort}`,
        mailUrl: `http://127.0.0.1:${mailPort}`,
        apiUrl: `http://127.0.0.1:${apiPort}`,
        accounts,
        // The chain's address is known from its port, so the demo need not wait for it.
        solana: solanaDemoConfig(`http://127.0.0.1:${solanaPort}`),
        // Likewise the other families' chains; their dev wallets sign in the demo server (Node).
        ...(familyPorts.bitcoin
          ? { bitcoin: bitcoinDemoConfig(`http://127.0.0.1:${familyPorts.bitcoin}`) }
          : {}),
        ...(familyPorts.polkadot
          ? { polkadot: polkadotDemoConfig(`ws://127.0.0.1:${familyPorts.polkadot}`) }
          : {}),
        ...(familyPorts.cosmos ? { cosmos: cosmosDemoConfig(`http://127.0.0.1:${familyPorts.cosmos}`) } : {}),
      }),
      log: (line) => console.log(`demo: ${line}`),
    }),
  );

  const [world, demo, relay, wallet, families] = await Promise.allSettled([
    chainAndApi,
    demoStart,
    relayStart,
    walletStart,
    familiesStart,
  ]);
  const failures = [world, demo, relay, wallet, families].filter(
    (r): r is PromiseRejectedResult => r.status === 'rejected',
  );
  if (
    failures.length > 0 ||
    world.status !== 'fulfilled' ||
    demo.status !== 'fulfilled' ||
    relay.status !== 'fulfilled' ||
    wallet.status !== 'fulfilled' ||
    families.status !== 'fulfilled'
  ) {
    throw new Error(failures.map((failure) => String(failure.reason)).join('\n'));
  }
  const { chain, chain2, solanaChain, api } = world.value;
  void demo.value.exited.then((how) => {
    if (stopRequested) return;
    console.error(`demo: vite stopped unexpectedly (${how}); stopping the sandbox`);
    void shutdown(1);
  });

  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(
    `anvil  ${chain.rpcUrl}  (chain ${chain.caipNetworkId}; USDC ${chain.contracts.usdc}, PRT ${chain.contracts.prt}; Uniswap V2 router ${chain.contracts.uniswapRouter})`,
  );
  console.log(
    `anvil2 ${chain2.rpcUrl}  (chain ${chain2.caipNetworkId}: wallets add it when asked to switch)`,
  );
  console.log(
    `solana ${solanaChain.rpcUrl}  (chain ${solanaChain.caipNetworkId}; ws ${solanaChain.wsUrl}; ${solanaChain.mint.symbol} ${solanaChain.mint.address})`,
  );
  for (const line of familyChainLines(families.value)) console.log(line);
  console.log(`relay  ${relay.value.url}  (WalletConnect, local only)`);
  console.log(`api    ${api.url}  (database: ${api.db.kind})`);
  console.log(`frame  ${wallet.value.frameUrl}/sdk  (embedded wallet, its own origin)`);
  console.log(
    `mail   ${wallet.value.mailUrl}  (one-time codes and device links land here; SMTP ${wallet.value.mail.smtp.port})`,
  );
  console.log(`oidc   ${wallet.value.oidcUrl}  (social login: any user name)`);
  console.log(
    `wallet Portico Dev Wallet, ${accounts.length} funded anvil accounts (test keys, never real funds)`,
  );
  console.log(`demo   ${demo.value.url}`);
  console.log(`\nPortico sandbox is running (started in ${seconds} s): open ${demo.value.url}`);
  console.log('Press Ctrl-C to stop everything.');
}

let shuttingDown: Promise<void> | undefined;
let starting: Promise<void> = Promise.resolve();

/** Stops every part, including any still starting, then exits. */
function shutdown(code: number): Promise<void> {
  stopRequested = true;
  shuttingDown ??= (async () => {
    await stopAll();
    await starting.catch(() => undefined);
    await stopAll();
    process.exit(code);
  })();
  return shuttingDown;
}

/** When the first stop signal came (0: none yet). */
let firstSignalAt = 0;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    // One Ctrl-C reaches this process twice: from the terminal (it signals the whole process group)
    // and relayed by tsx above us. A repeat within a second is that echo, not the user's second
    // Ctrl-C: exiting on it would skip the parts' clean stop (litecoind's temp data directory).
    if (shuttingDown && Date.now() - firstSignalAt < 1000) return;
    // A second Ctrl-C does not wait: the exit handlers of the parts kill their processes.
    if (shuttingDown) process.exit(130);
    firstSignalAt = Date.now();
    console.log(`\n${signal}: stopping the sandbox...`);
    void shutdown(0);
  });
}

// Orphaned (npm or the shell above us was killed without passing the signal on): stop as for SIGTERM.
watchAncestors((pid) => {
  if (shuttingDown) return;
  console.log(`\nprocess ${pid} above npm start has exited: stopping the sandbox...`);
  void shutdown(0);
});

starting = startAll();
starting.catch((error: unknown) => {
  if (stopRequested) return;
  console.error(`npm start failed:\n${reason(error)}`);
  void shutdown(1);
});
