/**
 * A second process for api/src/jobs/scheduler.test.ts: it runs the test's payout job, whose run pays its period and
 * then kills this process with SIGKILL (a crash in the middle of a run, after the payout committed).
 *   KILL_DB=pglite:<data dir> (migrated here) or postgres:<schema> (DATABASE_URL), KILL_QUEUE_SCHEMA=<pg-boss schema>
 */
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { createLogger } from '../src/http/logger';
import { runOncePerPeriod } from '../src/jobs/once-per-period';
import { installJobQueue } from '../src/jobs/queue';
import { startScheduler, type JobContext, type JobDefinition } from '../src/jobs/scheduler';

export const PAYOUTS_TABLE =
  'CREATE TABLE IF NOT EXISTS job_test_payouts (id serial PRIMARY KEY, period text NOT NULL, attempt integer NOT NULL)';

/** Every 2 s: pays its period once (keyed by (test.payout, period)), then whatever the test makes of the moment after. */
export const payoutJob = (afterPaying: (job: JobContext) => void | Promise<void>): JobDefinition => ({
  name: 'test.payout',
  schedule: { everySeconds: 2 },
  retryDelaySeconds: 0,
  timeoutSeconds: 3,
  async run(job) {
    await runOncePerPeriod(job.db, 'test.payout', job.period, (tx) =>
      tx.query('INSERT INTO job_test_payouts (period, attempt) VALUES ($1, $2)', [job.period, job.attempt]),
    );
    await afterPaying(job);
  },
});

async function main() {
  const [kind, where] = (process.env.KILL_DB ?? '').split(/:(.*)/s);
  let db: Db;
  if (kind === 'pglite') {
    db = await openPglite(where);
    await migrate(db);
  } else {
    db = await openPostgres(process.env.DATABASE_URL!, { searchPath: where });
  }
  const queueSchema = process.env.KILL_QUEUE_SCHEMA!;
  await installJobQueue(db, queueSchema);
  await db.exec(PAYOUTS_TABLE);
  await startScheduler({
    db,
    log: createLogger('silent'),
    jobs: [payoutJob(() => void process.kill(process.pid, 'SIGKILL'))],
    timeZone: 'Asia/Bangkok',
    queueSchema,
    pollSeconds: 0.5,
    planEverySeconds: 1,
  });
}

if (require.main === module) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
