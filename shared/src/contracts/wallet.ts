import { Type, type Static, type TSchema } from '@sinclair/typebox';

/**
 * The wallet API (/wps/v2/wallets, /wps/wallets, GCS_* and the records), shared by the API and mf-member. Amounts are
 * integer minor units (docs/api-conventions.md A8.1); the shapes kept from the platform are A12.1, ours A13.1.
 */

/**
 * A money amount a client sends. The schema only types it: the handler's parseAmount refuses anything but a positive
 * safe integer with amount.invalid, strings included (a schema type would let Ajv coerce "100" and answer
 * validation.failed for the rest).
 */
export const ClientAmount = Type.Unsafe<number>({
  description: 'minor units: a positive integer, else amount.invalid',
  examples: [10_000],
});

/** A client idempotency key (A7.1), checked by the handler (parseRequestKey): 1..100 of A-Z a-z 0-9 _ . : - */
export const RequestKey = Type.Unsafe<string>({
  description: '1..100 of A-Z a-z 0-9 _ . : - (validation.failed otherwise); absent: no retry protection',
  examples: ['3f1c9a7e-5b2d-4e8a-9c61-0d2f4b7a8e15'],
});

/** A7.2: the same request again answers the first result with replayed: true. */
export const Replayed = Type.Boolean({ description: 'true when an earlier request with the same key answered this' });

/** A call's own `language` parameter (A2.3): names in EN for EN, else TH. */
export const LanguageQuery = Type.Object({ language: Type.Optional(Type.String({ maxLength: 8 })) });
export type LanguageQuery = Static<typeof LanguageQuery>;

/** A record page (A8.3: records take page and size and answer totalPages). */
export const RecordPage = <T extends TSchema>(row: T) =>
  Type.Object({ rows: Type.Array(row), totalCount: Type.Integer(), totalPages: Type.Integer(), pageNum: Type.Integer() });
export type RecordPage<T> = { rows: T[]; totalCount: number; totalPages: number; pageNum: number };

/** The period and page of a records list: startTime and endTime in ms (the last 30 days by default). */
export const RecordQuery = Type.Object({
  startTime: Type.Optional(Type.Integer({ minimum: 0 })),
  endTime: Type.Optional(Type.Integer({ minimum: 0 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  language: Type.Optional(Type.String({ maxLength: 8 })),
});
export type RecordQuery = Static<typeof RecordQuery>;

/** GET /wps/relay/GCS_merchantWallet: one wallet only (no vendor wallets, no transfers) when isSingle. */
export const MerchantWallet = Type.Object({ isSingle: Type.Boolean() });
export type MerchantWallet = Static<typeof MerchantWallet>;

/** GET /wps/v2/wallets/balance (A12.1). heldBalance: withdrawals awaiting an operator, never in sumBalance. */
export const WalletBalance = Type.Object({
  sumBalance: Type.Integer(),
  balance: Type.Array(Type.Object({ accountTypeId: Type.String(), accountTypeName: Type.String(), availBalance: Type.Integer() })),
  heldBalance: Type.Integer(),
  currency: Type.String(),
  currencySymbol: Type.String(),
});
export type WalletBalance = Static<typeof WalletBalance>;

/** One wallet of the member: MAIN or a vendor's transfer wallet, named in the member's language. */
export const MemberWallet = Type.Object({
  wallet: Type.String(),
  accountTypeId: Type.String(),
  name: Type.String(),
  accountTypeName: Type.String(),
  balance: Type.Integer(),
  availBalance: Type.Integer(),
});
export type MemberWallet = Static<typeof MemberWallet>;

/** GET /wps/wallets/gcs (A13.1). */
export const MemberWallets = Type.Object({
  isSingle: Type.Boolean(),
  sumBalance: Type.Integer(),
  heldBalance: Type.Integer(),
  wallets: Type.Array(MemberWallet),
});
export type MemberWallets = Static<typeof MemberWallets>;

/** GET /wps/member/info/funds/consolidated: the balance and the agent contract-request flags. */
export const ConsolidatedFunds = Type.Object({
  sumBalance: Type.Integer(),
  dailysalreqtype: Type.Boolean(),
  divtypecompperiodreq: Type.Boolean(),
  contracthoursalreq: Type.Boolean(),
});
export type ConsolidatedFunds = Static<typeof ConsolidatedFunds>;

/** The member's balances by wallet code (MAIN, HOLD, vendor wallets). */
export const WalletBalances = Type.Record(Type.String(), Type.Integer());
export type WalletBalances = Static<typeof WalletBalances>;

/** POST /wps/relay/GCS_walletTransfer (A13.1): MAIN to a vendor wallet or back. */
export const WalletTransfer = Type.Object({
  fromWallet: Type.String({ maxLength: 40 }),
  toWallet: Type.String({ maxLength: 40 }),
  amount: ClientAmount,
  idempotencyKey: Type.Optional(RequestKey),
});
export type WalletTransfer = Static<typeof WalletTransfer>;

export const WalletTransferResult = Type.Object({
  transferId: Type.Integer(),
  replayed: Replayed,
  fromWallet: Type.String(),
  toWallet: Type.String(),
  amount: Type.Integer(),
  balances: WalletBalances,
  sumBalance: Type.Integer(),
});
export type WalletTransferResult = Static<typeof WalletTransferResult>;

/** GET /wps/relay/GLS2_TxCodeList: the transaction types a member can filter by, named in their language. */
export const TxCode = Type.Object({ code: Type.String(), txTypeId: Type.String(), name: Type.String(), txTypeName: Type.String() });
export type TxCode = Static<typeof TxCode>;

/** GET /wps/relay/ODS2_MemberTransaction: codeTypes is a comma list of txTypeId. */
export const TransactionQuery = Type.Composite([RecordQuery, Type.Object({ codeTypes: Type.Optional(Type.String({ maxLength: 400 })) })]);
export type TransactionQuery = Static<typeof TransactionQuery>;

/** A movement seen from the member's spendable money (A12.1): amount signed, the balance after it. */
export const TransactionRow = Type.Object({
  txId: Type.Integer(),
  txTypeId: Type.String(),
  txTypeName: Type.String(),
  orderNo: Type.String(),
  remark: Type.Union([Type.String(), Type.Null()]),
  wallet: Type.Union([Type.String(), Type.Null()]),
  txTimeInTimestamp: Type.Integer(),
  amount: Type.Integer(),
  currentAvailBalance: Type.Union([Type.Integer(), Type.Null()]),
});
export type TransactionRow = Static<typeof TransactionRow>;

export const TransactionPage = RecordPage(TransactionRow);
export type TransactionPage = Static<typeof TransactionPage>;

/** GET /wps/wallets/bets: vendor filters by the game's vendor. */
export const BetQuery = Type.Composite([RecordQuery, Type.Object({ vendor: Type.Optional(Type.String({ maxLength: 40 })) })]);
export type BetQuery = Static<typeof BetQuery>;

/** A round's outcome as the bet records show it. */
export const BetOutcome = Type.Union([
  Type.Literal('WON'),
  Type.Literal('LOST'),
  Type.Literal('PENDING'),
  Type.Literal('REFUNDED'),
  Type.Literal('PUSH'),
]);
export type BetOutcome = Static<typeof BetOutcome>;

/** A bet with its game and vendor as the lobby names them, what it won and its round's outcome. */
export const BetRow = Type.Object({
  id: Type.Integer(),
  orderNo: Type.String(),
  roundId: Type.Union([Type.String(), Type.Null()]),
  nodeId: Type.Union([Type.String(), Type.Null()]),
  gameName: Type.Union([Type.String(), Type.Null()]),
  vendor: Type.Union([Type.String(), Type.Null()]),
  vendorName: Type.Union([Type.String(), Type.Null()]),
  betAmount: Type.Integer(),
  winAmount: Type.Integer(),
  status: BetOutcome,
  betTime: Type.Integer(),
});
export type BetRow = Static<typeof BetRow>;

export const BetPage = Type.Composite([RecordPage(BetRow), Type.Object({ totalBet: Type.Integer(), totalWin: Type.Integer() })]);
export type BetPage = Static<typeof BetPage>;

/** An operator's refusal of an order or a held credit: the reason, kept to its first 200 characters; the body may be absent. */
export const OperatorReason = Type.Union([Type.Object({ reason: Type.Optional(Type.String()) }), Type.Null()]);
export type OperatorReason = Static<typeof OperatorReason>;

/** An order in an operator's path: its id or its order number. */
export const OrderRef = Type.Object({ id: Type.String({ maxLength: 40 }) });
export type OrderRef = Static<typeof OrderRef>;
