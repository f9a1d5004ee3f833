import type { Queryable } from '../db/db';

/** The merchant's own invitation code (no referrer member behind it). */
export async function seedAuth(db: Queryable): Promise<void> {
  await db.query(`INSERT INTO affiliate_codes (merchant_code, code, member_id) VALUES ('DEMO', 'ROYAL', NULL) ON CONFLICT DO NOTHING`);
}
