import { randomUUID } from 'node:crypto';
import { describeEachDatabase } from '../testing/describeEachDatabase';

const event = (overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  url: 'http://localhost:5173/swap?x=1',
  domain: 'localhost',
  timestamp: 1_790_000_000_123,
  props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
  ...overrides,
});

describeEachDatabase('analytics', (harness) => {
  const send = (projectId: string | undefined, body: unknown, headers?: Record<string, string>) => {
    const query =
      projectId === undefined ? 'st=appkit&sv=html-4' : `projectId=${projectId}&st=appkit&sv=html-4`;
    return harness().request('POST', `/e?${query}`, body, headers);
  };
  const events = async (projectId?: string) => {
    const answer = await harness().request(
      'GET',
      `/v1/analytics/events${projectId ? `?projectId=${projectId}` : ''}`,
    );
    expect(answer.status).toBe(200);
    return answer.json.events as Record<string, unknown>[];
  };

  test('default: no events stored yet', async () => {
    expect(await events('nobody')).toEqual([]);
  });

  test('behavior: an event is stored with its project and SDK and can be queried', async () => {
    const sent = event();
    const before = Date.now();
    const answer = await send('project-a', sent);
    expect(answer).toMatchObject({ status: 202, json: { accepted: true, duplicate: false } });
    const [stored, ...rest] = await events('project-a');
    expect(rest).toEqual([]);
    expect(stored).toEqual({
      eventId: sent.eventId,
      projectId: 'project-a',
      sdkType: 'appkit',
      sdkVersion: 'html-4',
      url: sent.url,
      domain: 'localhost',
      timestamp: 1_790_000_000_123,
      props: sent.props,
      receivedAt: expect.any(String),
    });
    expect(Date.parse(stored?.receivedAt as string)).toBeGreaterThanOrEqual(before - 1000);
  });

  test('behavior: events are listed oldest first, per project, and a limit applies', async () => {
    const sent = [event(), event(), event()];
    for (const one of sent) expect((await send('project-b', one)).status).toBe(202);
    await send('project-c', event());
    expect((await events('project-b')).map((stored) => stored.eventId)).toEqual(
      sent.map((one) => one.eventId),
    );
    const limited = await harness().request('GET', '/v1/analytics/events?projectId=project-b&limit=2');
    expect(limited.json.events).toHaveLength(2);
    expect((await events()).length).toBeGreaterThanOrEqual(4);
  });

  test('behavior: a repeated event id is accepted once (retries are safe)', async () => {
    const sent = event();
    await send('project-d', sent);
    const again = await send('project-d', { ...sent, props: { changed: true } });
    expect(again).toMatchObject({ status: 202, json: { accepted: true, duplicate: true } });
    expect(await events('project-d')).toEqual([expect.objectContaining({ props: sent.props })]);
  });

  test('behavior: a body sent as text/plain (as sendBeacon does) is read as JSON', async () => {
    const answer = await send('project-e', JSON.stringify(event()), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(answer.status).toBe(202);
    expect(await events('project-e')).toHaveLength(1);
  });

  test('error: bad requests get a 4xx JSON error and store nothing', async () => {
    const project = 'project-bad';
    const cases: [string, () => Promise<{ status: number; json: { error: { code: string } } }>, number][] = [
      ['missing projectId', () => send(undefined, event()), 400],
      ['missing eventId', () => send(project, { ...event(), eventId: undefined }), 400],
      ['timestamp as text', () => send(project, event({ timestamp: 'yesterday' })), 400],
      ['url not a URL', () => send(project, event({ url: 'not a url' })), 400],
      ['props not an object', () => send(project, event({ props: ['x'] })), 400],
      ['malformed JSON', () => send(project, '{"eventId": "x", '), 400],
      ['empty body', () => send(project, ''), 400],
      ['oversized body', () => send(project, event({ props: { blob: 'x'.repeat(70 * 1024) } })), 413],
      ['wrong method', () => harness().request('PUT', `/e?projectId=${project}`, event()), 405],
    ];
    for (const [label, attempt, status] of cases) {
      const answer = await attempt();
      expect({ label, status: answer.status }).toEqual({ label, status });
      expect(answer.json.error.code).toMatch(/^[A-Z_]+$/);
    }
    expect(await events(project)).toEqual([]);
    const { rows } = await harness().api.db.query<{ n: number }>(
      'select count(*)::int as n from analytics_events where project_id = $1',
      [project],
    );
    expect(rows[0]?.n).toBe(0);
  });

  test('error: a body over the limit is refused by its declared length before it is read', async () => {
    const answer = await harness().request('POST', '/e?projectId=p', 'x'.repeat(200 * 1024));
    expect(answer).toMatchObject({
      status: 413,
      json: { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body exceeds 65536 bytes' } },
    });
  });

  test('error: a chunked body over the limit is cut off while streaming', async () => {
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 20; index++) controller.enqueue(new Uint8Array(8 * 1024).fill(32));
        controller.close();
      },
    });
    const response = await fetch(`${harness().api.url}/e?projectId=p`, {
      method: 'POST',
      body: chunks,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  test('error: a bad limit on the events query is a 400', async () => {
    expect((await harness().request('GET', '/v1/analytics/events?limit=0')).status).toBe(400);
    expect((await harness().request('GET', '/v1/analytics/events?limit=abc')).status).toBe(400);
  });

  // Issue 12, attack 5: these gave 500s, and a deeply nested stored value made every later listing
  // that included it hang. Now each is a short 400 and nothing is stored.
  test.each([
    ['a NUL in projectId', () => send('p%00', event()), 'query.projectId contains a NUL character'],
    [
      'a NUL in sv',
      () => harness().request('POST', '/e?projectId=p&st=appkit&sv=%00', event()),
      'query.sv contains a NUL character',
    ],
    [
      'a NUL in eventId',
      () => send('hygiene', event({ eventId: 'a\u0000b' })),
      'body.eventId contains a NUL character',
    ],
    [
      'a NUL in url',
      () => send('hygiene', event({ url: 'http://x/\u0000' })),
      'body.url contains a NUL character',
    ],
    [
      'a lone surrogate in domain',
      () => send('hygiene', event({ domain: 'x\uD800' })),
      'body.domain contains an unpaired surrogate',
    ],
    [
      'a lone surrogate in a props key',
      () => send('hygiene', event({ props: { type: 't', event: 'E', properties: { '\uDC00': 1 } } })),
      'body.props.properties has a key that contains an unpaired surrogate',
    ],
  ])('error: %s is a short 400 and stores nothing', async (_case, request, message) => {
    const answer = await request();
    expect(answer).toMatchObject({ status: 400, json: { error: { code: 'BAD_REQUEST', message } } });
    expect(await events('hygiene')).toEqual([]);
  });

  test.each([10, 3_000, 10_000])(
    'error: props nested %i deep are a 400 and listings still answer',
    async (depth) => {
      // Written as text: a client's JSON.stringify would overflow its own stack at such depths.
      const nested = `${'{"n":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`;
      const props = `{"type":"t","event":"E","properties":${nested}}`;
      const body = JSON.stringify(event({ props: 'PROPS' })).replace('"PROPS"', props);
      const answer = await send('deep', body);
      expect(answer.status).toBe(400);
      expect(answer.json.error.message).toMatch(/^body\.props(\.[a-z]+)* is nested deeper than 8 levels$/);
      expect(await events('deep')).toEqual([]);
    },
  );

  test('error: an error never echoes a large input back', async () => {
    const answer = await send('echo', event({ url: 'x'.repeat(8_000) }));
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.json).length).toBeLessThan(400);
  });
});
