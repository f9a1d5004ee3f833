/** What repositories need from a database: parameterised SQL and transactions. Same SQL on PGlite and PostgreSQL. */
export type Row = Record<string, unknown>;

export interface Queryable {
  /**
   * name: a statement run very often (the ledger's transfer) is prepared once per PostgreSQL connection under this
   * name, so later calls skip parsing and planning; PGlite ignores it.
   */
  query<T = Row>(sql: string, params?: unknown[], name?: string): Promise<T[]>;
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
  /** Connections now (for the metrics): PGlite is one connection, and `waiting` counts the calls queued behind it. */
  stats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  /** Calls waiting for a connection. */
  waiting: number;
}

const commitHooks = new WeakMap<Queryable, Array<() => void>>();

/**
 * Runs hook once what `q` wrote is committed: after the COMMIT of the transaction `q` belongs to, never after a
 * rollback; at once when `q` is not a transaction (its statements commit one by one). For what others must see only
 * when it is true: events to other instances, counters. A hook must not throw (one that does is reported as a warning).
 */
export function afterCommit(q: Queryable, hook: () => void): void {
  const hooks = commitHooks.get(q);
  if (hooks) hooks.push(hook);
  else runHook(hook);
}

function runHook(hook: () => void): void {
  try {
    hook();
  } catch (error) {
    process.emitWarning(`afterCommit hook failed: ${error instanceof Error ? error.stack : String(error)}`);
  }
}

/** For Db implementations: collects the afterCommit hooks of transaction `tx`; call the answer once it has committed. */
export function collectCommitHooks(tx: Queryable): () => void {
  const hooks: Array<() => void> = [];
  commitHooks.set(tx, hooks);
  return () => {
    commitHooks.delete(tx);
    hooks.forEach(runHook);
  };
}

export async function one<T = Row>(db: Queryable, sql: string, params?: unknown[], name?: string): Promise<T | null> {
  const rows = await db.query<T>(sql, params, name);
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

/**
 * The database is up but busy: every connection of the pool stayed checked out past the connection timeout, or the
 * server refused a new connection with 53300 (too many connections). Nothing ran. The API answers 503 system.busy
 * (the player tries again), not the outage answer: the site is not down.
 */
export class DatabaseBusyError extends Error {
  constructor(readonly cause: unknown) {
    super(`database busy: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'DatabaseBusyError';
  }
}

/** Called with what the database layer itself could not hand to a caller (an idle connection that died). */
export type DbErrorLog = (error: unknown, message: string) => void;
