import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions } from 'fastify';
import type { Response as InjectResponse } from 'light-my-request';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { Db } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPglite } from '../src/db/pglite';
import { openPostgres } from '../src/db/postgres';
import { seedDemo } from '../src/seed/seed';

/**
 * A freshly migrated and seeded real database per test file: in-memory PGlite, or with TEST_DB=postgres a
 * new schema in DATABASE_URL's PostgreSQL (dropped at close). Never a mock.
 */
export async function openTestDb(): Promise<Db & { dispose(): Promise<void> }> {
  if (process.env.TEST_DB === 'postgres') {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
    const schema = `t_${crypto.randomBytes(6).toString('hex')}`;
    const admin = await openPostgres(url, { max: 1 });
    await admin.exec(`CREATE SCHEMA ${schema}`);
    const db = await openPostgres(url, { searchPath: schema });
    await migrate(db);
    await seedDemo(db);
    return Object.assign(db, {
      async dispose() {
        await db.close();
        await admin.exec(`DROP SCHEMA ${schema} CASCADE`);
        // pg-boss's tables, when the test installed them (testQueueSchema in api/test/jobs.ts).
        await admin.exec(`DROP SCHEMA IF EXISTS ${schema}_pgboss CASCADE`);
        await admin.close();
      },
    });
  }
  const db = await openPglite(null);
  await migrate(db);
  await seedDemo(db);
  return Object.assign(db, { dispose: () => db.close() });
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** app.inject with the demo Merchant header (and a token when given), from the client IP (127.0.0.1 at first). */
  call(options: InjectOptions & { token?: string }): Promise<InjectResponse>;
  /**
   * Fresh rate-limit windows for what follows: calls come from a new client IP (request limits are per IP) and the
   * database's counters are cleared (failed logins per account and IP, SMS per phone, ...).
   */
  resetRateLimits(): Promise<void>;
  close(): Promise<void>;
}

let clients = 0;
/** A client IP of this test process not used before (TEST-NET-2, 198.51.100.0/24, then on). */
const newClientIp = () => `198.51.${100 + Math.floor(clients / 250)}.${(clients++ % 250) + 1}`;

export interface TestAppOptions {
  /** A logger of the test's own (to read what the API logs). */
  logger?: FastifyBaseLogger;
  /** Adds routes of the test's own before the app starts. */
  extend?: (app: FastifyInstance) => void;
  /** Registers the site's page and file routes too (api/src/web/static.ts). */
  serveWeb?: boolean;
}

export async function createTestApp(
  env: Record<string, string> = {},
  { logger, extend, serveWeb = false }: TestAppOptions = {},
): Promise<TestApp> {
  const db = await openTestDb();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `api-test-${process.pid}`), ...env });
  const app = await buildApp({ config, db, serveWeb, logger });
  extend?.(app);
  await app.ready();
  let clientIp = '127.0.0.1';
  return {
    app,
    db,
    config,
    call: ({ token, headers, remoteAddress, ...options }) =>
      app.inject({
        ...options,
        remoteAddress: remoteAddress ?? clientIp,
        headers: { merchant: 'DEMO', ...(token ? { authorization: token } : {}), ...headers },
      }),
    async resetRateLimits() {
      clientIp = newClientIp();
      await db.query('DELETE FROM rate_counters');
    },
    async close() {
      await app.close();
      await db.dispose();
    },
  };
}
