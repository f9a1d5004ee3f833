import { Type, type Static } from '@sinclair/typebox';
import { Id, Page, PageQuery } from './envelope';

/**
 * Invite friends (/m/inviteFriends, product-rules 6.9) and the member's manual rebate (/m/member/manualRebate,
 * MANPLAYREB3): what the two screens read and the rebate claim. Amounts are integers of minor units.
 */

const literals = <T extends string>(values: readonly T[]) => Type.Union(values.map((value) => Type.Literal(value)));
/** Null first: with the API's type coercion a null would otherwise pass as 0 through an integer branch. */
const NullableInteger = Type.Union([Type.Null(), Type.Integer()]);

/** An invitee's state: registered, made a first deposit, valid (thresholds met, nothing shared), or refused. */
export const INVITEE_STATES = ['REGISTERED', 'DEPOSITED', 'VALID', 'REFUSED'] as const;
export const InviteeState = literals(INVITEE_STATES);
export type InviteeState = Static<typeof InviteeState>;

/** Why an invitee is not valid: it shares the referrer's device, IP, phone or bank card. */
export const REFERRAL_REFUSALS = [
  'referral.shared.device',
  'referral.shared.ip',
  'referral.shared.phone',
  'referral.shared.bank.card',
] as const;
export const ReferralRefusal = literals(REFERRAL_REFUSALS);
export type ReferralRefusal = Static<typeof ReferralRefusal>;

export const Invitee = Type.Object({
  /** The invitee's account, masked (ab***yz): the referrer sees who, not the whole name. */
  account: Type.String(),
  registeredAt: Type.Integer({ description: 'epoch ms' }),
  state: InviteeState,
  refusal: Type.Union([Type.Null(), ReferralRefusal]),
  deposit: Type.Integer(),
  turnover: Type.Integer(),
  /** The reward paid for this invitee (minor units), null while none is. */
  reward: NullableInteger,
});
export type Invitee = Static<typeof Invitee>;

export const ReferralSummary = Type.Object({
  code: Type.String(),
  /** The registration link carrying the code (the site's own origin is added by the screen). */
  path: Type.String(),
  /** The merchant's thresholds and reward (settings.referral). */
  rules: Type.Object({ minDeposit: Type.Integer(), minTurnover: Type.Integer(), reward: Type.Integer() }),
  /** One page of the invitees, newest first (api-conventions A8.3: `pageNo`, `pageSize`; `pageNum`, `totalPages`, `totalCount`). */
  invitees: Type.Array(Invitee),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
  /** Over every invitee, not the page. */
  validCount: Type.Integer(),
  rewardTotal: Type.Integer(),
});
export type ReferralSummary = Static<typeof ReferralSummary>;

/** One category's part of a rebate: its valid turnover at the member's VIP rate. */
export const RebateLine = Type.Object({
  category: Type.String(),
  turnover: Type.Integer(),
  percent: Type.Number(),
  amount: Type.Integer(),
});
export type RebateLine = Static<typeof RebateLine>;

export const RebateClaimRecord = Type.Object({
  id: Type.Integer(),
  from: Type.Integer({ description: 'epoch ms' }),
  to: Type.Integer({ description: 'epoch ms' }),
  turnover: Type.Integer(),
  amount: Type.Integer(),
  lines: Type.Array(RebateLine),
  claimedAt: Type.Integer({ description: 'epoch ms' }),
});
export type RebateClaimRecord = Static<typeof RebateClaimRecord>;

export const ManualRebate = Type.Object({
  /** The window the next claim pays: since the last claim (or the last bet already rebated), up to now. */
  from: Type.Integer({ description: 'epoch ms' }),
  to: Type.Integer({ description: 'epoch ms' }),
  turnover: Type.Integer(),
  amount: Type.Integer(),
  lines: Type.Array(RebateLine),
  /** The merchant's minimum claim (settings.manualRebate.minClaim). */
  minClaim: Type.Integer(),
  claimable: Type.Boolean(),
  history: Type.Array(RebateClaimRecord),
});
export type ManualRebate = Static<typeof ManualRebate>;

export const RebateClaimRequest = Type.Object(
  { idempotencyKey: Type.Optional(Type.String({ minLength: 1, maxLength: 64, examples: ['rebate-claim-0001'] })) },
  { additionalProperties: false },
);
export type RebateClaimRequest = Static<typeof RebateClaimRequest>;

export const RebateClaimed = Type.Object({ claim: RebateClaimRecord, balance: NullableInteger, replayed: Type.Boolean() });
export type RebateClaimed = Static<typeof RebateClaimed>;

// The operator's side (GET /ops/promotions/referral-rewards, /ops/promotions/referrals/:id/invitees,
// /ops/promotions/manual-rebate-claims): what was paid and why; neither reward is reviewed before it is paid
// (docs/promotions.md, Operators).

export const OpsReferralRewardQuery = Type.Composite([PageQuery, Type.Object({ referrerId: Type.Optional(Id) })]);
export const OpsReferralReward = Type.Object({
  id: Type.Integer(),
  referrerId: Type.Integer(),
  referrer: Type.String(),
  inviteeId: Type.Integer(),
  invitee: Type.String(),
  amount: Type.Integer(),
  transferId: NullableInteger,
  createdAt: Type.Integer({ description: 'epoch ms' }),
});
export type OpsReferralReward = Static<typeof OpsReferralReward>;
export const OpsReferralRewardPage = Page(OpsReferralReward);

/** An invitee as the operator reviews it: the whole account, its state and what it shares with its referrer. */
export const OpsInvitee = Type.Composite([Type.Omit(Invitee, ['account']), Type.Object({ id: Type.Integer(), account: Type.String() })]);
export type OpsInvitee = Static<typeof OpsInvitee>;
export const OpsInviteePage = Page(OpsInvitee);

export const OpsRebateClaimQuery = Type.Composite([PageQuery, Type.Object({ memberId: Type.Optional(Id) })]);
export const OpsRebateClaim = Type.Composite([
  RebateClaimRecord,
  Type.Object({ memberId: Type.Integer(), account: Type.String(), transferId: NullableInteger }),
]);
export type OpsRebateClaim = Static<typeof OpsRebateClaim>;
export const OpsRebateClaimPage = Page(OpsRebateClaim);
