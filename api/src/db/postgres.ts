import pg from 'pg';
import { collectCommitHooks, DatabaseBusyError, DatabaseUnavailableError, type Db, type DbErrorLog, type Queryable } from './db';

pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

/** A request waits no longer than this for a connection: while the database is away, requests fail fast. */
const CONNECT_TIMEOUT_MS = 5000;

/**
 * SQLSTATEs that mean the connection, not the statement, failed: class 08 (connection exception) and 57P01-57P03
 * (terminated by an administrator, crash, server starting or stopping).
 */
const CONNECTION_SQLSTATE = /^(08...|57P0[1-3])$/;

/**
 * Whether a connection could not be had because the database is busy, not away: pg-pool's own checkout timeout
 * (every client of the pool stayed checked out for connectionTimeoutMillis) or the server's 53300 (too many
 * connections: it answered, and refused one more).
 */
export function isDatabaseBusy(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return error.code === '53300';
  return error instanceof Error && /^timeout exceeded when trying to connect$/i.test(error.message);
}

/**
 * Whether a query's error is the connection's (socket closed or reset, server gone or not answering, including
 * pg-pool's "Connection terminated due to connection timeout": a new connection got no answer in time), as opposed
 * to the SQL's. A busy database (isDatabaseBusy) is not a connection failure.
 */
export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof pg.DatabaseError) return CONNECTION_SQLSTATE.test(error.code ?? '');
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code ?? '';
  return (
    /^(ECONNRESET|ECONNREFUSED|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND|EAI_AGAIN)$/.test(code) ||
    /Connection terminated|not queryable|connection error/i.test(error.message)
  );
}

/**
 * Holds back a client's socket writes until the current tick ends, so BEGIN and the transaction's first statement
 * (written in the same tick) leave in one write: one system call less per transaction on each side, a good part of a
 * short transaction's client CPU (docs/performance.md "Ledger"). A pool's client is a pg.Client.
 */
function corkForThisTick(client: pg.PoolClient): void {
  const stream = (client as unknown as pg.Client).connection?.stream;
  if (!stream) return;
  stream.cork();
  process.nextTick(() => stream.uncork());
}

const unavailable = (error: unknown) =>
  error instanceof DatabaseUnavailableError || error instanceof DatabaseBusyError
    ? error
    : isDatabaseBusy(error)
      ? new DatabaseBusyError(error)
      : new DatabaseUnavailableError(error);

/**
 * Runs a database call; a busy database becomes DatabaseBusyError, a failure of the connection
 * DatabaseUnavailableError, other errors stay as they are.
 */
async function guarded<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw isDatabaseBusy(error) || isConnectionFailure(error) ? unavailable(error) : error;
  }
}

/**
 * A real PostgreSQL (DATABASE_URL). searchPath isolates test schemas. A connection the server closes (restart,
 * failover, pg_terminate_backend) must never take the process down: the pool and every client get an error
 * listener (without one, Node throws the 'error' event), the dead client leaves the pool, and the next request
 * connects again.
 */
export async function openPostgres(
  url: string,
  options: { searchPath?: string; max?: number; connectionTimeoutMillis?: number; onError?: DbErrorLog } = {},
): Promise<Db> {
  const onError: DbErrorLog = options.onError ?? (() => undefined);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? CONNECT_TIMEOUT_MS,
    options: options.searchPath ? `-c search_path=${options.searchPath}` : undefined,
    // A statement is written out without waiting for the one before it to be answered: a transaction's BEGIN
    // goes out with its first statement, one round trip (every other statement is awaited, as before).
    pipeline: true,
  });
  // Every client's lost connection is logged once, idle or checked out (a checked-out client's next statement
  // then fails with DatabaseUnavailableError).
  pool.on('connect', (client) => client.on('error', (error) => onError(error, 'database connection lost')));
  // pg-pool re-emits an idle client's error on the pool, and drops that client; it is logged above.
  pool.on('error', () => undefined);

  // No connection: busy (checkout timeout, 53300) or away (refused, no answer, terminated).
  const connect = () => pool.connect().catch((error: unknown) => Promise.reject(unavailable(error)));
  /** Statements on q; `begun`: the BEGIN written ahead of them, whose failure is theirs (it is awaited after they are sent). */
  const wrap = (q: pg.Pool | pg.PoolClient, begun?: Promise<unknown>): Queryable => {
    const after = async <R>(sent: Promise<R>): Promise<R> => {
      if (begun) {
        sent.catch(() => undefined); // answered below, once BEGIN's answer is in
        await begun;
      }
      return sent;
    };
    return {
      query: <T>(sql: string, params?: unknown[], name?: string) =>
        guarded(async () => (await after(name ? q.query({ name, text: sql, values: params }) : q.query(sql, params))).rows as T[]),
      // Without parameters pg uses the simple protocol, which runs several statements (one result each).
      exec: <T>(sql: string) =>
        guarded(async () => {
          const results: pg.QueryResult | pg.QueryResult[] = await after(q.query(sql));
          return (Array.isArray(results) ? results : [results]).flatMap((result) => (result.rows ?? []) as T[]);
        }),
    };
  };
  /** Runs one call on a client of its own; a client whose connection failed is destroyed, not returned to the pool. */
  async function onClient<T>(run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await connect();
    let failure: unknown;
    try {
      return await run(client);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(failure instanceof DatabaseUnavailableError ? failure : undefined);
    }
  }
  const poolQueries: Queryable = {
    query: <T>(sql: string, params?: unknown[], name?: string) => onClient((client) => wrap(client).query<T>(sql, params, name)),
    exec: <T>(sql: string) =>
      onClient(async (client) => {
        try {
          return await wrap(client).exec<T>(sql);
        } catch (error) {
          // A script that failed inside its own BEGIN leaves the connection in that failed transaction.
          if (!(error instanceof DatabaseUnavailableError)) await client.query('ROLLBACK').catch(() => undefined);
          throw error;
        }
      }),
  };
  return {
    kind: 'postgres',
    ...poolQueries,
    async transaction(fn) {
      const client = await connect();
      corkForThisTick(client);
      const begun = client.query('BEGIN');
      begun.catch(() => undefined); // its failure is reported by the statements that wait for it
      const tx = wrap(client, begun);
      const committed = collectCommitHooks(tx);
      let failure: unknown;
      try {
        const result = await fn(tx);
        await tx.query('COMMIT');
        committed();
        return result;
      } catch (error) {
        failure = error;
        if (!(error instanceof DatabaseUnavailableError)) await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release(failure instanceof DatabaseUnavailableError ? failure : undefined);
      }
    },
    stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
