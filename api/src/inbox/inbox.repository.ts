import { one, type Queryable } from '../db/db';
import type { InboxMessage } from '@site/shared/src/contracts/inbox';

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
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO inbox_messages (merchant_code, member_id, title, content) VALUES ($1, $2, $3, $4) RETURNING id',
    [merchantCode, memberId, title, content],
  );
  return row.id;
}
