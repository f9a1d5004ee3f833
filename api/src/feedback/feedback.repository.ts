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
