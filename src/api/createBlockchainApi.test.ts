import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UNTIL_SENT_MS } from '../../test/api/analyticsTestKit';
import { until } from '../../test/history/untilSettled';
import { ethereum } from '../core/networks/chains/evm';
import { sepolia } from '../core/networks/chains/evmTestnets';
import { createAppKit } from '../kit/createAppKit';
import { PACKAGE_VERSION } from '../kit/packageVersion';
import { createMemoryStorage } from '../store/persistence/kitStorage';
import { chainsSlice } from '../store/slices/chainsSlice';

// A stub HTTP server stands in for the blockchain API here: these tests are about the client's rules
// (parameters, skipping, error mapping). The reference API itself is tested in sandbox/api.
interface Seen {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let status: Record<string, number> = {};

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : undefined;
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    seen.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await readBody(req),
    });
    const code = status[url.pathname] ?? 200;
    res.writeHead(code, { 'content-type': 'application/json' });
    if (url.pathname === '/v1/supported-chains') res.end(JSON.stringify({ http: ['eip155:1'], ws: [] }));
    else if (url.pathname.endsWith('/balance'))
      res.end(JSON.stringify({ balances: [{ symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } }] }));
    else if (code === 400)
      res.end(JSON.stringify({ error: { code: 'UNSUPPORTED_CHAIN', message: 'Unsupported chain' } }));
    else res.end(JSON.stringify(code === 200 ? { name: 'vitalik.eth', avatar: null } : { error: 'nope' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
  status = {};
});

function newKit(analytics = false) {
  return createAppKit({
    projectId: 'proj-1',
    networks: [ethereum, sepolia],
    apiUrl: `${baseUrl}/`,
    storage: createMemoryStorage(),
    features: { analytics },
  });
}

const ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('blockchain api (against a stub HTTP server)', () => {
  test('default: GETs carry projectId, SDK type and version', async () => {
    const kit = newKit();
    const result = await kit.store.dispatch(
      (await kit.getApi()).endpoints.getIdentity.initiate({ address: ADDRESS, sender: ADDRESS }),
    );
    expect(result.data).toEqual({ name: 'vitalik.eth', avatar: null });
    const call = seen.find((s) => s.path === `/v1/identity/${ADDRESS}`)!;
    expect(call.query).toEqual({
      sender: ADDRESS,
      projectId: 'proj-1',
      st: 'portico',
      sv: `portico-${PACKAGE_VERSION}`,
    });
    kit.destroy();
  });

  test('behavior: the balance call sends currency, chainId and forceUpdate', async () => {
    const kit = newKit();
    const result = await kit.store.dispatch(
      (await kit.getApi()).endpoints.getBalance.initiate({
        address: ADDRESS,
        chainId: 'eip155:1',
        forceUpdate: true,
      }),
    );
    expect(result.data?.balances).toHaveLength(1);
    expect(seen.find((s) => s.path.endsWith('/balance'))?.query).toMatchObject({
      currency: 'usd',
      chainId: 'eip155:1',
      forceUpdate: 'true',
    });
    kit.destroy();
  });

  test('behavior: calls are skipped with empty results when the active network is not supported', async () => {
    const kit = newKit();
    kit.store.dispatch(chainsSlice.actions.activeNetworkSet({ caipNetworkId: 'eip155:11155111' }));
    const result = await kit.store.dispatch(
      (await kit.getApi()).endpoints.getBalance.initiate({ address: ADDRESS, chainId: 'eip155:11155111' }),
    );
    expect(result.data).toEqual({ balances: [] });
    expect(seen.map((s) => s.path)).toEqual(['/v1/supported-chains']);
    kit.destroy();
  });

  test('behavior: the fungible price POST carries projectId in its body', async () => {
    const kit = newKit();
    await kit.store.dispatch(
      (await kit.getApi()).endpoints.getFungiblePrice.initiate({ addresses: ['eip155:1:0xabc'] }),
    );
    const call = seen.find((s) => s.path === '/v1/fungible/price')!;
    expect(call.method).toBe('POST');
    expect(call.body).toEqual({ currency: 'usd', addresses: ['eip155:1:0xabc'], projectId: 'proj-1' });
    kit.destroy();
  });

  test('error: HTTP failures become "HTTP status code: {n}"', async () => {
    status[`/v1/identity/${ADDRESS}`] = 500;
    const kit = newKit();
    const result = await kit.store.dispatch(
      (await kit.getApi()).endpoints.getIdentity.initiate({ address: ADDRESS }),
    );
    expect(result.error).toEqual({ name: 'HttpStatusError', message: 'HTTP status code: 500', code: 500 });
    kit.destroy();
  });

  test("error: a refusal keeps the API's own code as data.apiCode (no second reading of the body)", async () => {
    status[`/v1/identity/${ADDRESS}`] = 400;
    const kit = newKit();
    const result = await kit.store.dispatch(
      (await kit.getApi()).endpoints.getIdentity.initiate({ address: ADDRESS }),
    );
    expect(result.error).toEqual({
      name: 'HttpStatusError',
      message: 'HTTP status code: 400',
      code: 400,
      data: { apiCode: 'UNSUPPORTED_CHAIN' },
    });
    kit.destroy();
  });

  test('error: a 403 raises the invalid-configuration alert once', async () => {
    status[`/v1/identity/${ADDRESS}`] = 403;
    status['/v1/fungible/price'] = 403;
    const kit = newKit();
    await kit.store.dispatch((await kit.getApi()).endpoints.getIdentity.initiate({ address: ADDRESS }));
    kit.store.dispatch({ type: 'alerts/alertDismissed' });
    await kit.store.dispatch((await kit.getApi()).endpoints.getFungiblePrice.initiate({ addresses: [] }));
    const alerts = kit.store.getState().alerts;
    expect(alerts.shown).toEqual(['INVALID_APP_CONFIGURATION']);
    expect(alerts.current).toBeNull();
    kit.destroy();
  });

  test('error: an unreachable API is a serialisable error, not a throw', async () => {
    const kit = createAppKit({
      projectId: 'p',
      networks: [ethereum],
      apiUrl: 'http://127.0.0.1:9',
      storage: createMemoryStorage(),
      features: { analytics: false },
    });
    const result = await kit.store.dispatch((await kit.getApi()).endpoints.getSupportedChains.initiate());
    expect(result.error).toMatchObject({ name: 'FetchError', message: 'Something went wrong' });
    kit.destroy();
  });
});

describe('analytics (against a stub HTTP server)', () => {
  test('default: a batch reaches /e over HTTP with projectId, st, sv and the events as a JSON array', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const kit = newKit(true);
      await kit.open();
      kit.close();
      await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
      await until(() => seen.some((s) => s.path === '/e'));
      const calls = seen.filter((s) => s.path === '/e');
      expect(calls).toHaveLength(1);
      expect(calls[0]).toMatchObject({
        method: 'POST',
        query: { projectId: 'proj-1', st: 'portico', sv: `portico-${PACKAGE_VERSION}` },
        body: [
          {
            eventId: expect.any(String),
            timestamp: expect.any(Number),
            props: { type: 'track', event: 'MODAL_OPEN' },
          },
          {
            eventId: expect.any(String),
            timestamp: expect.any(Number),
            props: { type: 'track', event: 'MODAL_CLOSE' },
          },
        ],
      });
      // Analytics never needed the blockchain API itself: nothing else was requested.
      expect(seen.map((s) => s.path)).toEqual(['/e']);
      kit.destroy();
    } finally {
      jest.useRealTimers();
    }
  });
});
