import WebSocket from 'ws';
import { RelayDatabaseError } from './pgRelayStore';
import { RELAY_TAGS, type StartRelayReturnType, startRelay } from './startRelay';
import { connectRaw, type RawClient, settle } from './testing/rawRelayClient';

// Protocol-level tests with raw sockets: what a WalletConnect client sends and expects to receive.

let relay: StartRelayReturnType;
let clock = 1_000_000;
const opened: RawClient[] = [];

beforeEach(async () => {
  clock = 1_000_000;
  relay = await startRelay({ port: 0, now: () => clock });
});

afterEach(async () => {
  for (const client of opened.splice(0)) client.close();
  await relay.stop();
});

async function connect(iss?: string): Promise<RawClient> {
  const client = await connectRaw(relay.url, iss);
  opened.push(client);
  return client;
}

test('subscribe returns a subscription id and publish delivers to the subscriber', async () => {
  const [dapp, wallet] = await Promise.all([connect(), connect()]);
  const subscribed = await wallet.request('irn_subscribe', { topic: 'topic-a' });
  expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/);

  const published = await dapp.request('irn_publish', {
    topic: 'topic-a',
    message: 'm1',
    ttl: 300,
    tag: 1108,
  });
  expect(published.result).toBe(true);

  const push = await wallet.nextPush();
  expect(push.params?.id).toBe(subscribed.result);
  expect(push.params?.data).toEqual({ topic: 'topic-a', message: 'm1', publishedAt: clock, tag: 1108 });
});

test('a message is not echoed to the socket that published it', async () => {
  const [dapp, wallet] = await Promise.all([connect(), connect()]);
  await Promise.all([
    dapp.request('irn_subscribe', { topic: 't' }),
    wallet.request('irn_subscribe', { topic: 't' }),
  ]);
  await dapp.request('irn_publish', { topic: 't', message: 'from-dapp', ttl: 300, tag: 1 });
  expect((await wallet.nextPush()).params?.data.message).toBe('from-dapp');
  await settle(dapp);
  expect(dapp.pushes).toHaveLength(0);
});

test('acks are recorded per delivery', async () => {
  const [dapp, wallet] = await Promise.all([connect(), connect()]);
  await wallet.request('irn_subscribe', { topic: 't' });
  await dapp.request('irn_publish', { topic: 't', message: 'm', ttl: 300, tag: 1 });
  const push = await wallet.nextPush();
  expect(relay.stats()).toMatchObject({ unacknowledged: 1, acknowledged: 0 });
  wallet.ack(push);
  await settle(wallet);
  expect(relay.stats()).toMatchObject({ unacknowledged: 0, acknowledged: 1 });
});

test('a late subscriber gets the mailbox, once', async () => {
  const [dapp, wallet] = await Promise.all([connect(), connect()]);
  await dapp.request('irn_batchPublish', {
    messages: [
      { topic: 'late', message: 'first', ttl: 300, tag: 1 },
      { topic: 'late', message: 'second', ttl: 300, tag: 2 },
    ],
  });
  // A retried publish of the same message is kept once.
  await dapp.request('irn_publish', { topic: 'late', message: 'first', ttl: 300, tag: 1 });
  expect(relay.stats().mailbox).toBe(2);

  await wallet.request('irn_subscribe', { topic: 'late' });
  expect((await wallet.nextPush()).params?.data.message).toBe('first');
  expect((await wallet.nextPush()).params?.data.message).toBe('second');
  await wallet.request('irn_subscribe', { topic: 'late' });
  await settle(wallet);
  expect(wallet.pushes).toHaveLength(0);
});

test('a reconnecting client gets only what it did not acknowledge, and never its own messages', async () => {
  const dapp = await connect('did:key:dapp');
  const wallet = await connect('did:key:wallet');
  await wallet.request('irn_subscribe', { topic: 't' });
  await dapp.request('irn_publish', { topic: 't', message: 'acked', ttl: 300, tag: 1 });
  wallet.ack(await wallet.nextPush());
  await dapp.request('irn_publish', { topic: 't', message: 'unacked', ttl: 300, tag: 1 });
  await wallet.nextPush();
  await wallet.request('irn_publish', { topic: 't', message: 'own', ttl: 300, tag: 1 });
  wallet.close();

  const again = await connect('did:key:wallet');
  const subscribed = await again.request('irn_subscribe', { topic: 't' });
  const push = await again.nextPush();
  expect(push.params?.data.message).toBe('unacked');
  expect(push.params?.id).toBe(subscribed.result);
  await settle(again);
  expect(again.pushes).toHaveLength(0);
});

test('mailbox messages expire after their ttl', async () => {
  const [dapp, wallet] = await Promise.all([connect(), connect()]);
  await dapp.request('irn_publish', { topic: 'ttl', message: 'short', ttl: 10, tag: 1 });
  await dapp.request('irn_publish', { topic: 'ttl', message: 'long', ttl: 60, tag: 1 });
  clock += 10_000;
  expect(relay.stats().mailbox).toBe(1);
  await wallet.request('irn_subscribe', { topic: 'ttl' });
  expect((await wallet.nextPush()).params?.data.message).toBe('long');
  clock += 50_000;
  expect(relay.stats().mailbox).toBe(0);
});

test('batchSubscribe, unsubscribe and batchUnsubscribe', async () => {
  const [dapp, wallet] = await Promise.all([connect(), connect()]);
  const batch = await wallet.request('irn_batchSubscribe', { topics: ['a', 'b', 'c'] });
  expect(batch.result).toHaveLength(3);
  expect(relay.stats().subscriptions).toBe(3);

  expect((await wallet.request('irn_unsubscribe', { topic: 'a', id: 'x' })).result).toBe(true);
  expect(
    (await wallet.request('irn_batchUnsubscribe', { subscriptions: [{ topic: 'b', id: 'y' }] })).result,
  ).toBe(true);
  expect(relay.stats().subscriptions).toBe(1);

  await dapp.request('irn_publish', { topic: 'a', message: 'to-a', ttl: 300, tag: 1 });
  await dapp.request('irn_publish', { topic: 'c', message: 'to-c', ttl: 300, tag: 1 });
  expect((await wallet.nextPush()).params?.data.message).toBe('to-c');
  await settle(wallet);
  expect(wallet.pushes).toHaveLength(0);
});

test('batchFetchMessages answers with nothing left to fetch', async () => {
  const wallet = await connect();
  await wallet.request('irn_subscribe', { topic: 'f' });
  const fetched = await wallet.request('irn_batchFetchMessages', { topics: ['f'] });
  expect(fetched.result).toEqual({ messages: [], hasMore: false });
});

test('wc_proposeSession and wc_approveSession publish for the sender with their tags', async () => {
  const [dapp, wallet] = await Promise.all([connect(), connect()]);
  const proposed = await dapp.request('wc_proposeSession', {
    pairingTopic: 'pairing',
    sessionProposal: 'proposal',
    ttl: 300,
  });
  expect(proposed.result).toBe(true);

  // The wallet scans the URI and subscribes to the pairing topic: the proposal waits in the mailbox.
  await wallet.request('irn_subscribe', { topic: 'pairing' });
  expect((await wallet.nextPush()).params?.data).toMatchObject({
    message: 'proposal',
    tag: RELAY_TAGS.sessionPropose,
  });

  await wallet.request('wc_approveSession', {
    sessionTopic: 'session',
    pairingTopic: 'pairing',
    sessionProposalResponse: 'response',
    sessionSettlementRequest: 'settle',
    ttl: 300,
  });
  // The dapp was subscribed to the pairing topic by the relay itself.
  expect((await dapp.nextPush()).params?.data).toMatchObject({
    topic: 'pairing',
    message: 'response',
    tag: RELAY_TAGS.sessionProposeResponse,
  });
  await dapp.request('irn_subscribe', { topic: 'session' });
  expect((await dapp.nextPush()).params?.data).toMatchObject({
    topic: 'session',
    message: 'settle',
    tag: RELAY_TAGS.sessionSettle,
  });
  // The wallet was subscribed to the session topic: the dapp's requests reach it.
  await dapp.request('irn_publish', { topic: 'session', message: 'request', ttl: 300, tag: 1108 });
  expect((await wallet.nextPush()).params?.data.message).toBe('request');
});

test('ids beyond 2^53 are answered unchanged', async () => {
  const client = await connect();
  const response = await client.request('irn_subscribe', { topic: 'big' }, '1700000000000123456');
  expect(typeof response.result).toBe('string');
});

test('unknown methods and bad params are JSON-RPC errors', async () => {
  const client = await connect();
  expect((await client.request('irn_nope', {})).error?.code).toBe(-32601);
  expect((await client.request('irn_publish', { topic: 't' })).error?.code).toBe(-32602);
  expect((await client.request('irn_subscribe', { topic: '' })).error?.code).toBe(-32602);
});

test('stop closes connections and frees the port', async () => {
  const client = await connect();
  expect(relay.stats().connections).toBe(1);
  await relay.stop();
  const closed = new WebSocket(relay.url);
  await expect(
    new Promise((resolve, reject) => {
      closed.once('open', resolve);
      closed.once('error', reject);
    }),
  ).rejects.toThrow();
  client.close();
});

test('/healthz and /readyz answer 200 with the connection count; other paths are 426', async () => {
  await connect();
  const health = await fetch(`${relay.httpUrl}/healthz`);
  expect(health.status).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok', connections: 1, database: 'memory', stopping: false });
  const ready = await fetch(`${relay.httpUrl}/readyz`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ ready: true, connections: 1 });
  expect((await fetch(`${relay.httpUrl}/`)).status).toBe(426);
  expect((await fetch(`${relay.httpUrl}/readyz`, { method: 'POST' })).status).toBe(405);
});

test('stop: not ready first, then the sockets close with 1001 (going away), then the port is free', async () => {
  const draining = await startRelay({ port: 0, drainDelayMs: 300 });
  const client = await connectRaw(draining.url, 'did:key:dapp');
  opened.push(client);
  await client.request('irn_subscribe', { topic: 't' });

  const stopped = draining.stop();
  // While draining: alive, not ready, the open socket still served, new connections refused.
  expect((await fetch(`${draining.httpUrl}/healthz`)).status).toBe(200);
  const ready = await fetch(`${draining.httpUrl}/readyz`);
  expect(ready.status).toBe(503);
  expect(await ready.json()).toMatchObject({ ready: false, stopping: true });
  expect((await client.request('irn_publish', { topic: 't', message: 'm', ttl: 60 })).result).toBe(true);
  await expect(connectRaw(draining.url)).rejects.toThrow(/503/);

  expect(await client.closed).toBe(1001);
  await stopped;
  await expect(fetch(`${draining.httpUrl}/healthz`)).rejects.toThrow();
});

test('a relay whose database cannot be reached does not start, and says which one without the password', async () => {
  const started = startRelay({ port: 0, databaseUrl: 'postgres://portico:secret@127.0.0.1:1/portico' });
  await expect(started).rejects.toBeInstanceOf(RelayDatabaseError);
  await expect(started).rejects.toMatchObject({ database: 'portico@127.0.0.1:1/portico' });
  await expect(started).rejects.not.toThrow(/secret/);
});
