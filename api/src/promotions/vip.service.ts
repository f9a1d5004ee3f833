import { afterCommit, type Queryable } from '../db/db';
import { publish } from '../events/events';
import type { VipBenefits, VipLevel, VipRank } from '@site/shared/src/contracts/promotions';
import type { Db } from '../db/db';
import { runOncePerPeriod } from '../jobs/once-per-period';
import { listVipLevels, type VipLevelRow } from './promotions.repository';
import { payUpgradeBonus } from './rewards.service';
import * as vipRepo from './vip.repository';

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

/** The highest level the volumes meet (levels ordered by level), or null. */
const levelMet = (levels: VipLevelRow[], v: { deposits: number; turnover: number }) =>
  levels.filter((l) => v.deposits >= Number(l.deposit_required) && v.turnover >= Number(l.turnover_required)).pop() ?? null;

/**
 * The member's standing: the level stored by the engine (product-rules 4.33), else, for a member no qualifying event
 * has reached yet, the level their ledger volumes meet. Null when the merchant runs no VIP levels.
 */
async function memberLevel(db: Queryable, merchantCode: string, memberId: number) {
  const levels = await listVipLevels(db, merchantCode);
  if (!levels.length) return null;
  const stored = await vipRepo.findVipMember(db, memberId);
  const volumes = stored ? { deposits: Number(stored.deposits), turnover: Number(stored.turnover) } : await memberVolumes(db, memberId);
  const current = stored ? (levels.find((l) => l.level === stored.level) ?? null) : levelMet(levels, volumes);
  const next = levels.find((l) => current === null || l.level > current.level) ?? null;
  const nextConditions = next
    ? [volumes.deposits >= Number(next.deposit_required), volumes.turnover >= Number(next.turnover_required)]
    : [true, true];
  return { current, next, volumes, nextConditions };
}

/** Once the change commits, the member's open pages read its level again. */
const levelChanged = (tx: Queryable, merchant: string, memberId: number) =>
  afterCommit(tx, () => void publish('member.changed', { merchant, memberId, what: 'vip' }));

/**
 * product-rules 4.33: a qualifying event (a deposit paid, a bet or a refunded bet) adds its volumes to the member's
 * standing inside the event's own transaction; when they meet a higher level the member rises to it and each level
 * passed pays its upgrade bonus (payUpgradeBonus, once per level whatever path calls it). The standing's row is the
 * lock: two concurrent events of a member queue on it, so both volumes count and a level is reached once.
 */
export async function countVipEvent(
  tx: Queryable,
  merchantCode: string,
  memberId: number,
  volumes: { deposit?: number; turnover?: number },
  now = new Date(),
): Promise<number[]> {
  const deposit = volumes.deposit ?? 0;
  const turnover = volumes.turnover ?? 0;
  let row = await vipRepo.addVolumes(tx, memberId, deposit, turnover);
  if (!row) {
    const levels = await listVipLevels(tx, merchantCode);
    if (!levels.length) return [];
    // The first event: the standing starts from the ledger so far, which already holds this event.
    const sofar = await memberVolumes(tx, memberId);
    const created = await vipRepo.insertVipMember(tx, merchantCode, memberId, sofar.deposits, sofar.turnover);
    // Created: add nothing more. Lost a race: the winner's totals did not hold this event, add it now.
    row = await vipRepo.addVolumes(tx, memberId, created ? 0 : deposit, created ? 0 : turnover);
    if (!row) return [];
  }
  const reached = row.reached === null ? null : Number(row.reached);
  const level = row.level === null ? null : Number(row.level);
  if (reached === null || (level !== null && reached <= level)) return [];
  await vipRepo.setLevel(tx, memberId, reached, null, now);
  levelChanged(tx, merchantCode, memberId);
  const passed = (await listVipLevels(tx, merchantCode)).map((l) => l.level).filter((l) => (level === null || l > level) && l <= reached);
  for (const l of passed) await payUpgradeBonus(tx, merchantCode, memberId, l, now);
  return passed;
}

/**
 * product-rules 4.33, the monthly retention: for the month [from, to) keyed `month`, each member above the lowest
 * level who held it before `from` and made less valid turnover in the month than its keep threshold drops one level,
 * keeping only that level's volumes. Each member's decision commits with its (vip.retention:<member>, month) key, so a
 * second run, instance or restart changes nobody twice. Answers the members dropped by this run.
 */
export async function retainVipLevels(db: Db, merchantCode: string, month: string, from: Date, to: Date): Promise<number[]> {
  const levels = await listVipLevels(db, merchantCode);
  const dropped: number[] = [];
  for (const memberId of await vipRepo.retentionCandidates(db, merchantCode, from)) {
    const run = await runOncePerPeriod(db, `vip.retention:${memberId}`, month, async (tx) => {
      const standing = await vipRepo.findVipMember(tx, memberId);
      const at = levels.findIndex((l) => l.level === standing?.level);
      if (!standing || at <= 0) return false;
      if ((await vipRepo.turnoverBetween(tx, memberId, from, to)) >= Number(levels[at].keep_turnover)) return false;
      const lower = levels[at - 1];
      const kept = {
        deposits: Math.min(Number(standing.deposits), Number(lower.deposit_required)),
        turnover: Math.min(Number(standing.turnover), Number(lower.turnover_required)),
      };
      await vipRepo.setLevel(tx, memberId, lower.level, kept, to);
      levelChanged(tx, merchantCode, memberId);
      return true;
    });
    if (run.ran && run.value) dropped.push(memberId);
  }
  return dropped;
}

/**
 * The VIP level is the highest whose deposit and turnover requirements are both met; progress counts the
 * next level's conditions met so far (at the top level everything is met).
 */
export async function vipRank(db: Queryable, merchantCode: string, memberId: number): Promise<VipRank> {
  const level = await memberLevel(db, merchantCode, memberId);
  if (!level) {
    return {
      clubLabel: null,
      playerRankProgress: { labelId: null },
      currentProgress: { completedConditions: 0, totalExpectedConditions: 0 },
      volumes: { deposits: 0, turnover: 0, next: null },
    };
  }
  const { current, next, volumes, nextConditions } = level;
  return {
    clubLabel: current ? { labelName: current.name } : null,
    playerRankProgress: { labelId: current ? current.level : null },
    currentProgress: { completedConditions: nextConditions.filter(Boolean).length, totalExpectedConditions: nextConditions.length },
    volumes: {
      ...volumes,
      next: next
        ? {
            level: next.level,
            name: next.name,
            depositRequired: Number(next.deposit_required),
            turnoverRequired: Number(next.turnover_required),
          }
        : null,
    },
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
    keepTurnover: Number(r.keep_turnover),
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
