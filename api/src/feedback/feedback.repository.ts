import type { Queryable } from '../db/db';

export async function insertFeedback(
  db: Queryable,
  row: { merchantCode: string; memberId: number | null; category: string; content: string; remark: string; images: string[] },
): Promise<number> {
  const [inserted] = await db.query<{ id: number }>(
    'INSERT INTO feedback (merchant_code, member_id, category, content, remark, images) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [row.merchantCode, row.memberId, row.category, row.content, row.remark, JSON.stringify(row.images)],
  );
  return Number(inserted.id);
}

export interface OperatorFeedbackRow {
  id: number;
  member_id: number | null;
  account: string | null;
  category: string;
  content: string;
  remark: string;
  images: string[];
  created_at: Date;
  answer: string | null;
  answered_by: string | null;
  answered_at: Date | null;
}

const STATUS_FILTER = { open: 'f.answered_at IS NULL', answered: 'f.answered_at IS NOT NULL', all: 'true' } as const;

/** The merchant's feedback for operators, newest first; open (unanswered), answered or all. */
export async function listFeedback(
  db: Queryable,
  merchantCode: string,
  status: keyof typeof STATUS_FILTER,
  page: number,
  size: number,
): Promise<{ rows: OperatorFeedbackRow[]; total: number }> {
  const where = `f.merchant_code = $1 AND ${STATUS_FILTER[status]}`;
  const rows = await db.query<OperatorFeedbackRow>(
    `SELECT f.id, f.member_id, m.account, f.category, f.content, f.remark, f.images, f.created_at, f.answer, f.answered_by, f.answered_at
       FROM feedback f LEFT JOIN members m ON m.id = f.member_id
      WHERE ${where} ORDER BY f.id DESC LIMIT $2 OFFSET $3`,
    [merchantCode, size, (page - 1) * size],
  );
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM feedback f WHERE ${where}`, [merchantCode]);
  return { rows, total: count.n };
}

/** The stored picture paths of one feedback of the merchant (null: no such feedback there). */
export async function feedbackImages(db: Queryable, merchantCode: string, id: number): Promise<string[] | null> {
  const [row] = await db.query<{ images: string[] }>('SELECT images FROM feedback WHERE merchant_code = $1 AND id = $2', [
    merchantCode,
    id,
  ]);
  return row ? (Array.isArray(row.images) ? row.images : []) : null;
}

/** The feedback row, locked for the answer (FOR UPDATE: two operators answering at once send one message). */
export async function lockFeedback(db: Queryable, merchantCode: string, id: number) {
  const [row] = await db.query<{ id: number; member_id: number | null; answered_at: Date | null }>(
    'SELECT id, member_id, answered_at FROM feedback WHERE merchant_code = $1 AND id = $2 FOR UPDATE',
    [merchantCode, id],
  );
  return row ?? null;
}

export async function markAnswered(db: Queryable, id: number, answer: string, actor: string, messageId: number): Promise<void> {
  await db.query('UPDATE feedback SET answer = $2, answered_by = $3, answered_at = now(), answer_message_id = $4 WHERE id = $1', [
    id,
    answer,
    actor,
    messageId,
  ]);
}
