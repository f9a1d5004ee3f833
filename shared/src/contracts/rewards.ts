import { Type, type Static } from '@sinclair/typebox';
import { ActivityLabel, ActivityType } from './activities';

/**
 * The reward centre (/m/rewardCenter, api/src/promotions/reward-centre.service.ts): the promo counters, the rewards
 * waiting to be claimed, the history of what was paid, and the missions with their tasks' progress. Amounts are
 * integers of minor units (product-rules 3.7).
 */

/** product-rules 3.20: the promo counters' keys (ours: and REFERRAL, rule 6.9). */
export const PROMO_COUNTER_KEYS = [
  'LOGIN',
  'MANUAL',
  'RAFFLE',
  'UPGRADE_BONUS',
  'MISSION_MANUAL',
  'TICKET',
  'MISSION',
  'REFERRAL',
] as const;
export type PromoCounterKey = (typeof PROMO_COUNTER_KEYS)[number];

export const PromoCounter = Type.Object({
  /** The merchant's switch of the type. */
  enabled: Type.Boolean(),
  /** The member's rewards of the type waiting for them (to claim now). */
  count: Type.Integer({ minimum: 0 }),
});
export const PromoCounters = Type.Object(
  Object.fromEntries(PROMO_COUNTER_KEYS.map((k) => [k, PromoCounter])) as Record<PromoCounterKey, typeof PromoCounter>,
);
export type PromoCounters = Static<typeof PromoCounters>;

/** A mission task's progress in the current period: deposits and bets in minor units, rounds and login days as counts. */
export const MissionTask = Type.Object({
  kind: Type.Union([Type.Literal('DEPOSIT'), Type.Literal('BET'), Type.Literal('ROUNDS'), Type.Literal('LOGIN_STREAK')]),
  category: Type.Union([Type.Null(), Type.String()]),
  target: Type.Integer(),
  progress: Type.Integer(),
  done: Type.Boolean(),
});
export type MissionTask = Static<typeof MissionTask>;

/** An activity the member may act on, or did: a reward due, a mission with its tasks, a reward paid. */
export const RewardItem = Type.Object({
  promotionId: Type.Integer(),
  code: Type.String(),
  type: ActivityType,
  title: Type.String(),
  label: ActivityLabel,
  /** The period the item belongs to ('2026-11-24', '2026-W48', 'once'). */
  period: Type.String(),
  /** The reward: paid (history), or what a claim pays now (null when the figure is known only at payment). */
  amount: Type.Union([Type.Null(), Type.Integer()]),
  /** Missions: the tasks of this period; empty for other types. */
  tasks: Type.Array(MissionTask),
  /** Missions: when the period ends and the tasks start again, ms since the epoch; null for other types. */
  resetsAt: Type.Union([Type.Null(), Type.Integer()]),
  /** History: when it was paid, ms since the epoch. */
  paidAt: Type.Union([Type.Null(), Type.Integer()]),
});
export type RewardItem = Static<typeof RewardItem>;

/** A raffle's place won: the ticket drawn (its index in the ticket list), its holder's masked name, the prize; `mine` for the asking member. */
export const RaffleWinner = Type.Object({
  place: Type.Integer(),
  ticket: Type.Integer(),
  name: Type.String(),
  prize: Type.Integer(),
  mine: Type.Boolean(),
});

/**
 * A raffle (RAFFLE): sha256 of its seed published before the draw; after it the seed, the ticket list (masked account
 * names in canonical order, one per ticket) and the winners, so anyone can recompute them (docs/promotions.md, Raffle).
 */
export const RaffleView = Type.Object({
  promotionId: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  drawTime: Type.Integer({ description: 'ms since the epoch' }),
  prizes: Type.Array(Type.Integer()),
  seedHash: Type.String(),
  seed: Type.Union([Type.Null(), Type.String()]),
  drawn: Type.Boolean(),
  tickets: Type.Union([Type.Null(), Type.Array(Type.String())]),
  winners: Type.Array(RaffleWinner),
  /** The asking member's tickets (null for a guest or an operator). */
  myTickets: Type.Union([Type.Null(), Type.Integer()]),
});
export type RaffleView = Static<typeof RaffleView>;
export const RaffleDraw = Type.Composite([RaffleView, Type.Object({ replayed: Type.Boolean() })]);

export const RewardCentre = Type.Object({
  counters: PromoCounters,
  /** Rewards the member can claim now (Claim). */
  claimable: Type.Array(RewardItem),
  /** Daily and weekly missions of the period, with their progress. */
  missions: Type.Array(RewardItem),
  /** Open raffles the member's tickets go into, with their published hash (and, once drawn, seed and winners). */
  raffles: Type.Array(RaffleView),
  /** What was paid to the member, newest first. */
  history: Type.Array(RewardItem),
});
export type RewardCentre = Static<typeof RewardCentre>;
