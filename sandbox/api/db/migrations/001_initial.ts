import type { Migration } from './Migration';

/** Tables for the first endpoints: analytics sink, allowed origins, names (filled by the names feature). */
export const initialMigration: Migration = {
  id: 1,
  name: 'initial',
  sql: `
    create table analytics_events (
      id integer generated always as identity primary key,
      event_id text not null unique,
      project_id text not null,
      sdk_type text,
      sdk_version text,
      url text not null,
      domain text not null,
      -- milliseconds since the epoch, as the kit sends it; float8 reads back as a JS number in both drivers
      event_timestamp double precision not null,
      props jsonb not null,
      received_at timestamptz not null default now()
    );
    create index analytics_events_project_idx on analytics_events (project_id, id);

    create table allowed_origins (
      -- '*' applies to every project id
      project_id text not null,
      -- an origin, possibly with wildcards: https://*.example.com, http://localhost:*
      origin text not null,
      created_at timestamptz not null default now(),
      primary key (project_id, origin)
    );

    create table names (
      name text primary key,
      -- lower-case 0x address the name resolves to
      address text not null,
      chain_namespace text not null default 'eip155',
      avatar text,
      attributes jsonb not null default '{}'::jsonb,
      created_at timestamptz not null default now()
    );
    create index names_address_idx on names (address);
  `,
};
