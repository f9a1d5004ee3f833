import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '../db/db';
import { openPglite } from '../db/pglite';
import { createLogger } from '../http/logger';
import { openTestDb } from '../../test/test-app';
import { secondInstanceDb, testQueueSchema, testSchemaOf, until } from '../../test/jobs';
import { PAYOUTS_TABLE, payoutJob } from '../../test/jobs-child';
import { findRun, finishAttempt, startAttempt } from './job-runs.repository';
import { runOncePerPeriod } from './once-per-period';
import { installJobQueue } from './queue';
import { startScheduler, type RunEvent, type Scheduler, type SchedulerOptions } from './scheduler';

const BKK = 'Asia/Bangkok';
/** Fast timings for tests: a look for due jobs every half second, planning every second, expiries checked every second. */
const FAST = { timeZone: BKK, pollSeconds: 0.5, planEverySeconds: 1, superviseSeconds: 1 };

type LogLine = Record<string, unknown>;
const collectingLogger = () => {
  const lines: LogLine[] = [];
  return { lines, log: createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line)) }) };
};

const payoutsOf = (db: Db, period: string) =>
  db.query<{ attempt: number }>('SELECT attempt FROM job_test_payouts WHERE period = $1 ORDER BY id', [period]);

describe('timed jobs', () => {
  let db: Awaited<ReturnType<typeof openTestDb>>;
  let queueSchema: string;
  const running: Scheduler[] = [];
  const start = async (options: Omit<SchedulerOptions, 'timeZone' | 'queueSchema'> & Partial<SchedulerOptions>) => {
    const scheduler = await startScheduler({ ...FAST, queueSchema, ...options });
    running.push(scheduler);
    return scheduler;
  };

  beforeAll(async () => {
    db = await openTestDb();
    queueSchema = await testQueueSchema(db);
    await db.exec(PAYOUTS_TABLE);
    await db.exec('CREATE TABLE job_test_hits (id serial PRIMARY KEY, period text NOT NULL, instance text NOT NULL)');
  });
  afterEach(async () => {
    await Promise.all(running.splice(0).map((s) => s.stop()));
  });
  afterAll(() => db.dispose());

  test("pg-boss's schema is installed once under the migration lock, and not again", async () => {
    const other = await secondInstanceDb(db);
    const schema = `${queueSchema}_2`;
    try {
      // Two instances booting at once: one installs, the other waits for the lock and finds it there.
      const installed = await Promise.all([installJobQueue(db, schema), installJobQueue(other, schema)]);
      expect(installed.filter(Boolean)).toHaveLength(1);
      expect(await installJobQueue(db, schema)).toBe(false);
      expect((await db.query<{ version: number }>(`SELECT version FROM ${schema}.version`))[0].version).toBeGreaterThan(0);
    } finally {
      await db.exec(`DROP SCHEMA ${schema} CASCADE`);
      await other.close();
    }
  });

  test('two instances on one database run each period once, and job_runs records each run', async () => {
    const other = await secondInstanceDb(db);
    try {
      const hitJob = (instance: string) => ({
        name: 'test.hits',
        schedule: { everySeconds: 1 },
        run: async ({ db: runDb, period }: { db: Db; period: string }) =>
          void (await runDb.query('INSERT INTO job_test_hits (period, instance) VALUES ($1, $2)', [period, instance])),
      });
      // Planning by hand: both instances plan the same periods at the same moment, the race every pass could meet.
      const a = await start({ db, log: createLogger('silent'), jobs: [hitJob('a')], planEverySeconds: 0 });
      const b = await start({ db: other, log: createLogger('silent'), jobs: [hitJob('b')], planEverySeconds: 0 });
      await until(
        async () => {
          await Promise.all([a.plan(), b.plan()]);
          return (await db.query('SELECT DISTINCT period FROM job_test_hits')).length >= 5;
        },
        30_000,
        'five periods',
      );
      await Promise.all(running.splice(0).map((s) => s.stop()));

      // One pg-boss job per period, however many instances sent it.
      const sent = await db.query<{ period: string; jobs: number }>(
        `SELECT data->>'period' AS period, count(*)::int AS jobs FROM ${queueSchema}.job WHERE name = 'test.hits' GROUP BY 1`,
      );
      expect(sent.length).toBeGreaterThanOrEqual(5);
      expect(sent.filter((p) => p.jobs !== 1)).toEqual([]);
      const perPeriod = await db.query<{ period: string; runs: number }>(
        'SELECT period, count(*)::int AS runs FROM job_test_hits GROUP BY period ORDER BY period',
      );
      expect(perPeriod.length).toBeGreaterThanOrEqual(5);
      expect(perPeriod.filter((p) => p.runs !== 1)).toEqual([]);
      const runs = await db.query<{
        period: string;
        status: string;
        attempts: number;
        runner: string | null;
        started_at: Date | null;
        finished_at: Date | null;
      }>(
        `SELECT period, status, attempts, runner, started_at, finished_at FROM job_runs WHERE name = 'test.hits' AND period = ANY($1::text[]) ORDER BY period`,
        [perPeriod.map((p) => p.period)],
      );
      expect(runs.map((r) => r.period)).toEqual(perPeriod.map((p) => p.period));
      for (const run of runs) {
        expect(run).toMatchObject({ status: 'succeeded', attempts: 1, runner: `${os.hostname()}:${process.pid}` });
        expect(run.finished_at!.getTime()).toBeGreaterThanOrEqual(run.started_at!.getTime());
      }
    } finally {
      await other.close();
    }
  });

  test('a run that fails after paying is retried, pays once, and its failure is recorded and logged with the job and period', async () => {
    const { lines, log } = collectingLogger();
    const events: RunEvent[] = [];
    const scheduler = await start({
      db,
      log,
      onRun: (event) => void events.push(event),
      jobs: [
        payoutJob(({ attempt }) => {
          if (attempt === 1) throw new Error('crashed after paying');
        }),
      ],
    });
    await until(() => events.some((e) => e.status === 'succeeded'), 30_000, 'a retried period');
    const { period } = events.find((e) => e.status === 'succeeded')!;
    await scheduler.stop();

    expect(await findRun(db, 'test.payout', period)).toMatchObject({ status: 'succeeded', attempts: 2, error: null });
    expect(await payoutsOf(db, period)).toEqual([{ attempt: 1 }]);
    expect(events.filter((e) => e.period === period).map((e) => [e.status, e.attempt])).toEqual([
      ['failed', 1],
      ['succeeded', 2],
    ]);
    expect(lines.find((l) => l.msg === 'job run failed' && l.period === period)).toMatchObject({
      level: 50,
      job: 'test.payout',
      attempt: 1,
      err: { message: 'crashed after paying' },
    });
    expect(scheduler.stats()[0]).toMatchObject({ name: 'test.payout', failures: expect.any(Number) });
    expect(scheduler.stats()[0].failures).toBeGreaterThanOrEqual(1);
  });

  test('a period delivered again after it succeeded, or while an attempt is under way, does not start', async () => {
    const period = '2026-11-24T10:05:00+07:00';
    const at = new Date('2026-11-24T03:05:00Z');
    expect(await startAttempt(db, 'test.redelivered', period, at, 'instance-a', 300)).toEqual({ attempts: 1 });
    // A second delivery while the first attempt is within its time: refused (pg-boss retries it later).
    expect(await startAttempt(db, 'test.redelivered', period, at, 'instance-b', 300)).toBeNull();
    await finishAttempt(db, 'test.redelivered', period, 'succeeded', null);
    // A restart replaying pg-boss's job, a duplicate send: the row says succeeded.
    expect(await startAttempt(db, 'test.redelivered', period, at, 'instance-b', 300)).toBeNull();
    expect(await findRun(db, 'test.redelivered', period)).toMatchObject({ status: 'succeeded', attempts: 1, runner: 'instance-a' });
    // The effect's key, the same way: the second time pays nothing.
    let paid = 0;
    expect(await runOncePerPeriod(db, 'test.redelivered', period, async () => (paid += 1))).toEqual({ ran: true, value: 1 });
    expect(await runOncePerPeriod(db, 'test.redelivered', period, async () => (paid += 1))).toEqual({ ran: false });
    expect(paid).toBe(1);
  });

  test('a process killed in the middle of a run: once its attempt times out the period is retried, and it pays once', async () => {
    // The dying instance: its own process, on this database (PGlite: on disk, reopened here after the kill).
    const dataDir = db.kind === 'pglite' ? fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-killed-')) : null;
    const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(__dirname, '../../test/jobs-child.ts')], {
      env: {
        ...process.env,
        KILL_DB: dataDir ? `pglite:${dataDir}` : `postgres:${await testSchemaOf(db)}`,
        KILL_QUEUE_SCHEMA: queueSchema,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr!.on('data', (chunk) => (stderr += chunk));
    const exit = await new Promise<{ signal: NodeJS.Signals | null }>((resolve) =>
      child.on('exit', (_code, signal) => resolve({ signal })),
    );
    expect({ signal: exit.signal, stderr }).toEqual({ signal: 'SIGKILL', stderr: '' });

    const restarted = dataDir ? await openPglite(dataDir) : db;
    try {
      const [killed] = await restarted.query<{ period: string; attempts: number }>(
        `SELECT period, attempts FROM job_runs WHERE name = 'test.payout' AND status = 'running'`,
      );
      expect(killed.attempts).toBe(1);
      expect(await payoutsOf(restarted, killed.period)).toEqual([{ attempt: 1 }]);

      // The instance comes back (or another takes over): pg-boss hands the dead attempt out again after its 3 s.
      const scheduler = await start({ db: restarted, log: createLogger('silent'), jobs: [payoutJob(() => undefined)] });
      await until(
        async () => (await findRun(restarted, 'test.payout', killed.period))?.status === 'succeeded',
        40_000,
        'the killed period to succeed',
      );
      await scheduler.stop();
      expect(await findRun(restarted, 'test.payout', killed.period)).toMatchObject({ status: 'succeeded', attempts: 2 });
      expect(await payoutsOf(restarted, killed.period)).toEqual([{ attempt: 1 }]);
    } finally {
      if (dataDir) {
        await restarted.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
  }, 180_000);
});
