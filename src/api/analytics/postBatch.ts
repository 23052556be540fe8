import type { AnalyticsEvent } from './analyticsEvent';

/**
 * What became of one POST: `sent`; `failed` (network error, 408, 429 or 5xx: worth one retry);
 * `refused` (any other 4xx: the same request would be refused again); `forbidden` (403: the project
 * is not allowed, SPEC §7's invalid-configuration case).
 */
export type PostOutcome = 'sent' | 'failed' | 'refused' | 'forbidden';

/** Where and how a batch is posted. */
export interface PostBatchParameters {
  /** The full `/e` URL, query included. */
  url: string;
  events: readonly AnalyticsEvent[];
  /** The fetch to use; nothing is sent when there is none (old runtimes). */
  fetch: typeof fetch | undefined;
}

/**
 * POSTs one batch to `/e`. Never rejects and never logs: analytics must not disturb the host page.
 * The body is sent as text/plain, a CORS "simple" request: no preflight, and allowed with `keepalive`
 * (which lets a batch posted while the page is being hidden or unloaded still leave).
 */
export async function postBatch({ url, events, fetch: send }: PostBatchParameters): Promise<PostOutcome> {
  if (typeof send !== 'function') return 'refused';
  try {
    const response = await send(url, {
      method: 'POST',
      body: JSON.stringify(events),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      keepalive: true,
      credentials: 'omit',
    });
    if (response.ok) return 'sent';
    if (response.status === 403) return 'forbidden';
    const retryable = response.status === 408 || response.status === 429 || response.status >= 500;
    return retryable ? 'failed' : 'refused';
  } catch {
    return 'failed';
  }
}
