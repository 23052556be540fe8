import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DemoConfig } from '../../sandbox/demo/DemoConfig';
import { DEV_WALLETS_PATH } from '../../sandbox/demo/familyDevWallets/devWalletFamilies';
import { familyDevWalletsPlugin } from '../../sandbox/demo/familyDevWallets/familyDevWalletsPlugin';

// The Bitcoin, Polkadot and Cosmos dev wallets of the demo served by the browser tests' static server:
// the very Vite plugin `npm start` mounts (familyDevWalletsPlugin), handed a stand-in for Vite's
// `middlewares.use`, so the page's stand-ins reach the same wallet code on the same path.

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

/** A `serveStatic` handler answering `DEV_WALLETS_PATH/<family>` with the wallets of `read()`'s config. */
export function familyDevWalletRoute(
  read: () => DemoConfig,
): (request: IncomingMessage, response: ServerResponse) => boolean {
  let mounted: { path: string; middleware: Middleware } | undefined;
  const configure = familyDevWalletsPlugin(read).configurePreviewServer as unknown as (
    server: unknown,
  ) => void;
  configure({
    middlewares: { use: (path: string, middleware: Middleware) => (mounted = { path, middleware }) },
  });
  if (mounted?.path !== DEV_WALLETS_PATH) throw new Error('the family dev wallets plugin mounted no route');
  const { path, middleware } = mounted;
  return (request, response) => {
    if (!request.url?.startsWith(`${path}/`)) return false;
    // As connect does: the mount path is stripped before the middleware sees the URL.
    request.url = request.url.slice(path.length);
    middleware(request, response, () => {
      response.writeHead(404, { 'content-type': 'text/plain' });
      response.end('not found');
    });
    return true;
  };
}
