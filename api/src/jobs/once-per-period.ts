import type { Db, Queryable } from '../db/db';
import { insertPeriodEffect } from './job-runs.repository';

/**
 * engineering-habits H20: a payout job is keyed by (what, period) in the database, so a second run, a second instance or a restart
 * finds the key and pays nothing. The key goes into period_effects inside the effect's own transaction: both commit
 * or neither does. On PostgreSQL a second transaction inserting the same key waits for the first, then finds it.
 *
 *   await runOncePerPeriod(db, 'promotions.daily-rebate:42', run.period, (tx) => postTransferIn(tx, ...));
 *
 * `what` names the effect (and whom it is for, when a job pays many); `period` is usually the run's period key.
 */
export async function runOncePerPeriod<T>(
  db: Db,
  what: string,
  period: string,
  effect: (tx: Queryable) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  return db.transaction(async (tx) => {
    if (!(await claimPeriod(tx, what, period))) return { ran: false as const };
    return { ran: true as const, value: await effect(tx) };
  });
}

/** The same key inside a transaction the caller already holds: true the first time, false ever after. */
export const claimPeriod = (tx: Queryable, what: string, period: string): Promise<boolean> => insertPeriodEffect(tx, what, period);
