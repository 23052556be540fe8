import { hasIdleCallback, whenIdle } from './whenIdle';

describe('whenIdle', () => {
  const scope = globalThis as { requestIdleCallback?: unknown; cancelIdleCallback?: unknown };
  afterEach(() => {
    delete scope.requestIdleCallback;
    delete scope.cancelIdleCallback;
    jest.useRealTimers();
  });

  test('default: without requestIdleCallback the task runs after the fallback delay, and cancel stops it', () => {
    jest.useFakeTimers();
    expect(hasIdleCallback()).toBe(false);
    const task = jest.fn();
    whenIdle(task, { timeoutMs: 2000, fallbackDelayMs: 200 });
    jest.advanceTimersByTime(199);
    expect(task).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled, { timeoutMs: 50 })();
    jest.advanceTimersByTime(100);
    expect(cancelled).not.toHaveBeenCalled();
  });

  test('behavior: with requestIdleCallback the browser runs it, asked with the timeout; cancel hands the handle back', () => {
    const idle = jest.fn((_task: () => void, _options?: { timeout: number }) => 7);
    const cancel = jest.fn();
    scope.requestIdleCallback = idle;
    scope.cancelIdleCallback = cancel;
    expect(hasIdleCallback()).toBe(true);
    const task = jest.fn();
    whenIdle(task, { timeoutMs: 500 })();
    expect(idle.mock.calls[0]).toEqual([task, { timeout: 500 }]);
    expect(cancel).toHaveBeenCalledWith(7);
    whenIdle(task);
    expect(idle.mock.calls[1]).toEqual([task, undefined]);
  });
});
