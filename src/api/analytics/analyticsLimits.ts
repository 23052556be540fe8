// The queue's timings and bounds, in a file of their own so the start-up front (createAnalyticsFront)
// can read them without pulling in the sending code.

/** Events tracked within this window go out together. */
export const ANALYTICS_BATCH_WINDOW_MS = 1000;
/** After the window, the batch waits for an idle moment, at most this long. */
export const ANALYTICS_IDLE_TIMEOUT_MS = 2000;
/** A failed batch is posted once more after this delay, then dropped. */
export const ANALYTICS_RETRY_DELAY_MS = 5000;
/** Events per POST (keeps a keepalive body far below the browser's 64 KiB and the API's limit). */
export const ANALYTICS_MAX_BATCH = 20;
/** Events held at most (consent pending, or a batch in flight); the oldest are dropped beyond it. */
export const ANALYTICS_MAX_QUEUE = 100;
