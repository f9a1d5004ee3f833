import type { Queryable } from '../db/db';
import { listVipLevels } from './promotions.repository';

/** spec 3 rank progress: currentProgress {completedConditions, totalExpectedConditions}, playerRankProgress {labelId}. */
export interface VipRank {
  clubLabel: { labelName: string } | null;
  playerRankProgress: { labelId: number | null };
  currentProgress: { completedConditions: number; totalExpectedConditions: number };
}

/** The member's deposits and turnover (bets) from the ledger, in minor units. */
async function memberVolumes(db: Queryable, memberId: number): Promise<{ deposits: number; turnover: number }> {
  const [row] = await db.query<{ deposits: number; turnover: number }>(
    `SELECT
       COALESCE(SUM(t.amount) FILTER (WHERE t.code = 'DEPOSIT' AND t.credit_account_id = a.id), 0)::bigint AS deposits,
       COALESCE(SUM(t.amount) FILTER (WHERE t.code = 'BET' AND t.debit_account_id = a.id), 0)::bigint AS turnover
     FROM ledger_accounts a JOIN ledger_transfers t ON t.credit_account_id = a.id OR t.debit_account_id = a.id
     WHERE a.member_id = $1`,
    [memberId],
  );
  return { deposits: Number(row?.deposits ?? 0), turnover: Number(row?.turnover ?? 0) };
}

/**
 * The VIP level is the highest whose deposit and turnover requirements are both met; progress counts the
 * next level's conditions met so far (at the top level everything is met).
 */
export async function vipRank(db: Queryable, merchantCode: string, memberId: number): Promise<VipRank> {
  const levels = await listVipLevels(db, merchantCode);
  if (!levels.length) return { clubLabel: null, playerRankProgress: { labelId: null }, currentProgress: { completedConditions: 0, totalExpectedConditions: 0 } };
  const { deposits, turnover } = await memberVolumes(db, memberId);
  const met = (l: (typeof levels)[number]) => [deposits >= Number(l.deposit_required), turnover >= Number(l.turnover_required)];
  const reached = levels.filter((l) => met(l).every(Boolean));
  const current = reached[reached.length - 1] ?? null;
  const next = levels.find((l) => !met(l).every(Boolean));
  const conditions = next ? met(next) : [true, true];
  return {
    clubLabel: current ? { labelName: current.name } : null,
    playerRankProgress: { labelId: current ? current.level : null },
    currentProgress: { completedConditions: conditions.filter(Boolean).length, totalExpectedConditions: conditions.length },
  };
}
