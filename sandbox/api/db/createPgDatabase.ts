import pg from 'pg';
import { type Database, DatabaseError, type QueryResult } from './Database';
import { describeDatabaseUrl } from './describeDatabaseUrl';

/** Connects to a PostgreSQL server; fails with the server's reason (the password is never shown). */
export async function createPgDatabase(databaseUrl: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  // An idle client losing its connection must not crash the process; the next query reports it.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new Error(
      `cannot connect to PostgreSQL at ${describeDatabaseUrl(databaseUrl)}: ${errorMessage(error)}`,
    );
  }

  const toResult = (result: pg.QueryResult): QueryResult => ({
    rows: result.rows,
    affectedRows: result.rowCount ?? 0,
  });

  return {
    kind: 'postgres',
    async query<Row>(sql: string, params: unknown[] = []) {
      const result = await pool.query(sql, params).catch(rethrow);
      return toResult(result) as QueryResult<Row>;
    },
    async exec(sql) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await pool.query(sql).catch(rethrow);
    },
    async transaction(statements) {
      const client = await pool.connect().catch(rethrow);
      try {
        await client.query('begin');
        const results: QueryResult[] = [];
        for (const { sql, params } of statements) {
          results.push(toResult(await (params ? client.query(sql, params) : client.query(sql))));
        }
        await client.query('commit');
        return results;
      } catch (error) {
        await client.query('rollback').catch(() => {});
        return rethrow(error);
      } finally {
        client.release();
      }
    },
    async close() {
      await pool.end();
    },
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function rethrow(error: unknown): never {
  const code = typeof error === 'object' && error && 'code' in error ? String(error.code) : undefined;
  throw new DatabaseError(errorMessage(error), code);
}
