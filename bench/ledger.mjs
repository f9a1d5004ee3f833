// Ledger benchmark: bet-and-settle transactions per second through the wallet ledger on PostgreSQL, printed beside
// `pgbench -b tpcb-like` on the same server in the same run, with the ratio (issue 5).
// usage: node bench/ledger.mjs [--clients=8] [--seconds=15] [--members=1000] [--scale=10]   (npm run bench:ledger)
// DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the benchmark
// creates a scratch database there and drops it at the end.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opt = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const CLIENTS = Number(opt.clients ?? 8);
const SECONDS = Number(opt.seconds ?? 15);
const MEMBERS = Number(opt.members ?? 1000);
const SCALE = Number(opt.scale ?? 10);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const name = `ledger_bench_${crypto.randomBytes(4).toString('hex')}`;
const scratch = new URL(SERVER_URL);
scratch.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);

try {
  const { rows } = await admin.query('SHOW server_version');
  console.log(`PostgreSQL ${rows[0].server_version}, scratch database ${name}, ${CLIENTS} clients, ${SECONDS} s each\n`);

  // 1. The ledger: each transaction is a BET and (half the time) its WIN, posted through api/src/wallet/ledger.service.ts.
  const ledger = await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'bench/ledger-load.ts'), scratch.toString(), String(CLIENTS), String(SECONDS), String(MEMBERS)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => {
      const m = /RESULT (\{.*\})/.exec(out);
      if (code === 0 && m) resolve(JSON.parse(m[1]));
      else reject(new Error(`ledger load exited ${code}: ${out}`));
    });
  });

  // 2. pgbench's TPC-B-like transaction (3 updates, 1 select, 1 insert) on the same server.
  const conn = ['-h', scratch.hostname, '-p', scratch.port || '5432', '-U', decodeURIComponent(scratch.username || 'postgres')];
  const env = { ...process.env, ...(scratch.password ? { PGPASSWORD: decodeURIComponent(scratch.password) } : {}) };
  const init = spawnSync('pgbench', ['-i', '-q', '-s', String(SCALE), ...conn, name], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  const bench = spawnSync('pgbench', ['-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), ...conn, name], { env, encoding: 'utf8' });
  if (bench.status !== 0) throw new Error(`pgbench failed: ${bench.stderr}`);
  const tpsMatch = /tps = ([\d.]+) \(without initial connection time\)/.exec(bench.stdout) ?? /tps = ([\d.]+)/.exec(bench.stdout);
  const latencyMatch = /latency average = ([\d.]+) ms/.exec(bench.stdout);
  const pgbenchTps = Number(tpsMatch[1]);

  const row = (label, tps, extra) => console.log(`${label.padEnd(44)} ${tps.toFixed(0).padStart(8)} tx/s   ${extra}`);
  row('ledger bet-and-settle (BET + WIN half the time)', ledger.tps, `p50 ${ledger.p50.toFixed(1)} ms, p99 ${ledger.p99.toFixed(1)} ms, ${ledger.transactions} transactions`);
  row(`pgbench -b tpcb-like (scale ${SCALE})`, pgbenchTps, `latency avg ${latencyMatch ? latencyMatch[1] : '?'} ms`);
  console.log(`\nratio ledger / pgbench: ${(ledger.tps / pgbenchTps).toFixed(2)}`);
} finally {
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
