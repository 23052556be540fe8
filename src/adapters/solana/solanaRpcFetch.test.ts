import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Connection, PublicKey } from '@solana/web3.js';
import { solanaRpcFetch } from './solanaRpcFetch';

// A web3.js Connection on the kit's fetch, against a real HTTP server on 127.0.0.1. Jest runs this in
// a vm context, so Node's fetch errors come from another realm: the case that hung web3.js calls.

const ADDRESS = new PublicKey('GhGV7h84iSsxBmRo3wAitj84C8DQYkyXvuQ1ZHZHrgTd');

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

const listen = async (s: Server): Promise<string> => {
  server = s;
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(s.address() as AddressInfo).port}`;
};

/** Answers getBalance with `lamports`, as a node does. */
const balanceAnswer = (body: string, lamports: number) =>
  JSON.stringify({
    jsonrpc: '2.0',
    id: JSON.parse(body).id,
    result: { context: { slot: 1 }, value: lamports },
  });

test('error: a Connection whose RPC refuses connections rejects its call with an Error instead of hanging', async () => {
  const url = await listen(createServer());
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
  const connection = new Connection(url, { fetch: solanaRpcFetch as typeof fetch });
  const failure = await connection.getBalance(ADDRESS).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure).toBeInstanceOf(Error);
  // web3.js wraps it with the method's name; the kit's error and its cause stay reachable.
  expect((failure as Error).message).toContain(
    `The Solana RPC at ${new URL(url).origin} did not answer (4 attempts)`,
  );
});

test('behavior: a request lost on a keep-alive socket the server closed is sent again and answered', async () => {
  let calls = 0;
  const url = await listen(
    createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        calls += 1;
        // The second request on the first socket meets a socket closed as idle: it is lost unanswered.
        if (calls === 2) return void req.socket.destroy();
        res.setHeader('content-type', 'application/json');
        res.end(balanceAnswer(body, 1_000 + calls));
      });
    }),
  );
  const connection = new Connection(url, { fetch: solanaRpcFetch as typeof fetch });
  expect(await connection.getBalance(ADDRESS)).toBe(1_001);
  expect(await connection.getBalance(ADDRESS)).toBe(1_003);
  expect(calls).toBe(3);
});
