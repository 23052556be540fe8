import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pollUntil } from '../lib/pollUntil';
import { type StartMailCatcherReturnType, startMailCatcher } from '../mail/startMailCatcher';
import { type StartSecureFrameParameters, startSecureFrame } from './startSecureFrame';

// Issue 29 for the frame and its auth service: /readyz follows the database, and a stop lets the
// requests in flight finish before the database closes (503 `stopping` at once, never a 500).

/**
 * The allow-list's origin (what the reference API answers at /v1/allowed-origins), holding each answer
 * until the test releases it: a real slow upstream, so a frame request stays in flight as long as needed.
 */
interface SlowAllowList {
  url: string;
  /** Requests waiting for their answer. */
  waiting(): number;
  release(): void;
  close(): Promise<void>;
}

async function startSlowAllowList(origins: string[]): Promise<SlowAllowList> {
  const held: ServerResponse[] = [];
  const answer = (response: ServerResponse) =>
    response
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ allowedOrigins: origins }));
  const server: Server = createServer((_request: IncomingMessage, response: ServerResponse) => {
    held.push(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    waiting: () => held.length,
    release: () => {
      for (const response of held.splice(0)) answer(response);
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

let mail: StartMailCatcherReturnType;
let allowList: SlowAllowList;
const settings = (): StartSecureFrameParameters => ({
  apiUrl: allowList.url,
  projectId: 'p',
  chains: [{ caipNetworkId: 'eip155:31337', rpcUrl: 'http://127.0.0.1:9' }],
  smtp: mail.smtp,
  oidc: { issuer: 'http://127.0.0.1:9', clientId: 'c', clientSecret: 's' },
});

beforeAll(async () => {
  mail = await startMailCatcher();
  allowList = await startSlowAllowList(['http://127.0.0.1:5173']);
}, 30_000);
afterAll(async () => {
  allowList?.release();
  await allowList?.close();
  await mail?.stop();
});

async function getJson(url: string): Promise<{ status: number; json: unknown }> {
  const response = await fetch(url);
  return { status: response.status, json: await response.json() };
}

describe('the frame server stops gracefully', () => {
  test('the request in flight is answered 200, /readyz is 503 at once, then new connections are refused; no 500', async () => {
    const frame = await startSecureFrame({ ...settings(), drainDelayMs: 300 });
    expect(await getJson(`${frame.url}/readyz`)).toEqual({
      status: 200,
      json: { status: 'ready', database: 'ok' },
    });
    // /sdk waits for the allow-list, which this test holds.
    const inFlight = fetch(`${frame.url}/sdk`, { headers: { referer: 'http://127.0.0.1:5173/' } });
    await pollUntil(async () => (allowList.waiting() > 0 ? true : undefined), { timeoutMs: 10_000 });

    let stopped = false;
    const stopping = frame.stop().then(() => {
      stopped = true;
    });
    expect(await getJson(`${frame.url}/readyz`)).toEqual({
      status: 503,
      json: { status: 'not ready', reason: 'stopping' },
    });
    // Served during the drain delay, then refused (or reset when caught in the backlog as it closed).
    const statuses = new Set<number>();
    const refused = await pollUntil(
      () =>
        fetch(`${frame.url}/healthz`).then(
          (response) => {
            statuses.add(response.status);
            return undefined;
          },
          (error: unknown) => error,
        ),
      { timeoutMs: 10_000 },
    );
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(
      (refused as Error & { cause?: { code?: string } }).cause?.code,
    );
    expect([...statuses]).toEqual([200]);
    expect(stopped).toBe(false); // the request in flight holds the database open

    allowList.release();
    const page = await inFlight;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<script type="module" src="/frame.js"></script>');
    await stopping;
    // Closed after the answer, not under it.
    await expect(frame.db.query('select 1')).rejects.toThrow();
  }, 60_000);

  test('/readyz is 503 with the reason when the database is gone; stop() still resolves', async () => {
    const frame = await startSecureFrame(settings());
    await frame.db.close();
    const answer = await getJson(`${frame.url}/readyz`);
    expect(answer.status).toBe(503);
    expect(answer.json).toMatchObject({
      status: 'not ready',
      reason: expect.stringMatching(/^database: unreachable: /),
    });
    expect(await getJson(`${frame.url}/healthz`)).toEqual({ status: 200, json: { status: 'ok' } });
    await expect(frame.stop()).resolves.toBeUndefined();
    expect(frame.stop()).toBe(frame.stop()); // one stop, whoever asks
  }, 60_000);
});
