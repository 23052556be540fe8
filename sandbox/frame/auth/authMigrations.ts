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
  {
    id: 1003,
    name: 'frame_personal_data_at_rest',
    // Issue 12 item 6: no personal data in clear at rest. What is only compared (e-mail, OIDC subject,
    // Farcaster name) becomes a keyed HMAC; what is read back (e-mail, user name) is sealed with
    // AES-GCM under the master key, bound to the user id. Neither can be computed in SQL (the key is not
    // in the database), so this is a clean start of the sandbox's users: truncate (new files, the old
    // ones are deleted at commit) rather than delete, so no old row survives in a data file.
    sql: `
      truncate frame_users, frame_devices, frame_sessions, frame_codes, frame_code_cooldowns, frame_pending;
      alter table frame_users
        drop column email,
        drop column oidc_subject,
        drop column farcaster_name,
        drop column user_name,
        add column email_hash text unique,
        add column email_sealed text,
        add column oidc_subject_hash text unique,
        add column farcaster_name_hash text unique,
        add column user_name_sealed text;
      alter table frame_codes rename column email to email_hash;
      alter table frame_code_cooldowns rename column email to email_hash;`,
  },
];
