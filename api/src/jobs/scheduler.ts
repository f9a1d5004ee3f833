import crypto from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Job, PgBoss } from 'pg-boss';
import type { Db } from '../db/db';
import { findRun, finishAttempt, insertPlanned, latestPeriodStarts, startAttempt } from './job-runs.repository';
import { assertSchedule, periodAt, periodsBetween, typicalPeriodSeconds, zoneOf, type Period, type Schedule } from './periods';
import { createQueue, QUEUE_SCHEMA } from './queue';
import { recordJobRun } from '../observability/metrics';

/**
 * Every timed job of the site goes through here (engineering-habits H20; docs/platform.md,
 * "Timed jobs"). A job is a name, a schedule and what one period does. Each instance that runs jobs:
 *   - plans: every few seconds it sends the periods starting soon to pg-boss, one job per period whose id is
 *     derived from (name, period), so several instances planning the same period make one job;
 *   - works: pg-boss hands each due job to one instance (SKIP LOCKED), retries a failed attempt with backoff and
 *     hands a killed process's attempt out again once it timed out;
 *   - records: job_runs keeps one row per (name, period), its attempts, status and last error, and refuses to start
 *     a period that already succeeded, whatever pg-boss delivers.
 * Effects that must happen once (payouts) commit with their (what, period) key: runOncePerPeriod.
 */

export interface JobContext {
  name: string;
  /** The period's start in the job's zone, e.g. 2026-11-24T10:05:00+07:00 (job_runs.period). */
  period: string;
  /** `<name>:<period>`, e.g. lottery.draw-settle:2026-11-24T10:05:00+07:00: the key to pay a period's effect under. */
  key: string;
  scheduledAt: Date;
  /** 1 for the first attempt at this period, 2 for its first retry... */
  attempt: number;
  db: Db;
  /** The run's logger: every line carries the job's name, the period and the attempt. */
  log: FastifyBaseLogger;
  /** Aborted when pg-boss gives up on this attempt (timed out) or the scheduler stops. */
  signal: AbortSignal;
}

export interface JobDefinition {
  name: string;
  schedule: Schedule;
  /** What one period does. Throwing fails the attempt: it is recorded, logged and retried. */
  run(job: JobContext): Promise<void>;
  /**
   * Periods that came due while nothing ran (every instance down): 'every' runs each of them, oldest first (a daily
   * payout owes each day); 'latest' runs only the latest (a sweep that catches up by itself). Default 'every'.
   */
  missed?: 'every' | 'latest';
  /** Retries after a failed attempt (default 3), the first after retryDelaySeconds (default 5), doubling. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** An attempt still running after this long counts as dead (a killed process): it is retried. Default 300. */
  timeoutSeconds?: number;
}

export interface RunEvent {
  name: string;
  period: string;
  /** skipped: a period delivered again after it had succeeded. */
  status: 'succeeded' | 'failed' | 'skipped';
  attempt: number;
  ms: number;
  error?: string;
}

export interface JobStats {
  name: string;
  runs: number;
  failures: number;
  skipped: number;
  lastPeriod: string | null;
  lastStatus: RunEvent['status'] | null;
  lastError: string | null;
}

export interface SchedulerOptions {
  db: Db;
  log: FastifyBaseLogger;
  jobs: readonly JobDefinition[];
  /** The merchant's time zone (config.timeZone): cron schedules without their own zone, and period keys. */
  timeZone: string;
  queueSchema?: string;
  /** Seconds between two looks for due jobs; by default a fifth of each job's period, from 0.5 to 30 s. */
  pollSeconds?: number;
  /** Seconds between two planning passes (default 5); 0 plans only when plan() is called (tests racing two planners). */
  planEverySeconds?: number;
  /** Seconds between pg-boss's passes over timed-out attempts (default 60). */
  superviseSeconds?: number;
  /** Called after every attempt: the hook for metrics (runs, failures, durations). */
  onRun?: (event: RunEvent) => void;
}

export interface Scheduler {
  /** Plans due periods now (also done every planEverySeconds). */
  plan(now?: Date): Promise<void>;
  stats(): JobStats[];
  /** Stops planning and taking jobs; waits for the attempts under way. */
  stop(): Promise<void>;
}

/** How far ahead periods are sent to pg-boss (with their start as startAfter), so a period starts on time. */
export const LOOKAHEAD_SECONDS = 15;
/** Periods planned per job and pass at most (a long outage of an every-second job catches up over a few passes). */
const MAX_PLANNED = 100;
const RUNNER = `${os.hostname()}:${process.pid}`;

interface PeriodData {
  period: string;
  start: string;
}

/**
 * The periods to send now: from the latest planned one to the look-ahead horizon. A job planned for the first time
 * starts from now (nothing retroactive); after an outage, 'latest' skips to the period running now.
 */
export function duePeriods(
  schedule: Schedule,
  timeZone: string,
  missed: 'every' | 'latest',
  latestPlanned: Date | null,
  now: Date,
): Period[] {
  const horizon = new Date(now.getTime() + LOOKAHEAD_SECONDS * 1000);
  if (latestPlanned && missed === 'every') return periodsBetween(schedule, timeZone, latestPlanned, horizon, MAX_PLANNED);
  const upcoming = periodsBetween(schedule, timeZone, latestPlanned && latestPlanned > now ? latestPlanned : now, horizon, MAX_PLANNED);
  if (!latestPlanned) return upcoming;
  const current = periodAt(schedule, timeZone, now);
  return current.start > latestPlanned ? [current, ...upcoming] : upcoming;
}

/** pg-boss's job id of a period: the same on every instance, so a second send of it inserts nothing. */
export function jobIdOf(name: string, period: string): string {
  const hash = crypto.createHash('sha256').update(`${name}\u0000${period}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** Logs a recurring failure (the database is away: every poll fails) once a minute, not once a poll. */
function throttledErrors(log: FastifyBaseLogger, everyMs = 60_000) {
  const last = new Map<string, number>();
  return (error: unknown, what: string) => {
    const key = `${what}:${message(error)}`;
    if (Date.now() - (last.get(key) ?? 0) < everyMs) return;
    last.set(key, Date.now());
    log.error({ err: error }, what);
  };
}

export async function startScheduler(options: SchedulerOptions): Promise<Scheduler> {
  const { db, jobs, timeZone } = options;
  const log = options.log.child({ component: 'jobs' });
  const names = jobs.map((job) => job.name);
  if (new Set(names).size !== names.length) throw new Error(`job names must be unique: ${names.join(', ')}`);
  for (const job of jobs) assertSchedule(job.schedule, timeZone);

  const stats = new Map<string, JobStats>(
    names.map((name) => [name, { name, runs: 0, failures: 0, skipped: 0, lastPeriod: null, lastStatus: null, lastError: null }]),
  );
  const record = (event: RunEvent) => {
    const s = stats.get(event.name)!;
    if (event.status === 'skipped') s.skipped += 1;
    else s.runs += 1;
    if (event.status === 'failed') s.failures += 1;
    s.lastPeriod = event.period;
    s.lastStatus = event.status;
    s.lastError = event.error ?? null;
    recordJobRun(event);
    options.onRun?.(event);
  };
  const reportError = throttledErrors(log);

  const boss: PgBoss = await createQueue(db, options.queueSchema ?? QUEUE_SCHEMA, { superviseSeconds: options.superviseSeconds });
  boss.on('error', (error) => reportError(error, 'job queue error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job queue warning'));
  await boss.start();

  const timeoutOf = (job: JobDefinition) => job.timeoutSeconds ?? 300;

  async function runPeriod(job: JobDefinition, delivery: Job<PeriodData>): Promise<void> {
    const { period } = delivery.data;
    const scheduledAt = new Date(delivery.data.start);
    const began = Date.now();
    const attempt = await startAttempt(db, job.name, period, scheduledAt, RUNNER, timeoutOf(job));
    if (!attempt) {
      const row = await findRun(db, job.name, period);
      if (row?.status === 'succeeded') {
        record({ name: job.name, period, status: 'skipped', attempt: row.attempts, ms: Date.now() - began });
        return;
      }
      // Another attempt is under way and has not timed out: pg-boss retries this delivery later.
      throw new Error(`${job.name} ${period} is already running on ${row?.runner ?? 'another instance'}`);
    }
    const runLog = options.log.child({ job: job.name, period, attempt: attempt.attempts });
    try {
      await job.run({
        name: job.name,
        period,
        key: `${job.name}:${period}`,
        scheduledAt,
        attempt: attempt.attempts,
        db,
        log: runLog,
        signal: delivery.signal,
      });
    } catch (error) {
      await finishAttempt(db, job.name, period, 'failed', message(error)).catch((e: unknown) =>
        runLog.error({ err: e }, 'job run not recorded'),
      );
      runLog.error({ err: error, ms: Date.now() - began }, 'job run failed');
      record({ name: job.name, period, status: 'failed', attempt: attempt.attempts, ms: Date.now() - began, error: message(error) });
      throw error;
    }
    await finishAttempt(db, job.name, period, 'succeeded', null);
    runLog.debug({ ms: Date.now() - began }, 'job run succeeded');
    record({ name: job.name, period, status: 'succeeded', attempt: attempt.attempts, ms: Date.now() - began });
  }

  for (const job of jobs) {
    await boss.createQueue(job.name);
    const pollingIntervalSeconds = options.pollSeconds ?? Math.min(30, Math.max(0.5, typicalPeriodSeconds(job.schedule, timeZone) / 5));
    await boss.work<PeriodData>(job.name, { pollingIntervalSeconds }, async ([delivery]) => runPeriod(job, delivery));
  }

  async function plan(now = new Date()): Promise<void> {
    const latest = await latestPeriodStarts(db, names);
    for (const job of jobs) {
      const retryDelay = job.retryDelaySeconds ?? 5;
      for (const period of duePeriods(
        job.schedule,
        zoneOf(job.schedule, timeZone),
        job.missed ?? 'every',
        latest.get(job.name) ?? null,
        now,
      )) {
        const data: PeriodData = { period: period.key, start: period.start.toISOString() };
        // Sent before the row is written: a crash in between re-plans the period, and its id makes the second send a no-op.
        await boss.send(job.name, data, {
          id: jobIdOf(job.name, period.key),
          startAfter: period.start,
          retryLimit: job.retryLimit ?? 3,
          retryDelay,
          retryBackoff: retryDelay > 0,
          expireInSeconds: timeoutOf(job),
          // job_runs is the history; pg-boss's own rows of finished jobs go after a day.
          deleteAfterSeconds: 86_400,
        });
        await insertPlanned(db, job.name, period.key, period.start);
      }
    }
  }

  let planning: Promise<void> | null = null;
  const planNow = () => {
    planning ??= plan()
      .catch((error: unknown) => reportError(error, 'job planning failed'))
      .finally(() => (planning = null));
    return planning;
  };
  const planEverySeconds = options.planEverySeconds ?? 5;
  if (planEverySeconds > 0) await planNow();
  const timer = planEverySeconds > 0 ? setInterval(planNow, planEverySeconds * 1000) : undefined;
  timer?.unref();
  log.info({ jobs: names }, 'scheduler started');

  return {
    plan,
    stats: () => [...stats.values()].map((s) => ({ ...s })),
    async stop() {
      clearInterval(timer);
      await planning;
      await boss.stop({ graceful: true, timeout: 30_000 });
    },
  };
}
