import type { Db } from '../src/db/db';
import { openPostgres } from '../src/db/postgres';
import { installJobQueue, QUEUE_SCHEMA } from '../src/jobs/queue';
import type { JobDefinition } from '../src/jobs/scheduler';
import { createLogger } from '../src/http/logger';

/**
 * pg-boss's schema for a test database, installed: on PostgreSQL `<test schema>_pgboss`, dropped with the test's
 * schema (openTestDb); on PGlite the usual one, the database being the test's own.
 */
export async function testQueueSchema(db: Db): Promise<string> {
  const testSchema = await testSchemaOf(db);
  const schema = testSchema ? `${testSchema}_pgboss` : QUEUE_SCHEMA;
  await installJobQueue(db, schema);
  return schema;
}

/** Waits until check() holds (polling every 50 ms), or fails after timeoutMs. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The test schema of a PostgreSQL test database (null on PGlite). */
export async function testSchemaOf(db: Db): Promise<string | null> {
  return db.kind === 'postgres' ? (await db.query<{ s: string }>('SELECT current_schema() AS s'))[0].s : null;
}

/**
 * The same database as another API instance sees it: on PostgreSQL a pool of its own on the test's schema; on
 * PGlite, which one process owns, the same database (a second scheduler on it is still a second instance of pg-boss).
 */
export async function secondInstanceDb(db: Db): Promise<Db> {
  const schema = await testSchemaOf(db);
  if (!schema) return { ...db, close: async () => undefined };
  return openPostgres(process.env.DATABASE_URL!, { searchPath: schema });
}

/** One attempt at a job's period, as the scheduler would start it on the instance holding `db`. */
export function runJobPeriod(job: JobDefinition, db: Db, periodStart: Date): Promise<void> {
  const period = periodStart.toISOString();
  return job.run({
    name: job.name,
    period,
    key: `${job.name}:${period}`,
    scheduledAt: periodStart,
    attempt: 1,
    db,
    log: createLogger('silent'),
    signal: new AbortController().signal,
  });
}

/**
 * The database as a process sees it that dies in the middle of a run: the `nth` transaction whose newest `table` row
 * names one of `ids` in `column` throws 'killed' after its work and before its commit (what it paid is rolled back).
 */
export function dyingDb(db: Db, table: string, column: string, ids: ReadonlySet<number>, nth = 2): Db {
  let seen = 0;
  return {
    ...db,
    transaction: <T>(fn: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<T>) =>
      db.transaction(async (tx) => {
        const value = await fn(tx);
        const [last] = await tx.query<{ id: unknown }>(`SELECT ${column} AS id FROM ${table} ORDER BY id DESC LIMIT 1`);
        if (ids.has(Number(last?.id)) && ++seen === nth) throw new Error('killed');
        return value;
      }),
  } as Db;
}
