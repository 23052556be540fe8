/** A PostgreSQL URL for messages: user, host, port and database, never the password. */
export function describeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    const user = url.username ? `${decodeURIComponent(url.username)}@` : '';
    const host = url.host || url.searchParams.get('host') || 'localhost';
    return `${user}${host}${url.pathname}`;
  } catch {
    return '(unparseable DATABASE_URL)';
  }
}
