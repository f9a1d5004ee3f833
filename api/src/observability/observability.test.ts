import crypto from 'node:crypto';
import v8 from 'node:v8';
import vm from 'node:vm';
import { createTestApp, type TestApp } from '../../test/test-app';
import { until } from '../../test/until';
import { createMember } from '../../test/members';
import { postTransfer } from '../wallet/ledger.service';
import { recordJobRun } from './metrics';

/** A full garbage collection now (V8's gc(), reached without restarting the test process with --expose-gc). */
function collectGarbage(): void {
  v8.setFlagsFromString('--expose-gc');
  (vm.runInNewContext('gc') as () => void)();
}

const OPERATOR = (t: TestApp) => ({ authorization: `Bearer ${t.config.operatorToken}` });

/** The value of one sample line of the Prometheus text (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = (match[2] ?? '').split(',');
    if (wanted.every((w) => have.includes(w))) return Number(match[3]);
  }
  return undefined;
}

describe('health, readiness and metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: 'scraper-secret-for-tests' });
  });
  afterAll(() => t.close());
  const metrics = async () => (await t.call({ method: 'GET', url: '/metrics', headers: OPERATOR(t) })).body;

  test('GET /healthz answers while the process is up', async () => {
    const res = await t.call({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, value: { status: 'up' } });
  });

  test('GET /readyz: ready once the database has every migration; a missing one is 503 system.not.ready', async () => {
    const ready = await t.call({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().value).toEqual({ database: 'ok', migrations: 'ok', redis: 'off' });
    const [last] = await t.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1');
    await t.db.query('DELETE FROM schema_migrations WHERE name = $1', [last.name]);
    try {
      const notReady = await t.call({ method: 'GET', url: '/readyz' });
      expect(notReady.statusCode).toBe(503);
      expect(notReady.json()).toMatchObject({
        success: false,
        errorCode: 'system.not.ready',
        value: { database: 'ok', migrations: 'pending' },
      });
    } finally {
      await t.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [last.name]);
    }
  });

  test('GET /metrics needs the metrics or the operator token', async () => {
    const none = await t.call({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
    expect(none.json().errorCode).toBe('operator.unauthorized');
    expect((await t.call({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const scraper = await t.call({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer scraper-secret-for-tests' } });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(scraper.body).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  test('HTTP latency per route pattern, never the raw URL', async () => {
    const orderNo = `NOPE${crypto.randomBytes(4).toString('hex')}`;
    const m = await createMember(t.db);
    await t.call({ method: 'GET', url: `/wps/wallets/deposit/${orderNo}`, token: m.token });
    await t.call({ method: 'GET', url: '/wps/system/status' });
    await t.call({ method: 'GET', url: `/wps/no/such/${orderNo}` });
    const text = await metrics();
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/wps/wallets/deposit/:orderNo', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: '/wps/system/status', status_code: '200' }),
    ).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/wps/system/status', le: '+Inf' })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'http_request_duration_seconds_count', { method: 'GET', route: 'unmatched', status_code: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(orderNo);
  });

  test('ledger transfers by code and outcome, and their latency', async () => {
    const before = await metrics();
    const m = await createMember(t.db);
    const input = {
      merchantCode: 'DEMO',
      idempotencyKey: crypto.randomUUID(),
      code: 'DEPOSIT' as const,
      from: { house: 'BANK' },
      to: { memberId: m.id, wallet: 'MAIN' },
      amount: 1_000,
    };
    await postTransfer(t.db, input);
    await postTransfer(t.db, input);
    await expect(
      postTransfer(t.db, {
        ...input,
        idempotencyKey: crypto.randomUUID(),
        code: 'BET',
        from: input.to,
        to: { house: 'GAME:TEST' },
        amount: 5_000,
      }),
    ).rejects.toMatchObject({ errorCode: 'balance.insufficient' });
    const after = await metrics();
    const delta = (labels: Record<string, string>, name = 'ledger_transfers_total') =>
      (sample(after, name, labels) ?? 0) - (sample(before, name, labels) ?? 0);
    expect(delta({ code: 'DEPOSIT', outcome: 'posted' })).toBe(1);
    expect(delta({ code: 'DEPOSIT', outcome: 'replayed' })).toBe(1);
    expect(delta({ code: 'BET', outcome: 'refused' })).toBe(1);
    expect(delta({ code: 'DEPOSIT' }, 'ledger_transfer_duration_seconds_count')).toBe(2);
  });

  test('database pool: connections by state and calls waiting', async () => {
    const text = await metrics();
    expect(sample(text, 'db_pool_connections', { state: 'idle' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_connections', { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'db_pool_waiting')).toBe(0);
  });

  test('scheduled jobs: every attempt the scheduler reports is counted and timed per job', async () => {
    recordJobRun({ name: 'metrics.test.job', status: 'succeeded', ms: 20 });
    recordJobRun({ name: 'metrics.test.job', status: 'failed', ms: 40 });
    recordJobRun({ name: 'metrics.test.job', status: 'skipped', ms: 0 });
    const text = await metrics();
    expect(sample(text, 'job_runs_total', { job: 'metrics.test.job' })).toBe(2);
    expect(sample(text, 'job_failures_total', { job: 'metrics.test.job' })).toBe(1);
    expect(sample(text, 'job_duration_seconds_count', { job: 'metrics.test.job' })).toBe(2);
    expect(sample(text, 'job_duration_seconds_sum', { job: 'metrics.test.job' })).toBeCloseTo(0.06);
  });
});

test('with Redis configured but away, /readyz is 503 with redis unavailable', async () => {
  const t = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:8279', LOG_LEVEL: 'silent' });
  try {
    const res = await t.call({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ errorCode: 'system.not.ready', value: { database: 'ok', migrations: 'ok', redis: 'unavailable' } });
  } finally {
    await t.close();
  }
});

const redisUrl = process.env.TEST_REDIS_URL;
(redisUrl ? test : test.skip)('with Redis configured and up, /readyz checks it (TEST_REDIS_URL)', async () => {
  const t = await createTestApp({ REDIS_URL: redisUrl!, REDIS_PREFIX: `test-${crypto.randomUUID()}:` });
  try {
    await until(async () => (await t.call({ method: 'GET', url: '/readyz' })).statusCode === 200);
    expect((await t.call({ method: 'GET', url: '/readyz' })).json().value).toEqual({ database: 'ok', migrations: 'ok', redis: 'ok' });
  } finally {
    await t.close();
  }
});

test('under pressure (heap past MAX_HEAP_USED_MB): 503 system.busy with Retry-After, health and metrics still answer, and back once it is freed', async () => {
  // Measured after a collection: garbage left by earlier tests would count in the threshold, and the ballast's
  // allocation would then collect it, leaving the heap under the threshold with the ballast in it.
  collectGarbage();
  const heapMb = Math.ceil(process.memoryUsage().heapUsed / 1024 / 1024);
  const t = await createTestApp({ MAX_HEAP_USED_MB: String(heapMb + 150) });
  let _ballast: number[][] | null = null;
  try {
    expect((await t.call({ method: 'GET', url: '/wps/system/status' })).statusCode).toBe(200);
    // About 400 MB of live arrays: more than the threshold leaves room for.
    _ballast = Array.from({ length: 50 }, () => new Array(1_000_000).fill(1.5));
    await until(async () => (await t.call({ method: 'GET', url: '/wps/system/status' })).statusCode === 503);
    const busy = await t.call({ method: 'GET', url: '/wps/system/status' });
    expect(busy.json()).toMatchObject({ success: false, errorCode: 'system.busy' });
    expect(busy.headers['retry-after']).toBe('10');
    expect((await t.call({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: '/metrics', headers: OPERATOR(t) })).statusCode).toBe(200);
    _ballast = null;
    collectGarbage();
    await until(async () => (await t.call({ method: 'GET', url: '/wps/system/status' })).statusCode === 200);
  } finally {
    _ballast = null;
    await t.close();
  }
});
