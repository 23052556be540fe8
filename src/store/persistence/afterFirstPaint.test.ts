import { afterFirstPaint } from './afterFirstPaint';

describe('afterFirstPaint', () => {
  const global = globalThis as { requestIdleCallback?: unknown };
  afterEach(() => {
    delete global.requestIdleCallback;
  });

  test('default: without requestIdleCallback (a server, jsdom) it resolves at once', async () => {
    await expect(afterFirstPaint()).resolves.toBeUndefined();
  });

  test('behavior: in a browser it waits for the idle callback, asked with a bounded timeout', async () => {
    let run: (() => void) | undefined;
    const idle = jest.fn((callback: () => void, _options: { timeout: number }) => {
      run = callback;
      return 1;
    });
    global.requestIdleCallback = idle;
    let resolved = false;
    const waiting = afterFirstPaint().then(() => {
      resolved = true;
    });
    await Promise.resolve();
    expect(resolved).toBe(false);
    expect(idle.mock.calls[0]![1]).toEqual({ timeout: 500 });
    run!();
    await waiting;
    expect(resolved).toBe(true);
  });
});
