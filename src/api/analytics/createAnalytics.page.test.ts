/** @jest-environment jsdom */

import {
  analyticsKit,
  openAndClose,
  stubAnalyticsFetch,
  UNTIL_SENT_MS,
} from '../../../test/api/analyticsTestKit';
import type { AppKit } from '../../kit/createAppKit';
import { ANALYTICS_BATCH_WINDOW_MS } from './createAnalytics';

// The page lifecycle in a DOM: what is queued leaves at once, with keepalive, when the page is hidden
// or unloaded, because the idle moment may never come.

const realFetch = globalThis.fetch;
const kits: AppKit[] = [];
const kit = (...args: Parameters<typeof analyticsKit>) => {
  const made = analyticsKit(...args);
  kits.push(made);
  return made;
};
const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  for (const made of kits.splice(0)) made.destroy();
  jest.useRealTimers();
  globalThis.fetch = realFetch;
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

describe('analytics and the page lifecycle (stub fetch for /e)', () => {
  test('behavior: pagehide posts what is queued at once, with keepalive, and the URL of the page', async () => {
    const stub = stubAnalyticsFetch();
    openAndClose(kit());
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(0);
    expect(stub.names()).toEqual([['MODAL_OPEN', 'MODAL_CLOSE']]);
    expect(stub.posts[0]?.init.keepalive).toBe(true);
    expect(stub.posts[0]?.events[0]).toMatchObject({ url: window.location.href, domain: 'localhost' });
    // Nothing is left for the idle send.
    await jest.advanceTimersByTimeAsync(10 * UNTIL_SENT_MS);
    expect(stub.posts).toHaveLength(1);
  });

  test('behavior: a hidden tab posts what is queued; a visible one waits for the idle send', async () => {
    const stub = stubAnalyticsFetch();
    const made = kit();
    openAndClose(made);
    setVisibility('visible');
    await jest.advanceTimersByTimeAsync(ANALYTICS_BATCH_WINDOW_MS / 2);
    expect(stub.posts).toEqual([]);
    setVisibility('hidden');
    await jest.advanceTimersByTimeAsync(0);
    expect(stub.names()).toEqual([['MODAL_OPEN', 'MODAL_CLOSE']]);
  });

  test('behavior: with consent pending, hiding the page sends nothing', async () => {
    const stub = stubAnalyticsFetch();
    openAndClose(kit({ analyticsConsent: 'pending' }));
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    await jest.advanceTimersByTimeAsync(10 * UNTIL_SENT_MS);
    expect(stub.posts).toEqual([]);
  });
});
