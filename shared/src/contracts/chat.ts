import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from './envelope';
import { CHAT_RULES } from '../validation/chat';

export { CHAT_RULES };

/**
 * Live chat with customer service (module CBS3, product-rules 6.10 and 7.15, docs/live-chat.md): the player's calls
 * under /wps/chat and the operators' under /ops/chat.
 */

/** GET /wps/chat/launch (product-rules 7.15): the spec's query; the answer is where the chat opens. */
export const ChatLaunchQuery = Type.Object({
  b2c: Type.Optional(Type.String({ maxLength: 2 })),
  language: Type.Optional(Type.String({ maxLength: 8 })),
  backUrl: Type.Optional(Type.String({ maxLength: 512 })),
  headerColor: Type.Optional(Type.String({ maxLength: 32 })),
  title: Type.Optional(Type.String({ maxLength: 64 })),
  module: Type.Optional(Type.String({ maxLength: 16 })),
});
export type ChatLaunchQuery = Static<typeof ChatLaunchQuery>;
export const ChatLaunch = Type.Object({ url: Type.String() });
export type ChatLaunch = Static<typeof ChatLaunch>;

/** GET /wps/chat/modelList with {active, streaming}: the service desks the chat can reach, filtered by those flags. */
export const ChatModelQuery = Type.Object({
  active: Type.Optional(Type.Boolean()),
  streaming: Type.Optional(Type.Boolean()),
});
export type ChatModelQuery = Static<typeof ChatModelQuery>;
export const ChatModel = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** Inside service hours now. */
  active: Type.Boolean(),
  /** Answers arrive live (pushed), not only at the next visit. */
  streaming: Type.Boolean(),
  /** Service hours as HH:MM-HH:MM in the merchant's time zone. */
  hours: Type.String(),
});
export type ChatModel = Static<typeof ChatModel>;
export const ChatModelList = Type.Array(ChatModel);

export const ChatSender = StringEnum(['MEMBER', 'OPERATOR', 'SYSTEM'] as const);
export const ChatMessage = Type.Object({
  id: Type.Integer(),
  sender: ChatSender,
  body: Type.String(),
  /** Where the image is read (with the session), or null. */
  imageUrl: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.Integer(),
});
export type ChatMessage = Static<typeof ChatMessage>;

export const ChatStatus = StringEnum(['WAITING', 'OPEN', 'CLOSED'] as const);
export const ChatThread = Type.Object({
  conversationId: Type.Union([Type.Integer(), Type.Null()]),
  status: Type.Union([ChatStatus, Type.Null()]),
  /** Inside service hours now; outside, what the player writes is answered in the inbox. */
  online: Type.Boolean(),
  messages: Type.Array(ChatMessage),
  /** The last message of the player that customer service has read (read marks). */
  readByOperator: Type.Integer(),
  unread: Type.Integer(),
});
export type ChatThread = Static<typeof ChatThread>;

export const ChatThreadQuery = Type.Object({ after: Type.Optional(Type.Integer({ minimum: 0 })) });
export type ChatThreadQuery = Static<typeof ChatThreadQuery>;

export const SendChatMessage = Type.Object(
  {
    text: Type.Optional(Type.String({ maxLength: CHAT_RULES.textMax })),
    /** A data URL or bare base64 png/jpg. */
    image: Type.Optional(Type.String({ maxLength: 7 * 1024 * 1024 })),
  },
  { additionalProperties: false },
);
export type SendChatMessage = Static<typeof SendChatMessage>;

export const ChatReadBody = Type.Object({ upTo: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export type ChatReadBody = Static<typeof ChatReadBody>;

export const ChatUnreadCount = Type.Integer({ minimum: 0 });

/** The operators' view of a conversation (the console's queue). */
export const ChatConversation = Type.Object({
  id: Type.Integer(),
  memberId: Type.Integer(),
  userName: Type.String(),
  status: ChatStatus,
  operator: Type.Union([Type.String(), Type.Null()]),
  offline: Type.Boolean(),
  createdAt: Type.Integer(),
  lastMessageAt: Type.Integer(),
  lastMessage: Type.String(),
  /** The player's messages no operator has read yet. */
  unread: Type.Integer(),
});
export type ChatConversation = Static<typeof ChatConversation>;
export const ChatQueueQuery = Type.Object({ status: Type.Optional(ChatStatus) });
export type ChatQueueQuery = Static<typeof ChatQueueQuery>;
export const ChatConversationId = Type.Object({ id: Type.Integer({ minimum: 1 }) });
export const ChatConversationView = Type.Object({
  conversation: ChatConversation,
  messages: Type.Array(ChatMessage),
  /** The last operator message the player has read. */
  readByMember: Type.Integer(),
});
export type ChatConversationView = Static<typeof ChatConversationView>;
