-- Timed jobs (api/src/jobs): one row per job and period, and the keys of effects committed once per period.
-- pg-boss (schema pgboss, installed at boot) delivers and retries the runs; these tables are ours.

-- History: a period of a job is planned once (the unique key), then runs until one attempt succeeds.
-- scheduled -> running -> succeeded | failed (a failed period is retried by pg-boss: running again).
CREATE TABLE job_runs (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  -- The period's start in the job's time zone, e.g. 2026-11-24T10:05:00+07:00.
  period text NOT NULL,
  period_start timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled' CHECK (status IN ('scheduled', 'running', 'succeeded', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  -- The process (host:pid) that ran the last attempt.
  runner text,
  error text,
  scheduled_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  UNIQUE (name, period)
);
-- The planner reads each job's latest period; the pruning reads finished runs by age.
CREATE INDEX job_runs_latest_idx ON job_runs (name, period_start DESC);
CREATE INDEX job_runs_finished_idx ON job_runs (finished_at) WHERE status IN ('succeeded', 'failed');

-- engineering-habits H20: a payout job is keyed by (what, period) in the database. The key is inserted in the transaction of the
-- effect itself (runOncePerPeriod), so a second run, a second instance or a restart finds it and does nothing.
CREATE TABLE period_effects (
  what text NOT NULL,
  period text NOT NULL,
  committed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (what, period)
);
