// How the frame page notices that its session is gone without its kit asking (issue 12 item 3): a
// `storage` event from another tab of the same frame origin, and a bounded check with the auth service
// when the page comes back (focus, visible again, online) and every minute.

/** The frame host's two entry points this watch drives (createFrameHost's return value has both). */
export interface WatchedFrameHost {
  storageChanged(key: string | null, oldValue: string | null, newValue: string | null): void;
  checkSession(): Promise<void>;
}

export interface WatchFrameSessionParameters {
  host: WatchedFrameHost;
  /** The frame page's window: `storage`, `focus` and `online` events. */
  window: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The frame page's document: `visibilitychange`. */
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /** Periodic check spacing; default 60 s. */
  intervalMs?: number;
  /** Checks started by focus / visibility / online closer than this to the last one are skipped; default 5 s. */
  minGapMs?: number;
  now?: () => number;
}

/** Starts watching; returns the function that stops every listener and the timer. */
export function watchFrameSession({
  host,
  window: win,
  document: doc,
  intervalMs = 60_000,
  minGapMs = 5_000,
  now = Date.now,
}: WatchFrameSessionParameters): () => void {
  let running: Promise<void> | undefined;
  let last = Number.NEGATIVE_INFINITY;

  // One check at a time, and page events cannot turn into a stream of requests to the auth service.
  const check = (periodic: boolean) => {
    if (running) return;
    if (!periodic && now() - last < minGapMs) return;
    last = now();
    running = host
      .checkSession()
      .catch(() => undefined)
      .finally(() => {
        running = undefined;
      });
  };

  const onStorage = (event: Event) => {
    const change = event as StorageEvent;
    host.storageChanged(change.key, change.oldValue, change.newValue);
  };
  const onReturn = () => check(false);
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') check(false);
  };
  win.addEventListener('storage', onStorage);
  win.addEventListener('focus', onReturn);
  win.addEventListener('online', onReturn);
  doc.addEventListener('visibilitychange', onVisibility);
  const timer = setInterval(() => check(true), intervalMs);

  return () => {
    clearInterval(timer);
    win.removeEventListener('storage', onStorage);
    win.removeEventListener('focus', onReturn);
    win.removeEventListener('online', onReturn);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
