import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Page, StringEnum } from './envelope';

/**
 * The operator console's API (docs/operator-console.md): operator accounts with a role, their sessions, the
 * feedback queue, and the announcements and inbox messages operators send.
 */
export const OPERATOR_ROLES = ['admin', 'cashier', 'support'] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/**
 * POST /ops/session: an operator signs in with a name and a password; after a failed sign-in of the name, with the
 * captcha too (the refusal's value carries its image and captchaId).
 */
export const OperatorLoginBody = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 64 }),
    password: Type.String({ minLength: 1, maxLength: 128 }),
    captcha: Type.Optional(Type.String({ maxLength: 16 })),
    captchaId: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type OperatorLoginBody = Static<typeof OperatorLoginBody>;

export const OperatorMe = Type.Object({ id: Type.Integer(), name: Type.String(), role: StringEnum(OPERATOR_ROLES) });
export type OperatorMe = Static<typeof OperatorMe>;

/** The session token goes in `Authorization: Bearer <token>`, never in a URL. */
export const OperatorLoginValue = Type.Composite([OperatorMe, Type.Object({ token: Type.String(), expiresAt: Type.Integer() })]);
export type OperatorLoginValue = Static<typeof OperatorLoginValue>;

/** GET /ops/feedback: the queue, open (unanswered) first by default. */
export const OperatorFeedbackQuery = Type.Object({
  status: Type.Optional(StringEnum(['open', 'answered', 'all'] as const)),
  pageNo: Type.Integer({ minimum: 1, maximum: 10000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
export type OperatorFeedbackQuery = Static<typeof OperatorFeedbackQuery>;

export const OperatorFeedback = Type.Object({
  id: Type.Integer(),
  memberId: Nullable(Type.Integer()),
  account: Nullable(Type.String({ description: 'null for a guest' })),
  category: Type.String(),
  content: Type.String(),
  remark: Type.String(),
  imageCount: Type.Integer(),
  imageUrls: Type.Array(Type.String(), {
    description: "The pictures, read with the operator's token (GET /ops/feedback/:id/images/:n), in the order sent",
  }),
  createdAt: Type.Integer({ description: 'ms since the epoch' }),
  answer: Nullable(Type.String()),
  answeredBy: Nullable(Type.String()),
  answeredAt: Nullable(Type.Integer()),
});
export type OperatorFeedback = Static<typeof OperatorFeedback>;
export const FeedbackImageRef = Type.Object({ id: Type.Integer({ minimum: 1 }), n: Type.Integer({ minimum: 0, maximum: 9 }) });
export type FeedbackImageRef = Static<typeof FeedbackImageRef>;
export const OperatorFeedbackPage = Page(OperatorFeedback);
export type OperatorFeedbackPage = Static<typeof OperatorFeedbackPage>;

/** POST /ops/feedback/:id/answer: the answer, sent to the player's inbox. */
export const FeedbackAnswerBody = Type.Object(
  {
    title: Type.String({ minLength: 1, maxLength: 120 }),
    content: Type.String({ minLength: 1, maxLength: 5000 }),
  },
  { additionalProperties: false },
);
export type FeedbackAnswerBody = Static<typeof FeedbackAnswerBody>;
export const FeedbackAnswered = Type.Object({ id: Type.Integer(), messageId: Type.Integer() });
export type FeedbackAnswered = Static<typeof FeedbackAnswered>;

/** GET /ops/inbox/messages: what operators sent (a member's or everyone's). */
export const OperatorInboxMessage = Type.Object({
  id: Type.Integer(),
  memberId: Nullable(Type.Integer()),
  account: Nullable(Type.String({ description: 'null for a message to every member' })),
  title: Type.String(),
  content: Type.String(),
  sentBy: Nullable(Type.String()),
  createdAt: Type.Integer(),
});
export type OperatorInboxMessage = Static<typeof OperatorInboxMessage>;
export const OperatorInboxPage = Page(OperatorInboxMessage);
export type OperatorInboxPage = Static<typeof OperatorInboxPage>;

/** The announcement types an operator writes here (product-rules 7): PL the player notice list, PU a popup. */
export const OPERATOR_ANNOUNCEMENT_TYPES = ['PL', 'PU'] as const;

/** An announcement as operators list and write it. */
export const OperatorAnnouncement = Type.Object({
  id: Type.Integer(),
  type: Type.String(),
  titleTh: Type.String(),
  titleEn: Type.String(),
  contentTh: Type.String(),
  contentEn: Type.String(),
  hot: Type.Boolean(),
  active: Type.Boolean(),
  createdBy: Nullable(Type.String()),
  createdAt: Type.Integer(),
});
export type OperatorAnnouncement = Static<typeof OperatorAnnouncement>;

export const NewAnnouncement = Type.Object(
  {
    titleTh: Type.String({ minLength: 1, maxLength: 120 }),
    titleEn: Type.String({ minLength: 1, maxLength: 120 }),
    contentTh: Type.String({ minLength: 1, maxLength: 10000 }),
    contentEn: Type.String({ minLength: 1, maxLength: 10000 }),
    type: Type.Optional(StringEnum(OPERATOR_ANNOUNCEMENT_TYPES, { default: 'PL' })),
    hot: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type NewAnnouncement = Static<typeof NewAnnouncement>;

export const IdRef = Type.Object({ id: Id });
