import { afterCommit, type Db, type Queryable } from '../db/db';
import { publish } from '../events/events';
import { AppError } from '../http/errors';
import { assertSameRequest, requestFingerprint } from '../http/idempotency';
import type { ActivityEntry, ActivityLabel } from '@site/shared/src/contracts/activities';
import {
  activityOf,
  currentPeriod,
  memberFacts,
  merchantRules,
  refusalOf,
  type Activity,
  type MemberFacts,
  type MerchantRules,
} from './activity';
import { previousDay } from './activity-period';
import { memberLabels } from './member-labels';
import { labelOf, next, type EntryState, type TakeKind } from './entry-state';
import * as repo from './promotions.repository';
import type { EntryRow } from './promotions.repository';
import { payReward } from './reward-payment';
import { lockMember, unrebatedWagered } from './manual-rebate.repository';
import { obligationOfReward } from './turnover.repository';
import { isMission, missionProgress } from './missions.service';
import { obligationView } from './turnover.service';

/**
 * The member's side of the engine: join, apply and claim, each a named transition of entry-state.ts, once per
 * member, activity and period. The period's entry is the lock: two concurrent requests insert the same entry, the
 * database's unique key keeps one, and the other answers as its replay. A request key (api-conventions A7) makes a
 * retry a replay, and the same key with another request idempotency.conflict. The operator's side (applications)
 * and the platform's (upgrade bonus) are here too; deposit matches are in deposit-match.service.ts.
 */

type Lang = 'TH' | 'EN';
export type TakeAction = Exclude<TakeKind, 'auto'>;

/** What the member's request is, for its key's fingerprint. */
const requestOf = (promotionId: number, action: TakeAction, remark: string) => ({ promotionId, action, remark });

/** The reward a claim or an approval pays now, in minor units (0: nothing is due). */
export async function rewardAmount(
  db: Queryable,
  activity: Activity,
  member: MemberFacts,
  rules: MerchantRules,
  now: Date,
): Promise<number> {
  const reward = activity.config!.reward;
  switch (activity.type) {
    case 'LOGIN':
    case 'MANUAL':
      return 'amount' in reward ? (reward.amount ?? 0) : 0;
    case 'MISSION':
    case 'MISSION_MANUAL':
      // Due once every task of the period is done (missions.service.ts).
      return (await missionProgress(db, activity, member.id, rules, now)).done && 'amount' in reward ? (reward.amount ?? 0) : 0;
    case 'BIRTHDAY':
      return ('amount' in reward ? reward.amount : undefined) ?? member.vipBenefits?.birthdayGift ?? 0;
    case 'REBATE': {
      // The day before the claim: its valid bets in the activity's categories, at its rate or the member's VIP rate.
      const r = reward as { percent?: number; categories?: string[]; minAmount?: number };
      const { from: dayStart, to } = previousDay(now, rules.timeZone);
      // A bet is rebated once (product-rules 4.37): a bet a manual rebate claim paid is marked and not counted again.
      const wagered = await unrebatedWagered(db, member.id, dayStart, to, r.categories?.length ? r.categories : null);
      const amount = Math.floor((wagered * (r.percent ?? member.vipBenefits?.rebatePercent ?? 0)) / 100);
      return amount >= (r.minAmount ?? 1) ? amount : 0;
    }
    default:
      return 0;
  }
}

export async function entryView(
  db: Queryable,
  activity: Activity,
  entry: EntryRow | null,
  period: string,
  now: Date,
  lang: Lang,
  extra: { balance?: number | null; replayed?: boolean; label?: ActivityLabel } = {},
): Promise<ActivityEntry> {
  const obligation = entry?.amount ? await obligationOfReward(db, activity.id, Number(entry.member_id), entry.period) : null;
  return {
    promotionId: activity.id,
    type: activity.type,
    label: extra.label ?? labelOf(activity.window, activity.kind, entry?.state ?? null, now),
    period: entry?.period ?? period,
    amount: entry?.amount ? Number(entry.amount) : null,
    remark: entry?.remark ?? '',
    reason: entry?.reason ?? '',
    obligation: obligation ? obligationView(obligation, lang) : null,
    balance: extra.balance ?? null,
    replayed: extra.replayed ?? false,
  };
}

async function loadActivity(db: Queryable, merchantCode: string, promotionId: number): Promise<Activity> {
  const row = await repo.findPromotion(db, merchantCode, promotionId);
  if (!row) throw new AppError('not.found');
  return activityOf(row);
}

/** GET /wps/promotions/activities/:id/entry: the member's entry of the current period (or the label without one). */
export async function memberEntry(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  promotionId: number,
  lang: Lang,
  now = new Date(),
): Promise<ActivityEntry> {
  const activity = await loadActivity(db, merchantCode, promotionId);
  const rules = await merchantRules(db, merchantCode);
  const period = currentPeriod(activity, rules, now);
  const { entry, label } = (await memberLabels(db, memberId, [activity], rules, now)).get(activity.id)!;
  return entryView(db, activity, entry, period, now, lang, { label });
}

export interface TakeRequest {
  /** 'any': what the activity's type asks for (the screens' one button). */
  action: TakeAction | 'any';
  requestKey?: string | null;
  remark?: string;
}

/** Join, apply or claim for the current period. */
export async function takePart(
  db: Db,
  merchantCode: string,
  memberId: number,
  promotionId: number,
  how: TakeRequest,
  lang: Lang,
  now = new Date(),
): Promise<ActivityEntry> {
  return db.transaction(async (tx) => {
    const activity = await loadActivity(tx, merchantCode, promotionId);
    const rules = await merchantRules(tx, merchantCode);
    const action = how.action === 'any' ? activity.kind : how.action;
    if (action === 'auto' || (action !== activity.kind && !(action === 'claim' && activity.kind === 'join')))
      throw new AppError('promo.action.invalid', `${activity.type} is not taken by ${action}`);
    const period = currentPeriod(activity, rules, now);
    const remark = (how.remark ?? '').trim();
    const request = requestOf(promotionId, action, remark);
    const replay = async (entry: EntryRow) => entryView(tx, activity, entry, period, now, lang, { replayed: true });

    if (how.requestKey) {
      const previous = await repo.entryByRequestKey(tx, memberId, how.requestKey);
      if (previous) {
        assertSameRequest(previous.request_fingerprint, request);
        return replay(previous);
      }
    }
    // Locked: two claims of a joined mission take turns, and the second finds it Claimed.
    const existing = await repo.lockEntry(tx, promotionId, memberId, period);
    // A mission is claimed from its entry (Joined, or Claim once done) or without one; any other entry of the period
    // answers as a replay.
    const claimable = existing?.state === 'CLAIM' || (existing?.state === 'JOINED' && isMission(activity));
    if (existing && !(action === 'claim' && claimable)) return replay(existing);
    if (!existing && action === 'claim' && activity.kind === 'join' && !isMission(activity))
      throw new AppError('promo.action.invalid', 'nothing to claim yet: join first');

    // A daily rebate and a manual rebate claim of one member take turns (one bet, one rebate: product-rules 4.37).
    if (activity.type === 'REBATE') await lockMember(tx, memberId);
    const member = await memberFacts(tx, merchantCode, memberId);
    const refusal = refusalOf(activity, member, rules, now);
    if (refusal) throw new AppError(refusal);
    const amount = action === 'claim' ? await rewardAmount(tx, activity, member, rules, now) : 0;
    if (action === 'claim' && amount <= 0) throw new AppError('promo.reward.none');

    const transition = action === 'join' ? 'join' : action === 'apply' ? 'apply' : 'claim';
    // A joined mission whose tasks are done completes (Claim) before its claim.
    const from = existing?.state === 'JOINED' && action === 'claim' ? next('complete', 'JOINED') : (existing?.state ?? null);
    const state = next(transition, from) as EntryState;
    if (activity.type === 'DEPOSIT_MATCH') await leaveDepositMatches(tx, merchantCode, memberId);
    const key = { requestKey: how.requestKey ?? null, requestFingerprint: how.requestKey ? requestFingerprint(request) : null };
    const entry = existing ?? (await repo.insertEntry(tx, { promotionId, memberId, period, state, remark, ...key }));
    if (!entry) {
      // A twin request made the entry first (or the key names another): answer as its replay.
      if (how.requestKey) {
        const twin = await repo.entryByRequestKey(tx, memberId, how.requestKey);
        if (twin) assertSameRequest(twin.request_fingerprint, request);
      }
      return replay((await repo.lockEntry(tx, promotionId, memberId, period))!);
    }
    if (action !== 'claim') return entryView(tx, activity, entry, period, now, lang);
    const paid = await payReward(tx, { activity, memberId, period, amount });
    const claimed = await repo.updateEntry(tx, Number(entry.id), { state, amount, transferId: paid.transferId });
    return entryView(tx, activity, claimed, period, now, lang, { balance: paid.balance });
  });
}

/** The member's picked deposit matches not yet used (JOINED) are dropped: one deposit match is picked at a time. */
export async function leaveDepositMatches(tx: Queryable, merchantCode: string, memberId: number): Promise<void> {
  for (const entry of await repo.lockOpenDepositEntries(tx, merchantCode, memberId)) {
    if (entry.state === 'JOINED' && next('leave', entry.state) === null) await repo.deleteEntry(tx, Number(entry.id));
  }
}

const applicationView = (e: EntryRow & { code: string; type: Activity['type']; account: string }, replayed: boolean) => ({
  id: Number(e.id),
  promotionId: Number(e.promotion_id),
  code: e.code,
  type: e.type,
  memberId: Number(e.member_id),
  account: e.account,
  period: e.period,
  state: e.state as 'APPLYING' | 'ISSUED' | 'REJECTED',
  remark: e.remark,
  reason: e.reason,
  amount: e.amount === null ? null : Number(e.amount),
  decidedBy: e.decided_by,
  createdAt: new Date(e.created_at).getTime(),
  decidedAt: e.decided_at ? new Date(e.decided_at).getTime() : null,
  replayed,
});

export async function listApplications(db: Queryable, merchantCode: string, state: 'APPLYING' | 'ISSUED' | 'REJECTED', limit: number) {
  return (await repo.listApplications(db, merchantCode, state, limit)).map((e) => applicationView(e, false));
}

/**
 * An operator's decision on an application: approve pays the reward (the configured amount, or the operator's up to
 * the activity's maxAmount), reject records the reason. The same decision again answers as a replay; the other
 * decision on a decided application is promo.state.invalid.
 */
export async function decideApplication(
  db: Db,
  merchantCode: string,
  entryId: number,
  decision: 'approve' | 'reject',
  actor: string,
  input: { reason?: string; amount?: number },
) {
  return db.transaction(async (tx) => {
    const entry = await repo.lockEntryById(tx, merchantCode, entryId);
    if (!entry) throw new AppError('not.found');
    const activity = await loadActivity(tx, merchantCode, Number(entry.promotion_id));
    const view = async (e: EntryRow, replayed: boolean) =>
      applicationView(
        { ...e, code: activity.code, type: activity.type, account: await repo.memberAccount(tx, Number(e.member_id)) },
        replayed,
      );
    const wanted = decision === 'approve' ? 'ISSUED' : 'REJECTED';
    if (entry.state === wanted && entry.decided_by) return view(entry, true);
    // The member's open pages show the decision (no longer "Applying") once it commits.
    afterCommit(tx, () => void publish('member.changed', { merchant: merchantCode, memberId: Number(entry.member_id), what: 'promotion' }));
    const state = next(decision, entry.state) as EntryState;
    const reason = (input.reason ?? '').trim();
    if (decision === 'reject') return view(await repo.updateEntry(tx, Number(entry.id), { state, reason, decidedBy: actor }), false);

    const memberId = Number(entry.member_id);
    const member = await memberFacts(tx, merchantCode, memberId);
    const configured = await rewardAmount(tx, activity, member, await merchantRules(tx, merchantCode), new Date());
    const reward = activity.config?.reward as { maxAmount?: number } | undefined;
    const amount = input.amount ?? configured;
    if (amount <= 0) throw new AppError('promo.reward.none');
    if (input.amount !== undefined && input.amount > (reward?.maxAmount ?? configured))
      throw new AppError('amount.invalid', "above the activity's maxAmount");
    const paid = await payReward(tx, { activity, memberId, period: entry.period, amount });
    return view(
      await repo.updateEntry(tx, Number(entry.id), { state, amount, transferId: paid.transferId, reason, decidedBy: actor }),
      false,
    );
  });
}

/**
 * The VIP engine's hook: the member reached `level`, so every open UPGRADE_BONUS activity of the merchant pays its
 * amount for that level, once per level (period `L<level>`), inside the caller's transaction.
 */
export async function payUpgradeBonus(tx: Queryable, merchantCode: string, memberId: number, level: number, now = new Date()) {
  const rules = await merchantRules(tx, merchantCode);
  const member = await memberFacts(tx, merchantCode, memberId);
  const paid: Array<{ promotionId: number; amount: number; transferId: number }> = [];
  for (const row of await repo.listPromotionsOfType(tx, merchantCode, 'UPGRADE_BONUS')) {
    const activity = activityOf(row);
    if (refusalOf(activity, member, rules, now)) continue;
    const amount = (activity.config!.reward as { amounts: Record<string, number> }).amounts[String(level)];
    if (!amount) continue;
    const period = `L${level}`;
    const entry = await repo.insertEntry(tx, { promotionId: activity.id, memberId, period, state: next('grant', null) as EntryState });
    if (!entry) continue;
    const payment = await payReward(tx, { activity, memberId, period, amount });
    await repo.updateEntry(tx, Number(entry.id), { state: entry.state, amount, transferId: payment.transferId });
    paid.push({ promotionId: activity.id, amount, transferId: payment.transferId });
  }
  return paid;
}
