import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createPublicClient, createWalletClient, http } from 'viem';
import { startChain } from '../chain/startChain';
import { createPgDatabase } from './db/createPgDatabase';
import { describeDatabaseUrl } from './db/describeDatabaseUrl';
import { allMigrations } from './db/migrations/allMigrations';
import { runMigrations } from './db/runMigrations';
import { startApi } from './startApi';
import { describeEachDatabase } from './testing/describeEachDatabase';

describeEachDatabase(
  'reference API frame',
  (harness) => {
    test('default: supported chains are the configured local chain', async () => {
      const answer = await harness().request('GET', '/v1/supported-chains?projectId=p&st=appkit&sv=html-4');
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ http: ['eip155:31337'], ws: ['eip155:31337'] });
      expect(answer.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
    });

    test('default: the wallet registry pages, searches and filters like the bundled list', async () => {
      const first = await harness().request('GET', '/v1/wallets?page=1&entries=40&projectId=p');
      expect(first.status).toBe(200);
      expect(first.json.data).toHaveLength(40);
      expect(first.json.count).toBeGreaterThan(40);
      const second = await harness().request('GET', '/v1/wallets?page=2&entries=40');
      expect(second.json.data[0].id).not.toBe(first.json.data[0].id);
      const search = await harness().request('GET', '/v1/wallets?search=meta&entries=100');
      expect(search.json.data.map((w: { name: string }) => w.name)).toContain('MetaMask');
      const excluded = await harness().request('GET', '/v1/wallets?search=meta&exclude=metamask');
      expect(excluded.json.data.map((w: { id: string }) => w.id)).not.toContain('metamask');
      expect((await harness().request('GET', '/v1/wallets?entries=1000')).status).toBe(400);
    });

    test('default: allowed origins are the configured list', async () => {
      const answer = await harness().request('GET', '/v1/allowed-origins?projectId=demo');
      expect(answer).toMatchObject({
        status: 200,
        json: { allowedOrigins: ['http://localhost:*', 'https://*.example.com'] },
      });
    });

    test('behavior: a project also gets the origins stored for it', async () => {
      const { db } = harness().api;
      await db.query(`insert into allowed_origins (project_id, origin) values ('p1', 'https://app.test')`);
      expect(
        (await harness().request('GET', '/v1/allowed-origins?projectId=p1')).json.allowedOrigins,
      ).toEqual(['http://localhost:*', 'https://*.example.com', 'https://app.test']);
      expect(
        (await harness().request('GET', '/v1/allowed-origins?projectId=p2')).json.allowedOrigins,
      ).toHaveLength(2);
    });

    test('default: identity of an address without a name is empty', async () => {
      const address = harness().chain.accounts[1]?.address;
      const answer = await harness().request('GET', `/v1/identity/${address}?sender=${address}&projectId=p`);
      expect(answer).toMatchObject({ status: 200, json: { name: null, avatar: null } });
    });

    test('behavior: identity answers the oldest name stored for the address, in any letter case', async () => {
      const address = harness().chain.accounts[7]?.address as string;
      await harness().api.db.query(
        `insert into names (name, address, avatar, created_at) values
           ('second.portico.id', $1, null, now()), ('first.portico.id', $1, 'https://x.test/a.png', now() - interval '1 day')`,
        [address.toLowerCase()],
      );
      const answer = await harness().request(
        'GET',
        `/v1/identity/${address.toUpperCase().replace('0X', '0x')}`,
      );
      expect(answer.json).toEqual({ name: 'first.portico.id', avatar: 'https://x.test/a.png' });
    });

    test('default: gas price has three speeds in wei, fastest highest', async () => {
      const answer = await harness().request('GET', '/v1/convert/gas-price?chainId=eip155:31337&projectId=p');
      expect(answer.status).toBe(200);
      const { standard, fast, instant } = answer.json as Record<string, string>;
      for (const value of [standard, fast, instant]) expect(value).toMatch(/^[1-9][0-9]*$/);
      expect(BigInt(standard as string)).toBe(await harness().publicClient.getGasPrice());
      expect(BigInt(fast as string)).toBeGreaterThan(BigInt(standard as string));
      expect(BigInt(instant as string)).toBeGreaterThan(BigInt(fast as string));
    });

    test('error: gas price for an unknown chain', async () => {
      const answer = await harness().request('GET', '/v1/convert/gas-price?chainId=eip155:1');
      expect(answer).toMatchObject({
        status: 400,
        json: { error: { code: 'UNSUPPORTED_CHAIN', message: 'Network not supported for Gas Price' } },
      });
    });

    test('error: missing and malformed query parameters', async () => {
      expect((await harness().request('GET', '/v1/convert/gas-price')).json).toEqual({
        error: { code: 'BAD_REQUEST', message: 'query.chainId is required' },
      });
      const malformed = await harness().request('GET', '/v1/convert/gas-price?chainId=ethereum');
      expect(malformed).toMatchObject({
        status: 400,
        json: {
          error: { code: 'BAD_REQUEST', message: 'query.chainId: Invalid CAIP-2 network id: ethereum' },
        },
      });
    });

    test('default: token icons are served as SVG by the API itself', async () => {
      for (const symbol of ['eth', 'usdc', 'prt']) {
        const answer = await harness().request('GET', `/v1/icons/${symbol}.svg`);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-type')).toBe('image/svg+xml');
        expect(answer.text).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*<\/svg>$/);
      }
      expect((await harness().request('GET', '/v1/icons/constructor.svg')).status).toBe(404);
      expect((await harness().request('GET', '/v1/icons/..%2Fsecret.svg')).status).toBe(400);
    });

    test('error: unknown path and wrong method are JSON errors', async () => {
      const unknown = await harness().request('GET', '/v1/nothing-here');
      expect(unknown).toMatchObject({ status: 404, json: { error: { code: 'NOT_FOUND' } } });
      const wrongMethod = await harness().request('DELETE', '/v1/supported-chains');
      expect(wrongMethod).toMatchObject({ status: 405, json: { error: { code: 'METHOD_NOT_ALLOWED' } } });
      expect(wrongMethod.headers.get('allow')).toBe('GET');
      expect((await harness().request('GET', '/e')).status).toBe(405);
    });

    test('behavior: CORS preflight is answered for any origin and requested headers', async () => {
      const answer = await harness().request('OPTIONS', '/v1/fungible/price', undefined, {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-sdk-version',
      });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe('*');
      expect(answer.headers.get('access-control-allow-methods')).toContain('POST');
      expect(answer.headers.get('access-control-allow-headers')).toBe('content-type, x-sdk-version');
    });

    test('behavior: a trailing slash and extra query parameters are accepted', async () => {
      const answer = await harness().request('GET', '/v1/supported-chains/?projectId=p&unknown=1');
      expect(answer.status).toBe(200);
    });

    test('behavior: migrations are recorded and applying them again does nothing', async () => {
      const { db } = harness().api;
      const { rows } = await db.query<{ id: number; name: string }>(
        'select id, name from migrations order by id',
      );
      expect(rows).toEqual(allMigrations.map(({ id, name }) => ({ id, name })));
      expect(rows.slice(0, 2)).toEqual([
        { id: 1, name: 'initial' },
        { id: 2, name: 'history' },
      ]);
      expect(await runMigrations(db)).toEqual([]);
    });

    test('error: a failing migration leaves neither its tables nor its record', async () => {
      const { db } = harness().api;
      const broken = {
        id: 999,
        name: 'broken',
        sql: 'create table half_done (x int); select no_such_column;',
      };
      await expect(runMigrations(db, [broken])).rejects.toThrow('migration 999 (broken) failed: ');
      const { rows } = await db.query(
        `select (select count(*)::int from migrations where id = 999) as recorded,
                (select count(*)::int from information_schema.tables where table_name = 'half_done') as tables`,
      );
      expect(rows[0]).toEqual({ recorded: 0, tables: 0 });
    });
  },
  { allowedOrigins: ['https://*.example.com', 'http://localhost:*'] },
);

describe('startApi configuration', () => {
  test('behavior: the embedded database keeps its data in dataDir across restarts', async () => {
    const chain = await startChain({ port: 0 });
    const dataDir = join(mkdtempSync(join(tmpdir(), 'portico-api-')), 'pgdata');
    const chains = [{ caipNetworkId: chain.caipNetworkId, rpcUrl: chain.rpcUrl, contracts: chain.contracts }];
    try {
      const first = await startApi({ chains, dataDir });
      const body = {
        eventId: 'persisted-1',
        url: 'http://localhost/',
        domain: 'localhost',
        timestamp: 1,
        props: {},
      };
      const posted = await fetch(`${first.url}/e?projectId=keep`, {
        method: 'POST',
        body: JSON.stringify(body),
      });
      expect(posted.status).toBe(202);
      await first.indexer.sync();
      await first.stop();
      // Mined while no API runs: the next one picks up from the last block the first one wrote.
      const client = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 });
      const recipient = `0x${'7'.repeat(40)}` as const;
      const wallet = createWalletClient({
        transport: http(chain.rpcUrl),
        account: chain.accounts[1]!.address,
      });
      const hash = await wallet.sendTransaction({ to: recipient, value: 1n, chain: null });
      const { blockNumber } = await client.waitForTransactionReceipt({ hash });

      const second = await startApi({ chains, dataDir });
      try {
        await second.indexer.sync();
        const history = await fetch(`${second.url}/v1/account/${recipient}/history`);
        expect(((await history.json()) as { data: { id: string }[] }).data.map((tx) => tx.id)).toEqual([
          `${chain.caipNetworkId}:${hash}`,
        ]);
        const { rows } = await second.db.query<{ n: number; top: number }>(
          'select count(*)::int as n, max(number)::int as top from indexed_blocks',
        );
        expect(rows[0]).toEqual({ n: Number(blockNumber) + 1, top: Number(blockNumber) });
        const answer = await fetch(`${second.url}/v1/analytics/events?projectId=keep`);
        expect(
          ((await answer.json()) as { events: { eventId: string }[] }).events.map((e) => e.eventId),
        ).toEqual(['persisted-1']);
        expect((await second.db.query('select id from migrations order by id')).rows).toEqual(
          allMigrations.map(({ id }) => ({ id })),
        );
      } finally {
        await second.stop();
      }
    } finally {
      await chain.stop();
      rmSync(join(dataDir, '..'), { recursive: true, force: true });
    }
  }, 20_000);

  test('error: an unreachable PostgreSQL is named without its password', async () => {
    const url = 'postgres://portico:hunter2@127.0.0.1:9/sandbox';
    expect(describeDatabaseUrl(url)).toBe('portico@127.0.0.1:9/sandbox');
    const failure = createPgDatabase(url);
    await expect(failure).rejects.toThrow('cannot connect to PostgreSQL at portico@127.0.0.1:9/sandbox: ');
    await expect(failure).rejects.not.toThrow(/hunter2/);
  });

  test('error: a chain whose node is down is named', async () => {
    const start = startApi({
      chains: [
        {
          caipNetworkId: 'eip155:31337',
          rpcUrl: 'http://127.0.0.1:9',
          contracts: { usdc: '0x0', prt: '0x0', usdcPool: '0x0', prtPool: '0x0', spamToken: '0x0' },
        },
      ],
    });
    await expect(start).rejects.toThrow(/^api: chain eip155:31337: /);
  });

  test('error: a non-eip155 chain or a malformed origin is refused before anything starts', async () => {
    const contracts = { usdc: '0x0', prt: '0x0', usdcPool: '0x0', prtPool: '0x0', spamToken: '0x0' } as const;
    await expect(
      startApi({ chains: [{ caipNetworkId: 'solana:x', rpcUrl: 'http://x', contracts }] }),
    ).rejects.toThrow('api: invalid configuration');
    await expect(
      startApi({
        chains: [{ caipNetworkId: 'eip155:1', rpcUrl: 'http://x', contracts }],
        allowedOrigins: ['example.com/path'],
      }),
    ).rejects.toThrow('api: invalid configuration');
  });
});
