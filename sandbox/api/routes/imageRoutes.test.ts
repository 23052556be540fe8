import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, sep } from 'node:path';
import { resolveFromCwd } from '../../lib/resolveFromCwd';
import type { ApiContext } from '../ApiContext';
import { createRequestHandler } from '../http/createRequestHandler';
import { createWeb3IconLibrary } from '../icons/web3IconLibrary';
import { iconRoutes } from './iconRoutes';
import { createImageRoutes } from './imageRoutes';

// Only the icon routes, which read no database or chain: the context is never touched.
// Every file the image routes read, recorded by the library they are built on.
const reads: string[] = [];
const library = createWeb3IconLibrary({
  readFile: (file) => {
    reads.push(file);
    return readFileSync(file, 'utf8');
  },
});
let server: Server;
let port: number;
beforeAll(async () => {
  const handler = createRequestHandler({
    routes: [...createImageRoutes(() => library), ...iconRoutes],
    context: {} as ApiContext,
    bodyLimitBytes: 1024,
    onError: (error) => {
      throw error;
    },
  });
  server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

// node:http sends the path exactly as written (fetch would normalise `..` away before it left).
function get(rawPath: string): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

const SVG = /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/;

describe('image routes', () => {
  test('default: a known wallet, network and token id answers its SVG with cache and safety headers', async () => {
    for (const path of [
      '/v1/images/wallets/metamask.svg',
      '/v1/images/networks/ethereum.svg',
      '/v1/images/tokens/usdc.svg',
    ]) {
      const answer = await get(path);
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toBe('image/svg+xml');
      expect(answer.headers['cache-control']).toBe('public, max-age=86400');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
      expect(answer.text).toMatch(SVG);
    }
    // MetaMask's fox is orange: the branded variant, not the mono one.
    expect((await get('/v1/images/wallets/metamask.svg')).text).toContain('#FF5C16');
  });

  test('behavior: a wallet known only by its company mark is served from the exchange icons', async () => {
    const answer = await get('/v1/images/wallets/binance.svg');
    expect(answer.status).toBe(200);
    expect(answer.text).toMatch(SVG);
  });

  test('behavior: token icons use the package icon when it has one, the sandbox badge otherwise', async () => {
    const eth = await get('/v1/icons/eth.svg');
    expect(eth.status).toBe(200);
    expect(eth.text).toMatch(SVG);
    expect(eth.text).not.toContain('>Ξ<');
    const prt = await get('/v1/icons/prt.svg');
    expect(prt.text).toContain('>PRT<');
    expect(prt.headers['x-content-type-options']).toBe('nosniff');
  });

  test('error: an unknown id is a 404, an unknown family or malformed file name a 400', async () => {
    expect((await get('/v1/images/wallets/no-such-wallet.svg')).status).toBe(404);
    expect((await get('/v1/images/wallets/constructor.svg')).status).toBe(404);
    expect((await get('/v1/images/wallets/__proto__.svg')).status).toBe(400);
    expect((await get('/v1/images/exchanges/okx.svg')).status).toBe(400);
    expect((await get('/v1/images/wallets/MetaMask.svg')).status).toBe(400);
    expect((await get('/v1/images/wallets/metamask.png')).status).toBe(400);
    expect((await get('/v1/images/wallets/metamask.svg.js')).status).toBe(400);
  });

  test('error: hostile paths never read a file outside the package', async () => {
    const packageDir = dirname(dirname(resolveFromCwd('@web3icons/core')));
    reads.length = 0;
    const hostile = [
      '/v1/images/wallets/..%2F..%2F..%2Fpackage.json',
      '/v1/images/wallets/..%2F..%2F..%2F..%2F..%2Fpackage.svg',
      '/v1/images/wallets/%2e%2e%2fmetamask.svg',
      '/v1/images/..%2Fwallets/metamask.svg',
      '/v1/images/wallets/%2Fetc%2Fpasswd.svg',
      '/v1/images/wallets/metamask%00.svg',
      '/v1/images/wallets/..%5Cmetamask.svg',
      '/v1/images/wallets/../../../../package.json',
      '/v1/icons/..%2F..%2Fpackage.svg',
    ];
    for (const path of hostile) expect([400, 404]).toContain((await get(path)).status);
    // A legitimate request afterwards proves the spy sees the route's reads.
    expect((await get('/v1/images/wallets/rainbow.svg')).status).toBe(200);
    expect(reads.length).toBeGreaterThan(0);
    for (const file of reads) expect(file.startsWith(`${packageDir}${sep}`)).toBe(true);
  });
});
