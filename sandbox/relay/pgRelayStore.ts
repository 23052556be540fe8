import { createHash, randomUUID } from 'node:crypto';
import pg from 'pg';
import { describeDatabaseUrl } from '../api/db/describeDatabaseUrl';
import type { NewMessage, RelayStore, RelayStoreListener, StoredMessage } from './relayStore';

// Mailboxes in PostgreSQL, shared by every relay instance on the database. A publish is one statement:
// the insert (skipped when the topic holds the same live message) and a NOTIFY carrying the new row's id,
// so the instance holding a subscriber's socket delivers at once. Each instance LISTENs on a dedicated
// connection; when that connection drops it reconnects and asks the relay to deliver what is pending
// (notifications sent meanwhile are lost, the rows are not). Times are the relay's clock (`now`), in ms.

/** The relay could not reach its database at start; `database` is the URL without its password. */
export class RelayDatabaseError extends Error {
  override readonly name = 'RelayDatabaseError';
  constructor(
    readonly database: string,
    readonly reason: string,
  ) {
    super(`relay: cannot use PostgreSQL at ${database}: ${reason}`);
  }
}

export interface PgRelayStoreParameters {
  databaseUrl: string;
  now: () => number;
  listener: RelayStoreListener;
  /** Connections of the pool (the LISTEN connection comes on top). */
  poolSize?: number;
  /** Pause before the LISTEN connection is opened again after it dropped. */
  reconnectDelayMs?: number;
}

/** Creates the tables (once, under an advisory lock) and starts listening. */
export async function createPgRelayStore(parameters: PgRelayStoreParameters): Promise<RelayStore> {
  const { databaseUrl, now, listener } = parameters;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: parameters.poolSize ?? 5 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  let channel: string;
  try {
    channel = await migrate(pool);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new RelayDatabaseError(describeDatabaseUrl(databaseUrl), errorMessage(error));
  }
  const origin = randomUUID();
  let liveCount = 0;
  let closed = false;
  let listening: pg.Client | undefined;
  let reconnectTimer: NodeJS.Timeout | undefined;
  // Notifications are handled one after the other, so messages reach a socket in publish order.
  let notifications = Promise.resolve();

  const onNotification = (payload: string | undefined) => {
    const note = parseNotification(payload);
    if (!note || note.origin === origin) return;
    notifications = notifications
      .then(async () => {
        const { rows } = await pool.query(`${selectMessage} where id = $1`, [note.id]);
        const row = rows[0];
        if (row) listener.onRemoteMessage(toMessage(row));
      })
      .catch(() => undefined);
  };

  const listen = async (resync: boolean) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on('error', () => undefined);
    client.on('end', () => {
      if (listening === client) listening = undefined;
      if (!closed) scheduleListen();
    });
    client.on('notification', (message) => onNotification(message.payload));
    await client.connect();
    await client.query(`listen ${channel}`);
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    listening = client;
    if (resync) listener.onResync();
  };

  const scheduleListen = () => {
    if (reconnectTimer || closed) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      listen(true).catch(() => scheduleListen());
    }, parameters.reconnectDelayMs ?? 1000);
    reconnectTimer.unref();
  };

  try {
    await listen(false);
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new RelayDatabaseError(describeDatabaseUrl(databaseUrl), errorMessage(error));
  }

  return {
    async add(message: NewMessage) {
      const hash = createHash('sha256').update(message.message).digest('hex');
      const time = now();
      // An expired copy of the same message would block the insert below: it is gone for good anyway.
      await pool.query(
        'delete from relay_messages where topic = $1 and message_hash = $2 and expires_at <= $3',
        [message.topic, hash, time],
      );
      const { rows } = await pool.query(
        `with stored as (
           insert into relay_messages (topic, message_hash, message, tag, published_at, expires_at, publisher)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (topic, message_hash) do nothing
           returning id)
         select id::text, pg_notify($8, json_build_object('id', id::text, 'origin', $9::text)::text)
         from stored`,
        [
          message.topic,
          hash,
          message.message,
          message.tag,
          message.publishedAt,
          message.expiresAt,
          message.publisher,
          channelName(channel),
          origin,
        ],
      );
      const id = rows[0]?.id as string | undefined;
      if (id === undefined) return undefined;
      liveCount++;
      return { ...message, id };
    },
    async pendingFor(topic, identity) {
      const { rows } = await pool.query(
        `${selectMessage} m
         where topic = $1 and expires_at > $2 and publisher <> $3
           and not exists (select 1 from relay_acks a where a.message_id = m.id and a.identity = $3)
         order by id`,
        [topic, now(), identity],
      );
      return rows.map(toMessage);
    },
    async acknowledge(id, identity) {
      await pool.query(
        `insert into relay_acks (message_id, identity)
         select id, $2 from relay_messages where id = $1
         on conflict do nothing`,
        [id, identity],
      );
    },
    async hit(key, windowMs, count) {
      const time = now();
      const { rows } = await pool.query<{ hits: number }>(
        `insert into relay_rate_limits (key, window_start, window_ms, hits) values ($1, $2, $3, $4)
         on conflict (key) do update set
           window_start = case when relay_rate_limits.window_start + relay_rate_limits.window_ms <= $2
                               then excluded.window_start else relay_rate_limits.window_start end,
           window_ms = excluded.window_ms,
           hits = case when relay_rate_limits.window_start + relay_rate_limits.window_ms <= $2
                       then excluded.hits else relay_rate_limits.hits + excluded.hits end
         returning hits`,
        [key, time, windowMs, count],
      );
      return Number(rows[0]?.hits ?? count);
    },
    async sweep() {
      const time = now();
      await pool.query('delete from relay_messages where expires_at <= $1', [time]);
      await pool.query('delete from relay_rate_limits where window_start + window_ms <= $1', [time]);
      const { rows } = await pool.query(
        'select count(*)::int as n from relay_messages where expires_at > $1',
        [time],
      );
      liveCount = (rows[0]?.n as number | undefined) ?? 0;
      return liveCount;
    },
    size: () => liveCount,
    async check() {
      if (!listening) return false;
      return withTimeout(pool.query('select 1'), 1000).then(
        () => true,
        () => false,
      );
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      await notifications;
      await listening?.end().catch(() => undefined);
      await pool.end().catch(() => undefined);
    },
  };
}

const selectMessage =
  'select id::text as id, topic, message, tag, published_at, expires_at, publisher from relay_messages';

/** Creates the relay's tables once (two instances starting together take turns) and names the channel. */
async function migrate(pool: pg.Pool): Promise<string> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    // Any constant: it only has to differ from the API's own advisory locks.
    await client.query('select pg_advisory_xact_lock(7370100001)');
    await client.query(`
      create table if not exists relay_messages (
        id bigserial primary key,
        topic text not null,
        message_hash text not null,
        message text not null,
        tag integer not null,
        published_at bigint not null,
        expires_at bigint not null,
        publisher text not null,
        unique (topic, message_hash)
      );
      create index if not exists relay_messages_expires_at on relay_messages (expires_at);
      create table if not exists relay_acks (
        message_id bigint not null references relay_messages (id) on delete cascade,
        identity text not null,
        primary key (message_id, identity)
      );
      create table if not exists relay_rate_limits (
        key text primary key,
        window_start bigint not null,
        window_ms bigint not null,
        hits integer not null
      );`);
    const { rows } = await client.query('select current_schema() as schema');
    await client.query('commit');
    // One channel per schema: relays on other schemas of the same database (parallel tests) stay apart.
    return client.escapeIdentifier(`portico_relay_${String(rows[0]?.schema ?? 'public')}`);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** The channel's name as pg_notify takes it (a text argument, not a quoted identifier). */
function channelName(quoted: string): string {
  return quoted.slice(1, -1).replaceAll('""', '"');
}

function toMessage(row: Record<string, unknown>): StoredMessage {
  return {
    id: String(row.id),
    topic: String(row.topic),
    message: String(row.message),
    tag: Number(row.tag),
    publishedAt: Number(row.published_at),
    expiresAt: Number(row.expires_at),
    publisher: String(row.publisher),
  };
}

function parseNotification(payload: string | undefined): { id: string; origin: string } | undefined {
  try {
    const value: unknown = JSON.parse(payload ?? '');
    if (typeof value !== 'object' || value === null) return undefined;
    const { id, origin } = value as { id?: unknown; origin?: unknown };
    return typeof id === 'string' && typeof origin === 'string' ? { id, origin } : undefined;
  } catch {
    return undefined;
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
