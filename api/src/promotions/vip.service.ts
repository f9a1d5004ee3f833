import type { Queryable } from '../db/db';
import type { VipBenefits, VipLevel, VipRank } from '@site/shared/src/contracts/promotions';
import { listVipLevels, type VipLevelRow } from './promotions.repository';

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

/** The member's level: the highest whose deposit and turnover requirements are both met, and the next one's conditions. */
async function memberLevel(db: Queryable, merchantCode: string, memberId: number) {
  const levels = await listVipLevels(db, merchantCode);
  if (!levels.length) return null;
  const { deposits, turnover } = await memberVolumes(db, memberId);
  const met = (l: VipLevelRow) => [deposits >= Number(l.deposit_required), turnover >= Number(l.turnover_required)];
  const reached = levels.filter((l) => met(l).every(Boolean));
  const next = levels.find((l) => !met(l).every(Boolean));
  return { current: reached[reached.length - 1] ?? null, nextConditions: next ? met(next) : [true, true] };
}

/**
 * The VIP level is the highest whose deposit and turnover requirements are both met; progress counts the
 * next level's conditions met so far (at the top level everything is met).
 */
export async function vipRank(db: Queryable, merchantCode: string, memberId: number): Promise<VipRank> {
  const level = await memberLevel(db, merchantCode, memberId);
  if (!level)
    return {
      clubLabel: null,
      playerRankProgress: { labelId: null },
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
    };
  const { current, nextConditions } = level;
  return {
    clubLabel: current ? { labelName: current.name } : null,
    playerRankProgress: { labelId: current ? current.level : null },
    currentProgress: { completedConditions: nextConditions.filter(Boolean).length, totalExpectedConditions: nextConditions.length },
  };
}

/** A level's benefits as numbers (jsonb may give numeric strings). */
const benefitsOf = (b: VipBenefits): VipBenefits => ({
  withdrawalsPerDay: Number(b.withdrawalsPerDay),
  withdrawMaxAmount: Number(b.withdrawMaxAmount),
  rebatePercent: Number(b.rebatePercent),
  ...(b.rebatePercents && typeof b.rebatePercents === 'object'
    ? { rebatePercents: Object.fromEntries(Object.entries(b.rebatePercents).map(([c, p]) => [c, Number(p)])) }
    : {}),
  birthdayGift: Number(b.birthdayGift),
});

/** GET /wps/promotions/vip/levels: every level with its requirements and benefits (what the VIP page shows). */
export async function vipLevels(db: Queryable, merchantCode: string): Promise<VipLevel[]> {
  return (await listVipLevels(db, merchantCode)).map((r) => ({
    level: r.level,
    name: r.name,
    depositRequired: Number(r.deposit_required),
    turnoverRequired: Number(r.turnover_required),
    benefits: benefitsOf(r.benefits),
  }));
}

/**
 * The benefits of the member's VIP level: the one source the rest of the site applies (the withdrawal rules take
 * withdrawalsPerDay and withdrawMaxAmount from here). Null when the merchant runs no VIP levels or the member has
 * reached none.
 */
export async function memberVipBenefits(
  db: Queryable,
  merchantCode: string,
  memberId: number,
): Promise<{ level: number; name: string; benefits: VipBenefits } | null> {
  const current = (await memberLevel(db, merchantCode, memberId))?.current;
  return current ? { level: current.level, name: current.name, benefits: benefitsOf(current.benefits) } : null;
}
