import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './envelope';

/** Shapes of the promotions API (/wps/promotions/...), shared by the API and mf-promotions. */

export const PROMOTION_CATEGORIES = ['deposit', 'rebate', 'vip', 'mission', 'event'] as const;
export const PromotionCategory = StringEnum(PROMOTION_CATEGORIES);
export type PromotionCategory = Static<typeof PromotionCategory>;

/** product-rules 4 promotion activity labels: Join, Claim, Applying, Rejected, Issued, Claimed, Process, Joined, coming soon, Close. */
export const PROMOTION_LABELS = [
  'JOIN',
  'CLAIM',
  'APPLYING',
  'REJECTED',
  'ISSUED',
  'CLAIMED',
  'PROCESS',
  'JOINED',
  'COMING_SOON',
  'CLOSE',
] as const;
export const PromotionLabel = StringEnum(PROMOTION_LABELS);
export type PromotionLabel = Static<typeof PromotionLabel>;

export const Promotion = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  category: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  content: Type.String(),
  art: Type.Object({ from: Type.Optional(Type.String()), to: Type.Optional(Type.String()), glyph: Type.Optional(Type.String()) }),
  startTime: Type.Integer({ description: 'ms since the epoch' }),
  endTime: Type.Union([Type.Integer(), Type.Null()]),
  label: PromotionLabel,
});
export type Promotion = Static<typeof Promotion>;

/** GET /wps/promotions/activities?category= */
export const PromotionQuery = Type.Object({ category: Type.Optional(PromotionCategory) });
export type PromotionQuery = Static<typeof PromotionQuery>;

/**
 * A VIP level's benefits: the one source of each figure. The withdrawal rules apply withdrawalsPerDay and
 * withdrawMaxAmount to the member's level, and the VIP page shows the same numbers.
 */
export const VipBenefits = Type.Object({
  /** Withdrawal requests a day (rejected ones not counted). */
  withdrawalsPerDay: Type.Integer(),
  /** The largest single withdrawal, minor units. */
  withdrawMaxAmount: Type.Integer(),
  /** Rebate on turnover, in percent (0.5 = 0.5 %). */
  rebatePercent: Type.Number(),
  /** The rebate rate of a game category (LIVE, RNG, SPORTS, ...) where it differs from rebatePercent. */
  rebatePercents: Type.Optional(Type.Record(Type.String(), Type.Number())),
  /** Minor units. */
  birthdayGift: Type.Integer(),
});
export type VipBenefits = Static<typeof VipBenefits>;

export const VipLevel = Type.Object({
  level: Type.Integer(),
  name: Type.String(),
  depositRequired: Type.Integer(),
  turnoverRequired: Type.Integer(),
  benefits: VipBenefits,
});
export type VipLevel = Static<typeof VipLevel>;

/** product-rules 3 rank progress: currentProgress {completedConditions, totalExpectedConditions}, playerRankProgress {labelId}. */
export const VipRank = Type.Object({
  clubLabel: Type.Union([Type.Object({ labelName: Type.String() }), Type.Null()]),
  playerRankProgress: Type.Object({ labelId: Type.Union([Type.Integer(), Type.Null()]) }),
  currentProgress: Type.Object({ completedConditions: Type.Integer(), totalExpectedConditions: Type.Integer() }),
});
export type VipRank = Static<typeof VipRank>;
