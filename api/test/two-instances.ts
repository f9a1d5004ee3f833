/**
 * Two API instances on one PostgreSQL behind nginx, one killed and restarted mid-run.
 *
 *   node --import tsx api/test/two-instances.ts [--clients=16] [--ops=80] [--wallets=12] [--seed=1] [--kills=2] [--port=8320] [--keep]
 *   (npm run test:two-instances; a step of npm test when DATABASE_URL is set)
 *
 * DATABASE_URL names the PostgreSQL server: a scratch database is created here and dropped at the end. With
 * TEST_REDIS_URL the instances share that Redis (keys under a prefix of this run, deleted at the end); without it
 * they share PostgreSQL alone. nginx (Debian's, found on the PATH, in /usr/sbin or at $NGINX) runs in the
 * foreground as an unprivileged process with its own configuration, pid file, logs and temp folders, and proxies
 * with deploy/nginx/api.conf, the rules of docker-compose's proxy, to an upstream of both instances (with the
 * upstream settings of deploy/nginx/proxy.conf):
 *   instance A  the compiled API (npm run build:api, run by plain node: no tsx), JOBS=inline
 *   instance B  the API from source (tsx), JOBS=inline
 *   worker      the compiled jobs worker (node api/dist/worker.js)
 * so three processes run the timed jobs. Through the proxy, the wallet concurrency workload (concurrency-core.ts)
 * runs while instance A, then instance B, is killed with SIGKILL and restarted; a TH3M lottery draw with a bet on it
 * comes due at the first kill. Then: every wallet equals the sum of its entries, none went negative, the total is
 * conserved, no idempotency key moved money twice; the draw settled once and its win was paid once; a per-IP
 * request limit counted requests spread over both instances as one counter (and a client's own X-Forwarded-For
 * did not give it another). Prints its figures; exit code 1 if any check fails.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { chromium } from 'playwright-core';
import type { Db, Queryable } from '../src/db/db';
import { migrate } from '../src/db/migrate';
import { openPostgres } from '../src/db/postgres';
import { seedDemo } from '../src/seed/seed';
import { walletBalance } from '../src/games/game-wallet';
import { drawPeriod, ensureDraws, SETTLEMENT } from '../src/lottery/lottery.service';
import { CONC_MERCHANT, printReport, runClients, setupConcurrency, verifyInvariants, type Check } from './concurrency-core';
import { createMember } from './members';
import { fundMember } from './wallet-helpers';
import { openPushStream } from './push-client';

const opt = Object.fromEntries(process.argv.slice(2).map((a) => [...a.replace(/^--/, '').split('='), 'true'].slice(0, 2))) as Record<
  string,
  string | undefined
>;
const CLIENTS = Number(opt.clients ?? 16);
const OPS = Number(opt.ops ?? 80);
const WALLETS = Number(opt.wallets ?? 12);
const SEED = Number(opt.seed ?? 1);
const KILLS = Math.min(2, Math.max(1, Number(opt.kills ?? 2)));
const PROXY_PORT = Number(opt.port ?? 8320);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.TEST_REDIS_URL || null;
const ROOT = path.resolve(__dirname, '../..');
/** The forgot-password route's limit: 10 requests per IP an hour, counted before anything else (no scrypt spent). */
const FORGOT_LIMIT = 10;
/** Boots and waits are polled, never slept: generous bounds for a loaded 2-core machine. */
const READY_MS = 180_000;

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * A member's page on `pageOn` in Chromium, a deposit approved through `approveOn`: whether the page's balance shows it
 * within 2 s, without a reload (docs/live.md).
 */
async function balanceInBrowser(db: Queryable, pageOn: Instance, approveOn: Instance): Promise<{ pass: boolean; detail: string }> {
  const member = await createMember(db);
  const session = { token: member.token, merchantCode: 'DEMO', userName: member.account, type: 1, firstTimeLogin: false, id: member.id };
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.addInitScript((info) => sessionStorage.setItem('MC_SESSION_INFO', JSON.stringify(info)), session);
    const streaming = page.waitForResponse((res) => res.url().endsWith('/wps/push') && res.status() === 200, { timeout: 60_000 });
    await page.goto(`http://127.0.0.1:${pageOn.port}/m/member/home`);
    await streaming;
    const balance = page.getByTestId('balance-widget').first().getByTestId('balance-amount');
    await balance.waitFor({ timeout: 30_000 });
    const headers = { merchant: 'DEMO', 'content-type': 'application/json' };
    const approveBase = `http://127.0.0.1:${approveOn.port}`;
    const order = (await (
      await fetch(`${approveBase}/wps/wallets/deposit`, {
        method: 'POST',
        headers: { ...headers, authorization: member.token },
        body: JSON.stringify({
          channel: 'MANUAL_BANK',
          amount: 130_000,
          payerName: 'Two',
          reference: 'slip',
          idempotencyKey: 'push-browser',
        }),
      })
    ).json()) as { value: { orderNo: string } };
    const approvedAt = Date.now();
    await fetch(`${approveBase}/ops/wallet/deposits/${order.value.orderNo}/approve`, {
      method: 'POST',
      headers: { merchant: 'DEMO', authorization: 'Bearer dev-operator-token', operator: 'two-instances' },
    });
    await page.waitForFunction((el) => el?.textContent === '1,300.00', await balance.elementHandle(), { timeout: 2000 }).catch(() => null);
    const text = await balance.textContent();
    const ms = Date.now() - approvedAt;
    return {
      pass: text === '1,300.00' && ms <= 2500,
      detail: `page on ${pageOn.name}, approved on ${approveOn.name}: the page shows ${text} ${ms} ms after the approval`,
    };
  } finally {
    await browser.close();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => null);
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(200);
  }
}

/** Debian's nginx: $NGINX, else on the PATH, else /usr/sbin (not on a non-root user's PATH). */
function findNginx(): string | null {
  const candidates = [
    process.env.NGINX,
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
  ];
  return candidates.find((file) => file && fs.existsSync(file) && spawnSync(file, ['-v']).status === 0) ?? null;
}

interface Instance {
  name: string;
  port: number;
  /** node arguments: the compiled build or the source through tsx. */
  args: string[];
  env: Record<string, string>;
  log: string;
  child: ChildProcess | null;
}

/** Which process each pid was (job_runs names its runner host:pid): A, A after its restart, ... */
const processNames = new Map<number, string>();

function start(instance: Instance): void {
  const out = fs.openSync(instance.log, 'a');
  instance.child = spawn(process.execPath, instance.args, {
    cwd: ROOT,
    env: { ...process.env, NODE_OPTIONS: '', ...instance.env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const name = instance.name.split(' (')[0].replace('instance ', '');
  const starts = [...processNames.values()].filter((n) => n.startsWith(name)).length;
  processNames.set(instance.child.pid!, starts ? `${name} restarted` : name);
}

async function stop(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

const tail = (file: string, lines = 20) =>
  fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n') : '(no log)';

/** Ready as a load balancer would see it: /readyz answers 200 (database migrated and reachable, Redis reachable). */
async function waitReady(instance: Instance): Promise<void> {
  await until(`${instance.name} on port ${instance.port} to be ready`, READY_MS, async () => {
    const child = instance.child;
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(`${instance.name} exited (${child.exitCode ?? child.signalCode}):\n${tail(instance.log)}`);
    const res = await fetch(`http://127.0.0.1:${instance.port}/readyz`, { signal: AbortSignal.timeout(5_000) });
    return res.status === 200;
  }).catch((error: Error) => {
    throw new Error(`${error.message}\n--- ${instance.name} log:\n${tail(instance.log)}`);
  });
}

/** The upstream settings of docker-compose's proxy (deploy/nginx/proxy.conf): failure counting and keep-alive. */
const COMPOSE_UPSTREAM = (() => {
  const conf = fs.readFileSync(path.join(ROOT, 'deploy/nginx/proxy.conf'), 'utf8');
  const server = /^\s*server api-1:8080([^;]*);/m.exec(conf);
  const keepalive = /^\s*(keepalive \d+;)/m.exec(conf);
  if (!server || !keepalive) throw new Error('deploy/nginx/proxy.conf: no upstream api with server api-1:8080 and keepalive');
  return { server: server[1], keepalive: keepalive[1] };
})();

function nginxConfig(dir: string, upstreams: string[]): string {
  // A copy of the shared rules, so an unprivileged nginx reads them whoever owns the checkout.
  fs.copyFileSync(path.join(ROOT, 'deploy/nginx/api.conf'), path.join(dir, 'api.conf'));
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, `temp-${name}`)};`;
  return `daemon off;
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  log_format upstreams '$msec $status "$upstream_addr" "$upstream_status"';
  access_log ${path.join(dir, 'access.log')} upstreams;
  upstream api {
${upstreams.map((u) => `    server ${u}${COMPOSE_UPSTREAM.server};`).join('\n')}
    ${COMPOSE_UPSTREAM.keepalive}
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    include ${path.join(dir, 'api.conf')};
    # Which instance answered, for this test's figures (the public proxy does not tell its clients).
    add_header X-Upstream $upstream_addr always;
  }
}
`;
}

/**
 * nginx as a foreground process of its own in `dir` (a folder of its own in the system's temp folder); as root, it
 * runs as nobody (it needs no privilege: the port is high), owning that folder and nothing else.
 */
async function startNginx(nginx: string, dir: string, upstreams: string[]): Promise<ChildProcess> {
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxConfig(dir, upstreams));
  const asRoot = process.getuid?.() === 0;
  const nobody = { uid: 65534, gid: 65534 };
  if (asRoot) for (const file of [dir, ...fs.readdirSync(dir).map((f) => path.join(dir, f))]) fs.chownSync(file, nobody.uid, nobody.gid);
  const check = spawnSync(
    nginx,
    ['-t', '-q', '-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')],
    asRoot ? nobody : {},
  );
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}\n${tail(path.join(dir, 'error.log'))}`);
  const child = spawn(nginx, ['-e', path.join(dir, 'error.log'), '-p', dir, '-c', path.join(dir, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
    ...(asRoot ? nobody : {}),
  });
  await until('nginx to answer', 30_000, async () => {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}):\n${tail(path.join(dir, 'error.log'))}`);
    const res = await fetch(`http://127.0.0.1:${PROXY_PORT}/wps/system/status`, {
      headers: { merchant: 'DEMO' },
      signal: AbortSignal.timeout(5_000),
    });
    return res.status === 200;
  });
  return child;
}

/** One line of the test's access log: when, the status nginx answered and the instance that answered it (the last one tried). */
function accessLog(file: string): Array<{ at: number; status: number; upstream: string }> {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [, at, status, upstreams] = /^(\S+) (\d+) "([^"]*)"/.exec(line) ?? [];
      return { at: Number(at) * 1000, status: Number(status), upstream: (upstreams ?? '').split(',').pop()!.trim() };
    });
}

async function scratchDatabase(): Promise<{ url: string; db: Db; drop: () => Promise<void> }> {
  const name = `two_instances_${crypto.randomBytes(4).toString('hex')}`;
  const admin = await openPostgres(SERVER_URL, { max: 1 });
  await admin.exec(`CREATE DATABASE ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString(), { max: 4 });
  return {
    url: url.toString(),
    db,
    drop: async () => {
      await db.close();
      await admin.exec(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.close();
    },
  };
}

async function main(): Promise<boolean> {
  const nginx = findNginx();
  if (!nginx) throw new Error('nginx not found: apt-get install nginx-light (or set NGINX to its path)');
  const began = Date.now();
  const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build-api.mjs')], { cwd: ROOT, encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`npm run build:api failed:\n${build.stdout}${build.stderr}`);
  console.log(build.stdout.trim());

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-'));
  const nginxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-instances-nginx-'));
  const redisPrefix = `two-instances-${crypto.randomBytes(4).toString('hex')}:`;
  const scratch = await scratchDatabase();
  const { db } = scratch;
  const env = (name: string): Record<string, string> => ({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    DATABASE_URL: scratch.url,
    DATA_DIR: path.join(tmp, name),
    JOBS: 'inline',
    TRUST_PROXY: '1',
    // No remote builds to publish at boot: this run is about the API.
    DEV_REMOTES: '1',
    ...(REDIS_URL ? { REDIS_URL, REDIS_PREFIX: redisPrefix } : {}),
  });
  const compiled = (file: string) => ['--enable-source-maps', path.join(ROOT, 'api/dist', file)];
  const a: Instance = {
    name: 'instance A (compiled)',
    port: PROXY_PORT + 1,
    args: compiled('server.js'),
    env: { ...env('a'), PORT: String(PROXY_PORT + 1) },
    log: path.join(tmp, 'a.log'),
    child: null,
  };
  const b: Instance = {
    name: 'instance B (tsx)',
    port: PROXY_PORT + 2,
    args: ['--import', 'tsx', path.join(ROOT, 'api/src/server.ts')],
    env: { ...env('b'), PORT: String(PROXY_PORT + 2) },
    log: path.join(tmp, 'b.log'),
    child: null,
  };
  const worker: Instance = {
    name: 'worker (compiled)',
    port: 0,
    args: compiled('worker.js'),
    env: env('worker'),
    log: path.join(tmp, 'worker.log'),
    child: null,
  };
  let proxy: ChildProcess | null = null;
  let ok = false;
  try {
    await migrate(db);
    await seedDemo(db);
    const members = await setupConcurrency(db, WALLETS);
    // A lottery player with a bet on every 2-digit ending of the next TH3M draw: it wins 100 x 90 whatever the result.
    const player = await createMember(db);
    await fundMember(db, player.id, 100_000, 'DEMO', 'TCG_LOTTO');
    await ensureDraws(db, new Date());

    start(a);
    start(b);
    await Promise.all([waitReady(a), waitReady(b)]);
    start(worker);
    proxy = await startNginx(nginx, nginxDir, [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]);
    const base = `http://127.0.0.1:${PROXY_PORT}`;

    const lottery = { headers: { merchant: 'DEMO', authorization: player.token, 'content-type': 'application/json' } };
    const near = (await (await fetch(`${base}/lgw/numeros/near?gameId=TH3M`, lottery)).json()) as { current: { numero: string } };
    const numero = near.current.numero;
    const slip = JSON.stringify([
      { playCode: 'DE2', content: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(','), unitAmount: 100 },
    ]);
    const orderRes = await fetch(`${base}/lgw/orders/betting`, {
      ...lottery,
      method: 'POST',
      body: JSON.stringify({
        gameId: 'TH3M',
        currentNumero: numero,
        betCartAmountSum: 10_000,
        bettingSlipString: slip,
        requestId: `two-instances-${SEED}`,
      }),
    });
    const order = (await orderRes.json()) as { orderNo?: string; balance?: number };
    if (!order.orderNo || order.balance !== 90_000) throw new Error(`lottery order refused: ${JSON.stringify(order)}`);

    // The kill schedule: instance A at 15% of the operations (the draw comes due then), instance B past 50% once A
    // is back behind the proxy. Clients retry an unanswered request with the same key.
    const total = CLIENTS * OPS;
    const plan = [
      { instance: a, at: Math.floor(total * 0.15) },
      { instance: b, at: Math.floor(total * 0.5) },
    ].slice(0, KILLS);
    const kills: Array<{ name: string; at: number; downMs: number; backAt: number; inProxyMs: number }> = [];
    let drawDue = false;
    let restarting: Promise<void> | null = null;
    let failure = null as Error | null;
    const started = Date.now();
    const tally = await runClients({
      baseUrl: base,
      members,
      clients: CLIENTS,
      operationsPerClient: OPS,
      seed: SEED,
      retryForMs: READY_MS,
      onProgress: (done) => {
        if (!plan.length || done < plan[0].at || restarting) return;
        const { instance } = plan.shift()!;
        restarting = (async () => {
          const down = Date.now();
          const child = instance.child!;
          const exited = new Promise((r) => child.once('exit', r));
          child.kill('SIGKILL');
          if (!drawDue) {
            // The draw comes due now, while one instance is down (rather than in up to three minutes).
            await db.query(
              `UPDATE lottery_draws SET closes_at = now() - interval '2 seconds', draws_at = now() - interval '1 second' WHERE game_id = 'TH3M' AND numero = $1`,
              [numero],
            );
            drawDue = true;
          }
          await exited;
          start(instance);
          await waitReady(instance);
          const readyMs = Date.now() - down;
          // Back in the balancer: nginx sends it requests again once its fail_timeout is over (a rolling restart
          // waits for this before it takes the next instance down, or nginx has no live upstream for a moment).
          await until(`nginx to send ${instance.name} requests again`, READY_MS, async () => {
            const res = await fetch(`${base}/wps/system/status`, { headers: { merchant: 'DEMO' } });
            return res.headers.get('x-upstream') === `127.0.0.1:${instance.port}`;
          });
          kills.push({ name: instance.name, at: done, downMs: readyMs, backAt: Date.now(), inProxyMs: Date.now() - down });
        })()
          .catch((error: Error) => void (failure = error))
          .finally(() => (restarting = null));
      },
    });
    const runMs = Date.now() - started;
    while (restarting) await restarting;
    if (failure) throw failure;

    const checks: Check[] = await verifyInvariants(db, tally);
    const check = (name: string, pass: boolean, detail: string) => checks.push({ name, ok: pass, detail });
    check(
      'an instance was killed (SIGKILL) and restarted mid-run',
      kills.length >= 1,
      kills.map((k) => `${k.name} after ${k.at} operations, ready again in ${k.downMs} ms`).join('; ') || 'none',
    );

    // The draw: settled once, by whichever of the three job runners got it, its win paid once.
    const draw = async () =>
      (
        await db.query<{ status: string; after: number | null }>(
          `SELECT status, EXTRACT(EPOCH FROM settled_at - draws_at)::float AS after FROM lottery_draws WHERE game_id = 'TH3M' AND numero = $1`,
          [numero],
        )
      )[0];
    const drawStatus = async () => (await draw()).status;
    await until('the due draw to settle', READY_MS, async () => (await drawStatus()) === 'settled');
    const settleRuns = async () =>
      Number(
        (
          await db.query<{ n: number }>(
            `SELECT COUNT(*)::int AS n FROM job_runs WHERE name = 'lottery.draw-settle' AND status = 'succeeded'`,
          )
        )[0].n,
      );
    const runsBefore = await settleRuns();
    await until('one more settlement period', READY_MS, async () => (await settleRuns()) > runsBefore);
    const wins = await db.query<{ amount: number }>(
      `SELECT amount FROM ledger_transfers WHERE idempotency_key LIKE 'LOTT:WIN:%' AND meta->>'roundId' = $1`,
      [order.orderNo],
    );
    const effects = await db.query(`SELECT 1 FROM period_effects WHERE what = $1 AND period = $2`, [
      SETTLEMENT,
      drawPeriod({ game_id: 'TH3M', numero }),
    ]);
    const lotteryBalance = await walletBalance(db, player.id, 'TCG_LOTTO');
    const runners = await db.query<{ runner: string; n: number }>(
      `SELECT runner, COUNT(*)::int AS n FROM job_runs WHERE runner IS NOT NULL GROUP BY runner ORDER BY runner`,
    );
    const retried = Number((await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM job_runs WHERE attempts > 1`))[0].n);
    const settledDraws = Number(
      (await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM lottery_draws WHERE status = 'settled'`))[0].n,
    );
    check(
      'the draw due in the kill window settled once, its win paid once',
      wins.length === 1 && Number(wins[0].amount) === 9000 && effects.length === 1 && Number(lotteryBalance) === 99_000,
      `TH3M ${numero} ${await drawStatus()} ${Number((await draw()).after).toFixed(1)} s after its draw time; wins ${JSON.stringify(wins.map((w) => Number(w.amount)))}; settlement keys ${effects.length}; TCG_LOTTO balance ${lotteryBalance} (100000 - 10000 + 9000)`,
    );

    // A per-IP limit across both instances: nginx alternates between them; every request comes from 127.0.0.1.
    const seen = new Set<string>();
    await until('both instances to answer through the proxy', READY_MS, async () => {
      const res = await fetch(`${base}/wps/system/status`, { headers: { merchant: 'DEMO' } });
      if (res.status === 200) seen.add(res.headers.get('x-upstream') ?? '');
      return seen.has(`127.0.0.1:${a.port}`) && seen.has(`127.0.0.1:${b.port}`);
    });
    const limited: Array<{ status: number; upstream: string }> = [];
    for (let i = 0; i < FORGOT_LIMIT * 2; i++) {
      const res = await fetch(`${base}/wps/member/password/email`, {
        method: 'POST',
        headers: { merchant: 'DEMO', 'content-type': 'application/json' },
        body: '{}',
      });
      limited.push({ status: res.status, upstream: res.headers.get('x-upstream') ?? '' });
    }
    const spoofed = await fetch(`${base}/wps/member/password/email`, {
      method: 'POST',
      headers: { merchant: 'DEMO', 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7' },
      body: '{}',
    });
    const passed = limited.filter((r) => r.status !== 429);
    const refused = limited.filter((r) => r.status === 429);
    const byInstance = (list: typeof limited, port: number) => list.filter((r) => r.upstream === `127.0.0.1:${port}`).length;
    check(
      `a per-IP limit holds across both instances as one counter (${REDIS_URL ? 'Redis' : 'PostgreSQL'})`,
      passed.length === FORGOT_LIMIT &&
        limited.slice(0, FORGOT_LIMIT).every((r) => r.status === 422) &&
        refused.length === FORGOT_LIMIT &&
        byInstance(refused, a.port) > 0 &&
        byInstance(refused, b.port) > 0 &&
        spoofed.status === 429,
      `${limited.length} requests (limit ${FORGOT_LIMIT}): ${passed.length} passed (A ${byInstance(passed, a.port)}, B ${byInstance(passed, b.port)}), ` +
        `${refused.length} refused 429 (A ${byInstance(refused, a.port)}, B ${byInstance(refused, b.port)}); with a client's own X-Forwarded-For: ${spoofed.status}`,
    );

    // Push (docs/live.md): a member's stream through the proxy lands on one instance; an operator's approval on the
    // other instance reaches it through Redis. Without Redis each instance hears only its own events.
    if (REDIS_URL) {
      const member = await createMember(db);
      const stream = await openPushStream(base, member.token);
      let detail = '';
      let pass = false;
      try {
        await stream.next('ready', 10_000);
        const other = stream.upstream === `127.0.0.1:${a.port}` ? b : a;
        const otherBase = `http://127.0.0.1:${other.port}`;
        const order = (await (
          await fetch(`${otherBase}/wps/wallets/deposit`, {
            method: 'POST',
            headers: { merchant: 'DEMO', authorization: member.token, 'content-type': 'application/json' },
            body: JSON.stringify({
              channel: 'MANUAL_BANK',
              amount: 120_000,
              payerName: 'Two',
              reference: 'slip',
              idempotencyKey: 'push-1',
            }),
          })
        ).json()) as { value: { orderNo: string } };
        const approvedAt = Date.now();
        await fetch(`${otherBase}/ops/wallet/deposits/${order.value.orderNo}/approve`, {
          method: 'POST',
          headers: { merchant: 'DEMO', authorization: 'Bearer dev-operator-token', operator: 'two-instances' },
        });
        const wallet = await stream.next('wallet.changed', 10_000);
        const status = await stream.next('order.status', 10_000);
        pass = wallet.data.sumBalance === 120_000 && status.data.status === 'APPROVED' && stream.upstream !== null;
        detail = `stream on ${stream.upstream}, approved on ${other.name}: wallet.changed ${JSON.stringify(wallet.data)} and order.status ${status.data.status} within ${Date.now() - approvedAt} ms`;
      } catch (error) {
        detail = error instanceof Error ? error.message : String(error);
      } finally {
        stream.close();
      }
      check('an event raised on one instance reaches a push stream on the other, through the proxy (Redis)', pass, detail);

      // The same in Chromium: the site's member page open on instance B, the operator's approval on instance A; the
      // page's balance follows without a reload. Needs the built site (npm test builds it before this run).
      if (fs.existsSync(path.join(ROOT, 'shell/dist/index.html')) && fs.existsSync(CHROMIUM)) {
        const shown = await balanceInBrowser(db, b, a).catch((error: unknown) => ({ pass: false, detail: String(error) }));
        check('an event raised on one instance reaches a browser connected to the other (Redis)', shown.pass, shown.detail);
      } else {
        console.log('  (no built site or no Chromium: the browser check of push across instances is skipped)');
      }
    }

    const log = accessLog(path.join(nginxDir, 'access.log'));
    const during = log.filter((l) => l.at >= started && l.at <= started + runMs);
    const servedBy = (port: number) => during.filter((l) => l.upstream === `127.0.0.1:${port}`).length;
    const afterRestart = kills.map((k) => {
      const port = k.name === a.name ? a.port : b.port;
      return `${k.name.split(' (')[0]} ${during.filter((l) => l.at > k.backAt && l.upstream === `127.0.0.1:${port}`).length}`;
    });
    const workerUp =
      worker.child?.exitCode === null &&
      worker.child.signalCode === null &&
      fs.readFileSync(worker.log, 'utf8').includes('jobs worker on postgres');
    check(
      'the compiled API and worker run on plain node (no tsx)',
      workerUp && log.some((l) => l.upstream === `127.0.0.1:${a.port}` && l.status < 500),
      `instance A served ${log.filter((l) => l.upstream === `127.0.0.1:${a.port}`).length} requests in all; the worker ${workerUp ? 'ran the jobs' : `is not running:\n${tail(worker.log)}`}`,
    );
    const [{ n: transfers }] = await db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM ledger_transfers WHERE merchant_code = $1`, [
      CONC_MERCHANT,
    ]);
    const domainRefusals = Object.values(tally.refusals).reduce((s, n) => s + n, 0);
    ok = printReport(
      `two API instances behind nginx, one killed and restarted mid-run: ${CLIENTS} clients x ${OPS} operations on ${WALLETS} wallets, PostgreSQL${REDIS_URL ? ' + Redis' : ''}`,
      tally,
      checks,
      {
        time: `${(runMs / 1000).toFixed(1)} s of workload, ${((Date.now() - began) / 1000).toFixed(1)} s in all`,
        transfers: `${transfers} ledger transfers, ${((Number(transfers) * 1000) / runMs).toFixed(0)} tx/s; ${((tally.operations * 1000) / runMs).toFixed(0)} operations/s`,
        proxy: `${during.length} requests through nginx: A ${servedBy(a.port)}, B ${servedBy(b.port)}; answered 5xx by nginx ${during.filter((l) => l.status >= 500).length}; served after their restart: ${afterRestart.join(', ') || 'none'}`,
        refusals: `${domainRefusals} refused by the rules (${
          Object.entries(tally.refusals)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ') || 'none'
        }), ${refused.length} by the request limit`,
        kills: `${kills.length} kills, ${kills.length} restarts: ${kills.map((k) => `${k.name} after ${k.at} operations, ready in ${(k.downMs / 1000).toFixed(1)} s, served through nginx again after ${(k.inProxyMs / 1000).toFixed(1)} s`).join('; ')}`,
        jobs: `${settledDraws} draws settled; job periods run by ${runners.map((r) => `${processNames.get(Number(r.runner.split(':').pop())) ?? r.runner} ${r.n}`).join(', ')}; ${retried} periods retried`,
      },
    );
    return ok;
  } finally {
    await stop(proxy, 'SIGQUIT');
    await Promise.all([a, b, worker].map((instance) => stop(instance.child)));
    await scratch.drop();
    if (REDIS_URL) {
      const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
      try {
        await redis.connect();
        const keys = await redis.keys(`${redisPrefix}*`);
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    }
    if (ok && !opt.keep) for (const dir of [tmp, nginxDir]) fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`   logs kept in ${tmp} (instances) and ${nginxDir} (nginx)`);
  }
}

if (require.main === module) {
  main().then(
    (ok) => {
      console.log(ok ? '\nall checks passed' : '\nCHECK FAILED');
      process.exit(ok ? 0 : 1);
    },
    (error) => {
      console.error(error);
      process.exit(1);
    },
  );
}
