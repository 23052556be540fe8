import fc from 'fast-check';
import { fuzzParameters } from '../../../test/fuzz/fuzzParameters';
import { hostileString, hostileValue } from '../../../test/fuzz/hostileArbitraries';
import { type StartChainReturnType, startChain } from '../../chain/startChain';
import { createTtlCache } from '../../lib/createTtlCache';
import type { ApiContext } from '../ApiContext';
import { createChainReader } from '../chain/createChainReader';
import { createDatabase } from '../db/createDatabase';
import type { Database } from '../db/Database';
import { runMigrations } from '../db/runMigrations';
import { createRequestHandler } from '../http/createRequestHandler';
import type { Route } from '../http/defineRoute';
import { allRoutes } from '../routes/allRoutes';
import { seedAllowedOrigins } from '../seedAllowedOrigins';
import { callHandler } from './callHandler';

// Issue 12 item 7: standing property-based fuzzing of every reference API route, in-process against
// PGlite and a local anvil (two files share the routes, apiReadRoutes and apiWriteRoutes, so that the
// two CI cores run them side by side). Generated paths, queries and bodies (NUL, lone surrogates, malformed
// percent-encoding, deep and huge JSON, wrong types, and near-valid values) must never get a 500,
// never hang (fast-check's per-run timeout), and a rejected write must change nothing (the stored
// rows are read back). Seed and replay: test/fuzz/fuzzParameters.ts.

const RUNS_PER_ROUTE = 2_000;

/** Values a route's fields accept, so that generated requests also get past validation. */
const plausible = fc.constantFrom(
  'eip155:31337',
  'eip155:1',
  'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  'usd',
  'true',
  '1',
  '50',
  'coinbase',
  'metamask',
  'eth.svg',
  'p',
  'appkit',
);

/** Percent-encodes `text`; a lone surrogate (which encodeURIComponent refuses) becomes its raw bytes. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const segment = fc.oneof(
  { weight: 3, arbitrary: fc.oneof(plausible, hostileString).map(encode) },
  { weight: 1, arbitrary: fc.constantFrom('%', '%ZZ', '%E0%A4%A', '%00', '..', '.', '%2F', 'a%2Fb') },
);

/** The query keys the routes read, plus anything. */
const queryKey = fc.oneof(
  fc.constantFrom(
    'projectId',
    'st',
    'sv',
    'chainId',
    'currency',
    'forceUpdate',
    'cursor',
    'onramp',
    'limit',
    'page',
    'entries',
    'search',
    'include',
    'exclude',
    'sender',
  ),
  hostileString,
);
const query = fc
  .array(fc.tuple(queryKey, fc.oneof(plausible, hostileString)), { maxLength: 5 })
  .map((pairs) =>
    pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&')}`,
  );

const bodyKey = fc.oneof(
  fc.constantFrom('eventId', 'url', 'domain', 'timestamp', 'props', 'currency', 'addresses', 'projectId'),
  hostileString,
);
const validEvent = fc.record({
  eventId: fc.uuid(),
  url: fc.constantFrom('http://127.0.0.1:5173/', 'https://example.com/a?b=c'),
  domain: fc.constantFrom('127.0.0.1', 'example.com'),
  timestamp: fc.nat(),
  props: fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.string({ maxLength: 8 }), fc.integer()), {
    maxKeys: 3,
  }),
});
/** A JSON body: near-valid (one field hostile), free-form, or not JSON at all. */
const body = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(validEvent, bodyKey, hostileValue)
      .map(([event, key, value]) => JSON.stringify({ ...event, [key]: value })),
  },
  {
    weight: 2,
    arbitrary: fc.dictionary(bodyKey, hostileValue, { maxKeys: 5 }).map((value) => JSON.stringify(value)),
  },
  { weight: 1, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'null') },
  {
    weight: 1,
    arbitrary: fc.constantFrom('', '{', '{"a":1}}', '\u0000', '[]'.repeat(3), '{"props":' + '['.repeat(5000)),
  },
);

/** A request aimed at `route`: its path with generated segments, sometimes another method. */
function requestFor(route: Route) {
  const parts = route.path.split('/');
  return fc.record({
    method: fc.oneof(
      { weight: 9, arbitrary: fc.constant(route.method) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE') },
    ),
    path: fc
      .tuple(...parts.map((part) => (part.startsWith(':') ? segment : fc.constant(part))))
      .map((segments) => segments.join('/')),
    query,
    body: route.body ? body : fc.option(body, { nil: undefined, freq: 10 }),
  });
}

/**
 * Fuzzes each of `routes` (RUNS_PER_ROUTE generated requests) against its own anvil and PGlite. The
 * handler serves every route, as the API does: a request aimed at one may reach another.
 */
export function describeRouteFuzzing(title: string, routes: readonly Route[]): void {
  describe(title, () => {
    let chain: StartChainReturnType;
    let db: Database;
    let listener: ReturnType<typeof createRequestHandler>;
    const serverErrors: unknown[] = [];

    /** The rows a write could change, as one comparable string. */
    const storedState = async () => {
      const tables = ['analytics_events', 'allowed_origins', 'names', 'onramp_orders', 'pay_payments'];
      const parts = await Promise.all(
        tables.map(async (table) =>
          JSON.stringify((await db.query(`select * from ${table} order by 1, 2`)).rows),
        ),
      );
      return parts.join('\n');
    };

    beforeAll(async () => {
      chain = await startChain({ port: 0 });
      db = await createDatabase({});
      await runMigrations(db);
      await seedAllowedOrigins(db, ['http://127.0.0.1:*']);
      const context: ApiContext = {
        db,
        chains: new Map([
          [
            chain.caipNetworkId,
            createChainReader({
              caipNetworkId: chain.caipNetworkId,
              rpcUrl: chain.rpcUrl,
              contracts: chain.contracts,
            }),
          ],
        ]),
        balanceCache: createTtlCache(60_000),
        publicUrl: () => 'http://127.0.0.1:8787',
      };
      listener = createRequestHandler({
        routes: allRoutes,
        context,
        bodyLimitBytes: 64 * 1024,
        onError: (error) => serverErrors.push(error),
      });
    }, 60_000);
    afterAll(async () => {
      await db?.close();
      await chain?.stop();
    });

    test.each(routes.map((route) => [`${route.method} ${route.path}`, route]))(
      'behavior: %s — generated requests never get a 500 or hang, and rejected writes change nothing',
      async (_name, route) => {
        const statuses = new Map<number, number>();
        await fc.assert(
          fc.asyncProperty(requestFor(route), async (request) => {
            const before = request.method === 'GET' ? undefined : await storedState();
            const url = `${request.path}${request.query}`;
            const answer = await callHandler(listener, {
              method: request.method,
              url,
              ...(request.body === undefined ? {} : { body: request.body }),
            });
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
            expect(serverErrors.splice(0)).toEqual([]);
            expect(answer.status).toBeGreaterThanOrEqual(200);
            expect(answer.status).toBeLessThan(500);
            // An error message never echoes a large input back.
            if (answer.status >= 400) expect(answer.json.error.message.length).toBeLessThanOrEqual(161);
            if (before !== undefined && answer.status >= 400) expect(await storedState()).toBe(before);
          }),
          { ...fuzzParameters(RUNS_PER_ROUTE), timeout: 5_000 },
        );
        // The generator is not only noise: some requests are refused (4xx) and, for most routes, some pass.
        expect([...statuses.keys()].some((status) => status >= 400)).toBe(true);
      },
      120_000,
    );
  });
}
