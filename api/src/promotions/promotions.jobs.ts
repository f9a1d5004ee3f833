import type { Db } from '../db/db';
import type { JobDefinition } from '../jobs/scheduler';
import { LEADER_BOARD_SPANS } from '@site/shared/src/contracts/promotions';
import { merchantRules } from './activity';
import { closeLeaderBoards, SPAN_STARTS, spanPeriod } from './leader-board.service';
import { retainVipLevels } from './vip.service';
import { merchantsWithVip } from './vip.repository';

/**
 * product-rules 4.33: when a month starts, the month before is closed for VIP retention, per merchant in its own time
 * zone, keyed by that month (each member's drop commits with its key: retainVipLevels).
 */
export async function runVipRetention(db: Db, at: Date): Promise<number[]> {
  const dropped: number[] = [];
  for (const merchantCode of await merchantsWithVip(db)) {
    const { timeZone } = await merchantRules(db, merchantCode);
    const month = spanPeriod('MONTH', timeZone, new Date(at.getTime() - 1));
    dropped.push(...(await retainVipLevels(db, merchantCode, month.key, month.start, month.end)));
  }
  return dropped;
}

/**
 * The promotions' timed jobs (api/src/jobs): VIP retention monthly and each leader-board span's close. A period
 * missed while nothing ran still owes its payout, so each one runs ('every').
 */
export const PROMOTION_JOBS: JobDefinition[] = [
  {
    name: 'promotions.vip-retention',
    schedule: { cron: SPAN_STARTS.MONTH },
    missed: 'every',
    timeoutSeconds: 600,
    async run({ db, period, log }) {
      const dropped = await runVipRetention(db, new Date(period));
      if (dropped.length) log.info({ dropped: dropped.length }, 'VIP members dropped a level');
    },
  },
  ...LEADER_BOARD_SPANS.map((span): JobDefinition => ({
    name: `promotions.leader-board-close.${span.toLowerCase()}`,
    schedule: { cron: SPAN_STARTS[span] },
    missed: 'every',
    timeoutSeconds: 300,
    async run({ db, period, log }) {
      const paid = await closeLeaderBoards(db, span, new Date(period));
      if (paid.length) log.info({ span, prizes: paid.length }, 'leader-board prizes paid');
    },
  })),
];
