import { one, type Queryable } from '../db/db';
import type { VipBenefits } from '@site/shared/src/contracts/promotions';

type Localised = Record<'TH' | 'EN', string>;

export interface PromotionRow {
  id: number;
  code: string;
  category: string;
  action: 'JOIN' | 'APPLY' | 'CLAIM';
  title: Localised;
  summary: Localised;
  content: Localised;
  art: { from?: string; to?: string; glyph?: string };
  starts_at: Date;
  ends_at: Date | null;
  entry_status: string | null;
}

const SELECT = `SELECT p.id, p.code, p.category, p.action, p.title, p.summary, p.content, p.art, p.starts_at, p.ends_at, e.status AS entry_status
  FROM promotions p LEFT JOIN promotion_entries e ON e.promotion_id = p.id AND e.member_id = $2`;

export function listPromotions(db: Queryable, merchantCode: string, memberId: number | null, category: string | null): Promise<PromotionRow[]> {
  return db.query<PromotionRow>(`${SELECT} WHERE p.merchant_code = $1 AND ($3::text IS NULL OR p.category = $3) ORDER BY p.sort, p.id`, [merchantCode, memberId ?? 0, category]);
}

export function findPromotion(db: Queryable, merchantCode: string, memberId: number | null, id: number): Promise<PromotionRow | null> {
  return one<PromotionRow>(db, `${SELECT} WHERE p.merchant_code = $1 AND p.id = $3 FOR UPDATE OF p`, [merchantCode, memberId ?? 0, id]);
}

export async function upsertEntry(db: Queryable, promotionId: number, memberId: number, status: string): Promise<void> {
  await db.query(
    `INSERT INTO promotion_entries (promotion_id, member_id, status) VALUES ($1, $2, $3)
     ON CONFLICT (promotion_id, member_id) DO UPDATE SET status = EXCLUDED.status, updated_at = now()`,
    [promotionId, memberId, status],
  );
}

export interface VipLevelRow {
  level: number;
  name: string;
  deposit_required: number;
  turnover_required: number;
  benefits: VipBenefits;
}

export function listVipLevels(db: Queryable, merchantCode: string): Promise<VipLevelRow[]> {
  return db.query<VipLevelRow>('SELECT level, name, deposit_required, turnover_required, benefits FROM vip_levels WHERE merchant_code = $1 ORDER BY level', [merchantCode]);
}
