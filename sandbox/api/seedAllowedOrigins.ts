import type { Database, Statement } from './db/Database';

/**
 * Replaces the origins that apply to every project (project id '*') with `origins`, so the list always
 * matches the configuration; per-project rows are left alone.
 */
export async function seedAllowedOrigins(db: Database, origins: readonly string[]): Promise<void> {
  const statements: Statement[] = [{ sql: `delete from allowed_origins where project_id = '*'`, params: [] }];
  for (const origin of new Set(origins)) {
    statements.push({
      sql: `insert into allowed_origins (project_id, origin) values ('*', $1)`,
      params: [origin],
    });
  }
  await db.transaction(statements);
}
