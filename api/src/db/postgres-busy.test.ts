import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { migrate } from './migrate';
import { isConnectionFailure, isDatabaseBusy, openPostgres } from './postgres';
import { seedDemo } from '../seed/seed';

/**
 * A saturated pool is not an outage: with every connection of the API's pool in use (or the server at its connection
 * limit) the database is up, and the API answers 503 system.busy (the shell keeps the site and says "try again"),
 * not system.database.unavailable (the shell's outage screen). A database that is away still answers
 * system.database.unavailable. The API's pool reaches PostgreSQL through a TCP relay of the test's own, which the
 * test closes to make the server unreachable. PostgreSQL only (PGlite has no pool): TEST_DB=postgres with DATABASE_URL.
 */
const SERVER_URL = process.env.TEST_DB === 'postgres' ? process.env.DATABASE_URL : undefined;

/** A TCP relay to the PostgreSQL server; close() refuses new connections and cuts the open ones. */
async function relay(target: URL): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

test('the errors of a busy database are told from those of a database that is away', () => {
  const tooMany = new pg.DatabaseError('sorry, too many clients already', 0, 'error');
  tooMany.code = '53300';
  const terminated = new pg.DatabaseError('terminating connection due to administrator command', 0, 'error');
  terminated.code = '57P01';
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const checkout = new Error('timeout exceeded when trying to connect');
  const noAnswer = new Error('Connection terminated due to connection timeout');
  expect([tooMany, checkout].map(isDatabaseBusy)).toEqual([true, true]);
  expect([tooMany, checkout].map(isConnectionFailure)).toEqual([false, false]);
  expect([terminated, refused, noAnswer].map(isDatabaseBusy)).toEqual([false, false, false]);
  expect([terminated, refused, noAnswer].map(isConnectionFailure)).toEqual([true, true, true]);
});

(SERVER_URL ? describe : describe.skip)('a saturated pool (PostgreSQL)', () => {
  const schema = `busy_${crypto.randomBytes(4).toString('hex')}`;
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
  });
  afterAll(async () => {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  });

  test('every connection in use: 503 system.busy with Retry-After, at once; the database away: 503 system.database.unavailable', async () => {
    const server = new URL(SERVER_URL!);
    const tcp = await relay(server);
    const url = Object.assign(new URL(SERVER_URL!), { hostname: '127.0.0.1', port: String(tcp.port) }).toString();
    // One connection, and a request waits 300 ms for it.
    const db = await openPostgres(url, { searchPath: schema, max: 1, connectionTimeoutMillis: 300 });
    await migrate(db);
    await seedDemo(db);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: path.join(os.tmpdir(), `busy-${process.pid}`), LOG_LEVEL: 'silent' });
    const app = await buildApp({ config, db });
    await app.ready();
    const call = () => app.inject({ method: 'GET', url: '/wps/system/helpCenter', headers: { merchant: 'DEMO' } });
    let release = () => undefined as void;
    try {
      expect((await call()).statusCode).toBe(200);

      // The pool's one connection is held by a transaction that waits.
      let entered = () => undefined as void;
      const inside = new Promise<void>((resolve) => (entered = resolve));
      const held = db.transaction(async (tx) => {
        await tx.query('SELECT 1');
        entered();
        await new Promise<void>((resolve) => (release = resolve));
      });
      await inside;
      const started = Date.now();
      const busy = await call();
      expect({ status: busy.statusCode, body: busy.json() }).toMatchObject({
        status: 503,
        body: { success: false, errorCode: 'system.busy' },
      });
      expect(busy.headers['retry-after']).toBeDefined();
      expect(Date.now() - started).toBeLessThan(3000);
      release();
      await held;
      expect((await call()).statusCode).toBe(200);

      // The server unreachable (connections refused, the open one cut): the outage answer.
      await tcp.close();
      const away = await call();
      expect({ status: away.statusCode, body: away.json() }).toMatchObject({
        status: 503,
        body: { success: false, errorCode: 'system.database.unavailable' },
      });
    } finally {
      release();
      await tcp.close();
      await app.close();
      await db.close().catch(() => undefined);
    }
  }, 60_000);
});
