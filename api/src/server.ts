import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from './config';
import { openDb } from './db/open';
import { migrate } from './db/migrate';
import { seedDemo } from './seed/seed';
import { buildApp } from './app';
import { createLogger } from './http/logger';
import { publishBuild, REMOTES } from './registry/registry.service';

/** Boot: open the database, migrate, seed the demo merchant, publish fresh remote builds, listen. */
async function main() {
  const config = loadConfig();
  const logger = createLogger(config.logLevel);
  // A failure nothing awaited is a bug: logged as one line with its stack before the process ends.
  process.on('unhandledRejection', (reason) => {
    logger.fatal({ err: reason }, 'unhandled rejection');
    process.exit(1);
  });
  fs.mkdirSync(config.dataDir, { recursive: true });
  const db = await openDb(config, (error, message) => logger.warn({ err: error }, message));
  await migrate(db);
  await seedDemo(db);
  if (!config.devRemotes) {
    for (const remote of REMOTES) {
      const distDir = path.join(config.rootDir, remote, 'dist');
      if (!fs.existsSync(path.join(distDir, 'mf-manifest.json'))) continue;
      const { version, created } = await publishBuild(db, { dataDir: config.dataDir, remote, distDir, actor: 'npm start', reason: 'local build', activate: true });
      if (created) logger.info({ remote, version }, 'published remote build');
    }
  }
  const app = await buildApp({ config, db, logger });
  await app.listen({ port: config.port, host: config.host });
  // The one line a developer reads at `npm start`, whatever the log level.
  console.log(`site on http://localhost:${config.port}/m/home (${db.kind}${config.devRemotes ? ', dev remotes' : ''})`);
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
