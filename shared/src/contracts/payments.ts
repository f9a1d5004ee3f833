import { Type, type Static } from '@sinclair/typebox';
import { ClientAmount, RecordPage, Replayed, RequestKey } from './wallet';

/** Deposits (/wps/wallets/deposit, /wps/deposit, /ops/wallet/deposits), shared by the API and mf-member. Minor units. */

/** Where a manual bank transfer goes. */
export const BankAccount = Type.Object({ bankName: Type.String(), accountNo: Type.String(), holder: Type.String() });
export type BankAccount = Static<typeof BankAccount>;

/** A payment method the merchant offers, with its limits; a manual transfer also lists the bank accounts. */
export const DepositMethod = Type.Object({
  code: Type.String(),
  kind: Type.Union([Type.Literal('MANUAL'), Type.Literal('GATEWAY')]),
  name: Type.String(),
  minAmount: Type.Integer(),
  maxAmount: Type.Integer(),
  bankAccounts: Type.Optional(Type.Array(BankAccount)),
});
export type DepositMethod = Static<typeof DepositMethod>;

export const DepositStatus = Type.Union([
  Type.Literal('PENDING'),
  Type.Literal('APPROVED'),
  Type.Literal('REJECTED'),
  Type.Literal('FAILED'),
]);
export type DepositStatus = Static<typeof DepositStatus>;

/**
 * POST /wps/wallets/deposit (channel), /wps/deposit/manual (always MANUAL_BANK), /wps/deposit/gateway (method).
 * reference (or payerAccountNo) is the payer's slip reference; returnUrl a /m/... path the gateway returns to.
 */
export const DepositRequest = Type.Object({
  channel: Type.Optional(Type.String({ maxLength: 40 })),
  method: Type.Optional(Type.String({ maxLength: 40 })),
  amount: ClientAmount,
  idempotencyKey: Type.Optional(RequestKey),
  requestKey: Type.Optional(RequestKey),
  payerName: Type.Optional(Type.String({ maxLength: 100 })),
  reference: Type.Optional(Type.String({ maxLength: 100 })),
  payerAccountNo: Type.Optional(Type.String({ maxLength: 40 })),
  returnUrl: Type.Optional(Type.String({ maxLength: 500 })),
});
export type DepositRequest = Static<typeof DepositRequest>;

/** A deposit order as its member sees it. */
export const DepositOrder = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  channel: Type.String(),
  method: Type.String(),
  channelName: Type.String(),
  amount: Type.Integer(),
  status: DepositStatus,
  payerName: Type.String(),
  reference: Type.String(),
  reason: Type.String(),
  createdAt: Type.Integer(),
  decidedAt: Type.Union([Type.Integer(), Type.Null()]),
  /** Manual transfer: where to send the money. */
  bankAccount: Type.Optional(BankAccount),
  /** Gateway: where the player pays. */
  payUrl: Type.Optional(Type.String()),
});
export type DepositOrder = Static<typeof DepositOrder>;

/** The answer to a new order or a decision: the order, and whether an earlier request answered it (A7.2). */
export const DepositResult = Type.Composite([DepositOrder, Type.Object({ replayed: Replayed })]);
export type DepositResult = Static<typeof DepositResult>;

export const DepositPage = RecordPage(DepositOrder);
export type DepositPage = Static<typeof DepositPage>;

/** A gateway's signed callback, answered with the order's outcome (repeats answer the same). */
export const GatewayCallbackResult = Type.Object({ orderNo: Type.String(), status: DepositStatus, replayed: Replayed });
export type GatewayCallbackResult = Static<typeof GatewayCallbackResult>;

/** GET /ops/wallet/deposits: the merchant's orders, newest first. */
export const OperatorDepositQuery = Type.Object({
  status: Type.Optional(DepositStatus),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
});
export type OperatorDepositQuery = Static<typeof OperatorDepositQuery>;

export const OperatorDeposit = Type.Composite([
  DepositOrder,
  Type.Object({ memberId: Type.Integer(), account: Type.String(), decidedBy: Type.Union([Type.String(), Type.Null()]) }),
]);
export type OperatorDeposit = Static<typeof OperatorDeposit>;
