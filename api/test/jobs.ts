import type { Db } from '../src/db/db';
import { installJobQueue, QUEUE_SCHEMA } from '../src/jobs/queue';

/**
 * pg-boss's schema for a test database, installed: on PostgreSQL `<test schema>_pgboss`, dropped with the test's
 * schema (openTestDb); on PGlite the usual one, the database being the test's own.
 */
export async function testQueueSchema(db: Db): Promise<string> {
  const schema = db.kind === 'postgres' ? `${(await db.query<{ s: string }>('SELECT current_schema() AS s'))[0].s}_pgboss` : QUEUE_SCHEMA;
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
