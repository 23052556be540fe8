import type { Migration } from '../../api/db/migrations/Migration';

// Ids start at 1001 so that these can share a database (and its `migrations` table) with the API's.
/** Tables of the reference auth service. Secrets (codes, tokens) are stored only as SHA-256 hashes. */
export const authMigrations: readonly Migration[] = [
  {
    id: 1001,
    name: 'frame_auth',
    sql: `
      create table frame_users (
        id text primary key,
        email text unique,
        oidc_subject text unique,
        farcaster_name text unique,
        user_name text,
        evm_address text not null,
        solana_address text not null,
        sealed_keys text not null,
        created_at timestamptz not null default now()
      );
      create table frame_devices (
        user_id text not null references frame_users (id) on delete cascade,
        device_id text not null,
        approval_token_hash text,
        approved_at timestamptz,
        primary key (user_id, device_id)
      );
      create table frame_codes (
        id serial primary key,
        email text not null,
        purpose text not null,
        user_id text,
        code_hash text not null,
        attempts integer not null default 0,
        consumed boolean not null default false,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );
      create index frame_codes_email on frame_codes (email, purpose);
      create table frame_sessions (
        token_hash text primary key,
        user_id text not null references frame_users (id) on delete cascade,
        device_id text not null,
        expires_at timestamptz not null
      );
      create table frame_pending (
        id text primary key,
        kind text not null,
        data text not null,
        created_at timestamptz not null default now()
      );`,
  },
  {
    id: 1002,
    name: 'frame_code_cooldowns',
    // One row per address and purpose holds the time the last unused code went out. The cooldown is
    // claimed with one upsert, so parallel requests cannot each see "no recent code" and all send one.
    sql: `
      create table frame_code_cooldowns (
        email text not null,
        purpose text not null,
        sent_at timestamptz not null,
        primary key (email, purpose)
      );`,
  },
];
