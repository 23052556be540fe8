import type { Migration } from './Migration';

/**
 * Forced balance refreshes (issue 29: a refresh on one instance left the others' caches stale for up to
 * 10 s). One row per address counts its refreshes; every instance puts the count in its cache keys, so
 * a refresh anywhere makes every older entry unreachable everywhere (balanceRefreshes.ts).
 */
export const balanceRefreshesMigration: Migration = {
  id: 9,
  name: 'balance refreshes',
  sql: `
    create table api_balance_refreshes (
      address text primary key,
      generation bigint not null
    );
  `,
};
