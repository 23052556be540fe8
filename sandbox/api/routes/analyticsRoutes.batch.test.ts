import { randomUUID } from 'node:crypto';
import { describeEachDatabase } from '../testing/describeEachDatabase';
import { MAX_EVENTS_PER_POST } from './analyticsRoutes';

// The batch form of POST /e, as the kit sends it: a JSON array of SPEC §7 events, as text/plain (a
// CORS simple request that keepalive allows). The single-event form is tested in analyticsRoutes.test.ts.

const event = (name: string, overrides: Record<string, unknown> = {}) => ({
  eventId: randomUUID(),
  url: 'http://localhost:5173/',
  domain: 'localhost',
  timestamp: 1_790_000_000_000,
  props: { type: 'track', event: name },
  ...overrides,
});

describeEachDatabase('analytics batches', (harness) => {
  const send = (projectId: string, body: unknown) =>
    harness().request('POST', `/e?projectId=${projectId}&st=portico&sv=portico-4.0.0`, JSON.stringify(body), {
      'content-type': 'text/plain;charset=UTF-8',
    });
  const stored = async (projectId: string) => {
    const answer = await harness().request('GET', `/v1/analytics/events?projectId=${projectId}`);
    return answer.json.events as Array<Record<string, unknown>>;
  };

  test('behavior: a batch stores every event, in order, with the project and SDK of the query', async () => {
    const batch = [event('MODAL_OPEN'), event('MODAL_CLOSE'), event('MODAL_OPEN')];
    const answer = await send('batch-a', batch);
    expect(answer).toMatchObject({ status: 202, json: { accepted: true, events: 3, duplicates: 0 } });
    expect(await stored('batch-a')).toEqual(
      batch.map((sent) =>
        expect.objectContaining({
          eventId: sent.eventId,
          projectId: 'batch-a',
          sdkType: 'portico',
          sdkVersion: 'portico-4.0.0',
          props: sent.props,
        }),
      ),
    );
  });

  test('behavior: a batch posted again (the kit retries once) stores nothing twice', async () => {
    const batch = [event('MODAL_OPEN'), event('MODAL_CLOSE')];
    await send('batch-b', batch);
    const again = await send('batch-b', [...batch, event('SELECT_WALLET')]);
    expect(again).toMatchObject({ status: 202, json: { accepted: true, events: 3, duplicates: 2 } });
    expect((await stored('batch-b')).map((one) => one.props)).toEqual([
      { type: 'track', event: 'MODAL_OPEN' },
      { type: 'track', event: 'MODAL_CLOSE' },
      { type: 'track', event: 'SELECT_WALLET' },
    ]);
  });

  test('behavior: a single event still answers as before', async () => {
    const answer = await send('batch-c', event('MODAL_OPEN'));
    expect(answer).toMatchObject({ status: 202, json: { accepted: true, duplicate: false } });
    expect(await stored('batch-c')).toHaveLength(1);
  });

  test('error: one invalid event refuses the whole batch, and empty or oversized batches are 400', async () => {
    const cases: Array<[string, unknown]> = [
      ['an event without eventId', [event('MODAL_OPEN'), { ...event('MODAL_CLOSE'), eventId: undefined }]],
      ['an event with a bad url', [event('MODAL_OPEN'), event('MODAL_CLOSE', { url: 'nope' })]],
      ['an empty batch', []],
      ['too many events', Array.from({ length: MAX_EVENTS_PER_POST + 1 }, () => event('MODAL_OPEN'))],
      ['a batch of non-events', [1, 2]],
    ];
    for (const [label, body] of cases) {
      const answer = await send('batch-bad', body);
      expect({ label, status: answer.status, code: answer.json.error?.code }).toEqual({
        label,
        status: 400,
        code: 'BAD_REQUEST',
      });
    }
    expect(await stored('batch-bad')).toEqual([]);
  });

  test('error: the input-hygiene rules apply to every event of a batch', async () => {
    const answer = await send('batch-nul', [
      event('MODAL_OPEN'),
      event('MODAL_CLOSE', { domain: 'x\u0000' }),
    ]);
    expect(answer).toMatchObject({
      status: 400,
      json: { error: { code: 'BAD_REQUEST', message: 'body.1.domain contains a NUL character' } },
    });
    expect(await stored('batch-nul')).toEqual([]);
  });
});
