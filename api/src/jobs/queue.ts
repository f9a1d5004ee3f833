import type { Db as QueueDb, PgBoss } from 'pg-boss';
import type { Db } from '../db/db';
import { MIGRATION_LOCK } from '../db/migrate';

/** pg-boss's tables live in a schema of their own (its default name); tests give each database its own. */
export const QUEUE_SCHEMA = 'pgboss';

/** Loaded when first needed: a process that runs no jobs (JOBS=off or worker, every API test) never pays for it. */
const pgBoss = () => import('pg-boss');

/**
 * pg-boss on our own connection (its `db` option): parameterised statements as queries, and its parameterless
 * scripts (BEGIN ... COMMIT, with a RETURNING in the middle) through exec, which runs several statements and hands
 * back every statement's rows. The same on PGlite's one connection and on the PostgreSQL pool.
 */
export const queueDatabase = (db: Db): QueueDb => ({
  async executeSql(text: string, values?: unknown[]) {
    return { rows: values?.length ? await db.query(text, values) : await db.exec(text) };
  },
});

/**
 * Installs pg-boss's schema at boot, as migrate() applies ours and under the same advisory lock, taken first inside
 * pg-boss's own install transaction: instances booting together install it once. A later pg-boss version's schema
 * changes are applied by pg-boss's own migrator when the scheduler starts (its own advisory lock; some of its index
 * builds cannot run in a transaction).
 */
export async function installJobQueue(db: Db, schema = QUEUE_SCHEMA): Promise<boolean> {
  const [{ installed }] = await db.query<{ installed: boolean }>('SELECT to_regclass($1) IS NOT NULL AS installed', [`${schema}.version`]);
  if (installed) return false;
  const plan = (await pgBoss()).getConstructionPlans(schema);
  const locked = plan.replace(/^\s*BEGIN;/, `BEGIN;\nSELECT pg_advisory_xact_lock(${MIGRATION_LOCK});`);
  if (locked === plan)
    throw new Error('pg-boss install script does not start with BEGIN: check installJobQueue against this pg-boss version');
  try {
    await db.exec(locked);
  } catch (error) {
    // Another instance installed it while this one waited on the lock (pg-boss's own start treats it the same way).
    if (!(error instanceof Error && error.message.includes('already exists'))) throw error;
    return false;
  }
  return true;
}

export interface QueueTimings {
  /** How often pg-boss looks for expired attempts (a killed process's) and retention; 60 s by default. */
  superviseSeconds?: number;
}

/** A pg-boss instance for the scheduler: our connection, our planner instead of its cron, no instance registry. */
export async function createQueue(db: Db, schema: string, timings: QueueTimings = {}): Promise<PgBoss> {
  const { PgBoss } = await pgBoss();
  return new PgBoss({
    db: queueDatabase(db),
    backend: db.kind === 'pglite' ? 'pglite' : 'postgres',
    schema,
    // Periods are planned by the scheduler (second-level schedules, the period's key on each job).
    schedule: false,
    registerInstance: false,
    // Expired attempts are found by the monitor pass of each queue, which the supervise pass runs when it is due.
    superviseIntervalSeconds: timings.superviseSeconds ?? 60,
    monitorIntervalSeconds: timings.superviseSeconds ?? 60,
    // No job flows (dependencies) here: their resolver's pass every 5 s by default would be idle work.
    flowIntervalSeconds: 60,
  });
}
