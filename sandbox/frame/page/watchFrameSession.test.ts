import { watchFrameSession } from './watchFrameSession';

// Issue 12 item 3: what makes the frame look at its session, and how often it may ask the auth service.

function world() {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState });
  const host = {
    changes: [] as Array<[string | null, string | null, string | null]>,
    checks: 0,
    answer: Promise.resolve(),
    storageChanged(key: string | null, oldValue: string | null, newValue: string | null) {
      host.changes.push([key, oldValue, newValue]);
    },
    checkSession() {
      host.checks += 1;
      return host.answer;
    },
  };
  const stop = watchFrameSession({ host, window: win, document: doc, now: () => Date.now() });
  return { win, doc, host, stop };
}

const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('watchFrameSession', () => {
  test('default: a storage event from another tab reaches the host with its key and values', () => {
    const { win, host } = world();
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'k', oldValue: 't', newValue: null }));
    expect(host.changes).toEqual([['k', 't', null]]);
  });

  test('behavior: the session is checked every 60 s, and on focus, visible again and online', async () => {
    const { win, doc, host } = world();
    jest.advanceTimersByTime(59_999);
    expect(host.checks).toBe(0);
    jest.advanceTimersByTime(1);
    expect(host.checks).toBe(1);
    await flush();
    jest.advanceTimersByTime(5_000);
    win.dispatchEvent(new Event('focus'));
    expect(host.checks).toBe(2);
    await flush();
    jest.advanceTimersByTime(5_000);
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(host.checks).toBe(2);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(host.checks).toBe(3);
    await flush();
    jest.advanceTimersByTime(5_000);
    win.dispatchEvent(new Event('online'));
    expect(host.checks).toBe(4);
  });

  test('behavior: bounded — page events within 5 s of a check, or while one runs, ask nothing more', async () => {
    const { win, host } = world();
    let answer: () => void = () => undefined;
    host.answer = new Promise<void>((resolve) => {
      answer = resolve;
    });
    for (let i = 0; i < 20; i += 1) win.dispatchEvent(new Event('focus'));
    expect(host.checks).toBe(1);
    // Still running at the periodic tick: not started twice.
    jest.advanceTimersByTime(60_000);
    expect(host.checks).toBe(1);
    answer();
    await flush();
    // Done, and the last start was 60 s ago: the next focus asks again, the one right after it does not.
    win.dispatchEvent(new Event('focus'));
    expect(host.checks).toBe(2);
    await flush();
    win.dispatchEvent(new Event('focus'));
    expect(host.checks).toBe(2);
  });

  test('error: a failing check is swallowed and the next one still runs; stop removes everything', async () => {
    const { win, host, stop } = world();
    host.answer = Promise.reject(new Error('offline'));
    win.dispatchEvent(new Event('focus'));
    await flush();
    host.answer = Promise.resolve();
    jest.advanceTimersByTime(60_000);
    expect(host.checks).toBe(2);
    stop();
    jest.advanceTimersByTime(600_000);
    win.dispatchEvent(new Event('focus'));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'k', oldValue: 't', newValue: null }));
    expect(host.checks).toBe(2);
    expect(host.changes).toEqual([]);
  });
});
