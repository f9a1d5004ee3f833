import { AGENT_CONTRACT_JOBS } from '../agent/contract-settlement';
import { AGENT_REBATE_JOB } from '../agent/rebate.service';
import { purgeExpiredCounters } from '../http/rate-limit';
import { LOTTERY_JOBS } from '../lottery/lottery.jobs';
import { PROMOTION_JOBS } from '../promotions/promotions.jobs';
import { RAFFLE_DRAWS } from '../promotions/raffle.service';
import { PUSH_JOURNAL_PURGE } from '../push/push.jobs';
import { SPORTS_RESULTS_JOB } from '../providers/sportsbook.jobs';
import { pruneRuns } from './job-runs.repository';
import type { JobDefinition } from './scheduler';

/** How long job_runs keeps finished periods: succeeded ones a week (an every-5-seconds job makes 17,280 a day), failed ones 90 days. */
export const KEEP_SUCCEEDED_DAYS = 7;
export const KEEP_FAILED_DAYS = 90;

export const JOB_HISTORY_PRUNING: JobDefinition = {
  name: 'jobs.prune-history',
  schedule: { cron: '30 4 * * *' },
  missed: 'latest',
  async run({ db, log }) {
    const removed = await pruneRuns(db, KEEP_SUCCEEDED_DAYS, KEEP_FAILED_DAYS);
    if (removed > 0) log.info({ removed }, 'old job runs removed');
  },
};

/** The per-account counters' windows (failed logins, SMS per phone, ...) past their expiry are deleted. */
export const RATE_COUNTER_PURGE: JobDefinition = {
  name: 'rate-counters.purge',
  schedule: { everySeconds: 600 },
  missed: 'latest',
  async run({ db, log }) {
    const removed = await purgeExpiredCounters(db);
    if (removed > 0) log.info({ removed }, 'expired rate counters removed');
  },
};

/**
 * Every timed job of the site, one line per domain (the promotions, agent and leader-board jobs join here). The API
 * runs them with JOBS=inline, `npm run worker` runs them in a process of its own.
 */
export const SITE_JOBS: readonly JobDefinition[] = [
  ...LOTTERY_JOBS,
  ...PROMOTION_JOBS,
  RAFFLE_DRAWS,
  ...AGENT_CONTRACT_JOBS,
  AGENT_REBATE_JOB,
  JOB_HISTORY_PRUNING,
  RATE_COUNTER_PURGE,
  PUSH_JOURNAL_PURGE,
  SPORTS_RESULTS_JOB,
];
