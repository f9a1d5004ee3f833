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
  /** The month's valid turnover that keeps the level at the monthly retention (product-rules 4.33); 0: always kept. */
  keepTurnover: Type.Integer(),
  benefits: VipBenefits,
});
export type VipLevel = Static<typeof VipLevel>;

/** product-rules 3 rank progress: currentProgress {completedConditions, totalExpectedConditions}, playerRankProgress {labelId}. */
export const VipRank = Type.Object({
  clubLabel: Type.Union([Type.Object({ labelName: Type.String() }), Type.Null()]),
  playerRankProgress: Type.Object({ labelId: Type.Union([Type.Integer(), Type.Null()]) }),
  currentProgress: Type.Object({ completedConditions: Type.Integer(), totalExpectedConditions: Type.Integer() }),
  /** Ours: the volumes counted towards the levels (minor units) and the next level's requirements (null at the top). */
  volumes: Type.Optional(
    Type.Object({
      deposits: Type.Integer(),
      turnover: Type.Integer(),
      next: Type.Union([
        Type.Object({ level: Type.Integer(), name: Type.String(), depositRequired: Type.Integer(), turnoverRequired: Type.Integer() }),
        Type.Null(),
      ]),
    }),
  ),
});
export type VipRank = Static<typeof VipRank>;

/** product-rules 4.34: the leader boards and the periods they rank over (in the merchant's time zone). */
export const LEADER_BOARDS = ['TURNOVER', 'DEPOSIT', 'WIN'] as const;
export const LeaderBoardKind = StringEnum(LEADER_BOARDS);
export type LeaderBoardKind = Static<typeof LeaderBoardKind>;
export const LEADER_BOARD_SPANS = ['DAY', 'WEEK', 'MONTH'] as const;
export const LeaderBoardSpan = StringEnum(LEADER_BOARD_SPANS);
export type LeaderBoardSpan = Static<typeof LeaderBoardSpan>;

/** GET /wps/promotions/leader-board?board=&span= */
export const LeaderBoardQuery = Type.Object({ board: Type.Optional(LeaderBoardKind), span: Type.Optional(LeaderBoardSpan) });
export type LeaderBoardQuery = Static<typeof LeaderBoardQuery>;

export const LeaderBoardPlace = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  /** Masked: the first three and last two characters (product-rules 4.34). */
  name: Type.String(),
  /** Minor units: turnover, deposits or the biggest win. */
  amount: Type.Integer(),
  /** The member asking. */
  me: Type.Boolean(),
});
export type LeaderBoardPlace = Static<typeof LeaderBoardPlace>;

export const LeaderBoard = Type.Object({
  board: LeaderBoardKind,
  span: LeaderBoardSpan,
  /** The period ranked: its key (its start as wall time in the merchant's zone) and bounds, ms since the epoch. */
  period: Type.Object({ key: Type.String(), start: Type.Integer(), end: Type.Integer() }),
  places: Type.Array(LeaderBoardPlace),
  /** The member's own place, also when outside the list; null for a guest or a member not on the board. */
  mine: Type.Union([LeaderBoardPlace, Type.Null()]),
  /** What each place gets when the period closes (minor units). */
  prizes: Type.Array(Type.Object({ rank: Type.Integer({ minimum: 1 }), amount: Type.Integer() })),
});
export type LeaderBoard = Static<typeof LeaderBoard>;

/**
 * PUT /ops/promotions/leader-board-prizes: one place's prize of a board and span, and the turnover obligation it
 * carries as a multiple of the prize (product-rules 4.32; 0: none). GET lists them.
 */
export const LeaderBoardPrize = Type.Object(
  {
    board: LeaderBoardKind,
    span: LeaderBoardSpan,
    rank: Type.Integer({ minimum: 1, maximum: 100 }),
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 }),
    bonusMultiple: Type.Number({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type LeaderBoardPrize = Static<typeof LeaderBoardPrize>;
