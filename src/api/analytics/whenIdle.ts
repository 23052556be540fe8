type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Runs `task` when the browser is idle, at the latest `timeoutMs` later (requestIdleCallback), or after
 * `timeoutMs` where there is none (Safari, Node). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  const idle = globalThis as IdleWindow;
  if (typeof idle.requestIdleCallback === 'function') {
    const handle = idle.requestIdleCallback(task, { timeout: timeoutMs });
    return () => idle.cancelIdleCallback?.(handle);
  }
  const handle = setTimeout(task, timeoutMs);
  return () => clearTimeout(handle);
}
