// One way to wait for an idle moment, for everything the kit defers past start-up (the modal preload,
// the adapter runtime, persistence, analytics sends), so each waits the same way and cancels the same way.

type IdleScope = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Options of `whenIdle`. */
export interface WhenIdleOptions {
  /** The longest the browser may hold the task back for an idle moment; unbounded when absent. */
  timeoutMs?: number;
  /** Delay where `requestIdleCallback` is missing (Safari before 18, Node); `timeoutMs` by default. */
  fallbackDelayMs?: number;
}

/** True where the environment has `requestIdleCallback` (browsers but older Safari; not Node or jsdom). */
export function hasIdleCallback(): boolean {
  return typeof (globalThis as IdleScope).requestIdleCallback === 'function';
}

/** Runs `task` when the browser is idle (or after the fallback delay without an idle callback); returns a cancel. */
export function whenIdle(task: () => void, { timeoutMs, fallbackDelayMs }: WhenIdleOptions = {}): () => void {
  const scope = globalThis as IdleScope;
  if (typeof scope.requestIdleCallback === 'function') {
    const handle = scope.requestIdleCallback(
      task,
      timeoutMs === undefined ? undefined : { timeout: timeoutMs },
    );
    return () => scope.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, fallbackDelayMs ?? timeoutMs ?? 0);
  return () => clearTimeout(timer);
}
