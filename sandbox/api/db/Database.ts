/** Rows and the number of rows a statement changed. */
export interface QueryResult<Row = Record<string, unknown>> {
  rows: Row[];
  affectedRows: number;
}

/** One statement of a transaction; without params it may hold several statements (e.g. a migration). */
export interface Statement {
  sql: string;
  params?: unknown[];
}

/**
 * The API's storage: PostgreSQL SQL with $1-style parameters, answered by PGlite (embedded) or by a
 * PostgreSQL server. Both drivers return int8/count(*) differently, so cast such columns to int in SQL.
 */
export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** Runs one parameterised statement. */
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs SQL text that may contain several statements and takes no parameters. */
  exec(sql: string): Promise<void>;
  /** Runs the statements in one transaction: all of them take effect, or none. */
  transaction(statements: Statement[]): Promise<QueryResult[]>;
  /** Closes connections (or stops the embedded database); the instance is unusable afterwards. */
  close(): Promise<void>;
}

/** A database error; `code` is PostgreSQL's SQLSTATE when the server gave one (e.g. 23505). */
export class DatabaseError extends Error {
  readonly code: string | undefined;

  constructor(message: string, code?: string) {
    super(message);
    this.name = 'DatabaseError';
    this.code = code;
  }
}
