import { createPgDatabase } from './createPgDatabase';
import { createPgliteDatabase } from './createPgliteDatabase';
import type { Database } from './Database';

export interface CreateDatabaseParameters {
  /** PostgreSQL connection URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** PGlite data directory (ignored with databaseUrl); in memory when absent. */
  dataDir?: string;
}

/** Opens the configured database: PostgreSQL when databaseUrl is set, embedded PGlite otherwise. */
export function createDatabase(parameters: CreateDatabaseParameters): Promise<Database> {
  if (parameters.databaseUrl) return createPgDatabase(parameters.databaseUrl);
  return createPgliteDatabase(parameters.dataDir ? { dataDir: parameters.dataDir } : {});
}
