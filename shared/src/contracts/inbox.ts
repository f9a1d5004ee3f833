import { Type, type Static } from '@sinclair/typebox';
import { Id, Page } from './envelope';

/** An inbox message (GET /wps/inbox/messages), shared by the API and mf-messaging. */
export const InboxMessage = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: Type.String(),
  createdAt: Type.Integer({ description: 'ms since the epoch' }),
  read: Type.Boolean(),
});
export type InboxMessage = Static<typeof InboxMessage>;

export const InboxPage = Page(InboxMessage);
export type InboxPage = Static<typeof InboxPage>;

/** product-rules 3.21: the unread counters (GET /wps/inbox/unread); total is their sum. One source for every figure shown. */
export const UnreadCounts = Type.Object({
  announcement: Type.Integer(),
  chat: Type.Integer(),
  inbox: Type.Integer(),
  total: Type.Integer(),
});
export type UnreadCounts = Static<typeof UnreadCounts>;

/** POST /wps/inbox/messages/read: some messages, or all of them. */
export const MarkInboxRead = Type.Object(
  { ids: Type.Optional(Type.Array(Id, { maxItems: 100 })), all: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type MarkInboxRead = Static<typeof MarkInboxRead>;
export const InboxReadResult = Type.Object({ marked: Type.Integer(), unread: Type.Integer() });
export type InboxReadResult = Static<typeof InboxReadResult>;

/** POST /ops/inbox/messages: an operator's message to one member (memberId) or to every member of the merchant. */
export const SendInboxMessage = Type.Object(
  {
    memberId: Type.Optional(Type.Union([Id, Type.Null()])),
    title: Type.String({ minLength: 1, maxLength: 120 }),
    content: Type.String({ minLength: 1, maxLength: 5000 }),
  },
  { additionalProperties: false },
);
export type SendInboxMessage = Static<typeof SendInboxMessage>;
