/** What repositories need from a database: parameterised SQL and transactions. Same SQL on PGlite and PostgreSQL. */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * Several statements at once, no parameters (migrations, seeds, pg-boss's scripts): the rows of every statement,
   * in order. A script that fails inside its own BEGIN is rolled back, so the connection is clean for the next caller.
   */
  exec<T = Row>(sql: string): Promise<T[]>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs fn inside one transaction; a thrown error rolls it back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export async function one<T = Row>(db: Queryable, sql: string, params?: unknown[]): Promise<T | null> {
  const rows = await db.query<T>(sql, params);
  return rows[0] ?? null;
}

/**
 * The database cannot be reached (restart, failover, dropped connection): the statement did not run, or its
 * transaction was rolled back with the connection. The API answers 503 system.database.unavailable, and the
 * next request tries a fresh connection.
 */
export class DatabaseUnavailableError extends Error {
  constructor(readonly cause: unknown) {
    super(`database unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseUnavailableError';
  }
}

/** Called with what the database layer itself could not hand to a caller (an idle connection that died). */
export type DbErrorLog = (error: unknown, message: string) => void;
