import { one, type Queryable } from '../db/db';
import type { InboxMessage } from '@site/shared/src/contracts/inbox';
import type { OperatorInboxMessage } from '@site/shared/src/contracts/operator';

interface MessageRow {
  id: number;
  title: string;
  content: string;
  created_at: Date;
  read: boolean;
}

const messageRowToMessage = (r: MessageRow): InboxMessage => ({
  id: r.id,
  title: r.title,
  content: r.content,
  createdAt: r.created_at.getTime(),
  read: r.read,
});

/** The member's own messages and the merchant's broadcasts. */
const VISIBLE = `m.merchant_code = $1 AND (m.member_id = $2 OR m.member_id IS NULL)`;

export async function countUnread(db: Queryable, merchantCode: string, memberId: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM inbox_messages m
      WHERE ${VISIBLE} AND NOT EXISTS (SELECT 1 FROM inbox_reads r WHERE r.message_id = m.id AND r.member_id = $2)`,
    [merchantCode, memberId],
  );
  return row?.n ?? 0;
}

export async function listMessages(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  page: number,
  size: number,
): Promise<{ rows: InboxMessage[]; total: number }> {
  const rows = await db.query<MessageRow>(
    `SELECT m.id, m.title, m.content, m.created_at,
            EXISTS (SELECT 1 FROM inbox_reads r WHERE r.message_id = m.id AND r.member_id = $2) AS read
       FROM inbox_messages m WHERE ${VISIBLE} ORDER BY m.id DESC LIMIT $3 OFFSET $4`,
    [merchantCode, memberId, size, (page - 1) * size],
  );
  const total = await one<{ n: number }>(db, `SELECT count(*)::int AS n FROM inbox_messages m WHERE ${VISIBLE}`, [merchantCode, memberId]);
  return { rows: rows.map(messageRowToMessage), total: total?.n ?? 0 };
}

/** Marks messages read; only messages the member can see are touched. Returns how many were newly read. */
export async function markRead(db: Queryable, merchantCode: string, memberId: number, ids: number[] | 'all'): Promise<number> {
  const rows = await db.query(
    `INSERT INTO inbox_reads (message_id, member_id)
     SELECT m.id, $2 FROM inbox_messages m WHERE ${VISIBLE} ${ids === 'all' ? '' : 'AND m.id = ANY($3::bigint[])'}
     ON CONFLICT DO NOTHING RETURNING message_id`,
    ids === 'all' ? [merchantCode, memberId] : [merchantCode, memberId, ids],
  );
  return rows.length;
}

export async function sendMessage(
  db: Queryable,
  merchantCode: string,
  memberId: number | null,
  title: string,
  content: string,
  sentBy: string | null = null,
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO inbox_messages (merchant_code, member_id, title, content, sent_by) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [merchantCode, memberId, title, content, sentBy],
  );
  return row.id;
}

/** What operators sent, newest first (GET /ops/inbox/messages): to whom (null: every member) and by whom. */
export async function listSentMessages(
  db: Queryable,
  merchantCode: string,
  page: number,
  size: number,
): Promise<{ rows: OperatorInboxMessage[]; total: number }> {
  const rows = await db.query<{
    id: number;
    member_id: number | null;
    account: string | null;
    title: string;
    content: string;
    sent_by: string | null;
    created_at: Date;
  }>(
    `SELECT i.id, i.member_id, m.account, i.title, i.content, i.sent_by, i.created_at
       FROM inbox_messages i LEFT JOIN members m ON m.id = i.member_id
      WHERE i.merchant_code = $1 ORDER BY i.id DESC LIMIT $2 OFFSET $3`,
    [merchantCode, size, (page - 1) * size],
  );
  const total = await one<{ n: number }>(db, 'SELECT count(*)::int AS n FROM inbox_messages WHERE merchant_code = $1', [merchantCode]);
  return {
    rows: rows.map((r) => ({
      id: Number(r.id),
      memberId: r.member_id === null ? null : Number(r.member_id),
      account: r.account,
      title: r.title,
      content: r.content,
      sentBy: r.sent_by,
      createdAt: new Date(r.created_at).getTime(),
    })),
    total: total?.n ?? 0,
  };
}
