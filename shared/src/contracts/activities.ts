import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id } from './envelope';

/**
 * The promotions engine (api/src/promotions): activity types and their configuration, a member's entry in an
 * activity (its label), turnover obligations, the deposit promotions a member picks on /m/voucherCenter, and the
 * operator API that configures and reviews them. Amounts are integers of minor units (product-rules 3.7).
 */

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
const Money = Type.Integer({ minimum: 1, maximum: 1_000_000_000_000 });
/** Null first: with the API's type coercion a null would otherwise pass as 0 through an integer branch. */
const Nullable = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

/** What an operator can configure per merchant (list). */
export const ACTIVITY_TYPES = [
  'DEPOSIT_MATCH',
  'LOGIN',
  'MANUAL',
  'MISSION',
  'MISSION_MANUAL',
  'RAFFLE',
  'TICKET',
  'UPGRADE_BONUS',
  'BIRTHDAY',
  'REBATE',
] as const;
export const ActivityType = literals(ACTIVITY_TYPES);
export type ActivityType = Static<typeof ActivityType>;

/** How often a member may take a reward: once ever, or once per day, week, month or year of the merchant's time zone. */
export const FREQUENCIES = ['ONCE', 'DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export const ActivityFrequency = literals(FREQUENCIES);
export type ActivityFrequency = Static<typeof ActivityFrequency>;

/** Who may take part besides real members (trial accounts never): VIP levels, and first deposit or not. */
export const ActivityEligibility = Type.Object(
  {
    minVipLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    maxVipLevel: Type.Optional(Type.Integer({ minimum: 0, maximum: 100 })),
    /** FIRST: only before the member's first deposit is paid; RELOAD: only after it; ANY: either. */
    deposit: Type.Optional(literals(['ANY', 'FIRST', 'RELOAD'] as const)),
  },
  { additionalProperties: false },
);
export type ActivityEligibility = Static<typeof ActivityEligibility>;

/** The wagering a paid bonus carries: this multiple of the bonus plus this multiple of the deposit it matched. */
export const TurnoverRule = Type.Object(
  {
    bonusMultiple: Type.Number({ minimum: 0, maximum: 100 }),
    depositMultiple: Type.Number({ minimum: 0, maximum: 100 }),
  },
  { additionalProperties: false },
);
export type TurnoverRule = Static<typeof TurnoverRule>;

/** A mission's tasks (deposit at least, bet at least on a category, rounds played, a login streak) and its reward. */
const MissionReward = Type.Object(
  {
    tasks: Type.Array(
      Type.Object(
        {
          kind: literals(['DEPOSIT', 'BET', 'ROUNDS', 'LOGIN_STREAK'] as const),
          target: Type.Integer({ minimum: 1 }),
          category: Type.Optional(Type.String({ maxLength: 20 })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 10 },
    ),
    amount: Money,
  },
  { additionalProperties: false },
);

/** Each type's reward settings (ActivityConfig.reward); the API checks the one that belongs to the activity's type. */
export const REWARD_SCHEMAS = {
  /** A deposit of at least minDeposit gets percent of it, at most maxBonus. */
  DEPOSIT_MATCH: Type.Object(
    { percent: Type.Integer({ minimum: 1, maximum: 1000 }), maxBonus: Money, minDeposit: Money },
    { additionalProperties: false },
  ),
  /** A daily (or other frequency) reward claimed by the member. */
  LOGIN: Type.Object({ amount: Money }, { additionalProperties: false }),
  /** Applied for by the member; an operator approves (paying amount, or another up to maxAmount) or rejects. */
  MANUAL: Type.Object({ amount: Money, maxAmount: Type.Optional(Money) }, { additionalProperties: false }),
  /** Tasks computed from wager events and deposits; the reward is paid when they are done (MISSION) or claimed (MISSION_MANUAL). */
  MISSION: MissionReward,
  MISSION_MANUAL: MissionReward,
  /** A draw at drawTime among the tickets given out; prizes in order of the winners. */
  RAFFLE: Type.Object(
    { drawTime: Type.Integer({ minimum: 0 }), prizes: Type.Array(Money, { minItems: 1, maxItems: 100 }) },
    { additionalProperties: false },
  ),
  /** One ticket of raffle `raffleCode` for every `every` of turnover or deposit. */
  TICKET: Type.Object(
    { raffleCode: Type.String({ pattern: '^[A-Z0-9_]{2,32}$' }), source: literals(['TURNOVER', 'DEPOSIT'] as const), every: Money },
    { additionalProperties: false },
  ),
  /** Paid once per VIP level reached (the VIP engine calls payUpgradeBonus), amounts by level. */
  UPGRADE_BONUS: Type.Object({ amounts: Type.Record(Type.String({ pattern: '^[0-9]{1,3}$' }), Money) }, { additionalProperties: false }),
  /** In the member's birthday month: amount, or else the VIP level's birthdayGift; with review, an operator approves it. */
  BIRTHDAY: Type.Object({ amount: Type.Optional(Money), review: Type.Boolean() }, { additionalProperties: false }),
  /** The previous day's valid bets in these categories (all when absent) times percent, or else the VIP level's rebatePercent. */
  REBATE: Type.Object(
    {
      percent: Type.Optional(Type.Number({ minimum: 0, maximum: 100 })),
      categories: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 20 })),
      minAmount: Type.Optional(Money),
    },
    { additionalProperties: false },
  ),
} satisfies Record<ActivityType, TSchema>;

export type DepositMatchReward = Static<(typeof REWARD_SCHEMAS)['DEPOSIT_MATCH']>;
export type LoginReward = Static<(typeof REWARD_SCHEMAS)['LOGIN']>;
export type ManualReward = Static<(typeof REWARD_SCHEMAS)['MANUAL']>;
export type UpgradeBonusReward = Static<(typeof REWARD_SCHEMAS)['UPGRADE_BONUS']>;
export type BirthdayReward = Static<(typeof REWARD_SCHEMAS)['BIRTHDAY']>;
export type RebateReward = Static<(typeof REWARD_SCHEMAS)['REBATE']>;

/** An activity's configuration: the common rules, and `reward` in the shape of its type (REWARD_SCHEMAS). */
export const ActivityConfig = Type.Object(
  {
    frequency: ActivityFrequency,
    eligibility: Type.Optional(ActivityEligibility),
    turnover: Type.Optional(TurnoverRule),
    reward: Type.Union(Object.values(REWARD_SCHEMAS)),
  },
  { additionalProperties: false },
);
export type ActivityConfig = Static<typeof ActivityConfig>;

/** product-rules 4.18, one label per member and activity (api/src/promotions/entry-state.ts). */
export const ActivityLabel = literals([
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
] as const);
export type ActivityLabel = Static<typeof ActivityLabel>;

/** A turnover obligation as the withdraw screen shows it. */
export const TurnoverObligation = Type.Object({
  id: Type.Integer(),
  /** Null for a reward that is no activity's (a leader-board prize). */
  promotionId: Type.Union([Type.Null(), Type.Integer()]),
  title: Type.String(),
  bonus: Type.Integer(),
  deposit: Type.Integer(),
  required: Type.Integer(),
  progress: Type.Integer(),
  remaining: Type.Integer(),
  status: literals(['ACTIVE', 'MET', 'CANCELLED'] as const),
  createdAt: Type.Integer({ description: 'ms since the epoch' }),
});
export type TurnoverObligation = Static<typeof TurnoverObligation>;

/** The member's entry in an activity for the current period, or the label a member without one sees. */
export const ActivityEntry = Type.Object({
  promotionId: Type.Integer(),
  type: ActivityType,
  label: ActivityLabel,
  period: Type.String(),
  /** The reward paid (minor units), null while nothing was paid. */
  amount: Nullable(Type.Integer()),
  remark: Type.String(),
  /** The operator's reason for a decision on an application. */
  reason: Type.String(),
  obligation: Nullable(TurnoverObligation),
  /** The member's MAIN balance after a payment of this request, null when nothing was paid. */
  balance: Nullable(Type.Integer()),
  replayed: Type.Boolean(),
});
export type ActivityEntry = Static<typeof ActivityEntry>;

const RequestKey = Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,100}$' });
export const ClaimRequest = Type.Object({ idempotencyKey: Type.Optional(RequestKey) }, { additionalProperties: false });
export type ClaimRequest = Static<typeof ClaimRequest>;
export const ApplyRequest = Type.Object(
  { idempotencyKey: Type.Optional(RequestKey), remark: Type.Optional(Type.String({ maxLength: 140 })) },
  { additionalProperties: false },
);
export type ApplyRequest = Static<typeof ApplyRequest>;

/** A deposit promotion the member may pick before depositing (/m/voucherCenter). */
export const DepositPromotion = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  summary: Type.String(),
  percent: Type.Integer(),
  maxBonus: Type.Integer(),
  minDeposit: Type.Integer(),
  bonusMultiple: Type.Number(),
  depositMultiple: Type.Number(),
  label: ActivityLabel,
});
export type DepositPromotion = Static<typeof DepositPromotion>;

/** The product rules' deposit promo list: what the member may pick and what is picked (null: deposit without a promotion). */
export const DepositPromotions = Type.Object({ promotions: Type.Array(DepositPromotion), selectedId: Nullable(Type.Integer()) });
export type DepositPromotions = Static<typeof DepositPromotions>;
/** The product rules' accept promo: pick a deposit promotion for the next deposit, or none (no promotionId). */
export const AcceptDepositPromotion = Type.Object({ promotionId: Type.Optional(Id) }, { additionalProperties: false });
export type AcceptDepositPromotion = Static<typeof AcceptDepositPromotion>;

// Operator API (/ops/promotions/...).

const Localised = (maxLength: number, minLength = 0) =>
  Type.Object({ TH: Type.String({ minLength, maxLength }), EN: Type.String({ minLength, maxLength }) }, { additionalProperties: false });
const Colour = Type.String({ pattern: '^#[0-9a-fA-F]{6}$' });

/** An activity as an operator writes it (create and edit). */
export const ActivityInput = Type.Object(
  {
    code: Type.String({ pattern: '^[A-Z0-9_]{2,32}$' }),
    type: ActivityType,
    category: literals(['deposit', 'rebate', 'vip', 'mission', 'event'] as const),
    title: Localised(120, 1),
    summary: Localised(300),
    content: Localised(5000),
    art: Type.Optional(
      Type.Object(
        { from: Type.Optional(Colour), to: Type.Optional(Colour), glyph: Type.Optional(Type.String({ maxLength: 8 })) },
        { additionalProperties: false },
      ),
    ),
    startTime: Type.Integer({ minimum: 0, description: 'ms since the epoch' }),
    endTime: Nullable(Type.Integer({ minimum: 0 })),
    sort: Type.Optional(Type.Integer({ minimum: -100000, maximum: 100000 })),
    config: ActivityConfig,
  },
  { additionalProperties: false },
);
export type ActivityInput = Static<typeof ActivityInput>;

/** An activity as the operator API answers it. */
export const OpsActivity = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  type: ActivityType,
  category: Type.String(),
  title: Type.Object({ TH: Type.String(), EN: Type.String() }),
  startTime: Type.Integer(),
  endTime: Nullable(Type.Integer()),
  closedAt: Nullable(Type.Integer()),
  closeReason: Type.String(),
  sort: Type.Integer(),
  config: ActivityConfig,
  replayed: Type.Boolean(),
});
export type OpsActivity = Static<typeof OpsActivity>;

export const DecisionReason = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
export type DecisionReason = Static<typeof DecisionReason>;
export const ApproveApplication = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 200 })), amount: Type.Optional(Money) },
  { additionalProperties: false },
);
export type ApproveApplication = Static<typeof ApproveApplication>;

/** An application (MANUAL, or a birthday gift under review) in the operator's queue. */
export const PromotionApplication = Type.Object({
  id: Type.Integer(),
  promotionId: Type.Integer(),
  code: Type.String(),
  type: ActivityType,
  memberId: Type.Integer(),
  account: Type.String(),
  period: Type.String(),
  state: literals(['APPLYING', 'ISSUED', 'REJECTED'] as const),
  remark: Type.String(),
  reason: Type.String(),
  amount: Nullable(Type.Integer()),
  decidedBy: Nullable(Type.String()),
  createdAt: Type.Integer(),
  decidedAt: Nullable(Type.Integer()),
  replayed: Type.Boolean(),
});
export type PromotionApplication = Static<typeof PromotionApplication>;

export const PromotionApplicationQuery = Type.Object({
  state: Type.Optional(literals(['APPLYING', 'ISSUED', 'REJECTED'] as const)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});

export const OpsObligation = Type.Composite([
  TurnoverObligation,
  Type.Object({ memberId: Type.Integer(), cancelReason: Type.String(), cancelledBy: Nullable(Type.String()), replayed: Type.Boolean() }),
]);
export type OpsObligation = Static<typeof OpsObligation>;
export const ObligationQuery = Type.Object({
  memberId: Type.Optional(Id),
  status: Type.Optional(literals(['ACTIVE', 'MET', 'CANCELLED'] as const)),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
