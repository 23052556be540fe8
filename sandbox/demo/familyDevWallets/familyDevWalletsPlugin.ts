import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Connect, Plugin } from 'vite';
import type { DemoConfig } from '../DemoConfig';
import { answerDevWalletCall } from './answerDevWalletCall';
import { createFamilyDevWallets, type FamilyDevWallets } from './createFamilyDevWallets';
import { DEV_WALLETS_PATH } from './devWalletFamilies';

// Serves the Bitcoin, Polkadot and Cosmos dev wallets at `/__portico-dev-wallets/<family>` from the
// demo's dev and preview servers, in sandbox mode only. The wallets are created on the first call, from
// the config of that moment (the chains' URLs). Same origin as the page, JSON bodies only (a cross-site
// form cannot send one); the keys are the sandbox's public test keys either way.

const readBody = (request: IncomingMessage): Promise<string> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });

/** The plugin; `read` gives the config the server serves as /config.json. */
export function familyDevWalletsPlugin(read: () => DemoConfig): Plugin {
  let wallets: Promise<FamilyDevWallets> | undefined;
  const handle = async (request: IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
    const config = read();
    if (config.mode !== 'sandbox') return next();
    if (request.method !== 'POST' || !/^application\/json\b/.test(request.headers['content-type'] ?? '')) {
      response.statusCode = 405;
      return void response.end();
    }
    wallets ??= createFamilyDevWallets(config).catch((error: unknown) => {
      wallets = undefined;
      throw error;
    });
    const family = (request.url ?? '').replace(/^\//, '').split(/[/?]/)[0] ?? '';
    const answer = await wallets.then(
      async (ready) => answerDevWalletCall(ready, family, await readBody(request)),
      (error: unknown) => ({ error: { message: `the dev wallets could not start: ${String(error)}` } }),
    );
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.setHeader('cache-control', 'no-store');
    response.end(JSON.stringify(answer));
  };
  const middleware = (request: IncomingMessage, response: ServerResponse, next: Connect.NextFunction) => {
    handle(request, response, next).catch(next);
  };
  const use = (server: { middlewares: Connect.Server }) =>
    void server.middlewares.use(DEV_WALLETS_PATH, middleware);
  return { name: 'portico-family-dev-wallets', configureServer: use, configurePreviewServer: use };
}
