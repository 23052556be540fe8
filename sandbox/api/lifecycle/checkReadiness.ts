import type { BitcoinRpcCall } from '../../bitcoin/bitcoinRpc';
import type { ChainReader } from '../chain/createChainReader';
import type { Coordination, IndexerRole } from '../coordination/Coordination';
import type { Database } from '../db/Database';
import { allMigrations } from '../db/migrations/allMigrations';
import type { Migration } from '../db/migrations/Migration';
import type { ReadinessReport } from './createLifecycle';

export interface CheckReadinessParameters {
  db: Database;
  chains: ReadonlyMap<string, ChainReader>;
  /** The bip122 chains' node callers, by CAIP-2 id. */
  bitcoinChains: ReadonlyMap<string, BitcoinRpcCall>;
  /** Every chain this instance indexes, whose role `/readyz` shows ("standby" until the lock answers). */
  indexedChains: readonly string[];
  coordination: Coordination;
  /** Each check's bound: a database or node that hangs makes the instance not ready, not `/readyz` hang. */
  timeoutMs?: number;
}

/**
 * `/readyz`'s checks, run in parallel: the database answers and has every migration this build knows,
 * every configured chain's node answers. The indexer roles are reported, not checked: a standby is ready.
 */
export async function checkReadiness(parameters: CheckReadinessParameters): Promise<ReadinessReport> {
  const timeoutMs = parameters.timeoutMs ?? 2000;
  const database = bounded(migrationsOutcome(parameters.db, allMigrations), timeoutMs);
  const evm = [...parameters.chains.values()].map(
    async (reader) =>
      [
        reader.caipNetworkId,
        await outcome(
          bounded(reader.client.request({ method: 'eth_blockNumber' }, { retryCount: 0 }), timeoutMs),
        ),
      ] as const,
  );
  const bitcoin = [...parameters.bitcoinChains].map(
    async ([id, rpc]) => [id, await outcome(bounded(rpc('getblockcount'), timeoutMs))] as const,
  );
  const [databaseOutcome, chainOutcomes] = await Promise.all([
    database.catch((error: unknown) => `unreachable: ${errorMessage(error)}`),
    Promise.all([...evm, ...bitcoin]),
  ]);
  const chains = Object.fromEntries(chainOutcomes);
  const failedChain = chainOutcomes.find(([, result]) => result !== 'ok');
  const reason =
    databaseOutcome !== 'ok'
      ? `database: ${databaseOutcome}`
      : failedChain
        ? `chain ${failedChain[0]}: ${failedChain[1]}`
        : undefined;
  return {
    ...(reason ? { reason } : {}),
    database: databaseOutcome,
    chains,
    indexer: indexerRoles(parameters.indexedChains, parameters.coordination),
  };
}

/** The role for each indexed chain: leader while this instance holds its lock, standby otherwise. */
export function indexerRoles(
  chains: readonly string[],
  coordination: Coordination,
): Record<string, IndexerRole> {
  const roles = coordination.roles();
  return Object.fromEntries(chains.map((chain) => [chain, roles[chain] ?? 'standby']));
}

/**
 * 'ok' when every one of `migrations` is recorded, else which are not. By id, not the highest one: the
 * frame's auth service may keep its own (1001...) in the same table.
 */
export async function migrationsOutcome(db: Database, migrations: readonly Migration[]): Promise<string> {
  const { rows } = await db.query<{ id: number }>('select id from migrations where id = any($1::int[])', [
    migrations.map((migration) => migration.id),
  ]);
  const applied = new Set(rows.map((row) => row.id));
  const pending = migrations
    .filter((migration) => !applied.has(migration.id))
    .map((migration) => migration.id);
  return pending.length === 0 ? 'ok' : `migrations pending (${pending.join(', ')})`;
}

async function outcome(check: Promise<unknown>): Promise<string> {
  try {
    await check;
    return 'ok';
  } catch (error) {
    return `unreachable: ${errorMessage(error).split('\n')[0]}`;
  }
}

/** `work`, or a rejection once `timeoutMs` passed: a hanging dependency fails the check instead of hanging it. */
export function bounded<T>(work: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
