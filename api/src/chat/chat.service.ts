import type { Db, Queryable } from '../db/db';
import { afterCommit } from '../db/db';
import { AppError } from '../http/errors';
import { decodeImage } from '../http/image-upload';
import type { Lang } from '../http/language';
import { publish } from '../events/events';
import { sendMessage as sendInboxMessage } from '../inbox/inbox.repository';
import { announceUnread } from '../inbox/unread.service';
import { isSwitchOn } from '@site/shared/src/system/switches';
import type { SystemStatus } from '@site/shared/src/system/system-status';
import {
  CHAT_RULES,
  type ChatConversation,
  type ChatLaunchQuery,
  type ChatMessage,
  type ChatModel,
  type ChatThread,
  type SendChatMessage,
} from '@site/shared/src/contracts/chat';
import type { Merchant } from '../system/merchant.repository';
import * as repo from './chat.repository';

/**
 * Live chat between a player and customer service (module CBS3, docs/live-chat.md). A player has one conversation
 * at a time: it waits in the operators' queue until one takes it, and is closed when done; the next message opens a
 * new one. Every change is raised on the event channel (chat.message, chat.read, chat.typing) for the live push.
 */

/** product-rules 6.10: chat exists only while the merchant's CBS3 switch is on (and, for the calls, with a session). */
export function assertChatOn(merchant: Merchant): void {
  if (!isSwitchOn({ info: { whitelabel: merchant.whitelabel } } as unknown as SystemStatus, 'CBS3'))
    throw new AppError('function.not.available', 'live chat is switched off');
}

/** Service hours as `HH:MM-HH:MM` in the merchant's time zone (merchant setting `chatHours`; the default is all day). */
export function serviceHours(merchant: Merchant): string {
  const hours = merchant.settings.chatHours;
  return typeof hours === 'string' && /^\d{2}:\d{2}-\d{2}:\d{2}$/.test(hours) ? hours : '00:00-24:00';
}

/** Whether `now` falls inside the hours (a range past midnight, such as 20:00-04:00, wraps). */
export function inServiceHours(hours: string, timeZone: string, now: Date): boolean {
  const [from, to] = hours.split('-').map((hm) => Number(hm.slice(0, 2)) * 60 + Number(hm.slice(3)));
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(now);
  const minute = Number(parts.find((p) => p.type === 'hour')!.value) * 60 + Number(parts.find((p) => p.type === 'minute')!.value);
  return from <= to ? minute >= from && minute < to : minute >= from || minute < to;
}

/**
 * GET /wps/chat/launch (product-rules 7.15). The spec's chat was a hosted page opened with these parameters; here it
 * is the site's own chat screen, so the answer is its path with the display parameters carried over. `backUrl` is
 * kept only as a path of this site (never another origin: no open redirect).
 */
export function launchUrl(query: ChatLaunchQuery): string {
  const params = new URLSearchParams();
  // product-rules 7.15: the language upper-case, every Chinese variant collapsed to CN.
  const language = (query.language ?? 'TH').toUpperCase();
  params.set('language', language.startsWith('ZH') || language.startsWith('CN') ? 'CN' : language);
  if (query.backUrl && /^\/(?!\/)[^\s\\]*$/.test(query.backUrl)) params.set('backUrl', query.backUrl);
  if (query.headerColor && /^#?[0-9a-fA-F]{3,8}$/.test(query.headerColor)) params.set('headerColor', query.headerColor.replace(/^#?/, '#'));
  if (query.title) params.set('title', query.title);
  return `/m/chat?${params}`;
}

/**
 * GET /wps/chat/modelList with {active, streaming} (product-rules 7.15). The spec names the call and its two flags
 * only; read here as the list of service desks the chat reaches (one: customer service), each flagged active while
 * inside service hours and streaming because answers are pushed live; a flag given in the query filters on it.
 */
export function modelList(merchant: Merchant, timeZone: string, now: Date, filter: { active?: boolean; streaming?: boolean }): ChatModel[] {
  const hours = serviceHours(merchant);
  const desk: ChatModel = { id: 'CS', name: 'Customer service', active: inServiceHours(hours, timeZone, now), streaming: true, hours };
  return [desk].filter(
    (m) =>
      (filter.active === undefined || m.active === filter.active) && (filter.streaming === undefined || m.streaming === filter.streaming),
  );
}

const imageUrl = (row: repo.MessageRow) => (row.hasImage ? `/wps/chat/images/${row.id}` : null);
const view = (row: repo.MessageRow): ChatMessage => ({
  id: row.id,
  sender: row.sender,
  body: row.body,
  imageUrl: imageUrl(row),
  createdAt: new Date(row.createdAt).getTime(),
});

/** The member's current conversation (or the last closed one), its messages after `after` and the read marks. */
export async function thread(db: Queryable, merchant: Merchant, memberId: number, timeZone: string, after = 0): Promise<ChatThread> {
  const online = inServiceHours(serviceHours(merchant), timeZone, new Date());
  const conversation = await repo.latestConversation(db, memberId);
  if (!conversation) return { conversationId: null, status: null, online, messages: [], readByOperator: 0, unread: 0 };
  const messages =
    after > 0
      ? await repo.messagesOf(db, conversation.id, after, CHAT_RULES.pageMax)
      : await repo.lastMessagesOf(db, conversation.id, CHAT_RULES.pageMax);
  return {
    conversationId: conversation.id,
    status: conversation.status,
    online,
    messages: messages.map(view),
    readByOperator: conversation.operatorReadId,
    unread: await repo.memberUnread(db, memberId),
  };
}

/** The chat unread count (product-rules 3: one of the three unread counters). */
export const unreadCount = (db: Queryable, memberId: number) => repo.memberUnread(db, memberId);

const OFFLINE_TEXT: Record<Lang, { chat: string; inboxTitle: string; inbox: (hours: string) => string; replyTitle: string }> = {
  TH: {
    chat: 'ขณะนี้อยู่นอกเวลาทำการของฝ่ายบริการลูกค้า เราได้รับข้อความของคุณแล้ว และจะตอบกลับทางกล่องข้อความ',
    inboxTitle: 'ฝ่ายบริการลูกค้าได้รับข้อความของคุณแล้ว',
    inbox: (hours) => `เราได้รับข้อความของคุณนอกเวลาทำการ (${hours}) คำตอบจะส่งถึงกล่องข้อความนี้`,
    replyTitle: 'คำตอบจากฝ่ายบริการลูกค้า',
  },
  EN: {
    chat: 'Customer service is outside its hours now. We have your message and will answer in your inbox.',
    inboxTitle: 'Customer service has your message',
    inbox: (hours) => `We received your message outside service hours (${hours}). The answer will arrive in this inbox.`,
    replyTitle: 'Customer service answered',
  },
};

/** The message's text and picture; the picture is the server's re-encoding (http/image-upload.ts), not the upload. */
async function messageInput(body: SendChatMessage) {
  const text = (body.text ?? '').trim();
  const image = body.image
    ? await decodeImage(body.image, CHAT_RULES.imageMaxBytes, { type: 'chat.image.type', tooLarge: 'chat.image.too.large' })
    : null;
  if (!text && !image) throw new AppError('chat.message.empty');
  return { text, image };
}

const raise = (tx: Queryable, event: Parameters<typeof publish<'chat.message'>>[1]) =>
  afterCommit(tx, () => void publish('chat.message', event));

/**
 * A player's message. Opens a conversation when none is live; outside service hours (product-rules: a message then
 * goes to the inbox) the conversation is marked offline, the chat says so once, and the inbox gets the notice (and,
 * later, customer service's answers).
 */
export async function sendFromMember(
  db: Db,
  merchant: Merchant,
  member: { id: number },
  body: SendChatMessage,
  context: { timeZone: string; lang: Lang },
): Promise<ChatMessage> {
  const { text, image } = await messageInput(body);
  const hours = serviceHours(merchant);
  const online = inServiceHours(hours, context.timeZone, new Date());
  return db.transaction(async (tx) => {
    const conversationId = await repo.openConversation(tx, {
      merchantCode: merchant.code,
      memberId: member.id,
      offline: !online,
      lang: context.lang,
    });
    const message = await repo.insertMessage(tx, { conversationId, sender: 'MEMBER', body: text, image });
    raise(tx, { merchant: merchant.code, memberId: member.id, conversationId, messageId: message.id, sender: 'MEMBER' });
    if (!online) {
      const texts = OFFLINE_TEXT[context.lang];
      // Once per conversation: the notice is the first SYSTEM message.
      const told = await tx.query(`SELECT 1 FROM chat_messages WHERE conversation_id = $1 AND sender = 'SYSTEM' LIMIT 1`, [conversationId]);
      if (told.length === 0) {
        const notice = await repo.insertMessage(tx, { conversationId, sender: 'SYSTEM', body: texts.chat });
        await sendInboxMessage(tx, merchant.code, member.id, texts.inboxTitle, texts.inbox(hours));
        raise(tx, { merchant: merchant.code, memberId: member.id, conversationId, messageId: notice.id, sender: 'SYSTEM' });
      }
    }
    return view(message);
  });
}

/** The member read their conversation up to a message: the chat unread count falls. */
export async function readByMember(db: Queryable, merchantCode: string, memberId: number, upTo: number): Promise<number> {
  const conversation = await repo.latestConversation(db, memberId);
  if (conversation) {
    await repo.markRead(db, conversation.id, 'member', upTo);
    void publish('chat.read', { merchant: merchantCode, memberId, conversationId: conversation.id, side: 'member', upTo });
    await announceUnread(db, merchantCode, memberId);
  }
  return repo.memberUnread(db, memberId);
}

export async function typingByMember(db: Queryable, merchantCode: string, memberId: number): Promise<void> {
  const conversation = await repo.liveConversation(db, memberId);
  if (conversation) void publish('chat.typing', { merchant: merchantCode, memberId, conversationId: conversation.id, from: 'MEMBER' });
}

/** An image of a message, for its member or an operator; anyone else gets not-found (no hint that it exists). */
export async function image(db: Queryable, messageId: number, who: { memberId: number } | { merchantCode: string }) {
  const found = await repo.messageImage(db, messageId);
  const allowed = found && ('memberId' in who ? found.memberId === who.memberId : found.merchantCode === who.merchantCode);
  if (!found || !allowed) throw new AppError('chat.image.not.found');
  return { bytes: Buffer.from(found.image), type: found.imageType === 'png' ? 'image/png' : 'image/jpeg' };
}

// --- the operators' side (the console's chat queue) ---

const conversationView = (row: repo.ConversationRow): ChatConversation => ({
  id: row.id,
  memberId: row.memberId,
  userName: row.userName,
  status: row.status,
  operator: row.operator,
  offline: row.offline,
  createdAt: new Date(row.createdAt).getTime(),
  lastMessageAt: new Date(row.lastMessageAt).getTime(),
  lastMessage: row.lastMessage,
  unread: row.unreadByOperator,
});

export async function queue(db: Queryable, merchantCode: string, status: repo.ConversationRow['status'] | null) {
  return (await repo.queue(db, merchantCode, status)).map(conversationView);
}

async function conversationOf(db: Queryable, merchantCode: string, id: number) {
  const conversation = await repo.conversationById(db, merchantCode, id);
  if (!conversation) throw new AppError('chat.conversation.not.found');
  return conversation;
}

export async function conversationForOperator(db: Queryable, merchantCode: string, id: number, after = 0) {
  const conversation = await conversationOf(db, merchantCode, id);
  const messages =
    after > 0 ? await repo.messagesOf(db, id, after, CHAT_RULES.pageMax) : await repo.lastMessagesOf(db, id, CHAT_RULES.pageMax);
  return { conversation: conversationView(conversation), messages: messages.map(view), readByMember: conversation.memberReadId };
}

/** An operator takes a waiting conversation; a second operator (or a second click) is told it is taken. */
export async function take(db: Queryable, merchantCode: string, id: number, operator: string) {
  const conversation = await conversationOf(db, merchantCode, id);
  if (conversation.status === 'CLOSED') throw new AppError('chat.conversation.closed');
  if (!(await repo.take(db, id, operator)) && conversation.operator !== operator) throw new AppError('chat.conversation.taken');
  void publish('chat.read', { merchant: merchantCode, memberId: conversation.memberId, conversationId: id, side: 'operator', upTo: 0 });
  return conversationForOperator(db, merchantCode, id);
}

/**
 * An operator's answer. Taking is implied when the conversation waits; another operator's conversation is refused.
 * In an offline conversation the answer is copied to the player's inbox too.
 */
export async function sendFromOperator(
  db: Db,
  merchantCode: string,
  id: number,
  operator: string,
  body: SendChatMessage,
): Promise<ChatMessage> {
  const { text, image: picture } = await messageInput(body);
  return db.transaction(async (tx) => {
    const conversation = await conversationOf(tx, merchantCode, id);
    if (conversation.status === 'CLOSED') throw new AppError('chat.conversation.closed');
    if (conversation.status === 'WAITING') await repo.take(tx, id, operator);
    else if (conversation.operator !== operator) throw new AppError('chat.conversation.taken');
    const message = await repo.insertMessage(tx, { conversationId: id, sender: 'OPERATOR', operator, body: text, image: picture });
    if (conversation.offline && text)
      await sendInboxMessage(tx, merchantCode, conversation.memberId, OFFLINE_TEXT[conversation.lang].replyTitle, text);
    raise(tx, { merchant: merchantCode, memberId: conversation.memberId, conversationId: id, messageId: message.id, sender: 'OPERATOR' });
    // The header's chat counter (and the inbox's, for an offline conversation) moved.
    afterCommit(tx, () => void announceUnread(db, merchantCode, conversation.memberId).catch(() => undefined));
    return view(message);
  });
}

export async function readByOperator(db: Queryable, merchantCode: string, id: number, upTo: number): Promise<void> {
  const conversation = await conversationOf(db, merchantCode, id);
  await repo.markRead(db, id, 'operator', upTo);
  void publish('chat.read', { merchant: merchantCode, memberId: conversation.memberId, conversationId: id, side: 'operator', upTo });
}

export async function typingByOperator(db: Queryable, merchantCode: string, id: number): Promise<void> {
  const conversation = await conversationOf(db, merchantCode, id);
  void publish('chat.typing', { merchant: merchantCode, memberId: conversation.memberId, conversationId: id, from: 'OPERATOR' });
}

export async function close(db: Queryable, merchantCode: string, id: number): Promise<void> {
  const conversation = await conversationOf(db, merchantCode, id);
  if (!(await repo.close(db, id))) throw new AppError('chat.conversation.closed');
  void publish('chat.read', { merchant: merchantCode, memberId: conversation.memberId, conversationId: id, side: 'operator', upTo: 0 });
}
