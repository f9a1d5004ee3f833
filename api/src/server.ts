import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { seedDemo } from './seed/seed';
import { setPasswordHashCost } from './session/password';
import { seedFirstOperators } from './operator/operator.service';
import { buildApp } from './app';
import { createLogger } from './http/logger';
import { publishBuild } from './registry/release.service';
import { REMOTE_NAMES } from '@site/shared/src/contract/remotes';
import { SITE_JOBS } from './jobs/site-jobs';
import { startScheduler } from './jobs/scheduler';
import { exitOnUnhandledRejection, openMigratedDb, stopOnSignal } from './startup';

/** Boot: open the database, migrate, seed the demo merchant, publish fresh remote builds, listen, run the timed jobs (JOBS=inline). */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  exitOnUnhandledRejection(logger);
  const db = await openMigratedDb(config, logger);
  await seedDemo(db);
  // The operator console's first operators (docs/operator-console.md): only into an empty table.
  setPasswordHashCost(config.scryptLogN);
  const operators = await seedFirstOperators(db, process.env, config.env === 'production');
  if (operators.length) logger.warn({ operators }, 'created the first operators (docs/operator-console.md)');
  if (!config.devRemotes) {
    for (const remote of REMOTE_NAMES) {
      const distDir = path.join(config.rootDir, remote, 'dist');
      if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) continue;
      const { version, created } = await publishBuild(db, {
        dataDir: config.dataDir,
        remote,
        distDir,
        actor: 'npm start',
        reason: 'local build',
        activate: true,
      });
      if (created) logger.info({ remote, version }, 'published remote build');
    }
  }
  const app = await buildApp({ config, db, logger });
  await app.listen({ port: config.port, host: config.host });
  // The one line a developer reads at `npm start`, whatever the log level.
  console.log(
    `site on http://localhost:${config.port}/m/home (${db.kind}${config.devRemotes ? ', dev remotes' : ''}, jobs ${config.jobs})`,
  );
  const scheduler = config.jobs === 'inline' ? await startScheduler({ db, log: logger, jobs: SITE_JOBS, timeZone: config.timeZone }) : null;
  stopOnSignal(async () => {
    await scheduler?.stop();
    await app.close();
    await db.close();
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
