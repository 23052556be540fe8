import pg from 'pg';
import type { Coordination, IndexerRole } from './Coordination';

export interface CreatePgCoordinationParameters {
  databaseUrl: string;
  /** How often a standby (or a lost link) tries again; default 2 s. */
  retryMs?: number;
  /** Each change of role, the first one included (startApi logs it: what operators watch). */
  onRole(chain: string, role: IndexerRole): void;
  /** The dedicated connection failed or dropped (it is opened again on the next retry). */
  onError(error: unknown): void;
}

/**
 * Coordination through PostgreSQL on one dedicated connection (not from the pool, which hands its
 * connections around): `pg_try_advisory_lock` per chain, keyed by schema and chain id, is held as long as
 * that connection lives, so a leader that dies (or loses its link) frees the chain for a standby's next
 * retry. The lock is per schema, so deployments (or test suites) sharing a database stay apart.
 */
export function createPgCoordination(parameters: CreatePgCoordinationParameters): Coordination {
  const retryMs = parameters.retryMs ?? 2000;
  const roles: Record<string, IndexerRole> = {};
  const held = new Set<string>();
  const nextTry = new Map<string, number>();
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client | undefined> | undefined;
  let nextConnect = 0;
  let closed = false;

  const setRole = (chain: string, role: IndexerRole) => {
    if (roles[chain] === role) return;
    roles[chain] = role;
    parameters.onRole(chain, role);
  };
  const lost = (link: pg.Client, error?: unknown) => {
    if (client !== link) return;
    client = undefined;
    // The server dropped the locks with the connection: another instance may lead already.
    held.clear();
    for (const chain of Object.keys(roles)) setRole(chain, 'standby');
    if (!closed && error) parameters.onError(error);
  };

  const connect = async (): Promise<pg.Client | undefined> => {
    const link = new pg.Client({ connectionString: parameters.databaseUrl });
    link.on('error', (error) => lost(link, error));
    link.on('end', () => lost(link, closed ? undefined : new Error('coordination connection ended')));
    try {
      await link.connect();
    } catch (error) {
      await link.end().catch(() => {});
      parameters.onError(error);
      return undefined;
    }
    if (closed) {
      await link.end().catch(() => {});
      return undefined;
    }
    client = link;
    return link;
  };

  const ensure = (): Promise<pg.Client | undefined> => {
    if (client) return Promise.resolve(client);
    if (connecting) return connecting;
    if (closed || Date.now() < nextConnect) return Promise.resolve(undefined);
    nextConnect = Date.now() + retryMs;
    connecting = connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  };

  return {
    async lead(chain) {
      if (held.has(chain) && client) return true;
      if (Date.now() < (nextTry.get(chain) ?? 0)) return false;
      nextTry.set(chain, Date.now() + retryMs);
      const link = await ensure();
      let locked = false;
      if (link) {
        try {
          const { rows } = await link.query<{ locked: boolean }>(
            'select pg_try_advisory_lock(hashtextextended(current_schema() || $1, 0)) as locked',
            [`|portico-indexer|${chain}`],
          );
          locked = rows[0]?.locked === true && client === link;
        } catch (error) {
          lost(link, error);
        }
      }
      if (locked) held.add(chain);
      setRole(chain, locked ? 'leader' : 'standby');
      return locked;
    },
    roles: () => ({ ...roles }),
    async close() {
      closed = true;
      await connecting;
      const link = client;
      client = undefined;
      held.clear();
      await link?.end().catch(() => {});
    },
  };
}
