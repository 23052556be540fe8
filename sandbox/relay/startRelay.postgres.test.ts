import pg from 'pg';
import { type IsolatedPostgresUrlReturnType, isolatedPostgresUrl } from '../api/testing/isolatedPostgresUrl';
import { RATE_LIMITED, type StartRelayReturnType, startRelay } from './startRelay';
import { connectRaw, type RawClient, settle } from './testing/rawRelayClient';

// Two relay instances on one PostgreSQL (sandbox/scripts/with-postgres.sh, `npm run test:postgres`):
// mailboxes and acks in the database, each publish NOTIFYed to the instance holding the subscriber.
// Skipped without DATABASE_URL.

const databaseUrl = process.env.DATABASE_URL;
const describePostgres = databaseUrl ? describe : describe.skip;

if (!databaseUrl) test.skip('postgres: skipped (DATABASE_URL not set)', () => {});

describePostgres('postgres: two relay instances on one database', () => {
  let isolated: IsolatedPostgresUrlReturnType;
  let one: StartRelayReturnType;
  let two: StartRelayReturnType;
  let clock = 1_000_000;
  const opened: RawClient[] = [];

  beforeAll(async () => {
    isolated = await isolatedPostgresUrl(databaseUrl ?? '');
  });

  beforeEach(async () => {
    clock = 1_000_000;
    // Both at once: the tables are created once, under an advisory lock.
    [one, two] = await Promise.all([
      startRelay({ databaseUrl: isolated.databaseUrl, now: () => clock }),
      startRelay({ databaseUrl: isolated.databaseUrl, now: () => clock }),
    ]);
  });

  afterEach(async () => {
    for (const client of opened.splice(0)) client.close();
    await Promise.all([one.stop(), two.stop()]);
    const admin = new pg.Client({ connectionString: isolated.databaseUrl });
    await admin.connect();
    await admin.query('truncate relay_messages, relay_rate_limits cascade');
    await admin.end();
  });

  afterAll(async () => {
    await isolated?.drop();
  });

  const connect = async (relay: StartRelayReturnType, iss: string) => {
    const client = await connectRaw(relay.url, iss);
    opened.push(client);
    return client;
  };

  test('a publish on instance 1 reaches the subscriber on instance 2 at once, once', async () => {
    const dapp = await connect(one, 'did:key:dapp');
    const wallet = await connect(two, 'did:key:wallet');
    const subscribed = await wallet.request('irn_subscribe', { topic: 'session' });

    await dapp.request('irn_publish', { topic: 'session', message: 'request', ttl: 300, tag: 1108 });
    const push = await wallet.nextPush(3000);
    expect(push.params).toEqual({
      id: subscribed.result,
      data: { topic: 'session', message: 'request', publishedAt: clock, tag: 1108 },
    });
    wallet.ack(push);

    // The same message again (a retry after a lost ack), through the other instance: stored once.
    await wallet.request('irn_publish', { topic: 'other', message: 'x', ttl: 300 });
    const retried = await connect(two, 'did:key:dapp');
    await retried.request('irn_publish', { topic: 'session', message: 'request', ttl: 300, tag: 1108 });
    await settle(wallet);
    expect(await one.mailboxSize()).toBe(2);
    // The answer goes back the other way.
    await dapp.request('irn_subscribe', { topic: 'session' });
    await wallet.request('irn_publish', { topic: 'session', message: 'response', ttl: 300, tag: 1109 });
    expect((await dapp.nextPush(3000)).params?.data.message).toBe('response');
    await settle(wallet);
    expect(wallet.pushes).toHaveLength(0);
  });

  test('a message published while the subscriber is away is delivered when it comes back to either instance', async () => {
    const dapp = await connect(one, 'did:key:dapp');
    const wallet = await connect(two, 'did:key:wallet');
    await wallet.request('irn_subscribe', { topic: 't' });
    wallet.close();
    await wallet.closed;

    await dapp.request('irn_publish', { topic: 't', message: 'while-away', ttl: 300, tag: 1 });
    await dapp.request('irn_publish', { topic: 't', message: 'also-away', ttl: 300, tag: 1 });

    // Back on instance 1 this time: both messages, in order; it acknowledges the first only.
    const back = await connect(one, 'did:key:wallet');
    await back.request('irn_subscribe', { topic: 't' });
    const first = await back.nextPush();
    expect(first.params?.data.message).toBe('while-away');
    expect((await back.nextPush()).params?.data.message).toBe('also-away');
    back.ack(first);
    await settle(back);
    back.close();
    await back.closed;

    // On instance 2 again: only what it did not acknowledge, never its own, nothing twice.
    const again = await connect(two, 'did:key:wallet');
    await again.request('irn_subscribe', { topic: 't' });
    expect((await again.nextPush()).params?.data.message).toBe('also-away');
    await settle(again);
    expect(again.pushes).toHaveLength(0);
  });

  test('mailbox messages expire after their ttl on every instance', async () => {
    const dapp = await connect(one, 'did:key:dapp');
    await dapp.request('irn_publish', { topic: 'ttl', message: 'short', ttl: 10, tag: 1 });
    await dapp.request('irn_publish', { topic: 'ttl', message: 'long', ttl: 60, tag: 1 });
    clock += 10_000;
    expect(await two.mailboxSize()).toBe(1);
    const wallet = await connect(two, 'did:key:wallet');
    await wallet.request('irn_subscribe', { topic: 'ttl' });
    expect((await wallet.nextPush()).params?.data.message).toBe('long');
    await settle(wallet);
    expect(wallet.pushes).toHaveLength(0);
  });

  test('an instance whose notification connection dropped is not ready, then catches up on reconnecting', async () => {
    const dapp = await connect(one, 'did:key:dapp');
    const wallet = await connect(two, 'did:key:wallet');
    await wallet.request('irn_subscribe', { topic: 'gap' });
    expect(await two.ready()).toBe(true);

    // Cut every LISTEN connection of this schema's relays (both instances').
    const admin = new pg.Client({ connectionString: isolated.databaseUrl });
    await admin.connect();
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where query like 'listen %' and pid <> pg_backend_pid()`,
    );
    await admin.end();
    await waitFor(async () => !(await two.ready()));
    expect((await fetch(`${two.httpUrl}/readyz`)).status).toBe(503);

    // Published while instance 2 hears nothing: delivered once its channel is back (about 1 s).
    await dapp.request('irn_publish', { topic: 'gap', message: 'missed-note', ttl: 300, tag: 1 });
    expect((await wallet.nextPush(5000)).params?.data.message).toBe('missed-note');
    await waitFor(() => two.ready());
    await settle(wallet);
    expect(wallet.pushes).toHaveLength(0);
  });

  test('stopping: not ready, still serving during the drain, then 1001; what was published stays for the others', async () => {
    const draining = await startRelay({
      databaseUrl: isolated.databaseUrl,
      now: () => clock,
      drainDelayMs: 500,
    });
    const wallet = await connect(two, 'did:key:wallet');
    await wallet.request('irn_subscribe', { topic: 'drain' });
    const dapp = await connect(draining, 'did:key:dapp');

    const stopped = draining.stop();
    expect((await fetch(`${draining.httpUrl}/readyz`)).status).toBe(503);
    const published = await dapp.request('irn_publish', {
      topic: 'drain',
      message: 'last',
      ttl: 300,
      tag: 1,
    });
    expect(published.result).toBe(true);
    expect(await dapp.closed).toBe(1001);
    await stopped;
    expect((await wallet.nextPush(3000)).params?.data.message).toBe('last');
    // The dapp reconnects to the other instance and finds its session's mailbox there.
    const back = await connect(two, 'did:key:dapp');
    await wallet.request('irn_publish', { topic: 'drain', message: 'reply', ttl: 300, tag: 2 });
    await back.request('irn_subscribe', { topic: 'drain' });
    expect((await back.nextPush()).params?.data.message).toBe('reply');
    await settle(back);
    expect(back.pushes).toHaveLength(0);
  });

  test('rate limits are one budget across the instances: the 4th publish of a client, on either, is refused', async () => {
    const limits = { publish: { perClient: 3, perAddress: 100, windowMs: 60_000 } };
    const [left, right] = await Promise.all([
      startRelay({ databaseUrl: isolated.databaseUrl, now: () => clock, rateLimits: limits }),
      startRelay({ databaseUrl: isolated.databaseUrl, now: () => clock, rateLimits: limits }),
    ]);
    try {
      const [onLeft, onRight] = [
        await connect(left, 'did:key:limited'),
        await connect(right, 'did:key:limited'),
      ];
      const other = await connect(right, 'did:key:other');
      const publish = (client: RawClient, message: string) =>
        client.request('irn_publish', { topic: 'limits', message, ttl: 300, tag: 1 });
      const answers = [
        await publish(onLeft, 'one'),
        await publish(onRight, 'two'),
        await publish(onLeft, 'three'),
        await publish(onRight, 'four'),
      ];
      expect(answers.map((answer) => answer.result ?? answer.error?.code)).toEqual([
        true,
        true,
        true,
        RATE_LIMITED,
      ]);
      expect((await publish(other, 'another client')).result).toBe(true);
      // Refused means not stored: a late subscriber finds the three, not the fourth.
      const reader = await connect(left, 'did:key:reader');
      await reader.request('irn_subscribe', { topic: 'limits' });
      await settle(reader);
      expect(reader.pushes.map((push) => push.params?.data.message).sort()).toEqual(
        ['another client', 'one', 'three', 'two'].sort(),
      );
      clock += 60_000; // the window ends on the shared clock of the rows
      expect((await publish(onRight, 'five')).result).toBe(true);
    } finally {
      await Promise.all([left.stop(), right.stop()]);
    }
  });
});

/** Polls a real condition (no fixed sleep), for at most 5 s. */
async function waitFor(condition: () => boolean | Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
