import type { Migration } from './Migration';

/**
 * SIWX sign-in (issue 14): nonces the API issued (each consumed once, by the sign-in that carries it)
 * and the sessions it opened. A session's id is its bearer token (docs/siwx.md, "Session tokens"), so
 * only its SHA-256 is stored: a read of the table cannot be replayed as a session.
 */
export const siwxSessionsMigration: Migration = {
  id: 3,
  name: 'siwx sessions',
  sql: `
    create table siwx_nonces (
      nonce text primary key,
      project_id text not null,
      expires_at timestamptz not null
    );

    create table siwx_sessions (
      token_hash text primary key,
      project_id text not null,
      namespace text not null,
      caip_network_id text not null,
      address text not null,
      domain text not null,
      message text not null,
      signature text not null,
      issued_at text,
      expires_at timestamptz not null,
      revoked_at timestamptz,
      created_at timestamptz not null default now()
    );
    create index siwx_sessions_account on siwx_sessions (caip_network_id, address);
  `,
};
