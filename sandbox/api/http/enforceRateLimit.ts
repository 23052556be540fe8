import type { Database } from '../db/Database';
import { tooManyRequests } from './ApiError';

/** A fixed-window limit: at most `max` requests per client in each `windowMs`. */
export interface RateLimit {
  max: number;
  windowMs: number;
  /** The limit's clock in ms (default Date.now); tests pass their own instead of waiting. */
  now?: () => number;
}

/**
 * Counts one request of `client` against the `scope` limit, or throws 429 with `Retry-After` when its
 * window is full. One upsert claims the request (a window that has ended starts again at 1), so the
 * count holds across parallel requests and across instances sharing the database. A refused request
 * is counted too: hammering a full window does not buy anything, and it ends on time all the same.
 */
export async function enforceRateLimit(
  db: Database,
  { scope, client, limit }: { scope: string; client: string; limit: RateLimit },
): Promise<void> {
  const now = (limit.now ?? Date.now)();
  const { rows } = await db.query<{ window_start: Date | string; hits: number }>(
    `insert into api_rate_limits (scope, client, window_start, hits) values ($1, $2, $3, 1)
     on conflict (scope, client) do update set
       window_start = case when api_rate_limits.window_start <= $4 then excluded.window_start
                           else api_rate_limits.window_start end,
       hits = case when api_rate_limits.window_start <= $4 then 1 else api_rate_limits.hits + 1 end
     returning window_start, hits`,
    [scope, client, new Date(now).toISOString(), new Date(now - limit.windowMs).toISOString()],
  );
  const row = rows[0];
  if (!row || row.hits <= limit.max) return;
  const endsAt = new Date(row.window_start).getTime() + limit.windowMs;
  const seconds = Math.max(1, Math.ceil((endsAt - now) / 1000));
  throw tooManyRequests(`Too many requests; try again in ${seconds} s`, seconds);
}
