import pg from 'pg';
import { pollUntil } from '../../lib/pollUntil';
import { databaseVariants } from '../testing/databaseVariants';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import { type ApiHarness, startApiHarness } from '../testing/startApiHarness';

// Issue 29 items 1-2: /healthz and /readyz, and a stop that lets the requests in flight finish before the
// pool closes (it used to close it under them: 500 "Cannot use a pool after calling end on the pool").

describeEachDatabase('health and readiness', (harness) => {
  test('/healthz answers 200 while the process runs', async () => {
    const answer = await harness().request('GET', '/healthz');
    expect(answer).toMatchObject({ status: 200, json: { status: 'ok' } });
  });

  test('/readyz: 200 with the database, migrations, chain and indexer role when all is well', async () => {
    await harness().api.indexer.sync(); // the indexer has asked for its lock and indexes
    const answer = await harness().request('GET', '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      status: 'ready',
      database: 'ok',
      chains: { 'eip155:31337': 'ok' },
      indexer: { 'eip155:31337': 'leader' },
    });
  });

  test('/readyz: 503 with the reason while a migration this build knows is missing', async () => {
    const { db } = harness().api;
    const { rows } = await db.query<{ id: number; name: string }>(
      'select id, name from migrations order by id desc limit 1',
    );
    const latest = rows[0] as { id: number; name: string };
    await db.query('delete from migrations where id = $1', [latest.id]);
    try {
      const answer = await harness().request('GET', '/readyz');
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({
        status: 'not ready',
        reason: `database: migrations pending (${latest.id})`,
      });
    } finally {
      await db.query('insert into migrations (id, name) values ($1, $2)', [latest.id, latest.name]);
    }
    expect((await harness().request('GET', '/readyz')).status).toBe(200);
  });
});

const postgres = databaseVariants().find((variant) => variant.name === 'postgres');

describe('stop() under a slow request [postgres]', () => {
  if (!postgres?.databaseUrl) {
    test.skip(`postgres: skipped (${postgres?.skipReason})`, () => {});
    return;
  }
  const databaseUrl = postgres.databaseUrl;
  let harness: ApiHarness | undefined;
  let locker: pg.Client | undefined;

  beforeAll(async () => {
    harness = await startApiHarness(postgres, { drainDelayMs: 300 });
  }, 30_000);
  afterAll(async () => {
    await locker?.end().catch(() => {});
    await harness?.stop();
  });

  test('the request in flight is answered 201, readiness drops at once, then new connections are refused; no 500', async () => {
    const h = harness as ApiHarness;
    const { rows } = await h.api.db.query<{ schema: string }>('select current_schema() as schema');
    const schema = rows[0]?.schema as string;
    // A real slow request: the nonce route's rate-limit upsert waits on a lock this test holds.
    locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query(`lock table ${schema}.api_rate_limits in exclusive mode`);
    const slow = h.request('POST', '/v1/sessions/nonce?projectId=p');
    await pollUntil(
      async () => {
        const waiting = await locker?.query(
          'select 1 from pg_locks where not granted and relation = $1::regclass',
          [`${schema}.api_rate_limits`],
        );
        return waiting?.rowCount ? true : undefined;
      },
      { timeoutMs: 5000 },
    );

    let stopped = false;
    const stopping = h.api.stop().then(() => {
      stopped = true;
    });
    expect(await h.request('GET', '/readyz')).toMatchObject({
      status: 503,
      json: { status: 'not ready', reason: 'stopping', indexer: { 'eip155:31337': 'leader' } },
    });
    // Served during the drain delay; then the listener closes and a new request is refused (a connection
    // caught in the kernel's backlog as it closed is reset instead); never an HTTP error.
    const statuses = new Set<number>();
    const refused = await pollUntil(
      () =>
        fetch(`${h.api.url}/v1/supported-chains`).then(
          (response) => {
            statuses.add(response.status);
            return undefined;
          },
          (error: unknown) => error,
        ),
      { timeoutMs: 5000 },
    );
    expect(['ECONNREFUSED', 'ECONNRESET']).toContain(
      (refused as Error & { cause?: { code?: string } }).cause?.code,
    );
    expect([...statuses].filter((status) => status !== 200)).toEqual([]);
    expect(stopped).toBe(false);

    await locker.query('commit');
    const answer = await slow;
    expect(answer.status).toBe(201);
    expect(answer.json).toMatchObject({ nonce: expect.any(String) });
    await stopping;
    expect(h.serverErrors).toEqual([]);
  });
});
