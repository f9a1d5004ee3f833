import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrate } from './migrate';
import { openPostgres } from './postgres';
import { seedDemo } from '../seed/seed';

/**
 * A dropped PostgreSQL connection used to end the API process (the pg pool had no error listener): a database
 * restart or failover took the site down for good. Here the API runs as `npm start` runs it (a child process of
 * api/src/server.ts) on a scratch database of its own; an admin connection cuts its connections three times
 * (pg_terminate_backend) and keeps the database closed for a moment each time (ALLOW_CONNECTIONS false).
 * PostgreSQL only: TEST_DB=postgres with DATABASE_URL.
 */
const SERVER_URL = process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;
const ROOT = path.resolve(__dirname, '../../..');
const DB_NAME = `outage_${crypto.randomBytes(4).toString('hex')}`;
const dbUrl = (name: string) => Object.assign(new URL(SERVER_URL ?? 'postgres://localhost/x'), { pathname: `/${name}` }).toString();

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

let admin: pg.Client;

/** Cuts every connection the API holds to its database; `closed` also refuses new ones until reopened. */
async function cutConnections(closed: boolean): Promise<number> {
  if (closed) await admin.query(`ALTER DATABASE ${DB_NAME} ALLOW_CONNECTIONS false`);
  const { rows } = await admin.query(
    'SELECT pg_terminate_backend(pid) AS cut FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
    [DB_NAME],
  );
  return rows.length;
}
const reopen = () => admin.query(`ALTER DATABASE ${DB_NAME} ALLOW_CONNECTIONS true`);

(SERVER_URL ? describe : describe.skip)('a database restart or failover (PostgreSQL)', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DB_NAME}`);
  });
  afterAll(async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.end();
  });

  describe('the API process (api/src/server.ts) rides through three rounds of cut connections', () => {
    let server: ChildProcess;
    let port: number;
    const exits: Array<{ code: number | null; signal: string | null }> = [];
    let output = '';
    const call = async (url: string) => {
      const started = Date.now();
      const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers: { merchant: 'DEMO' } });
      return { status: res.status, body: (await res.json()) as { success: boolean; errorCode?: string }, ms: Date.now() - started };
    };

    beforeAll(async () => {
      port = await freePort();
      server = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATABASE_URL: dbUrl(DB_NAME),
          DATA_DIR: path.join(os.tmpdir(), `outage-${port}`),
          DEV_REMOTES: '1',
          NODE_ENV: 'test',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      server.stdout!.on('data', (chunk) => (output += chunk));
      server.stderr!.on('data', (chunk) => (output += chunk));
      server.on('exit', (code, signal) => exits.push({ code, signal }));
      const end = Date.now() + 90_000;
      for (;;) {
        if (exits.length) throw new Error(`the API ended while starting:\n${output}`);
        if (Date.now() > end) throw new Error(`the API did not start:\n${output}`);
        if ((await fetch(`http://127.0.0.1:${port}/wps/system/status`).catch(() => null))?.ok) break;
        await sleep(200);
      }
    }, 120_000);
    afterAll(async () => {
      if (exits.length === 0) {
        server.kill('SIGTERM');
        await new Promise((r) => server.once('exit', r));
      }
      fs.rmSync(path.join(os.tmpdir(), `outage-${port}`), { recursive: true, force: true });
    });

    test('no process exit; during the outage every request answers 503 system.database.unavailable at once; after it, requests succeed', async () => {
      // Endpoints that read the database on every request (the announcements, a game list, the lottery gateway).
      const urls = ['/wps/relay/MCSFE_getListAnnouncements?types=PL', '/wps/system/helpCenter', '/lgw/games'];
      for (let round = 1; round <= 3; round += 1) {
        // Open connections in the pool (idle ones are what used to end the process when cut).
        for (const res of await Promise.all(urls.map(call))) expect(res.status).toBe(200);
        expect(await cutConnections(true)).toBeGreaterThan(0);
        await sleep(300);
        expect({ round, exits }).toEqual({ round, exits: [] });

        for (const url of urls) {
          const res = await call(url);
          expect({ round, url, status: res.status, errorCode: res.body.errorCode }).toEqual({
            round,
            url,
            status: 503,
            errorCode: 'system.database.unavailable',
          });
          expect(res.ms).toBeLessThan(3000);
        }

        await reopen();
        for (const res of await Promise.all(urls.map(call))) expect({ round, status: res.status }).toEqual({ round, status: 200 });
      }
      // Connections cut while requests are running: each answers 200 or 503, never 500, and the process stays.
      const burst = Array.from({ length: 30 }, (_, i) => call(urls[i % urls.length]));
      await sleep(5);
      await cutConnections(false);
      for (const res of await Promise.all(burst)) expect([200, 503]).toContain(res.status);
      for (const res of await Promise.all(urls.map(call))) expect(res.status).toBe(200);
      expect(exits).toEqual([]);
      expect(server.exitCode).toBeNull();
    }, 60_000);
  });

  describe('pages while the database is away', () => {
    // The shell's HTML in a folder of its own, as in static.test.ts.
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'outage-web-'));
    const TEMPLATE = '<html><head></head><body><div id="boot"></div></body></html>';
    fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), TEMPLATE);
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

    test('a page is the shell without boot data (503), which asks for the status itself, and boot data again once the database is back', async () => {
      await reopen();
      const db = await openPostgres(dbUrl(DB_NAME), { max: 2 });
      await migrate(db);
      await seedDemo(db);
      const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(root, 'data'), LOG_LEVEL: 'silent' }), rootDir: root };
      const app = await buildApp({ config, db, serveWeb: true });
      await app.ready();
      try {
        expect((await app.inject({ method: 'GET', url: '/m/home' })).body).toContain('window.__BOOT__');
        await cutConnections(true);
        const down = await app.inject({ method: 'GET', url: '/m/home' });
        expect(down.statusCode).toBe(503);
        expect(down.headers['content-type']).toMatch(/^text\/html/);
        expect(down.body).toBe(TEMPLATE);
        const api = await app.inject({ method: 'GET', url: '/wps/system/status', headers: { merchant: 'DEMO' } });
        expect(api.statusCode).toBe(503);
        expect(api.json()).toMatchObject({ success: false, errorCode: 'system.database.unavailable' });
        await reopen();
        expect((await app.inject({ method: 'GET', url: '/m/home' })).body).toContain('window.__BOOT__');
      } finally {
        await reopen();
        await app.close();
        await db.close();
      }
    });
  });
});
