import { Type, type Static } from '@sinclair/typebox';
import { UnreadCounts } from './inbox';

/**
 * What GET /wps/push streams to a signed-in member's tab (docs/live.md): Server-Sent Events, each named by its type
 * with these data; every event but `ping` has an id, which the page sends back as Last-Event-ID when it reconnects.
 */
export const PushEvents = {
  /** Sent first on every connection: the id a page resumes from if it has seen nothing yet. */
  ready: Type.Object({ heartbeatMs: Type.Integer() }),
  /** The heartbeat (no id): a page that hears nothing for two of them reconnects. */
  ping: Type.Object({}),
  /** A committed transfer moved the member's money: balances by wallet and their sum without held money (minor units). */
  'wallet.changed': Type.Object({ balances: Type.Record(Type.String(), Type.Integer()), sumBalance: Type.Integer() }),
  /** A deposit or withdrawal order changed status (an operator's decision); reason is the operator's, '' when none. */
  'order.status': Type.Object({
    kind: Type.Union([Type.Literal('deposit'), Type.Literal('withdrawal')]),
    orderNo: Type.String(),
    status: Type.String(),
    reason: Type.String(),
  }),
  /** product-rules 3: the unread counters; without counts (a broadcast) the page reads its own. */
  'unread.changed': Type.Object({ counts: Type.Optional(UnreadCounts) }),
  /** An agent contract was offered to the member. */
  'contract.requested': Type.Object({ kind: Type.String() }),
  /** A promotion reward became claimable. */
  'rewards.ready': Type.Object({}),
  /** The member's VIP level changed, or an operator decided its promotion application: the pages read the member again. */
  'member.changed': Type.Object({ what: Type.Union([Type.Literal('vip'), Type.Literal('promotion')]) }),
  /** Live chat (docs/live-chat.md): a message in the member's conversation; the chat screen reads its thread again. */
  'chat.message': Type.Object({
    conversationId: Type.Integer(),
    messageId: Type.Integer(),
    sender: Type.Union([Type.Literal('MEMBER'), Type.Literal('OPERATOR'), Type.Literal('SYSTEM')]),
  }),
  /** One side is typing (sent live only, never kept for a reconnect). */
  'chat.typing': Type.Object({ conversationId: Type.Integer(), from: Type.Union([Type.Literal('MEMBER'), Type.Literal('OPERATOR')]) }),
  /** A read mark moved, or the conversation was taken or closed. */
  'chat.read': Type.Object({
    conversationId: Type.Integer(),
    side: Type.Union([Type.Literal('member'), Type.Literal('operator')]),
    upTo: Type.Integer(),
  }),
  /** This tab's session ended (logout elsewhere, password change): the page signs out; the stream closes after it. */
  'session.revoked': Type.Object({}),
};

export type PushEventType = keyof typeof PushEvents;
export type PushEventData<T extends PushEventType> = Static<(typeof PushEvents)[T]>;
