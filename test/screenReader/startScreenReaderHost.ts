import type { ServerResponse } from 'node:http';
import { join } from 'node:path';
import { serveStatic } from '../../e2e/harness/serveStatic';
import { startApi } from '../../sandbox/api/startApi';
import { startChain } from '../../sandbox/chain/startChain';
import { buildScreenReaderPage } from './buildScreenReaderPage';
import { type ScreenReaderPageConfig, WALLET_ROUTES } from './page/screenReaderPageConfig';

/** The served page, the wallet user's hand, and how to stop it all. */
export interface ScreenReaderHost {
  url: string;
  /** The wallet's user approves the connection: the held approval request (and any later one) is answered. */
  approveConnection(): void;
  stop(): Promise<void>;
}

/** anvil's account the page's wallet holds (public test keys; nothing is sent from it). */
const ACCOUNT_INDEX = 7;

/**
 * Starts anvil (seeded, as the sandbox runs it), the reference API on it, builds the page
 * (buildScreenReaderPage) into `workDir/page` and serves it with its `/config.json` and the wallet's
 * approval route. A failed start stops whatever had started.
 */
export async function startScreenReaderHost(workDir: string): Promise<ScreenReaderHost> {
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (let next = stops.pop(); next; next = stops.pop()) await next().catch(() => undefined);
  };
  try {
    const outDir = join(workDir, 'page');
    const building = buildScreenReaderPage(outDir);
    // Awaited below; a chain that fails first must not leave its rejection unhandled.
    building.catch(() => undefined);
    const chain = await startChain({ port: 0 });
    stops.push(chain.stop);
    const api = await startApi({
      port: 0,
      chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl, contracts: chain.contracts }],
    });
    stops.push(api.stop);
    await building;
    const account = chain.accounts[ACCOUNT_INDEX];
    if (!account) throw new Error(`the sandbox chain has no account ${ACCOUNT_INDEX}`);
    const config: ScreenReaderPageConfig = {
      chainId: chain.chainId,
      caipNetworkId: chain.caipNetworkId,
      rpcUrl: chain.rpcUrl,
      apiUrl: api.url,
      account,
    };
    let approved = false;
    const waiting: ServerResponse[] = [];
    const answer = (response: ServerResponse) => {
      response.writeHead(204, { 'cache-control': 'no-store' }).end();
    };
    const server = await serveStatic({
      root: outDir,
      json: { '/config.json': () => config },
      handle: (request, response) => {
        if (new URL(request.url ?? '/', 'http://x').pathname !== WALLET_ROUTES.approval) return false;
        if (approved) answer(response);
        else waiting.push(response);
        return true;
      },
    });
    stops.push(async () => {
      for (const response of waiting.splice(0)) response.destroy();
      await server.stop();
    });
    return {
      url: server.url,
      approveConnection: () => {
        approved = true;
        for (const response of waiting.splice(0)) answer(response);
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
