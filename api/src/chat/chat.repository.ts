import { one, type Queryable } from '../db/db';

export interface ConversationRow {
  id: number;
  merchantCode: string;
  memberId: number;
  userName: string;
  status: 'WAITING' | 'OPEN' | 'CLOSED';
  operator: string | null;
  offline: boolean;
  lang: 'TH' | 'EN';
  memberReadId: number;
  operatorReadId: number;
  createdAt: Date;
  lastMessageAt: Date;
  lastMessage: string;
  unreadByOperator: number;
}

export interface MessageRow {
  id: number;
  conversationId: number;
  sender: 'MEMBER' | 'OPERATOR' | 'SYSTEM';
  body: string;
  hasImage: boolean;
  createdAt: Date;
}

const CONVERSATION = `
  SELECT c.id::int AS "id", c.merchant_code AS "merchantCode", c.member_id::int AS "memberId", m.account AS "userName",
         c.status, c.operator, c.offline, c.lang, c.member_read_id::int AS "memberReadId",
         c.operator_read_id::int AS "operatorReadId", c.created_at AS "createdAt",
         coalesce(last.created_at, c.created_at) AS "lastMessageAt",
         coalesce(CASE WHEN last.body = '' THEN '[image]' ELSE last.body END, '') AS "lastMessage",
         (SELECT count(*)::int FROM chat_messages u
           WHERE u.conversation_id = c.id AND u.sender = 'MEMBER' AND u.id > c.operator_read_id) AS "unreadByOperator"
    FROM chat_conversations c
    JOIN members m ON m.id = c.member_id
    LEFT JOIN LATERAL (SELECT body, created_at FROM chat_messages l WHERE l.conversation_id = c.id ORDER BY l.id DESC LIMIT 1) last
      ON true`;

const MESSAGE = `SELECT id::int AS "id", conversation_id::int AS "conversationId", sender, body, image IS NOT NULL AS "hasImage",
                        created_at AS "createdAt" FROM chat_messages`;

/** The member's conversation that is not closed, if any. */
export function liveConversation(db: Queryable, memberId: number): Promise<ConversationRow | null> {
  return one<ConversationRow>(db, `${CONVERSATION} WHERE c.member_id = $1 AND c.status <> 'CLOSED'`, [memberId]);
}

/** The member's newest conversation, closed or not (what the chat screen shows). */
export function latestConversation(db: Queryable, memberId: number): Promise<ConversationRow | null> {
  return one<ConversationRow>(db, `${CONVERSATION} WHERE c.member_id = $1 ORDER BY c.id DESC LIMIT 1`, [memberId]);
}

export function conversationById(db: Queryable, merchantCode: string, id: number): Promise<ConversationRow | null> {
  return one<ConversationRow>(db, `${CONVERSATION} WHERE c.id = $1 AND c.merchant_code = $2`, [id, merchantCode]);
}

/** Opens the member's live conversation, or finds the one a concurrent first message opened (the unique index decides). */
export async function openConversation(
  db: Queryable,
  row: { merchantCode: string; memberId: number; offline: boolean; lang: 'TH' | 'EN' },
): Promise<number> {
  const inserted = await one<{ id: number }>(
    db,
    `INSERT INTO chat_conversations (merchant_code, member_id, offline, lang) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) WHERE status <> 'CLOSED' DO NOTHING RETURNING id::int AS "id"`,
    [row.merchantCode, row.memberId, row.offline, row.lang],
  );
  if (inserted) return inserted.id;
  const live = await one<{ id: number }>(db, `SELECT id::int AS "id" FROM chat_conversations WHERE member_id = $1 AND status <> 'CLOSED'`, [
    row.memberId,
  ]);
  return live!.id;
}

export async function insertMessage(
  db: Queryable,
  row: {
    conversationId: number;
    sender: MessageRow['sender'];
    operator?: string | null;
    body: string;
    image?: { ext: string; bytes: Buffer } | null;
  },
): Promise<MessageRow> {
  const [inserted] = await db.query<MessageRow>(
    `INSERT INTO chat_messages (conversation_id, sender, operator, body, image, image_type) VALUES ($1, $2, $3, $4, $5, $6)
     RETURNING id::int AS "id", conversation_id::int AS "conversationId", sender, body, image IS NOT NULL AS "hasImage",
               created_at AS "createdAt"`,
    [row.conversationId, row.sender, row.operator ?? null, row.body, row.image?.bytes ?? null, row.image?.ext ?? null],
  );
  return inserted;
}

export function messagesOf(db: Queryable, conversationId: number, afterId: number, limit: number): Promise<MessageRow[]> {
  return db.query<MessageRow>(`${MESSAGE} WHERE conversation_id = $1 AND id > $2 ORDER BY id LIMIT $3`, [conversationId, afterId, limit]);
}

/** The newest `limit` messages of a conversation, oldest first. */
export async function lastMessagesOf(db: Queryable, conversationId: number, limit: number): Promise<MessageRow[]> {
  const rows = await db.query<MessageRow>(`${MESSAGE} WHERE conversation_id = $1 ORDER BY id DESC LIMIT $2`, [conversationId, limit]);
  return rows.reverse();
}

/** Image bytes of a message, with the conversation's owner so the caller can check who may see it. */
export function messageImage(db: Queryable, messageId: number) {
  return one<{ image: Uint8Array; imageType: 'png' | 'jpg'; memberId: number; merchantCode: string }>(
    db,
    `SELECT msg.image, msg.image_type AS "imageType", c.member_id::int AS "memberId", c.merchant_code AS "merchantCode"
       FROM chat_messages msg JOIN chat_conversations c ON c.id = msg.conversation_id
      WHERE msg.id = $1 AND msg.image IS NOT NULL`,
    [messageId],
  );
}

/** Moves a side's read mark forward only (an older mark arriving late never brings messages back to unread). */
export async function markRead(db: Queryable, conversationId: number, side: 'member' | 'operator', upTo: number): Promise<void> {
  const column = side === 'member' ? 'member_read_id' : 'operator_read_id';
  // Never past the conversation's newest message: a mark from the future would hide messages not yet sent.
  await db.query(
    `UPDATE chat_conversations SET ${column} = greatest(${column},
       coalesce((SELECT max(id) FROM chat_messages WHERE conversation_id = $1 AND id <= $2), 0))
     WHERE id = $1`,
    [conversationId, upTo],
  );
}

/** Messages from customer service (operators and the system) the member has not read, in the live conversation. */
export async function memberUnread(db: Queryable, memberId: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS "n" FROM chat_conversations c JOIN chat_messages msg ON msg.conversation_id = c.id
      WHERE c.member_id = $1 AND msg.sender <> 'MEMBER' AND msg.id > c.member_read_id
        AND c.id = (SELECT max(id) FROM chat_conversations WHERE member_id = $1)`,
    [memberId],
  );
  return row?.n ?? 0;
}

export function queue(db: Queryable, merchantCode: string, status: ConversationRow['status'] | null): Promise<ConversationRow[]> {
  return db.query<ConversationRow>(
    `${CONVERSATION} WHERE c.merchant_code = $1 AND ($2::text IS NULL AND c.status <> 'CLOSED' OR c.status = $2::text)
     ORDER BY c.id LIMIT 200`,
    [merchantCode, status],
  );
}

/** An operator takes a waiting conversation; false when another took it first. */
export async function take(db: Queryable, id: number, operator: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE chat_conversations SET status = 'OPEN', operator = $2, taken_at = now() WHERE id = $1 AND status = 'WAITING' RETURNING id`,
    [id, operator],
  );
  return rows.length === 1;
}

export async function close(db: Queryable, id: number): Promise<boolean> {
  const rows = await db.query(
    `UPDATE chat_conversations SET status = 'CLOSED', closed_at = now() WHERE id = $1 AND status <> 'CLOSED' RETURNING id`,
    [id],
  );
  return rows.length === 1;
}
