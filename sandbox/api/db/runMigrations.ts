import { type Database, DatabaseError } from './Database';
import { allMigrations } from './migrations/allMigrations';
import type { Migration } from './migrations/Migration';

const uniqueViolation = '23505';

/** Applies the migrations not yet recorded in `migrations`; returns the ids it applied. */
export async function runMigrations(
  db: Database,
  migrations: readonly Migration[] = allMigrations,
): Promise<number[]> {
  await db.exec(`
    create table if not exists migrations (
      id integer primary key,
      name text not null,
      applied_at timestamptz not null default now()
    )`);
  const { rows } = await db.query<{ id: number }>('select id from migrations');
  const applied = new Set(rows.map((row) => row.id));
  const done: number[] = [];
  for (const migration of migrations) {
    if (applied.has(migration.id)) continue;
    try {
      // The lock makes a second API starting on the same database wait; its insert then fails with a
      // unique violation, which means the migration is already there.
      await db.transaction([
        { sql: 'lock table migrations in exclusive mode' },
        { sql: 'insert into migrations (id, name) values ($1, $2)', params: [migration.id, migration.name] },
        { sql: migration.sql },
      ]);
      done.push(migration.id);
    } catch (error) {
      if (error instanceof DatabaseError && error.code === uniqueViolation) continue;
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`migration ${migration.id} (${migration.name}) failed: ${reason}`);
    }
  }
  return done;
}
