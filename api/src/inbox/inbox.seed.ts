import type { Queryable } from '../db/db';

const WELCOME = [
  [
    'ยินดีต้อนรับสู่ Royal Win',
    'ขอบคุณที่ร่วมเป็นสมาชิก รับโบนัสต้อนรับได้ที่หน้าโปรโมชั่น / Welcome to Royal Win: claim your welcome bonus on the promotions page.',
  ],
  ['Responsible gaming', 'Set a budget and take breaks. Customer service can limit your account at any time. / ตั้งงบประมาณและหยุดพักเสมอ'],
];

/** Two broadcasts every member sees in the inbox (idempotent by title). */
export async function seedInbox(db: Queryable): Promise<void> {
  for (const [title, content] of WELCOME) {
    await db.query(
      `INSERT INTO inbox_messages (merchant_code, member_id, title, content)
       SELECT 'DEMO', NULL, $1::text, $2::text WHERE NOT EXISTS (SELECT 1 FROM inbox_messages WHERE merchant_code = 'DEMO' AND member_id IS NULL AND title = $1::text)`,
      [title, content],
    );
  }
}
