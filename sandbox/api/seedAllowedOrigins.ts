import type { Database, Statement } from './db/Database';

/**
 * Replaces the allow-list of `projectId` with `origins`, so the list always matches the configuration.
 * Project id '*' (the default) holds origins every project accepts; keep it empty in production and
 * list each project's own origins instead (issue 12: a wildcard for every project let any local port
 * embed any project's wallet).
 */
export async function seedAllowedOrigins(
  db: Database,
  origins: readonly string[],
  projectId = '*',
): Promise<void> {
  const statements: Statement[] = [
    { sql: `delete from allowed_origins where project_id = $1`, params: [projectId] },
  ];
  for (const origin of new Set(origins)) {
    statements.push({
      sql: `insert into allowed_origins (project_id, origin) values ($1, $2)`,
      params: [projectId, origin],
    });
  }
  await db.transaction(statements);
}
