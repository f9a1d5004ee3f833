import { one, type Queryable } from '../db/db';

export interface JobRunRow {
  id: number;
  name: string;
  period: string;
  period_start: Date;
  status: 'scheduled' | 'running' | 'succeeded' | 'failed';
  attempts: number;
  runner: string | null;
  error: string | null;
  scheduled_at: Date;
  started_at: Date | null;
  finished_at: Date | null;
}

/** Each job's latest planned period start (null: never planned), one index probe per job. */
export async function latestPeriodStarts(db: Queryable, names: string[]): Promise<Map<string, Date | null>> {
  const rows = await db.query<{ name: string; start: Date | null }>(
    `SELECT n.name, (SELECT period_start FROM job_runs r WHERE r.name = n.name ORDER BY period_start DESC LIMIT 1) AS start
       FROM unnest($1::text[]) AS n(name)`,
    [names],
  );
  return new Map(rows.map((r) => [r.name, r.start ? new Date(r.start) : null]));
}

export async function insertPlanned(db: Queryable, name: string, period: string, periodStart: Date): Promise<void> {
  await db.query(`INSERT INTO job_runs (name, period, period_start) VALUES ($1, $2, $3) ON CONFLICT (name, period) DO NOTHING`, [
    name,
    period,
    periodStart,
  ]);
}

/**
 * Starts an attempt of a period: its row (made here if the planner's insert was lost) goes to running with one more
 * attempt, unless the period already succeeded, or another attempt is still within its time (pg-boss hands a job out
 * again only once its attempt timed out; 0.9 leaves room for the moment between pg-boss's start and ours). Null: this
 * attempt must not run.
 */
export const startAttempt = (db: Queryable, name: string, period: string, periodStart: Date, runner: string, timeoutSeconds: number) =>
  one<{ attempts: number }>(
    db,
    `INSERT INTO job_runs (name, period, period_start, status, attempts, runner, started_at) VALUES ($1, $2, $3, 'running', 1, $4, now())
     ON CONFLICT (name, period) DO UPDATE SET status = 'running', attempts = job_runs.attempts + 1, runner = EXCLUDED.runner,
            started_at = now(), finished_at = NULL, error = NULL
      WHERE job_runs.status <> 'succeeded'
        AND NOT (job_runs.status = 'running' AND job_runs.started_at > now() - make_interval(secs => $5 * 0.9))
     RETURNING attempts`,
    [name, period, periodStart, runner, timeoutSeconds],
  );

export const findRun = (db: Queryable, name: string, period: string) =>
  one<JobRunRow>(db, 'SELECT * FROM job_runs WHERE name = $1 AND period = $2', [name, period]);

export async function finishAttempt(
  db: Queryable,
  name: string,
  period: string,
  status: 'succeeded' | 'failed',
  error: string | null,
): Promise<void> {
  await db.query(`UPDATE job_runs SET status = $3, error = $4, finished_at = now() WHERE name = $1 AND period = $2`, [
    name,
    period,
    status,
    error,
  ]);
}

/** The history of one job, newest period first. */
export const recentRuns = (db: Queryable, name: string, limit: number) =>
  db.query<JobRunRow>('SELECT * FROM job_runs WHERE name = $1 ORDER BY period_start DESC LIMIT $2', [name, limit]);

/** Forgets finished runs older than the given ages (failed ones are kept longer, for whoever looks into them). */
export async function pruneRuns(db: Queryable, succeededDays: number, failedDays: number): Promise<number> {
  const rows = await db.query(
    `DELETE FROM job_runs WHERE (status = 'succeeded' AND finished_at < now() - make_interval(days => $1))
                              OR (status = 'failed' AND finished_at < now() - make_interval(days => $2)) RETURNING id`,
    [succeededDays, failedDays],
  );
  return rows.length;
}

/** Inserts the (what, period) key of an effect; false when it is already there (the effect was committed before). */
export async function insertPeriodEffect(db: Queryable, what: string, period: string): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO period_effects (what, period) VALUES ($1, $2) ON CONFLICT (what, period) DO NOTHING RETURNING what`,
    [what, period],
  );
  return rows.length === 1;
}
