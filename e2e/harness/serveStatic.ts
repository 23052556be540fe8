import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Parameters of `serveStatic`. */
export interface ServeStaticParameters {
  /** Folder to serve (a Vite build's output). */
  root: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** JSON answers by exact path, computed per request (the demo's /config.json). */
  json?: Record<string, () => unknown>;
  /** Answers a request itself when it returns true (the demo server's dev wallets); before the files. */
  handle?: (request: IncomingMessage, response: ServerResponse) => boolean;
}

/** A running static server. */
export interface ServeStaticReturnType {
  /** Base URL with a trailing slash. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Serves a built app on 127.0.0.1 with no compression and no caching, so that what the browser
 * fetches is exactly the build's bytes. Paths without an extension fall back to index.html (SPA).
 * In-process, so there is no server process to clean up.
 */
export async function serveStatic(parameters: ServeStaticParameters): Promise<ServeStaticReturnType> {
  const root = normalize(parameters.root);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const json = parameters.json?.[path];
    if (json) return send(response, 200, contentTypes['.json']!, JSON.stringify(json()));
    if (parameters.handle?.(request, response)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return send(response, 405, 'text/plain', 'GET only');
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    // A `..` that escapes the root is refused rather than resolved.
    if (file !== root && !file.startsWith(root + sep)) return send(response, 403, 'text/plain', 'forbidden');
    void serveFile(response, extname(file) ? file : join(root, 'index.html'));
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(parameters.port ?? 0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function serveFile(response: ServerResponse, file: string): Promise<void> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return send(response, 404, 'text/plain', 'not found');
  response.writeHead(200, {
    'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
    'content-length': info.size,
    'cache-control': 'no-store',
  });
  // A file removed between stat and open (a test's build folder deleted while the page still fetches a
  // lazy chunk) ends that response; an unhandled stream error would fail the whole test file.
  const stream = createReadStream(file);
  stream.once('error', () => response.destroy());
  stream.pipe(response);
}

function send(response: ServerResponse, status: number, type: string, body: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
  response.end(body);
}
