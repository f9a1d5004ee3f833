import fs from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/db';
import { migrate } from './db/migrate';
import { openDb } from './db/open';
import { installJobQueue } from './jobs/queue';

/** What the API server and the jobs worker do alike when they start and stop. */

/** A failure nothing awaited is a bug: logged as one line with its stack before the process ends. */
export function exitOnUnhandledRejection(logger: FastifyBaseLogger): void {
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
}

/** The database, with our migrations applied and pg-boss's schema installed (both under the migration lock). */
export async function openMigratedDb(config: Config, logger: FastifyBaseLogger): Promise<Db> {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = await openDb(config, (error, message) => logger.warn({ err: error }, message));
  await migrate(db);
  await installJobQueue(db);
  return db;
}

/** SIGINT and SIGTERM run stop() once, then end the process. */
export function stopOnSignal(stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = async () => {
    if (stopping) return;
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
}
