import { Type, type Static } from '@sinclair/typebox';
import { LIMITS } from '../validation/rules';

/**
 * The security centre (/wps/member/paymentPassword, securityQuestions, bankCard, info/icon), shared by the API
 * and mf-member. Bodies refuse unknown fields; the rules with their own keys (payment.password.format,
 * bank.card.invalid, format.payee.name, security.questions.invalid, avatar.invalid) are the service's.
 */
const secret = Type.String({ minLength: 1, maxLength: LIMITS.secretMax });
const strict = { additionalProperties: false } as const;

export const SecurityConfig = Type.Object({
  hasPaymentPassword: Type.Boolean(),
  hasSecurityQuestions: Type.Boolean(),
  bankCardCount: Type.Integer(),
  maxBankCards: Type.Integer(),
  /** The payment password's pattern (shared/src/validation/rules.ts). */
  paymentPasswordPattern: Type.String(),
  questionsMin: Type.Integer(),
  questionsMax: Type.Integer(),
  answerMaxLength: Type.Integer(),
  banks: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })),
  avatarMaxBytes: Type.Integer(),
  builtinAvatarCount: Type.Integer(),
});
export type SecurityConfig = Static<typeof SecurityConfig>;

/** POST|PUT /wps/member/paymentPassword: the first one with the login password, a change with the old one. */
export const SavePaymentPassword = Type.Object(
  { loginPassword: Type.Optional(secret), oldPassword: Type.Optional(secret), newPassword: secret, confirmPassword: secret },
  strict,
);
export type SavePaymentPassword = Static<typeof SavePaymentPassword>;
/** changed: an existing payment password was replaced (false: the first one was set). */
export const PaymentPasswordSaved = Type.Object({ changed: Type.Boolean() });
export type PaymentPasswordSaved = Static<typeof PaymentPasswordSaved>;

export const SecurityAnswer = Type.Object(
  { questionId: Type.Integer({ minimum: 1, maximum: 1000000 }), answer: Type.String({ minLength: 1, maxLength: 200 }) },
  strict,
);
export type SecurityAnswer = Static<typeof SecurityAnswer>;
const answers = Type.Array(SecurityAnswer, { maxItems: 10 });

/** POST /wps/member/paymentPassword/reset: forgot the PIN: the login password and every security answer. */
export const ResetPaymentPassword = Type.Object(
  { loginPassword: secret, answers: Type.Optional(answers), newPassword: secret, confirmPassword: secret },
  strict,
);
export type ResetPaymentPassword = Static<typeof ResetPaymentPassword>;

/** GET /wps/member/securityQuestions: the catalogue in the member's language. */
export const SecurityQuestion = Type.Object({ id: Type.Integer(), question: Type.String() });
export type SecurityQuestion = Static<typeof SecurityQuestion>;
/** GET|POST|PUT /wps/member/customerSecurityQuestions: the member's chosen questions, never the answers. */
export const MemberQuestion = Type.Object({ questionId: Type.Integer(), question: Type.String() });
export type MemberQuestion = Static<typeof MemberQuestion>;
export const SaveSecurityQuestions = Type.Object({ loginPassword: secret, answers }, strict);
export type SaveSecurityQuestions = Static<typeof SaveSecurityQuestions>;

/** A bound bank card as lists show it: only the last 4 digits of the account. */
export const BankCard = Type.Object({
  id: Type.Integer(),
  bankCode: Type.String(),
  bankName: Type.String(),
  accountNo: Type.String(),
  holder: Type.String(),
  createdAt: Type.Integer({ description: 'ms since the epoch' }),
});
export type BankCard = Static<typeof BankCard>;
export const AddBankCard = Type.Object(
  {
    bankCode: Type.String({ minLength: 1, maxLength: 16 }),
    accountNo: Type.String({ minLength: 1, maxLength: 40 }),
    holder: Type.String({ minLength: 1, maxLength: 80 }),
    paymentPassword: secret,
  },
  strict,
);
export type AddBankCard = Static<typeof AddBankCard>;
export const RemoveBankCard = Type.Object({ paymentPassword: secret }, strict);
export type RemoveBankCard = Static<typeof RemoveBankCard>;

/** The member's avatar: a built-in one (avatarId) or an uploaded picture (url); both null when none was chosen. */
export const MemberAvatar = Type.Object({
  avatarId: Type.Union([Type.Integer(), Type.Null()]),
  url: Type.Union([Type.String(), Type.Null()]),
});
export type MemberAvatar = Static<typeof MemberAvatar>;
/** Base64 of the largest picture, with room for a data URL prefix. */
export const AVATAR_TEXT_MAX = Math.ceil((LIMITS.avatarMaxBytes * 4) / 3) + 64;
/** POST|PUT /wps/member/info/icon: a built-in avatar or a png/jpg picture (base64, optionally a data URL). */
export const SaveAvatar = Type.Object(
  {
    avatarId: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    image: Type.Optional(Type.String({ minLength: 1, maxLength: AVATAR_TEXT_MAX })),
  },
  strict,
);
export type SaveAvatar = Static<typeof SaveAvatar>;
