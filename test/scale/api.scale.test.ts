import { randomBytes } from 'node:crypto';
import type { StartApiParameters } from '../../sandbox/api/startApi';
import { isolatedPostgresUrl } from '../../sandbox/api/testing/isolatedPostgresUrl';
import { type StartChainReturnType, startChain } from '../../sandbox/chain/startChain';
import { getFreePort } from '../../sandbox/lib/getFreePort';
import { pollUntil } from '../../sandbox/lib/pollUntil';
import { runLoad } from './runLoad';
import { type ApiInstance, spawnApiInstance } from './spawnApiInstance';
import { type StartHaproxyReturnType, startHaproxy } from './startHaproxy';

// Issue 29's acceptance on this machine: PostgreSQL (sandbox/scripts/with-postgres.sh), anvil, two API
// processes behind Debian's HAProxy, a bounded load on loopback while the indexing leader is killed and
// an instance is stopped with SIGTERM. `npm run test:scale`.

const databaseUrl = process.env.DATABASE_URL;
const describeOnPostgres = databaseUrl ? describe : describe.skip;
const nonceLimit = 5;

const roleIs = (role: string) => (event: { event: string; role?: unknown }) =>
  event.event === 'role' && event.role === role;

async function getJson(url: string): Promise<{ status: number; json: unknown; text: string }> {
  const response = await fetch(url);
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined, text };
}

describeOnPostgres('two API instances on one PostgreSQL behind HAProxy', () => {
  let chain: StartChainReturnType;
  let dropSchema: () => Promise<void> = async () => {};
  let config: Partial<StartApiParameters>;
  const instances: ApiInstance[] = [];
  let haproxy: StartHaproxyReturnType | undefined;
  const watcher = `0x${randomBytes(20).toString('hex')}`;

  const sendEth = async (to: string, wei: bigint): Promise<string> => {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_sendTransaction',
        params: [{ from: chain.accounts[5]?.address, to, value: `0x${wei.toString(16)}` }],
      }),
    });
    const { result } = (await response.json()) as { result: string };
    return result;
  };
  const start = async (port = 0) => {
    const instance = await spawnApiInstance({ ...config, port });
    instances.push(instance);
    return instance;
  };
  /** Resolves once HAProxy's health checks see each named server in the given state ("UP", "DOWN"). */
  const seenByHaproxy = (expected: Record<string, 'UP' | 'DOWN'>) =>
    pollUntil(
      async () => {
        const states = (await haproxy?.states()) ?? {};
        return Object.entries(expected).every(([name, state]) => states[name] === state) ? states : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 100 },
    );
  /** HAProxy's log lines that explain a failure: server state changes and requests not answered 200. */
  const balancerEvents = () =>
    (haproxy?.log() ?? '')
      .split('\n')
      .filter(
        (line) =>
          /^Server apis\/|no server available|\] api \S+ \S+ [^2]\d\d /.test(line) && !line.startsWith('['),
      );

  beforeAll(async () => {
    chain = await startChain({ port: 0 });
    const isolated = await isolatedPostgresUrl(databaseUrl as string);
    dropSchema = isolated.drop;
    config = {
      chains: [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl, contracts: chain.contracts }],
      databaseUrl: isolated.databaseUrl,
      indexIntervalMs: 100,
      leaderRetryMs: 500,
      // HAProxy checks every 500 ms, again 100 ms after a failure, and needs 2 failures: down within about
      // 0.6 s of the first 503. 2 s of "not ready" before the listener closes leaves a loaded machine room.
      drainDelayMs: 2000,
      nonceRateLimit: { max: nonceLimit, windowMs: 60_000 },
    };
  }, 60_000);

  afterAll(async () => {
    await haproxy?.stop();
    for (const instance of instances) instance.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    await dropSchema();
    await chain?.stop();
  }, 30_000);

  test('the first instance leads the indexer, the second stands by; both are ready', async () => {
    const [a, b] = [await start(), await start()];
    await a?.waitFor(roleIs('leader'));
    await b?.waitFor(roleIs('standby'));
    const readyA = await getJson(`${a?.url}/readyz`);
    const readyB = await getJson(`${b?.url}/readyz`);
    expect(readyA).toMatchObject({
      status: 200,
      json: { status: 'ready', indexer: { [chain.caipNetworkId]: 'leader' } },
    });
    expect(readyB).toMatchObject({
      status: 200,
      json: { status: 'ready', indexer: { [chain.caipNetworkId]: 'standby' } },
    });
    expect(await getJson(`${a?.url}/healthz`)).toMatchObject({ status: 200, json: { status: 'ok' } });
  }, 60_000);

  test('the nonce limit is one budget across both instances: the last of N+1 is 429', async () => {
    const [a, b] = instances;
    const statuses: number[] = [];
    for (let index = 0; index <= nonceLimit; index += 1) {
      const instance = index % 2 === 0 ? a : b;
      const response = await fetch(`${instance?.url}/v1/sessions/nonce?projectId=p`, { method: 'POST' });
      await response.text();
      statuses.push(response.status);
    }
    expect(statuses).toEqual([...Array(nonceLimit).fill(201), 429]);
  });

  test('under load: a forced refresh is seen on the other instance, the leader killed, one stopped; nothing lost', async () => {
    const [a, b] = instances as [ApiInstance, ApiInstance];
    // `c` is the replacement started later on this port: DOWN (not routed to) until its /readyz passes.
    const replacementPort = await getFreePort();
    haproxy = await startHaproxy([
      { name: 'a', port: a.port },
      { name: 'b', port: b.port },
      { name: 'c', port: replacementPort },
    ]);
    // c is nobody yet: HAProxy holds a server UP until its first check fails, so wait for that too.
    await seenByHaproxy({ a: 'UP', b: 'UP', c: 'DOWN' });
    const load = runLoad(
      haproxy.url,
      [
        '/v1/supported-chains',
        `/v1/account/${watcher}/balance?projectId=p`,
        `/v1/account/${watcher}/history?projectId=p`,
      ],
      6,
    );

    // A forced refresh on one instance is what the other serves next.
    const balancePath = `/v1/account/${watcher}/balance?projectId=p&chainId=${chain.caipNetworkId}`;
    const before = await getJson(`${b.url}${balancePath}`);
    await getJson(`${a.url}${balancePath}`); // both instances now hold the old balance
    await sendEth(watcher, 10n ** 18n);
    const refreshed = await getJson(`${a.url}${balancePath}&forceUpdate=true`);
    const seenOnB = await getJson(`${b.url}${balancePath}`);
    // The icon URLs name the instance that answered: the amounts are what must agree.
    const quantities = (answer: { json: unknown }) =>
      (answer.json as { balances: { symbol: string; quantity: unknown }[] }).balances.map(
        ({ symbol, quantity }) => ({ symbol, quantity }),
      );
    expect(quantities(before)).toEqual([{ symbol: 'ETH', quantity: { decimals: '18', numeric: '0' } }]);
    expect(quantities(refreshed)).toEqual([{ symbol: 'ETH', quantity: { decimals: '18', numeric: '1' } }]);
    expect(quantities(seenOnB)).toEqual(quantities(refreshed));

    // The leader dies: the standby takes the lock and indexes the next block within seconds.
    a.kill('SIGKILL');
    await a.exited;
    await b.waitFor(roleIs('leader'), 10_000);
    const hash = await sendEth(watcher, 2n);
    await pollUntil(
      async () =>
        (await getJson(`${b.url}/v1/account/${watcher}/history?projectId=p`)).text.includes(hash)
          ? true
          : undefined,
      { timeoutMs: 10_000, intervalMs: 100 },
    );
    const failedAtKill = load.report().failures.length;

    // A replacement joins as standby; then the leader is stopped (SIGTERM) mid-load and the replacement leads.
    const replacement = await start(replacementPort);
    await replacement.waitFor(roleIs('standby'));
    await seenByHaproxy({ b: 'UP', c: 'UP' });
    const beforeStop = await haproxy.counters();
    b.kill('SIGTERM');
    expect(await b.exited).toBe(0);
    const afterStop = await haproxy.counters();
    if (afterStop.b?.retried !== beforeStop.b?.retried)
      console.error(`HAProxy saw:\n${balancerEvents().join('\n')}`);
    // Drained, not rescued: HAProxy never had to retry or redispatch a request sent to the stopping instance.
    expect(afterStop.b).toMatchObject({
      retried: beforeStop.b?.retried,
      redispatched: beforeStop.b?.redispatched,
    });
    expect(afterStop.b?.sent).toBeGreaterThan(beforeStop.b?.sent ?? 0); // it served during the drain
    await replacement.waitFor(roleIs('leader'), 10_000);
    const report = await load.stop();

    if (report.failures.length + report.serverErrors.length > 0)
      console.error(`HAProxy saw:\n${balancerEvents().join('\n')}`);
    expect(report.failures).toEqual([]);
    expect(report.serverErrors).toEqual([]);
    expect(report.sent).toBe(report.answered);
    expect(Object.keys(report.statuses)).toEqual(['200']);
    expect(failedAtKill).toBe(0);
    expect(report.answered).toBeGreaterThan(100);
  }, 90_000);
});
