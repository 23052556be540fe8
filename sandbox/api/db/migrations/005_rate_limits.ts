import type { Migration } from './Migration';

/**
 * Request limits (issue 22: nonce issuance had none). One row per limit and client holds the start
 * of its current fixed window and the requests counted in it; kept in the database, as nonces are,
 * so every instance of the API shares the count. The row is claimed with one upsert, so parallel
 * requests cannot all see a free window.
 */
export const rateLimitsMigration: Migration = {
  id: 5,
  name: 'rate limits',
  sql: `
    create table api_rate_limits (
      scope text not null,
      client text not null,
      window_start timestamptz not null,
      hits integer not null,
      primary key (scope, client)
    );
  `,
};
