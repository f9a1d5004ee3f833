import { Type, type Static } from '@sinclair/typebox';
import { ClientAmount, RecordPage, Replayed, RequestKey, WalletBalances } from './wallet';

/** Withdrawals (/wps/transaction/withdraw, /ops/wallet/withdrawals), shared by the API and mf-member. Minor units. */

/**
 * POST /wps/transaction/withdraw: to one of the member's bound bank cards, with the payment password. A bankCardId that
 * is not one of the member's positive ids is bank.card.not.found (checked by the handler, not coerced by the schema).
 */
export const WithdrawRequest = Type.Object({
  amount: ClientAmount,
  bankCardId: Type.Unsafe<number>({ description: "the id of one of the member's bank cards", examples: [1] }),
  paymentPassword: Type.String({ maxLength: 64 }),
  idempotencyKey: Type.Optional(RequestKey),
});
export type WithdrawRequest = Static<typeof WithdrawRequest>;

export const WithdrawalStatus = Type.Union([Type.Literal('PENDING'), Type.Literal('PAID'), Type.Literal('REJECTED')]);
export type WithdrawalStatus = Static<typeof WithdrawalStatus>;

/** A withdrawal order: the bank card as it was at request, the account number masked but for its last 4 digits. */
export const Withdrawal = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  amount: Type.Integer(),
  status: WithdrawalStatus,
  bankName: Type.String(),
  accountNo: Type.String(),
  holder: Type.String(),
  reason: Type.String(),
  createdAt: Type.Integer(),
  decidedAt: Type.Union([Type.Integer(), Type.Null()]),
});
export type Withdrawal = Static<typeof Withdrawal>;

/** A new withdrawal (or its replay): the order and the member's balances after the hold (MAIN -> HOLD). */
export const WithdrawResult = Type.Composite([Withdrawal, Type.Object({ replayed: Replayed, balances: WalletBalances })]);
export type WithdrawResult = Static<typeof WithdrawResult>;

/** The wagering requirement: bets since the last payout must reach multiplier x what was credited since. */
export const Turnover = Type.Object({
  multiplier: Type.Number(),
  required: Type.Integer(),
  achieved: Type.Integer(),
  remaining: Type.Integer(),
});
export type Turnover = Static<typeof Turnover>;

/** GET /wps/transaction/withdraw/info: what the withdraw screen needs before the member types anything. */
export const WithdrawInfo = Type.Object({
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  dailyCount: Type.Integer(),
  vipLevel: Type.Union([Type.Object({ level: Type.Integer(), name: Type.String() }), Type.Null()]),
  usedToday: Type.Integer(),
  availBalance: Type.Integer(),
  heldBalance: Type.Integer(),
  hasPaymentPassword: Type.Boolean(),
  turnover: Turnover,
});
export type WithdrawInfo = Static<typeof WithdrawInfo>;

export const WithdrawalPage = RecordPage(Withdrawal);
export type WithdrawalPage = Static<typeof WithdrawalPage>;

/** An operator's decision on a withdrawal. */
export const WithdrawalDecision = Type.Composite([Withdrawal, Type.Object({ replayed: Replayed })]);
export type WithdrawalDecision = Static<typeof WithdrawalDecision>;

/** GET /ops/wallet/withdrawals: operators see the full account number, to pay out to it. */
export const OperatorWithdrawalQuery = Type.Object({
  status: Type.Optional(WithdrawalStatus),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type OperatorWithdrawalQuery = Static<typeof OperatorWithdrawalQuery>;

export const OperatorWithdrawal = Type.Composite([
  Withdrawal,
  Type.Object({ memberId: Type.Integer(), account: Type.String(), decidedBy: Type.Union([Type.String(), Type.Null()]) }),
]);
export type OperatorWithdrawal = Static<typeof OperatorWithdrawal>;
