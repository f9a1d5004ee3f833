import type { Queryable } from '../db/db';
import { promoSwitchOn, type PromoSwitches } from '@site/shared/src/promotions/promo-switch';
import {
  PROMO_COUNTER_KEYS,
  type PromoCounterKey,
  type PromoCounters,
  type RaffleView,
  type RewardCentre,
  type RewardItem,
} from '@site/shared/src/contracts/rewards';
import { activityOf, currentPeriod, isOffered, memberFacts, merchantRules, refusalOf, type Activity } from './activity';
import { labelOf } from './entry-state';
import { isMission, missionProgress } from './missions.service';
import * as repo from './promotions.repository';
import { rewardAmount } from './rewards.service';
import { raffleOf, unusedTickets } from './raffle.service';
import { referralRewardsReady } from './referral.service';

/**
 * The reward centre (/m/rewardCenter): for one member, every open activity that pays on a claim (a daily reward, a
 * rebate, a birthday gift, a mission once its tasks are done) with what it pays now, the missions with their
 * progress, the history of what was paid, and the promo counters (product-rules 3.20) the badges show: per key, the
 * merchant's switch and the rewards of that type waiting for the member.
 */

type Lang = 'TH' | 'EN';

const item = (activity: Activity, lang: Lang, fields: Partial<RewardItem> & Pick<RewardItem, 'label' | 'period'>): RewardItem => ({
  promotionId: activity.id,
  code: activity.code,
  type: activity.type,
  title: activity.row.title[lang] ?? activity.row.title.TH,
  amount: null,
  tasks: [],
  resetsAt: null,
  paidAt: null,
  ...fields,
});

export async function rewardCentre(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  lang: Lang,
  now = new Date(),
  withRaffles = true,
): Promise<RewardCentre> {
  const rules = await merchantRules(db, merchantCode);
  const member = await memberFacts(db, merchantCode, memberId);
  const activities = (await repo.listPromotions(db, merchantCode, null))
    .map(activityOf)
    .filter((a) => isOffered(a, rules) && !refusalOf(a, member, rules, now));
  const periods = activities.map((a) => ({ promotionId: a.id, period: currentPeriod(a, rules, now) }));
  const entries = new Map((await repo.memberEntries(db, memberId, periods)).map((e) => [Number(e.promotion_id), e]));

  const claimable: RewardItem[] = [];
  const missions: RewardItem[] = [];
  const raffles: RaffleView[] = [];
  let tickets = 0;
  for (const [i, activity] of activities.entries()) {
    const { period } = periods[i];
    const entry = entries.get(activity.id) ?? null;
    if (activity.type === 'RAFFLE') {
      const view = withRaffles ? await raffleOf(db, activity, memberId, lang) : null;
      if (view) raffles.push(view);
      tickets += view ? (view.drawn ? 0 : (view.myTickets ?? 0)) : await unusedTickets(db, activity, memberId);
      continue;
    }
    if (isMission(activity)) {
      const progress = await missionProgress(db, activity, memberId, rules, now);
      const open = !entry || entry.state === 'JOINED' || entry.state === 'CLAIM';
      const label = open && progress.done ? 'CLAIM' : labelOf(activity.window, activity.kind, entry?.state ?? null, now);
      const reward = activity.config!.reward as { amount: number };
      const mission = item(activity, lang, {
        label,
        period,
        amount: entry?.amount ? Number(entry.amount) : reward.amount,
        tasks: progress.tasks,
        resetsAt: progress.resetsAt.getTime(),
      });
      missions.push(mission);
      if (label === 'CLAIM') claimable.push(mission);
      continue;
    }
    if (activity.kind !== 'claim' || entry) continue;
    const amount = await rewardAmount(db, activity, member, rules, now);
    if (amount > 0) claimable.push(item(activity, lang, { label: 'CLAIM', period, amount }));
  }

  const history = (await repo.memberPaidEntries(db, merchantCode, memberId, 50)).map((e) =>
    item(activityOf(e), lang, {
      label: e.state === 'ISSUED' ? 'ISSUED' : 'CLAIMED',
      period: e.period,
      amount: Number(e.amount),
      paidAt: new Date(e.paid_at).getTime(),
    }),
  );
  const waiting = { TICKET: tickets, REFERRAL: await referralRewardsReady(db, merchantCode, memberId) };
  return { counters: countersOf(rules.promos, claimable, waiting), claimable, missions, raffles, history };
}

/**
 * product-rules 3.20: each key's switch (product-rules 3.26) and what waits for the member: the rewards of that type
 * to claim; for TICKET the tickets held in raffles not drawn yet; for REFERRAL the invitees now valid whose reward is
 * paid when the member opens Invite friends. A key switched off counts nothing.
 */
function countersOf(promos: PromoSwitches, claimable: RewardItem[], waiting: Partial<Record<PromoCounterKey, number>>): PromoCounters {
  const counters = {} as PromoCounters;
  for (const key of PROMO_COUNTER_KEYS) {
    const enabled = promoSwitchOn(promos, key);
    const count = waiting[key] ?? claimable.filter((c) => c.type === key).length;
    counters[key] = { enabled, count: enabled ? count : 0 };
  }
  return counters;
}

/** GET /wps/promotions/counters: the badges' figures alone (the same computation as the reward centre's, raffles left out). */
export async function promoCounters(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  lang: Lang,
  now = new Date(),
): Promise<PromoCounters> {
  return (await rewardCentre(db, merchantCode, memberId, lang, now, false)).counters;
}
