import type { Db } from '../db/db';
import { AppError } from '../http/errors';
import type { Promotion, PromotionLabel } from '@site/shared/src/contracts/promotions';
import { findPromotion, listPromotions, upsertEntry, type PromotionRow } from './promotions.repository';


export function promotionLabel(row: Pick<PromotionRow, 'action' | 'starts_at' | 'ends_at' | 'entry_status'>, now = new Date()): PromotionLabel {
  if (row.entry_status) return row.entry_status as PromotionLabel;
  if (row.starts_at > now) return 'COMING_SOON';
  if (row.ends_at && row.ends_at <= now) return 'CLOSE';
  return row.action === 'CLAIM' ? 'CLAIM' : 'JOIN';
}


function toPromotion(row: PromotionRow, lang: 'TH' | 'EN'): Promotion {
  return {
    id: row.id,
    code: row.code,
    category: row.category,
    title: row.title[lang] ?? row.title.TH,
    summary: row.summary[lang] ?? row.summary.TH,
    content: row.content[lang] ?? row.content.TH,
    art: row.art,
    startTime: row.starts_at.getTime(),
    endTime: row.ends_at?.getTime() ?? null,
    label: promotionLabel(row),
  };
}

export async function promotionsFor(db: Db, merchantCode: string, memberId: number | null, category: string | null, lang: 'TH' | 'EN') {
  return (await listPromotions(db, merchantCode, memberId, category)).map((r) => toPromotion(r, lang));
}

export async function promotionFor(db: Db, merchantCode: string, memberId: number | null, id: number, lang: 'TH' | 'EN') {
  const row = await findPromotion(db, merchantCode, memberId, id);
  if (!row) throw new AppError('not.found');
  return toPromotion(row, lang);
}

/**
 * Join, apply or claim: only an open promotion, once per member. APPLY waits for an operator (Applying);
 * a CLAIM is queued for the reward run (Process), which pays it through the ledger.
 */
export async function joinPromotion(db: Db, merchantCode: string, memberId: number, id: number, lang: 'TH' | 'EN'): Promise<Promotion> {
  return db.transaction(async (tx) => {
    const row = await findPromotion(tx, merchantCode, memberId, id);
    if (!row) throw new AppError('not.found');
    const label = promotionLabel(row);
    if (label !== 'JOIN' && label !== 'CLAIM') throw new AppError('function.not.available', `promotion is ${label}`);
    const status = row.action === 'APPLY' ? 'APPLYING' : row.action === 'CLAIM' ? 'PROCESS' : 'JOINED';
    await upsertEntry(tx, row.id, memberId, status);
    return toPromotion({ ...row, entry_status: status }, lang);
  });
}
