import { hasIdleCallback, whenIdle } from '../../core/whenIdle';

/** The longest a browser may hold the persistence chunk back for an idle moment. */
const MAX_DELAY_MS = 500;

/**
 * Resolves when the page is first idle (so after the first paint of the host's render), within
 * MAX_DELAY_MS; at once where there is no `requestIdleCallback` (servers, jsdom, Safari). Why: the
 * persistence chunk is not needed to paint the connect button, and fetched while the page's own
 * chunks still load it competes with them (docs/bench.md).
 */
export function afterFirstPaint(): Promise<void> {
  if (!hasIdleCallback()) return Promise.resolve();
  return new Promise((resolve) => whenIdle(() => resolve(), { timeoutMs: MAX_DELAY_MS }));
}
