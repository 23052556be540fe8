import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface IsolatedPostgresUrlReturnType {
  /** DATABASE_URL whose connections use a fresh schema first in their search_path. */
  databaseUrl: string;
  /** Drops the schema and everything in it. */
  drop(): Promise<void>;
}

/**
 * Creates a throwaway schema so that test files running in parallel against one PostgreSQL database
 * each get their own tables (and their own migrations run).
 */
export async function isolatedPostgresUrl(databaseUrl: string): Promise<IsolatedPostgresUrlReturnType> {
  const schema = `portico_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create schema ${schema}`);
  } finally {
    await admin.end();
  }
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    databaseUrl: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(`drop schema ${schema} cascade`);
      } finally {
        await client.end();
      }
    },
  };
}
