/** A database the API test suites run against. */
export interface DatabaseVariant {
  name: 'embedded' | 'postgres';
  databaseUrl?: string;
  /** Set when the variant cannot run here; the suite reports it as skipped with this reason. */
  skipReason?: string;
}

/** Embedded PGlite always; PostgreSQL when DATABASE_URL is set (see sandbox/scripts/with-postgres.sh). */
export function databaseVariants(): DatabaseVariant[] {
  const databaseUrl = process.env.DATABASE_URL;
  return [
    { name: 'embedded' },
    databaseUrl
      ? { name: 'postgres', databaseUrl }
      : { name: 'postgres', skipReason: 'DATABASE_URL not set' },
  ];
}
