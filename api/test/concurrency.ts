/**
 * The wallet concurrency test against a real API process on PostgreSQL.
 *
 *   node --import tsx api/test/concurrency.ts [--clients=50] [--ops=200] [--wallets=20] [--seed=1] [--port=8304] [--only=steady|kill]
 *   (npm run test:concurrency)
 *
 * DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); each phase runs on a
 * scratch database created here and dropped at the end. Phase "steady": the clients run against the API. Phase "kill":
 * the same, while the API process is killed with SIGKILL and restarted twice mid-run; clients retry unanswered
 * requests with the same keys. After each phase the invariants are checked (concurrency-core.ts); exit code 1 if any fails.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { seedDemo } from '../src/seed/seed';
import { printReport, runClients, setupConcurrency, verifyInvariants } from './concurrency-core';

const opt = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('='))) as Record<string, string | undefined>;
const CLIENTS = Number(opt.clients ?? 50);
const OPS = Number(opt.ops ?? 200);
const WALLETS = Number(opt.wallets ?? 20);
const SEED = Number(opt.seed ?? 1);
const PORT = Number(opt.port ?? process.env.PORT ?? 8304);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = path.resolve(__dirname, '../..');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startServer(databaseUrl: string): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: path.join(os.tmpdir(), `concurrency-${PORT}`),
      DEV_REMOTES: '1',
      NODE_ENV: process.env.CONCURRENCY_DEBUG ? 'development' : 'test',
    },
    stdio: ['ignore', process.env.CONCURRENCY_DEBUG ? 'inherit' : 'ignore', 'inherit'],
  });
  return child;
}

async function waitReady(timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      const res = await fetch(`http://127.0.0.1:${PORT}/wps/system/status`, { headers: { merchant: 'DEMO' } });
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(100);
  }
  throw new Error(`API did not answer on port ${PORT} within ${timeoutMs} ms`);
}

async function phase(kind: 'steady' | 'kill'): Promise<boolean> {
  const name = `wallet_conc_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(SERVER_URL, { max: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { max: 4 });
  let server: ChildProcess | null = null;
  try {
    await migrate(db);
    await seedDemo(db);
    const members = await setupConcurrency(db, WALLETS);
    server = startServer(url.toString());
    await waitReady();

    const total = CLIENTS * OPS;
    const killAt = kind === 'kill' ? [Math.floor(total * 0.3), Math.floor(total * 0.65)] : [];
    const kills: Array<{ at: number; downMs: number }> = [];
    let restarting: Promise<void> | null = null;
    const started = Date.now();
    const tally = await runClients({
      baseUrl: `http://127.0.0.1:${PORT}`,
      members,
      clients: CLIENTS,
      operationsPerClient: OPS,
      seed: SEED,
      onProgress: (done) => {
        if (!killAt.length || done < killAt[0] || restarting) return;
        killAt.shift();
        restarting = (async () => {
          const down = Date.now();
          server!.kill('SIGKILL');
          await new Promise((r) => server!.once('exit', r));
          server = startServer(url.toString());
          await waitReady();
          kills.push({ at: done, downMs: Date.now() - down });
          restarting = null;
        })();
      },
    });
    if (restarting) await restarting;
    const seconds = (Date.now() - started) / 1000;
    const checks = await verifyInvariants(db, tally);
    return printReport(
      `${kind === 'kill' ? 'API killed (SIGKILL) and restarted mid-run' : 'steady run'}: ${CLIENTS} clients x ${OPS} operations on ${WALLETS} wallets, PostgreSQL`,
      tally,
      checks,
      {
        duration: `${seconds.toFixed(1)} s (${(tally.operations / seconds).toFixed(0)} operations/s)`,
        ...(kind === 'kill'
          ? { kills: kills.map((k) => `after ${k.at} operations, API back in ${k.downMs} ms`).join('; ') || 'none' }
          : {}),
      },
    );
  } finally {
    const running = server as ChildProcess | null;
    if (running && running.exitCode === null) {
      running.kill('SIGTERM');
      await new Promise((r) => running.once('exit', r));
    }
    await db.close();
    await admin.exec(`DROP DATABASE ${name} WITH (FORCE)`);
    await admin.close();
  }
}

async function main() {
  const phases = opt.only === 'steady' ? (['steady'] as const) : opt.only === 'kill' ? (['kill'] as const) : (['steady', 'kill'] as const);
  let ok = true;
  for (const kind of phases) ok = (await phase(kind)) && ok;
  console.log(ok ? '\nall invariants hold' : '\nINVARIANT FAILED');
  process.exit(ok ? 0 : 1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
