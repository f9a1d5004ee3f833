import { one, type Queryable } from '../db/db';

/** SQL of wager events and turnover obligations (migration 700). No rules here: see turnover.service.ts. */

/**
 * Records a bet (positive) or a refunded bet (negative) with the catalogue category of the game it names (meta gameId,
 * and vendor when given; OTHER when none), in one statement: this runs inside every bet's transaction.
 */
export async function insertWagerEvent(
  db: Queryable,
  e: { merchantCode: string; memberId: number; transferId: number; gameId: string | null; vendor: string | null; amount: number },
): Promise<string> {
  const row = await one<{ category: string }>(
    db,
    `INSERT INTO wager_events (merchant_code, member_id, transfer_id, category, amount)
     VALUES ($1, $2, $3, COALESCE((SELECT game_type FROM games WHERE game_id = $4 ORDER BY (vassalage = $5) DESC NULLS LAST, sort LIMIT 1), 'OTHER'), $6)
     ON CONFLICT (transfer_id) DO NOTHING RETURNING category`,
    [e.merchantCode, e.memberId, e.transferId, e.gameId, e.vendor, e.amount],
  );
  return row?.category ?? 'OTHER';
}

/** The member's valid bets (bets minus refunds) between two instants, in these categories (all when null). */
export async function wageredBetween(db: Queryable, memberId: number, from: Date, to: Date, categories: string[] | null): Promise<number> {
  const row = await one<{ total: number }>(
    db,
    `SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM wager_events
     WHERE member_id = $1 AND created_at >= $2 AND created_at < $3 AND ($4::text[] IS NULL OR category = ANY($4::text[]))`,
    [memberId, from, to, categories],
  );
  return Math.max(0, Number(row?.total ?? 0));
}

export interface ObligationRow {
  id: number;
  merchant_code: string;
  member_id: number;
  /** Null for a reward that is no activity's (a leader-board prize, migration 740). */
  promotion_id: number | null;
  period: string;
  bonus: number;
  deposit: number;
  required: number;
  progress: number;
  status: 'ACTIVE' | 'MET' | 'CANCELLED';
  cancel_reason: string;
  cancelled_by: string | null;
  created_at: Date;
  title: { TH: string; EN: string };
}

/** An obligation with its merchant's turnover weights by category, in percent (merchants.settings.promotions.turnoverWeights). */
export type WeightedObligationRow = ObligationRow & { weights: Record<string, unknown> | null };

const COLUMNS = `o.id, o.merchant_code, o.member_id, o.promotion_id, o.period, o.bonus, o.deposit, o.required, o.progress, o.status, o.cancel_reason, o.cancelled_by, o.created_at, COALESCE(p.title, o.title) AS title`;
const FROM = `turnover_obligations o LEFT JOIN promotions p ON p.id = o.promotion_id`;

/** One obligation per reward: null when this reward already carries one. */
export async function insertObligation(
  db: Queryable,
  o: {
    merchantCode: string;
    memberId: number;
    promotionId: number;
    period: string;
    bonusTransferId: number;
    bonus: number;
    deposit: number;
    required: number;
  },
): Promise<number | null> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO turnover_obligations (merchant_code, member_id, promotion_id, period, bonus_transfer_id, bonus, deposit, required)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (promotion_id, member_id, period) DO NOTHING RETURNING id`,
    [o.merchantCode, o.memberId, o.promotionId, o.period, o.bonusTransferId, o.bonus, o.deposit, o.required],
  );
  return row ? Number(row.id) : null;
}

/** The obligation of a reward that is no activity's (a leader-board prize), keyed by its ledger key; null when it has one. */
export async function insertUnlinkedObligation(
  db: Queryable,
  o: {
    merchantCode: string;
    memberId: number;
    key: string;
    title: { TH: string; EN: string };
    bonusTransferId: number;
    bonus: number;
    required: number;
  },
): Promise<number | null> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO turnover_obligations (merchant_code, member_id, promotion_id, period, title, bonus_transfer_id, bonus, required)
     VALUES ($1, $2, NULL, $3, $4, $5, $6, $7) ON CONFLICT (member_id, period) WHERE promotion_id IS NULL DO NOTHING RETURNING id`,
    [o.merchantCode, o.memberId, o.key, JSON.stringify(o.title), o.bonusTransferId, o.bonus, o.required],
  );
  return row ? Number(row.id) : null;
}

export const obligationOfReward = (db: Queryable, promotionId: number, memberId: number, period: string) =>
  one<ObligationRow>(db, `SELECT ${COLUMNS} FROM ${FROM} WHERE o.promotion_id = $1 AND o.member_id = $2 AND o.period = $3`, [
    promotionId,
    memberId,
    period,
  ]);

/** The member's obligations in these states, oldest first, locked (bets fill them in this order), with the merchant's weights. */
export function lockObligations(
  db: Queryable,
  memberId: number,
  statuses: Array<ObligationRow['status']>,
): Promise<WeightedObligationRow[]> {
  return db.query<WeightedObligationRow>(
    `SELECT ${COLUMNS}, m.settings->'promotions'->'turnoverWeights' AS weights FROM ${FROM} JOIN merchants m ON m.code = o.merchant_code
     WHERE o.member_id = $1 AND o.status = ANY($2::text[]) ORDER BY o.id FOR UPDATE OF o`,
    [memberId, statuses],
  );
}

export async function setProgress(db: Queryable, id: number, progress: number, status: 'ACTIVE' | 'MET'): Promise<void> {
  await db.query(
    `UPDATE turnover_obligations SET progress = $2, status = $3, met_at = CASE WHEN $3 = 'MET' THEN COALESCE(met_at, now()) ELSE NULL END WHERE id = $1`,
    [id, progress, status],
  );
}

export function memberObligations(db: Queryable, memberId: number, statuses: Array<ObligationRow['status']>): Promise<ObligationRow[]> {
  return db.query<ObligationRow>(`SELECT ${COLUMNS} FROM ${FROM} WHERE o.member_id = $1 AND o.status = ANY($2::text[]) ORDER BY o.id`, [
    memberId,
    statuses,
  ]);
}

export function merchantObligations(
  db: Queryable,
  merchantCode: string,
  q: { memberId: number | null; status: string | null; limit: number },
): Promise<ObligationRow[]> {
  return db.query<ObligationRow>(
    `SELECT ${COLUMNS} FROM ${FROM} WHERE o.merchant_code = $1 AND ($2::bigint IS NULL OR o.member_id = $2) AND ($3::text IS NULL OR o.status = $3) ORDER BY o.id DESC LIMIT $4`,
    [merchantCode, q.memberId, q.status, q.limit],
  );
}

export const lockObligation = (db: Queryable, merchantCode: string, id: number) =>
  one<ObligationRow>(db, `SELECT ${COLUMNS} FROM ${FROM} WHERE o.id = $1 AND o.merchant_code = $2 FOR UPDATE OF o`, [id, merchantCode]);

export async function cancelObligation(db: Queryable, id: number, actor: string, reason: string): Promise<ObligationRow> {
  await db.query(
    `UPDATE turnover_obligations SET status = 'CANCELLED', cancelled_by = $2, cancel_reason = $3, cancelled_at = now() WHERE id = $1`,
    [id, actor, reason],
  );
  return (await one<ObligationRow>(db, `SELECT ${COLUMNS} FROM ${FROM} WHERE o.id = $1`, [id]))!;
}
