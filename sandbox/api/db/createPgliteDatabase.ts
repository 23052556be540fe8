import { readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { Worker } from 'node:worker_threads';
import { resolveFromCwd } from '../../lib/resolveFromCwd';
import { type Database, DatabaseError, type QueryResult, type Statement } from './Database';
import { pgliteWorkerSource } from './pgliteWorkerSource';

export interface CreatePgliteDatabaseParameters {
  /** Directory for the data files; in memory (lost on stop) when absent. */
  dataDir?: string;
}

type WorkerRequest =
  | { op: 'query'; sql: string; params: unknown[] }
  | { op: 'exec'; sql: string }
  | { op: 'transaction'; statements: Statement[] }
  | { op: 'close' };

type WorkerMessage =
  | { ready: true }
  | { fatal: string }
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string; code?: string } };

/** Starts an embedded PGlite database in a worker thread (see pgliteWorkerSource for why). */
export async function createPgliteDatabase(
  parameters: CreatePgliteDatabaseParameters = {},
): Promise<Database> {
  const pglitePath = resolveFromCwd('@electric-sql/pglite');
  const worker = new Worker(pgliteWorkerSource, {
    eval: true,
    workerData: { pglitePath, dataDir: parameters.dataDir, templatePath: templatePath(pglitePath) },
  });
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  let nextId = 1;
  let failure: Error | undefined;

  const failAll = (error: Error) => {
    failure ??= error;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };

  await new Promise<void>((resolve, reject) => {
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) return resolve();
      if ('fatal' in message) return reject(new Error(`PGlite failed to start: ${message.fatal}`));
      const request = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) request?.resolve(message.result);
      else request?.reject(new DatabaseError(message.error.message, message.error.code));
    });
    worker.on('error', (error) => {
      failAll(error);
      reject(error);
    });
    worker.on('exit', () => {
      failAll(new Error('the embedded database has stopped'));
      reject(new Error('PGlite worker exited during start'));
    });
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });

  const send = (request: WorkerRequest): Promise<unknown> => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, ...request });
    });
  };

  let closed: Promise<void> | undefined;
  return {
    kind: 'pglite',
    async query<Row>(sql: string, params: unknown[] = []) {
      return (await send({ op: 'query', sql, params })) as QueryResult<Row>;
    },
    async exec(sql) {
      await send({ op: 'exec', sql });
    },
    async transaction(statements) {
      return (await send({ op: 'transaction', statements })) as QueryResult[];
    },
    close() {
      closed ??= (async () => {
        const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
        await send({ op: 'close' }).catch(() => {});
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
        await worker.terminate();
      })();
      return closed;
    },
  };
}

/** node_modules/.cache/portico/pglite-<version>.tar.gz beside the installed PGlite (per version). */
function templatePath(pglitePath: string): string | undefined {
  const marker = `${sep}node_modules${sep}`;
  const at = pglitePath.lastIndexOf(marker);
  if (at < 0) return undefined;
  try {
    const packageJson = join(dirname(pglitePath), '..', 'package.json');
    const { version } = JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string };
    return join(pglitePath.slice(0, at + marker.length), '.cache', 'portico', `pglite-${version}.tar.gz`);
  } catch {
    return undefined;
  }
}
