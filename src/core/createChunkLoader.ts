/**
 * Wraps `load` so that every caller shares one fetch: the first call starts it, later calls (idle
 * preload, pointer, focus, open) get the same promise. A failed fetch is forgotten, so the next call
 * (typically the next open, or Retry) tries again instead of replaying the failure.
 */
export function createChunkLoader<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      const attempt = load();
      pending = attempt;
      // A failed fetch (offline, deploy in between) must not poison later attempts.
      attempt.catch(() => {
        if (pending === attempt) pending = undefined;
      });
    }
    return pending;
  };
}
