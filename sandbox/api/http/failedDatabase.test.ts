import { createTtlCache } from '../../lib/createTtlCache';
import type { ApiContext } from '../ApiContext';
import type { ChainReader } from '../chain/createChainReader';
import { createDatabase } from '../db/createDatabase';
import type { Database } from '../db/Database';
import { runMigrations } from '../db/runMigrations';
import { callHandler } from '../fuzz/callHandler';
import { allRoutes } from '../routes/allRoutes';
import { seedAllowedOrigins } from '../seedAllowedOrigins';
import { createRequestHandler, HandlerTimeoutError } from './createRequestHandler';

// Issue 12 item 5: no request may make a later one hang. Every route group that reads or writes the
// database is called while the database fails (rejects, or never answers), then again once it works:
// the failing call gets a prompt, short 500, and the next request is answered normally.

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const event = {
  eventId: 'failed-db-1',
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1_790_000_000_000,
  props: { type: 'track', event: 'MODAL_OPEN' },
};

/** One request per route group that uses the database, and the status it answers when all is well. */
const groups = [
  { name: 'analytics sink', method: 'POST', url: '/e?projectId=p', body: JSON.stringify(event), ok: 202 },
  { name: 'analytics listing', method: 'GET', url: '/v1/analytics/events?projectId=p', ok: 200 },
  { name: 'allowed origins', method: 'GET', url: '/v1/allowed-origins?projectId=p', ok: 200 },
  { name: 'identity', method: 'GET', url: `/v1/identity/${account}`, ok: 200 },
  { name: 'history', method: 'GET', url: `/v1/account/${account}/history`, ok: 200 },
] as const;

type Failure = 'none' | 'reject' | 'hang';

describe('a failed database call', () => {
  let real: Database;
  let failure: Failure = 'none';
  const errors: unknown[] = [];

  /** Stub of a failing database: the real PGlite one, except while `failure` says reject or hang. */
  const failingDatabase = (): Database => {
    const gate = <T>(call: () => Promise<T>): Promise<T> => {
      if (failure === 'reject') return Promise.reject(new Error('connection terminated unexpectedly'));
      if (failure === 'hang') return new Promise<T>(() => {});
      return call();
    };
    return {
      kind: real.kind,
      query: (sql, params) => gate(() => real.query(sql, params)),
      exec: (sql) => gate(() => real.exec(sql)),
      transaction: (statements) => gate(() => real.transaction(statements)),
      close: () => real.close(),
    };
  };

  const handler = () => {
    const context: ApiContext = {
      db: failingDatabase(),
      // History only reads the configured chain ids; no chain is called here.
      chains: new Map([['eip155:31337', {} as ChainReader]]),
      balanceCache: createTtlCache(10_000),
      publicUrl: () => 'http://127.0.0.1:8787',
    };
    return createRequestHandler({
      routes: allRoutes,
      context,
      bodyLimitBytes: 64 * 1024,
      onError: (error) => errors.push(error),
      handlerTimeoutMs: 10_000,
    });
  };

  beforeAll(async () => {
    real = await createDatabase({});
    await runMigrations(real);
    await seedAllowedOrigins(real, ['http://127.0.0.1:*']);
  }, 30_000);
  afterAll(async () => {
    await real?.close();
  });
  beforeEach(() => {
    failure = 'none';
    errors.length = 0;
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  test.each(groups.map((group) => [group.name, group]))(
    'error: %s — a rejecting database (stub) gets a short 500 at once, and the next request works',
    async (_name, group) => {
      const listener = handler();
      failure = 'reject';
      const failed = await callHandler(listener, group);
      expect(failed.status).toBe(500);
      expect(failed.json).toEqual({ error: { code: 'INTERNAL', message: 'Internal error' } });
      expect(errors).toHaveLength(1);
      failure = 'none';
      const next = await callHandler(listener, {
        ...group,
        ...('body' in group ? { body: JSON.stringify({ ...event, eventId: `${group.name}-next` }) } : {}),
      });
      expect(next.status).toBe(group.ok);
    },
  );

  test.each(groups.map((group) => [group.name, group]))(
    'error: %s — a database that never answers (stub) gets a 500 at the deadline, and the next request works',
    async (_name, group) => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      const listener = handler();
      failure = 'hang';
      let settled = false;
      const pending = callHandler(listener, group).then((answer) => {
        settled = true;
        return answer;
      });
      await jest.advanceTimersByTimeAsync(9_999);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const failed = await pending;
      expect(failed.status).toBe(500);
      expect(failed.json).toEqual({ error: { code: 'INTERNAL', message: 'Internal error' } });
      expect(errors).toEqual([expect.any(HandlerTimeoutError)]);
      failure = 'none';
      jest.useRealTimers();
      const next = await callHandler(listener, {
        ...group,
        ...('body' in group
          ? { body: JSON.stringify({ ...event, eventId: `${group.name}-after-hang` }) }
          : {}),
      });
      expect(next.status).toBe(group.ok);
    },
  );
});
