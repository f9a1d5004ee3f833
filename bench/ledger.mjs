// Ledger benchmark: bet-and-settle transactions per second through the wallet ledger on PostgreSQL beside
// `pgbench -b tpcb-like` on the same server, in interleaved segments of one run (the machine is shared: load that
// comes and goes hits both sides alike), with the ratio and the budgets (ratio >= 0.85, p99 <= 30 ms at 8 clients).
// usage: node bench/ledger.mjs [--clients=8] [--processes=2] [--seconds=10] [--rounds=3] [--members=1000] [--scale=10]
// (npm run bench:ledger). The clients are shared by `processes` Node processes, as pgbench's by its 2 threads (-j 2):
// on a loaded machine one Node thread gets one thread's share of the cores, and would measure the scheduler.
// DATABASE_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the benchmark
// creates a scratch database there and drops it at the end.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const opt = Object.fromEntries(process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=')));
const CLIENTS = Number(opt.clients ?? 8);
const PROCESSES = Math.min(CLIENTS, Number(opt.processes ?? 2));
const SECONDS = Number(opt.seconds ?? 10);
const ROUNDS = Number(opt.rounds ?? 3);
const MEMBERS = Number(opt.members ?? 1000);
const SCALE = Number(opt.scale ?? 10);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const BUDGET = { ratio: 0.85, p99: 30 };

const name = `ledger_bench_${crypto.randomBytes(4).toString('hex')}`;
const scratch = new URL(SERVER_URL);
scratch.pathname = `/${name}`;
const ledgerUrl = new URL(scratch);
ledgerUrl.searchParams.set('application_name', 'ledger-bench');
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const admin = new pg.Client({ connectionString: SERVER_URL });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);

try {
  const { rows } = await admin.query('SHOW server_version');
  console.log(
    `PostgreSQL ${rows[0].server_version}, scratch database ${name}, ${CLIENTS} clients (ledger: ${PROCESSES} Node processes, pgbench: 2 threads), ${ROUNDS} rounds of ${SECONDS} s each side`,
  );
  console.log(`${os.cpus().length} cores, load average at start ${load()}\n`);

  // Where the time goes: the CPU time of the server processes serving each side (found by application_name, read
  // from /proc: PostgreSQL on this machine), sampled every 50 ms (a connection's last 50 ms may be missed, either side).
  const clockTicks = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;
  const processCpuMs = (pid) => {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
    } catch {
      return null;
    }
  };
  const watchBackends = (app, client = null) => {
    const seen = new Map();
    let readable = true;
    let clientMs = null;
    const sample = async () => {
      // pgbench's own process (its threads together), last seen alive: the client side of its transactions.
      if (client) clientMs = processCpuMs(client.pid) ?? clientMs;
      const { rows } = await admin.query('SELECT pid FROM pg_stat_activity WHERE application_name = $1', [app]);
      for (const { pid } of rows) {
        const ms = processCpuMs(pid);
        if (ms === null) readable = false;
        else seen.set(pid, { first: seen.get(pid)?.first ?? ms, last: ms });
      }
    };
    let sampling = sample();
    const timer = setInterval(() => (sampling = sampling.then(sample)), 50);
    return {
      async stop() {
        clearInterval(timer);
        await sampling.then(sample);
        return { server: readable ? [...seen.values()].reduce((sum, t) => sum + t.last - t.first, 0) : null, client: clientMs };
      },
    };
  };

  // pgbench's TPC-B-like transaction (BEGIN, 3 updates, 1 select, 1 insert, END) on the same server.
  const conn = ['-h', scratch.hostname, '-p', scratch.port || '5432', '-U', decodeURIComponent(scratch.username || 'postgres')];
  const env = { ...process.env, ...(scratch.password ? { PGPASSWORD: decodeURIComponent(scratch.password) } : {}) };
  const init = spawnSync('pgbench', ['-i', '-q', '-s', String(SCALE), ...conn, name], { env, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`pgbench -i failed: ${init.stderr}`);
  // Each transaction's latency goes to a log (-l), for pgbench's own p99 beside the ledger's.
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ledger-bench-'));
  const pgbenchLatencies = [];
  const pgbench = async () => {
    for (const file of fs.readdirSync(logDir)) fs.rmSync(path.join(logDir, file));
    const child = spawn(
      'pgbench',
      ['-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-l', `--log-prefix=${logDir}/pgbench`, ...conn, name],
      {
        env: { ...env, PGAPPNAME: 'pgbench-bench' },
      },
    );
    const watch = watchBackends('pgbench-bench', child);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    const status = await new Promise((resolve) => child.on('exit', resolve));
    const cpu = await watch.stop();
    if (status !== 0) throw new Error(`pgbench failed: ${stderr}`);
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout) ?? /tps = ([\d.]+)/.exec(stdout);
    const latency = /latency average = ([\d.]+) ms/.exec(stdout);
    const transactions = Number(/number of transactions actually processed: (\d+)/.exec(stdout)[1]);
    // Log lines: client, transaction, latency in microseconds, ...
    for (const file of fs.readdirSync(logDir)) {
      for (const line of fs.readFileSync(path.join(logDir, file), 'utf8').split('\n'))
        if (line) pgbenchLatencies.push(Number(line.split(' ')[2]) / 1000);
    }
    return {
      tps: Number(tps[1]),
      latency: latency ? Number(latency[1]) : NaN,
      dbCpuMsPerTx: cpu.server === null ? null : cpu.server / transactions,
      clientCpuMsPerTx: cpu.client === null ? null : cpu.client / transactions,
    };
  };

  // The ledger: each transaction a BET and (half the time) its WIN through api/src/wallet/ledger.service.ts, in
  // child processes that set up once (the first migrates and funds the members) and run one segment per `go`.
  const startLoad = async (clients, role) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'bench/ledger-load.ts'),
        ledgerUrl.toString(),
        String(clients),
        String(SECONDS),
        String(MEMBERS),
        role,
      ],
      {
        cwd: root,
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.on('exit', resolve));
    const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
    const expect = async (tag) => {
      for (;;) {
        const { value, done } = await lines.next();
        if (done) throw new Error(`ledger load exited (${await exited}) before ${tag}`);
        if (value.startsWith(tag)) return value === tag ? null : JSON.parse(value.slice(tag.length + 1));
      }
    };
    await expect('READY');
    return { child, exited, expect };
  };
  const share = (i) => Math.floor(CLIENTS / PROCESSES) + (i < CLIENTS % PROCESSES ? 1 : 0);
  const loads = [await startLoad(share(0), 'setup')];
  for (let i = 1; i < PROCESSES; i++) loads.push(await startLoad(share(i), 'join'));
  const ledgerSegment = async () => {
    const watch = watchBackends('ledger-bench');
    const parts = await Promise.all(
      loads.map((l) => {
        l.child.stdin.write('go\n');
        return l.expect('SEGMENT');
      }),
    );
    const transactions = parts.reduce((s, p) => s + p.transactions, 0);
    const seconds = Math.max(...parts.map((p) => p.seconds));
    const dbCpuMs = (await watch.stop()).server;
    const cpuMsPerTx = parts.reduce((s, p) => s + p.cpuMsPerTx * p.transactions, 0) / transactions;
    return {
      transactions,
      seconds,
      tps: transactions / seconds,
      cpuMsPerTx,
      dbCpuMsPerTx: dbCpuMs === null ? null : dbCpuMs / transactions,
    };
  };

  const rounds = [];
  for (let r = 0; r < ROUNDS; r++) {
    // Alternate which side goes first, so a drift of the machine's load within a round favours neither.
    let ledger, bench;
    if (r % 2 === 0) {
      ledger = await ledgerSegment();
      bench = await pgbench();
    } else {
      bench = await pgbench();
      ledger = await ledgerSegment();
    }
    rounds.push({ ledger, bench, load: os.loadavg()[0] });
    const cpu = (ms) => (ms === null ? 'n/a' : `${ms.toFixed(2)} ms`);
    console.log(
      `round ${r + 1}: ledger ${ledger.tps.toFixed(0)} tx/s (CPU per tx: server ${cpu(ledger.dbCpuMsPerTx)}, its Node processes ${cpu(ledger.cpuMsPerTx)}), ` +
        `pgbench ${bench.tps.toFixed(0)} tx/s (server ${cpu(bench.dbCpuMsPerTx)}, pgbench itself ${cpu(bench.clientCpuMsPerTx)}), ratio ${(ledger.tps / bench.tps).toFixed(2)} (load ${os.loadavg()[0].toFixed(2)})`,
    );
  }
  const latencies = [];
  for (const l of loads) {
    l.child.stdin.end();
    latencies.push(...(await l.expect('RESULT')).latencies);
    await l.exited;
  }
  const pct = (values, p) => values[Math.min(values.length - 1, Math.floor(values.length * p))];
  latencies.sort((a, b) => a - b);
  pgbenchLatencies.sort((a, b) => a - b);
  fs.rmSync(logDir, { recursive: true });
  const ledger = { transactions: latencies.length, p50: pct(latencies, 0.5), p99: pct(latencies, 0.99) };

  const ledgerTps = rounds.reduce((s, r) => s + r.ledger.transactions, 0) / rounds.reduce((s, r) => s + r.ledger.seconds, 0);
  const pgbenchTps = rounds.reduce((s, r) => s + r.bench.tps, 0) / rounds.length;
  const pgbenchLatency = rounds.reduce((s, r) => s + r.bench.latency, 0) / rounds.length;
  const ratio = ledgerTps / pgbenchTps;
  const ratios = rounds.map((r) => r.ledger.tps / r.bench.tps);
  const row = (label, tps, extra) => console.log(`${label.padEnd(44)} ${tps.toFixed(0).padStart(8)} tx/s   ${extra}`);
  console.log('');
  row(
    'ledger bet-and-settle (BET + WIN half the time)',
    ledgerTps,
    `p50 ${ledger.p50.toFixed(1)} ms, p99 ${ledger.p99.toFixed(1)} ms, ${ledger.transactions} transactions`,
  );
  row(
    `pgbench -b tpcb-like (scale ${SCALE})`,
    pgbenchTps,
    `p50 ${pct(pgbenchLatencies, 0.5).toFixed(1)} ms, p99 ${pct(pgbenchLatencies, 0.99).toFixed(1)} ms, avg ${pgbenchLatency.toFixed(2)} ms`,
  );
  console.log(
    `\nratio ledger / pgbench: ${ratio.toFixed(2)} (rounds ${ratios.map((r) => r.toFixed(2)).join(', ')}); load average at end ${load()}`,
  );
  const verdict = (ok) => (ok ? 'holds' : 'MISSED');
  console.log(`budget ratio >= ${BUDGET.ratio}: ${verdict(ratio >= BUDGET.ratio)}`);
  console.log(
    `budget p99 <= ${BUDGET.p99} ms at ${CLIENTS} clients: ${verdict(ledger.p99 <= BUDGET.p99)}${CLIENTS === 8 ? '' : ' (the budget is set for 8 clients)'}`,
  );
} finally {
  await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
  await admin.end();
}
