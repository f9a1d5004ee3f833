import { one, type Queryable } from '../db/db';
import type { RebateLine } from '@site/shared/src/contracts/referral';

/** The SQL of the manual rebate (migration 730): valid bets per category in a window, and the member's claims. */

export interface RebateClaimRow {
  id: number;
  window_from: Date;
  window_to: Date;
  turnover: number;
  amount: number;
  lines: RebateLine[];
  created_at: Date;
  request_fingerprint: string | null;
}

const CLAIM_COLUMNS = 'id, window_from, window_to, turnover, amount, lines, created_at, request_fingerprint';
const toRow = (r: RebateClaimRow): RebateClaimRow => ({ ...r, id: Number(r.id), turnover: Number(r.turnover), amount: Number(r.amount) });

/**
 * Valid bets by category not yet paid by a manual claim, created in [floor, to) (refunds already netted; a category
 * netting below zero counts 0). `floor` is where the daily REBATE activity's days end, not the last claim: a bet that
 * committed after a claim with an earlier time is still unmarked and counts now.
 */
export async function unrebatedTurnoverByCategory(
  db: Queryable,
  memberId: number,
  floor: Date,
  to: Date,
): Promise<Array<{ category: string; turnover: number }>> {
  const rows = await db.query<{ category: string; turnover: number }>(
    `SELECT category, SUM(amount)::bigint AS turnover FROM wager_events
     WHERE member_id = $1 AND rebate_claim_id IS NULL AND created_at >= $2 AND created_at < $3 GROUP BY category ORDER BY category`,
    [memberId, floor, to],
  );
  return rows.map((r) => ({ category: r.category, turnover: Math.max(0, Number(r.turnover)) }));
}

/** The bets a claim pays, locked: the rows its sums are made of, so exactly these are then marked with the claim. */
export async function lockUnrebated(
  tx: Queryable,
  memberId: number,
  floor: Date,
  to: Date,
): Promise<Array<{ id: number; category: string; amount: number }>> {
  const rows = await tx.query<{ id: number; category: string; amount: number }>(
    `SELECT id, category, amount FROM wager_events
     WHERE member_id = $1 AND rebate_claim_id IS NULL AND created_at >= $2 AND created_at < $3 ORDER BY id FOR UPDATE`,
    [memberId, floor, to],
  );
  return rows.map((r) => ({ id: Number(r.id), category: r.category, amount: Number(r.amount) }));
}

export async function markRebated(tx: Queryable, ids: number[], claimId: number): Promise<void> {
  if (ids.length) await tx.query(`UPDATE wager_events SET rebate_claim_id = $2 WHERE id = ANY($1::bigint[])`, [ids, claimId]);
}

/** The daily REBATE activity's turnover: valid bets of [from, to) in these categories (all when null) no manual claim paid. */
export async function unrebatedWagered(
  db: Queryable,
  memberId: number,
  from: Date,
  to: Date,
  categories: string[] | null,
): Promise<number> {
  const row = await one<{ total: number }>(
    db,
    `SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM wager_events
     WHERE member_id = $1 AND rebate_claim_id IS NULL AND created_at >= $2 AND created_at < $3 AND ($4::text[] IS NULL OR category = ANY($4::text[]))`,
    [memberId, from, to, categories],
  );
  return Math.max(0, Number(row?.total ?? 0));
}

/** Where the next window starts: the end of the last manual claim, else the member's registration. */
export async function lastClaimEnd(db: Queryable, memberId: number): Promise<Date | null> {
  return (
    (await one<{ end: Date | null }>(db, 'SELECT MAX(window_to) AS end FROM manual_rebate_claims WHERE member_id = $1', [memberId]))?.end ??
    null
  );
}

export async function memberSince(db: Queryable, memberId: number): Promise<Date> {
  return (await one<{ created_at: Date }>(db, 'SELECT created_at FROM members WHERE id = $1', [memberId]))!.created_at;
}

/** The last day a daily REBATE activity paid this member for (its entries' periods are the claim days, YYYY-MM-DD). */
export async function lastDailyRebatePeriod(db: Queryable, memberId: number): Promise<string | null> {
  const row = await one<{ period: string | null }>(
    db,
    `SELECT MAX(e.period) AS period FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
     WHERE e.member_id = $1 AND p.type = 'REBATE' AND e.amount IS NOT NULL AND e.period ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`,
    [memberId],
  );
  return row?.period ?? null;
}

/** Serialises one member's claims: the second waits here, then sees the first's claim. */
export async function lockMember(tx: Queryable, memberId: number): Promise<void> {
  await tx.query('SELECT id FROM members WHERE id = $1 FOR UPDATE', [memberId]);
}

export async function claimByRequestKey(db: Queryable, memberId: number, requestKey: string): Promise<RebateClaimRow | null> {
  const row = await one<RebateClaimRow>(db, `SELECT ${CLAIM_COLUMNS} FROM manual_rebate_claims WHERE member_id = $1 AND request_key = $2`, [
    memberId,
    requestKey,
  ]);
  return row ? toRow(row) : null;
}

export async function insertClaim(
  tx: Queryable,
  c: {
    merchantCode: string;
    memberId: number;
    from: Date;
    to: Date;
    turnover: number;
    amount: number;
    lines: RebateLine[];
    requestKey: string | null;
    fingerprint: string | null;
  },
): Promise<RebateClaimRow> {
  const row = await one<RebateClaimRow>(
    tx,
    `INSERT INTO manual_rebate_claims (merchant_code, member_id, window_from, window_to, turnover, amount, lines, request_key, request_fingerprint)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${CLAIM_COLUMNS}`,
    [c.merchantCode, c.memberId, c.from, c.to, c.turnover, c.amount, JSON.stringify(c.lines), c.requestKey, c.fingerprint],
  );
  return toRow(row!);
}

export async function setClaimTransfer(tx: Queryable, claimId: number, transferId: number): Promise<void> {
  await tx.query('UPDATE manual_rebate_claims SET transfer_id = $2 WHERE id = $1', [claimId, transferId]);
}

export async function claimHistory(db: Queryable, memberId: number, limit = 50): Promise<RebateClaimRow[]> {
  return (
    await db.query<RebateClaimRow>(`SELECT ${CLAIM_COLUMNS} FROM manual_rebate_claims WHERE member_id = $1 ORDER BY id DESC LIMIT $2`, [
      memberId,
      limit,
    ])
  ).map(toRow);
}

/** The merchant's manual rebate claims, newest first, of one member or all; with the count of all that match. */
export async function merchantClaims(
  db: Queryable,
  merchantCode: string,
  memberId: number | null,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: Array<RebateClaimRow & { member_id: number; account: string; transfer_id: number | null }>; total: number }> {
  const where = `c.merchant_code = $1 AND ($2::bigint IS NULL OR c.member_id = $2)`;
  const rows = await db.query<RebateClaimRow & { member_id: number; account: string; transfer_id: number | null }>(
    `SELECT c.id, c.window_from, c.window_to, c.turnover, c.amount, c.lines, c.created_at, c.request_fingerprint, c.member_id, m.account, c.transfer_id
     FROM manual_rebate_claims c JOIN members m ON m.id = c.member_id WHERE ${where} ORDER BY c.id DESC LIMIT $3 OFFSET $4`,
    [merchantCode, memberId, pageSize, (pageNo - 1) * pageSize],
  );
  const total = await one<{ n: number }>(db, `SELECT COUNT(*)::int AS n FROM manual_rebate_claims c WHERE ${where}`, [
    merchantCode,
    memberId,
  ]);
  return {
    rows: rows.map((r) => ({ ...toRow(r), member_id: Number(r.member_id), account: r.account, transfer_id: r.transfer_id })),
    total: Number(total?.n ?? 0),
  };
}
