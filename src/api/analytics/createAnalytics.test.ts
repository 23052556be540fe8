import {
  analyticsKit,
  openAndClose,
  stubAnalyticsFetch,
  UNTIL_SENT_MS,
} from '../../../test/api/analyticsTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { PACKAGE_VERSION } from '../../kit/packageVersion';
import { API_SERVICE_ID } from '../../store/services/kitServices';
import {
  ANALYTICS_BATCH_WINDOW_MS,
  ANALYTICS_IDLE_TIMEOUT_MS,
  ANALYTICS_RETRY_DELAY_MS,
} from './createAnalytics';
import { trackAnalytics } from './trackAnalytics';

// The queue is driven through real kits, as a host's clicks drive it; only `/e` is a stub fetch.

const realFetch = globalThis.fetch;
const kits: AppKit[] = [];
const kit = (...args: Parameters<typeof analyticsKit>) => {
  const made = analyticsKit(...args);
  kits.push(made);
  return made;
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  for (const made of kits.splice(0)) made.destroy();
  jest.useRealTimers();
  jest.restoreAllMocks();
  globalThis.fetch = realFetch;
  delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe('analytics queue (stub fetch for /e)', () => {
  test('default: events of one moment go out as one batch to the configured /e, MODAL_CREATED never', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit({ apiUrl: 'https://api.test/base/' });
    openAndClose(made, 2);
    expect(stub.posts).toEqual([]);
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.names()).toEqual([['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN', 'MODAL_CLOSE']]);
    const [post] = stub.posts;
    expect(`${post?.url.origin}${post?.url.pathname}`).toBe('https://api.test/base/e');
    expect(Object.fromEntries(post!.url.searchParams)).toEqual({
      projectId: 'proj-1',
      st: 'portico',
      sv: `portico-${PACKAGE_VERSION}`,
    });
    expect(post?.init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(post?.events[0]).toEqual({
      eventId: expect.any(String),
      url: '',
      domain: '',
      timestamp: expect.any(Number),
      // AppKit's payload (issue 24): whether a wallet is connected.
      props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    });
  });

  test('behavior: the batch waits for the browser to be idle (stub requestIdleCallback), at most 2 s', async () => {
    const idle: Array<{ run: () => void; timeout: number }> = [];
    (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback = (
      run: () => void,
      options: { timeout: number },
    ) => idle.push({ run, timeout: options.timeout });
    const stub = stubAnalyticsFetch();
    openAndClose(kit());
    await jest.advanceTimersByTimeAsync(ANALYTICS_BATCH_WINDOW_MS + 60_000);
    expect(stub.posts).toEqual([]);
    // The kit asks for idle time for its persistence chunk too (afterFirstPaint): only analytics' ask counts.
    const asks = idle.filter((ask) => ask.timeout === ANALYTICS_IDLE_TIMEOUT_MS);
    expect(asks).toEqual([{ run: expect.any(Function), timeout: ANALYTICS_IDLE_TIMEOUT_MS }]);
    asks[0]?.run();
    await jest.advanceTimersByTimeAsync(0);
    expect(stub.names()).toEqual([['MODAL_OPEN', 'MODAL_CLOSE']]);
  });

  test('behavior: more than 20 events are posted 20 at a time, one POST after the other', async () => {
    const stub = stubAnalyticsFetch();
    openAndClose(kit(), 15);
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.posts.map((post) => post.events.length)).toEqual([20]);
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.posts.map((post) => post.events.length)).toEqual([20, 10]);
  });

  test('behavior: adapters and plugins track through the same queue (trackAnalytics)', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit();
    trackAnalytics(made.services, 'ERROR_FETCH_TRANSACTIONS', { chainId: 'eip155:1' });
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.posts[0]?.events[0]?.props).toEqual({
      type: 'track',
      event: 'ERROR_FETCH_TRANSACTIONS',
      properties: { chainId: 'eip155:1' },
    });
  });

  test('error: an unreachable API gets one retry, then the batch is dropped silently and sending stops', async () => {
    const consoleSpies = (['error', 'warn', 'log'] as const).map((level) => jest.spyOn(console, level));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const stub = stubAnalyticsFetch([new TypeError('Failed to fetch'), new TypeError('Failed to fetch')]);
      const made = kit();
      openAndClose(made);
      await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
      expect(stub.posts).toHaveLength(1);
      await jest.advanceTimersByTimeAsync(ANALYTICS_RETRY_DELAY_MS);
      expect(stub.names()).toEqual([
        ['MODAL_OPEN', 'MODAL_CLOSE'],
        ['MODAL_OPEN', 'MODAL_CLOSE'],
      ]);
      // The API is taken to be unreachable: later events are not sent (no more failed requests).
      openAndClose(made, 3);
      await jest.advanceTimersByTimeAsync(10 * UNTIL_SENT_MS);
      expect(stub.posts).toHaveLength(2);
      for (const spy of consoleSpies) expect(spy).not.toHaveBeenCalled();
      expect(unhandled).not.toHaveBeenCalled();
      expect(made.store.getState().alerts.current).toBeNull();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });

  test('error: a 503 is retried once and, when the retry succeeds, sending goes on', async () => {
    const stub = stubAnalyticsFetch([503]);
    const made = kit();
    openAndClose(made);
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS + ANALYTICS_RETRY_DELAY_MS);
    openAndClose(made);
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.posts.map((post) => post.events.map((event) => event.eventId))).toEqual([
      stub.posts[0]?.events.map((event) => event.eventId),
      stub.posts[0]?.events.map((event) => event.eventId),
      [expect.any(String), expect.any(String)],
    ]);
  });

  test('error: a 403 shows the invalid app configuration alert once and is not retried', async () => {
    const stub = stubAnalyticsFetch([403, 403]);
    const made = kit();
    openAndClose(made);
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS + ANALYTICS_RETRY_DELAY_MS);
    expect(stub.posts).toHaveLength(1);
    expect(made.store.getState().alerts.current?.id).toBe('INVALID_APP_CONFIGURATION');
    made.store.dispatch({ type: 'alerts/alertDismissed' });
    openAndClose(made);
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.posts).toHaveLength(2);
    expect(made.store.getState().alerts).toEqual({ current: null, shown: ['INVALID_APP_CONFIGURATION'] });
  });

  test('behavior: with features.analytics false nothing is sent and the API chunk is not loaded', async () => {
    const stub = stubAnalyticsFetch();
    const off = kit({ features: { analytics: false } });
    openAndClose(off, 3);
    const on = kit();
    openAndClose(on);
    await jest.advanceTimersByTimeAsync(10 * UNTIL_SENT_MS);
    expect(stub.posts).toHaveLength(1);
    expect(stub.posts[0]?.events).toHaveLength(2);
    // Analytics posts by itself: neither kit loaded the RTK Query api for it.
    expect([off.services.has(API_SERVICE_ID), on.services.has(API_SERVICE_ID)]).toEqual([false, false]);
  });

  test('behavior: analytics switched off at run time drops what was queued', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit();
    openAndClose(made);
    made.setFeatures({ analytics: false });
    openAndClose(made);
    await jest.advanceTimersByTimeAsync(10 * UNTIL_SENT_MS);
    expect(stub.posts).toEqual([]);
  });

  test('behavior: without an explicit apiUrl nothing is sent (no default remote API)', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit({ apiUrl: undefined });
    openAndClose(made, 3);
    await jest.advanceTimersByTimeAsync(10 * UNTIL_SENT_MS);
    expect(stub.fetch).not.toHaveBeenCalled();
  });

  test('behavior: two kits on one page keep their own queues, APIs and failures', async () => {
    const stub = stubAnalyticsFetch([new TypeError('down'), new TypeError('down')]);
    const first = kit({ apiUrl: 'https://first.test', projectId: 'first' });
    openAndClose(first);
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS + ANALYTICS_RETRY_DELAY_MS);
    // The first kit has given up on its API; the second one still sends to its own.
    const second = kit({ apiUrl: 'https://second.test', projectId: 'second' });
    openAndClose(first);
    void second.open();
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.posts.map((post) => [post.url.host, post.url.searchParams.get('projectId')])).toEqual([
      ['first.test', 'first'],
      ['first.test', 'first'],
      ['second.test', 'second'],
    ]);
    expect(stub.names()[2]).toEqual(['MODAL_OPEN']);
  });

  test('behavior: destroy stops the queue; nothing is posted afterwards', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit();
    openAndClose(made);
    made.destroy();
    await jest.advanceTimersByTimeAsync(10 * UNTIL_SENT_MS);
    expect(stub.posts).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });
});
