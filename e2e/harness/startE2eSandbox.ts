import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { seedAllowedOrigins } from '../../sandbox/api/seedAllowedOrigins';
import { startApi } from '../../sandbox/api/startApi';
import { startChain } from '../../sandbox/chain/startChain';
import { createDemoConfig } from '../../sandbox/demo/createDemoConfig';
import type { DemoConfig } from '../../sandbox/demo/DemoConfig';
import { solanaDemoConfig } from '../../sandbox/demo/solanaDemoConfig';
import { startEmbeddedWalletSandbox } from '../../sandbox/frame/startEmbeddedWalletSandbox';
import { startRelay } from '../../sandbox/relay/startRelay';
import { startSolanaChain } from '../../sandbox/solana/startSolanaChain';
import {
  familyApiChains,
  familyDemoConfig,
  LITECOIND_MISSING_LINE,
  litecoindInstalled,
  startBitcoinPart,
  startCosmosPart,
  startPolkadotPart,
} from '../../sandbox/start/familyChains';
import { findRepoRoot } from '../../sandbox/start/findRepoRoot';
import { runViteBuild } from '../../sandbox/start/runViteBuild';
import { sandboxApiChains } from '../../sandbox/start/sandboxApiChains';
import { familyDevWalletRoute } from './familyDevWalletRoute';
import type { SandboxInfo } from './sandboxInfo';
import { serveStatic } from './serveStatic';

/** A running sandbox for browser tests and how to stop it. */
export interface E2eSandbox {
  info: SandboxInfo;
  stop(): Promise<void>;
}

/** Chain id of the second anvil: one the wallets do not know until the kit adds it (4902). */
export const secondChainId = 31338;

/**
 * Starts the sandbox on free ports: two anvil chains (seeded), the local Solana chain, the Bitcoin,
 * Polkadot and Cosmos chains (familyChains.ts), the WalletConnect relay, the reference
 * API, the embedded wallet (secure frame, mail catcher, OIDC provider) and the demo app built for production and served from this process. A production build is used
 * rather than the dev server: it loads in one request per chunk instead of hundreds of modules, and it
 * is what users run.
 */
export async function startE2eSandbox(): Promise<E2eSandbox> {
  // One build directory per run, so sandboxes started side by side never serve each other's half-written
  // build; it is removed when the sandbox stops.
  const outDir = join(findRepoRoot(), `node_modules/.cache/portico-demo-e2e-${process.pid}`);
  const build = runViteBuild({ config: 'sandbox/demo/vite.config.ts', outDir });
  const stops: (() => Promise<void>)[] = [() => rm(outDir, { recursive: true, force: true })];
  const stop = async () => {
    for (let next = stops.pop(); next; next = stops.pop()) await next().catch(() => undefined);
  };
  try {
    // Started side by side; each is recorded as it comes up, and all have settled before a failure
    // stops them, so none is left running.
    const tracked = <T extends { stop(): Promise<void> }>(starting: Promise<T>) =>
      starting.then((started) => {
        stops.push(started.stop);
        return started;
      });
    const starting = [
      tracked(startChain({ port: 0 })),
      tracked(startChain({ port: 0, chainId: secondChainId })),
      tracked(startRelay({ port: 0 })),
      tracked(startSolanaChain({ port: 0 })),
      // Bitcoin (litecoind regtest with its miner, as `npm start` runs it; skipped when litecoind is
      // not installed: the Bitcoin browser test then fails with LITECOIND_MISSING_LINE), Polkadot and
      // Cosmos (in-process simulators): issue 27's browser tests. 1.5-3 s side by side, within the build.
      litecoindInstalled() ? tracked(startBitcoinPart(0)) : Promise.resolve(undefined),
      tracked(startPolkadotPart(0)),
      tracked(startCosmosPart(0)),
    ] as const;
    await Promise.allSettled(starting);
    const [chain, secondChain, relay, solanaChain, bitcoinPart, polkadotChain, cosmosChain] =
      await Promise.all(starting);
    const api = await startApi({
      port: 0,
      // As `npm start` has them.
      ...sandboxApiChains([chain, secondChain], solanaChain),
      // As `npm start` has it: BTC balances and UTXOs from the local Bitcoin node, indexed.
      ...(await familyApiChains(Promise.resolve({ bitcoin: bitcoinPart?.chain }))),
    });
    stops.push(api.stop);
    // The demo's origin is allowed for its project once the static server has its port (below).
    const wallet = await startEmbeddedWalletSandbox({
      apiUrl: api.url,
      // Named as the demo names them (createDemoKit), so the approval card and the kit agree.
      chains: [chain, secondChain].map((c, index) => ({
        caipNetworkId: c.caipNetworkId,
        rpcUrl: c.rpcUrl,
        name: index === 0 ? 'Anvil' : `Anvil ${c.chainId}`,
      })),
    });
    stops.push(wallet.stop);
    const demoConfig = createDemoConfig({
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      secondChain: { rpcUrl: secondChain.rpcUrl, chainId: secondChain.chainId },
      relayUrl: relay.url,
      apiUrl: api.url,
      secureSiteOrigin: wallet.frame.origin,
      mailUrl: wallet.mailUrl,
      accounts: chain.accounts,
      solana: solanaDemoConfig(solanaChain.rpcUrl),
    });
    // The same demo with the three families' chains and dev wallets, as `npm start` serves it; the
    // family tests load it (familyPage.ts) and the other tests keep the config above, so their wallet
    // lists, network tabs and screenshots do not change with it.
    const familyConfig: DemoConfig = {
      ...demoConfig,
      ...familyDemoConfig({
        bitcoin: bitcoinPart?.chain.rpcUrl,
        polkadot: polkadotChain.wsUrl,
        cosmos: cosmosChain.rpcUrl,
      }),
    };
    await build;
    const server = await serveStatic({
      root: outDir,
      json: { '/config.json': () => demoConfig },
      handle: familyDevWalletRoute(() => familyConfig),
    });
    stops.push(server.stop);
    // Only the demo's own origin may embed the wallet for the demo's project (createDemoKit: 'sandbox').
    await seedAllowedOrigins(api.db, [new URL(server.url).origin], 'sandbox');
    const info: SandboxInfo = {
      demoUrl: server.url,
      demoConfig,
      apiUrl: api.url,
      rpcUrl: chain.rpcUrl,
      chainId: chain.chainId,
      caipNetworkId: chain.caipNetworkId,
      contracts: chain.contracts,
      accounts: chain.accounts,
      secondChain: { rpcUrl: secondChain.rpcUrl, chainId: secondChain.chainId },
      relayUrl: relay.url,
      frameOrigin: wallet.frame.origin,
      mailUrl: wallet.mailUrl,
      oidcUrl: wallet.oidcUrl,
      solana: {
        rpcUrl: solanaChain.rpcUrl,
        caipNetworkId: solanaChain.caipNetworkId,
        accounts: solanaChain.accounts.map((a) => a.address),
      },
      families: {
        demoConfig: familyConfig,
        ...(bitcoinPart ? {} : { missing: { bitcoin: LITECOIND_MISSING_LINE } }),
      },
    };
    return { info, stop };
  } catch (error) {
    // A failed build must not leave a chain behind, and a failed chain must not leave the build running.
    await build.catch(() => undefined);
    await stop();
    throw error;
  }
}
