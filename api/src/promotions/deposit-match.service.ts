import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { DepositMatchReward, DepositPromotions } from '@site/shared/src/contracts/activities';
import { depositBonus } from '@site/shared/src/promotions/deposit-bonus';
import { activityOf, currentPeriod, isOffered, memberFacts, merchantRules, refusalOf, type Activity } from './activity';
import { isOpen, labelOf, next, type EntryState } from './entry-state';
import * as repo from './promotions.repository';
import type { EntryRow } from './promotions.repository';
import { payReward } from './reward-payment';
import { leaveDepositMatches, takePart } from './rewards.service';

/**
 * Deposit matches: the member picks one (the product rules' promo list and accept promo, on /m/voucherCenter, or Join on the
 * activity), then deposits. Opening a qualifying order moves the pick to Process; when the order is paid
 * (deposit.service.ts calls depositDecided in the approval's own transaction) the match is paid with it, once: the
 * bonus's ledger key is the activity, member and period. A first-deposit match lapses when the first deposit did
 * not qualify; a rejected or failed order puts the pick back to Joined.
 */

type Lang = 'TH' | 'EN';

const rewardOf = (activity: Activity) => activity.config!.reward as DepositMatchReward;

/** GET /wps/deposit/promos: the deposit matches the member may pick now, and the one picked. */
export async function depositPromotions(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  lang: Lang,
  now = new Date(),
): Promise<DepositPromotions> {
  const rules = await merchantRules(db, merchantCode);
  const member = await memberFacts(db, merchantCode, memberId);
  const activities = (await repo.listPromotionsOfType(db, merchantCode, 'DEPOSIT_MATCH'))
    .map(activityOf)
    .filter((a) => isOffered(a, rules) && isOpen(a.window, now));
  const periods = new Map(activities.map((a) => [a.id, currentPeriod(a, rules, now)]));
  const entries = new Map(
    (
      await repo.memberEntries(
        db,
        memberId,
        activities.map((a) => ({ promotionId: a.id, period: periods.get(a.id)! })),
      )
    ).map((e) => [Number(e.promotion_id), e]),
  );
  const promotions = activities
    .filter((a) => {
      const state = entries.get(a.id)?.state;
      // Picked (or waiting on its deposit), or free to pick: not used up, and the member eligible.
      return state === 'JOINED' || state === 'PROCESS' || (!state && !refusalOf(a, member, rules, now));
    })
    .map((a) => {
      const reward = rewardOf(a);
      return {
        id: a.id,
        code: a.code,
        title: a.row.title[lang] ?? a.row.title.TH,
        summary: a.row.summary[lang] ?? a.row.summary.TH,
        percent: reward.percent,
        maxBonus: reward.maxBonus,
        minDeposit: reward.minDeposit,
        bonusMultiple: a.config!.turnover?.bonusMultiple ?? 0,
        depositMultiple: a.config!.turnover?.depositMultiple ?? 0,
        label: labelOf(a.window, a.kind, entries.get(a.id)?.state ?? null, now),
      };
    });
  const selected = promotions.find((p) => p.label === 'JOINED' || p.label === 'PROCESS');
  return { promotions, selectedId: selected?.id ?? null };
}

/** POST /wps/deposit/promos/accept: pick a deposit match for the next deposit (its Join), or none. */
export async function acceptDepositPromotion(
  db: Db,
  merchantCode: string,
  memberId: number,
  promotionId: number | null,
  lang: Lang,
): Promise<DepositPromotions> {
  if (promotionId === null) {
    await db.transaction((tx) => leaveDepositMatches(tx, merchantCode, memberId));
  } else {
    const row = await repo.findPromotion(db, merchantCode, promotionId);
    if (!row) throw new AppError('not.found');
    if (row.type !== 'DEPOSIT_MATCH') throw new AppError('promo.action.invalid', 'not a deposit promotion');
    await takePart(db, merchantCode, memberId, promotionId, { action: 'join' }, lang);
  }
  return depositPromotions(db, merchantCode, memberId, lang);
}

/** The member's picked match of the current period, with its activity (stale picks of past periods are ignored). */
async function pickedMatches(tx: Queryable, merchantCode: string, memberId: number, now: Date) {
  const rules = await merchantRules(tx, merchantCode);
  const picked: Array<{ entry: EntryRow; activity: Activity }> = [];
  for (const entry of await repo.lockOpenDepositEntries(tx, merchantCode, memberId)) {
    const row = await repo.findPromotion(tx, merchantCode, Number(entry.promotion_id));
    const activity = row && activityOf(row);
    if (activity?.config && entry.period === currentPeriod(activity, rules, now)) picked.push({ entry, activity });
  }
  return { rules, picked };
}

/** deposit.service.ts, when an order is opened: a pick this order qualifies for waits on it (Process). */
export async function depositOpened(
  tx: Queryable,
  merchantCode: string,
  memberId: number,
  order: { orderNo: string; amount: number },
  now = new Date(),
): Promise<void> {
  const { picked } = await pickedMatches(tx, merchantCode, memberId, now);
  const waiting = picked.find(({ entry, activity }) => entry.state === 'JOINED' && depositBonus(rewardOf(activity), order.amount) > 0);
  if (waiting)
    await repo.updateEntry(tx, Number(waiting.entry.id), {
      state: next('depositOpened', waiting.entry.state) as EntryState,
      depositOrderNo: order.orderNo,
    });
}

/**
 * deposit.service.ts, when an order is decided, inside the decision's transaction (after its DEPOSIT transfer when
 * approved): the match waiting on this order, or else the member's pick, is paid, lapses or waits again.
 */
export async function depositDecided(
  tx: Queryable,
  merchantCode: string,
  memberId: number,
  order: { orderNo: string; amount: number },
  outcome: 'APPROVED' | 'REJECTED' | 'FAILED',
  now = new Date(),
): Promise<void> {
  const { rules, picked } = await pickedMatches(tx, merchantCode, memberId, now);
  const mine =
    picked.find(({ entry }) => entry.deposit_order_no === order.orderNo) ??
    (outcome === 'APPROVED' ? picked.find(({ entry }) => entry.state === 'JOINED') : undefined);
  if (!mine) return;
  const { entry, activity } = mine;
  const entryId = Number(entry.id);
  if (outcome !== 'APPROVED') {
    if (entry.state === 'PROCESS')
      await repo.updateEntry(tx, entryId, { state: next('depositFailed', entry.state) as EntryState, depositOrderNo: null });
    return;
  }
  const member = await memberFacts(tx, merchantCode, memberId);
  // This deposit is already credited: eligibility looks at the deposits before it.
  const refusal = refusalOf(activity, member, rules, now, member.deposits - 1);
  const bonus = depositBonus(rewardOf(activity), order.amount);
  if (!refusal && bonus > 0) {
    const paid = await payReward(tx, { activity, memberId, period: entry.period, amount: bonus, deposit: order.amount });
    await repo.updateEntry(tx, entryId, {
      state: next('depositPaid', entry.state) as EntryState,
      amount: bonus,
      transferId: paid.transferId,
      depositOrderNo: order.orderNo,
    });
  } else if (activity.config!.eligibility?.deposit === 'FIRST') {
    // The first deposit is made: a first-deposit match can never apply now.
    await repo.updateEntry(tx, entryId, { state: next('lapse', entry.state) as EntryState, depositOrderNo: order.orderNo });
  } else if (entry.state === 'PROCESS') {
    await repo.updateEntry(tx, entryId, { state: next('depositFailed', entry.state) as EntryState, depositOrderNo: null });
  }
}
