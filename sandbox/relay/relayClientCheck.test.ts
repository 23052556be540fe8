import WebSocket from 'ws';
import { RATE_LIMITED, type StartRelayReturnType, startRelay } from './startRelay';
import { clientKey, connectRaw, type RawClient, settle, signRelayAuth } from './testing/rawRelayClient';

// Issue 29: the relay checks who connects (the relay-auth JWT) and bounds what each client and each
// address may publish and subscribe (in memory here; across instances in startRelay.postgres.test.ts).

const opened: RawClient[] = [];
const relays: StartRelayReturnType[] = [];
afterEach(async () => {
  for (const client of opened.splice(0)) client.close();
  await Promise.all(relays.splice(0).map((relay) => relay.stop()));
});

async function start(parameters: Parameters<typeof startRelay>[0]): Promise<StartRelayReturnType> {
  const relay = await startRelay({ port: 0, ...parameters });
  relays.push(relay);
  return relay;
}

async function connect(relay: StartRelayReturnType, name?: string): Promise<RawClient> {
  const client = await connectRaw(relay.url, name);
  opened.push(client);
  return client;
}

/** The HTTP answer to an upgrade with `query`: 101 when the socket opened, else the status and JSON body. */
function upgrade(relay: StartRelayReturnType, query: string): Promise<{ status: number; body?: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${relay.url}/${query}`);
    socket.once('open', () => {
      socket.close();
      resolve({ status: 101 });
    });
    socket.once('unexpected-response', (_request, response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }),
      );
    });
    socket.once('error', reject);
  });
}

describe('the client check', () => {
  test('a token signed for this relay connects; none, a foreign or an expired one is refused 401 with its code', async () => {
    const relay = await start({ requireAuth: true });
    const key = clientKey('wallet');
    const token = (aud: string, claims = {}) =>
      `?auth=${encodeURIComponent(signRelayAuth(key, aud, claims))}`;
    expect(await upgrade(relay, token(relay.url))).toEqual({ status: 101 });
    expect(await upgrade(relay, token(relay.url.replace('127.0.0.1', 'localhost')))).toEqual({ status: 101 });
    expect(await upgrade(relay, '?projectId=p')).toEqual({
      status: 401,
      body: { error: { code: 'AUTH_MISSING', message: 'The connection URL has no auth token' } },
    });
    expect(await upgrade(relay, token('wss://relay.walletconnect.org'))).toMatchObject({
      status: 401,
      body: { error: { code: 'AUTH_AUDIENCE' } },
    });
    expect(await upgrade(relay, token(relay.url, { exp: 1_000_000 }))).toMatchObject({
      status: 401,
      body: { error: { code: 'AUTH_EXPIRED' } },
    });
  });

  test('configured audiences replace the default (the public URL behind a balancer)', async () => {
    const relay = await start({ audiences: ['wss://relay.example.com'] });
    const key = clientKey('dapp');
    expect(await upgrade(relay, `?auth=${signRelayAuth(key, 'wss://relay.example.com/')}`)).toEqual({
      status: 101,
    });
    expect(await upgrade(relay, `?auth=${signRelayAuth(key, relay.url)}`)).toMatchObject({ status: 401 });
  });

  test('hostile connection URLs are refused; the relay keeps serving', async () => {
    const relay = await start({ requireAuth: true });
    const hostile = [
      '?auth=',
      '?auth=a.b.c',
      '?auth=%00%00',
      `?auth=${'A'.repeat(8000)}`,
      '?auth=..&auth=x',
      `?auth=${encodeURIComponent('{"alg":"EdDSA"}')}`,
      '?auth=e30.e30.e30',
      '?%zz=1&auth=%E0%A4%A',
    ];
    for (const query of hostile)
      expect({ query, status: (await upgrade(relay, query)).status }).toEqual({ query, status: 401 });
    const client = await connect(relay, 'after');
    expect((await client.request('irn_subscribe', { topic: 't' })).result).toEqual(expect.any(String));
  });

  test('without requireAuth a connection with no token is served (local sandbox); a bad token is still refused', async () => {
    const relay = await start({});
    expect(await upgrade(relay, '?projectId=p')).toEqual({ status: 101 });
    expect(await upgrade(relay, '?auth=not-a-jwt')).toMatchObject({
      status: 401,
      body: { error: { code: 'AUTH_MALFORMED' } },
    });
  });
});

describe('rate limits', () => {
  let clock = 1_000_000;
  const limits = {
    publish: { perClient: 3, perAddress: 5, windowMs: 60_000 },
    subscribe: { perClient: 2, perAddress: 100, windowMs: 60_000 },
  };
  const publish = (client: RawClient, message: string) =>
    client.request('irn_publish', { topic: 'limited', message, ttl: 300, tag: 1 });

  test('per client: the publish over the budget is error -32005 and is not delivered; the next window allows again', async () => {
    clock = 1_000_000;
    const relay = await start({ rateLimits: limits, now: () => clock });
    const [dapp, wallet] = [await connect(relay, 'dapp'), await connect(relay, 'wallet')];
    await wallet.request('irn_subscribe', { topic: 'limited' });
    const answers = [];
    for (const message of ['m1', 'm2', 'm3', 'm4']) answers.push(await publish(dapp, message));
    expect(answers.map((answer) => answer.result ?? answer.error?.code)).toEqual([
      true,
      true,
      true,
      RATE_LIMITED,
    ]);
    expect(answers[3]?.error?.message).toBe('Too many requests: at most 3 publishes per client every 60 s');
    // The same client on a new socket shares its budget (the id is the token's key, not the socket).
    const again = await connect(relay, 'dapp');
    expect((await publish(again, 'm5')).error?.code).toBe(RATE_LIMITED);
    await settle(wallet);
    expect(wallet.pushes.map((push) => push.params?.data.message)).toEqual(['m1', 'm2', 'm3']);

    clock += 60_000;
    expect((await publish(dapp, 'm6')).result).toBe(true);
  });

  test('per address: two clients from one address share its budget; subscriptions count per topic', async () => {
    clock = 1_000_000;
    const relay = await start({ rateLimits: limits, now: () => clock });
    const [a, b] = [await connect(relay, 'a'), await connect(relay, 'b')];
    const codes = [];
    for (const client of [a, b, a, b, a, b])
      codes.push((await publish(client, `from-${codes.length}`)).error?.code);
    expect(codes).toEqual([undefined, undefined, undefined, undefined, undefined, RATE_LIMITED]);

    const batch = await a.request('irn_batchSubscribe', { topics: ['x', 'y', 'z'] });
    expect(batch.error?.code).toBe(RATE_LIMITED);
    expect((await a.request('irn_batchSubscribe', { topics: ['x', 'y'] })).error?.code).toBe(RATE_LIMITED);
    expect((await b.request('irn_batchSubscribe', { topics: ['x', 'y'] })).result).toHaveLength(2);
  });
});
