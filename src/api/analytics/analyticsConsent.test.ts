import {
  analyticsKit,
  openAndClose,
  stubAnalyticsFetch,
  UNTIL_SENT_MS,
} from '../../../test/api/analyticsTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { ANALYTICS_MAX_QUEUE } from './createAnalytics';
import { trackAnalytics } from './trackAnalytics';

// The consent hook as a host uses it: `analyticsConsent` at start, `kit.setAnalyticsConsent` later.

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
  globalThis.fetch = realFetch;
});

describe('analytics consent (stub fetch for /e)', () => {
  test('behavior: pending holds events; granted sends what was held', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit({ analyticsConsent: 'pending' });
    openAndClose(made, 2);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(stub.posts).toEqual([]);
    made.setAnalyticsConsent('granted');
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.names()).toEqual([['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN', 'MODAL_CLOSE']]);
  });

  test('behavior: denied drops what was held and everything after', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit({ analyticsConsent: 'pending' });
    openAndClose(made);
    made.setAnalyticsConsent('denied');
    openAndClose(made);
    await jest.advanceTimersByTimeAsync(60_000);
    made.setAnalyticsConsent('granted');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(stub.posts).toEqual([]);
    openAndClose(made);
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.names()).toEqual([['MODAL_OPEN', 'MODAL_CLOSE']]);
  });

  test('behavior: consent withdrawn (pending) before the batch leaves holds it again', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit();
    openAndClose(made);
    made.setAnalyticsConsent('pending');
    await jest.advanceTimersByTimeAsync(60_000);
    expect(stub.posts).toEqual([]);
    made.setAnalyticsConsent('granted');
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.names()).toEqual([['MODAL_OPEN', 'MODAL_CLOSE']]);
  });

  test('behavior: the held queue is bounded; the newest events are kept', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit({ analyticsConsent: 'pending' });
    for (let n = 0; n < ANALYTICS_MAX_QUEUE + 50; n++) trackAnalytics(made.services, 'SELECT_WALLET', { n });
    made.setAnalyticsConsent('granted');
    await jest.advanceTimersByTimeAsync(20 * UNTIL_SENT_MS);
    const sent = stub.posts.flatMap((post) => post.events.map((event) => event.props.properties?.n));
    expect(sent).toEqual(Array.from({ length: ANALYTICS_MAX_QUEUE }, (_, i) => i + 50));
  });

  test('behavior: two kits have their own consent', async () => {
    const stub = stubAnalyticsFetch();
    const held = kit({ analyticsConsent: 'pending', projectId: 'held' });
    const free = kit({ projectId: 'free' });
    openAndClose(held);
    openAndClose(free);
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.posts.map((post) => post.url.searchParams.get('projectId'))).toEqual(['free']);
    free.setAnalyticsConsent('denied');
    held.setAnalyticsConsent('granted');
    await jest.advanceTimersByTimeAsync(UNTIL_SENT_MS);
    expect(stub.posts.map((post) => post.url.searchParams.get('projectId'))).toEqual(['free', 'held']);
  });

  test('error: an unknown consent value is refused with the value as data', () => {
    expect(() => kit({ analyticsConsent: 'yes' as never })).toThrow(
      'Invalid analyticsConsent "yes": use "granted", "pending" or "denied"',
    );
    const made = kit();
    let thrown: unknown;
    try {
      made.setAnalyticsConsent('maybe' as never);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ name: 'InvalidAnalyticsConsentError', data: { value: 'maybe' } });
  });
});
