import { loadConfig } from './config';
import { createLogger } from './http/logger';
import { SITE_JOBS } from './jobs/site-jobs';
import { startScheduler } from './jobs/scheduler';
import { inProcessChannel, redisChannel, useEventChannel, useEventJournal } from './events/events';
import { pushJournal } from './push/push.service';
import { exitOnUnhandledRejection, openMigratedDb, stopOnSignal } from './startup';

/**
 * `npm run worker`: the site's timed jobs in a process of their own, beside API instances started with JOBS=worker.
 * Any number of workers (and JOBS=inline instances) may run: each period still runs once.
 */
async function main() {
  const config = loadConfig();
  // The embedded database belongs to the one API process that opened it (JOBS=inline runs the jobs there).
  if (!config.databaseUrl)
    throw new Error(
      'npm run worker needs DATABASE_URL (PostgreSQL): with the embedded database the API runs the jobs itself (JOBS=inline)',
    );
  const logger = createLogger(config.logLevel);
  exitOnUnhandledRejection(logger);
  const db = await openMigratedDb(config, logger);
  // What the jobs change (a settled bet, a claimable reward) reaches the members' open pages through the API instances.
  const warn = (error: unknown, message: string) => logger.warn({ err: error }, message);
  const events = config.redisUrl ? redisChannel(config.redisUrl, config.redisPrefix, warn) : inProcessChannel(warn);
  useEventChannel(events);
  useEventJournal(pushJournal(db));
  const scheduler = await startScheduler({ db, log: logger, jobs: SITE_JOBS, timeZone: config.timeZone });
  console.log(`jobs worker on ${db.kind}: ${SITE_JOBS.map((job) => job.name).join(', ')}`);
  stopOnSignal(async () => {
    await scheduler.stop();
    await events.close();
    await db.close();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
