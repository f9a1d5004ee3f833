import { afterCommit, one, type Queryable } from '../db/db';
import { publish } from '../events/events';
import type { ActivityType } from '@site/shared/src/contracts/activities';
import type { VipBenefits } from '@site/shared/src/contracts/promotions';
import type { EntryState } from './entry-state';

/** SQL of activities (promotions, migrations 550 and 700) and of members' entries in them. No rules here. */

type Localised = Record<'TH' | 'EN', string>;

export interface PromotionRow {
  id: number;
  merchant_code: string;
  code: string;
  category: string;
  type: ActivityType;
  config: unknown;
  title: Localised;
  summary: Localised;
  content: Localised;
  art: { from?: string; to?: string; glyph?: string };
  starts_at: Date;
  ends_at: Date | null;
  closed_at: Date | null;
  close_reason: string;
  sort: number;
}

const COLUMNS = `p.id, p.merchant_code, p.code, p.category, p.type, p.config, p.title, p.summary, p.content, p.art, p.starts_at, p.ends_at, p.closed_at, p.close_reason, p.sort`;

export function listPromotions(db: Queryable, merchantCode: string, category: string | null): Promise<PromotionRow[]> {
  return db.query<PromotionRow>(
    `SELECT ${COLUMNS} FROM promotions p WHERE p.merchant_code = $1 AND ($2::text IS NULL OR p.category = $2) ORDER BY p.sort, p.id`,
    [merchantCode, category],
  );
}

export function listPromotionsOfType(db: Queryable, merchantCode: string, type: ActivityType): Promise<PromotionRow[]> {
  return db.query<PromotionRow>(`SELECT ${COLUMNS} FROM promotions p WHERE p.merchant_code = $1 AND p.type = $2 ORDER BY p.sort, p.id`, [
    merchantCode,
    type,
  ]);
}

export function findPromotion(db: Queryable, merchantCode: string, id: number): Promise<PromotionRow | null> {
  return one<PromotionRow>(db, `SELECT ${COLUMNS} FROM promotions p WHERE p.merchant_code = $1 AND p.id = $2`, [merchantCode, id]);
}

export function findPromotionByCode(db: Queryable, merchantCode: string, code: string): Promise<PromotionRow | null> {
  return one<PromotionRow>(db, `SELECT ${COLUMNS} FROM promotions p WHERE p.merchant_code = $1 AND p.code = $2`, [merchantCode, code]);
}

/** Locks the activity row: an operator's edit or close waits for, and is waited on by, nothing else. */
export function lockPromotion(db: Queryable, merchantCode: string, id: number): Promise<PromotionRow | null> {
  return one<PromotionRow>(db, `SELECT ${COLUMNS} FROM promotions p WHERE p.merchant_code = $1 AND p.id = $2 FOR UPDATE`, [
    merchantCode,
    id,
  ]);
}

export interface PromotionWrite {
  code: string;
  type: ActivityType;
  category: string;
  title: Localised;
  summary: Localised;
  content: Localised;
  art: Record<string, string>;
  startsAt: Date;
  endsAt: Date | null;
  sort: number;
  config: unknown;
}

const writeParams = (p: PromotionWrite) => [
  p.code,
  p.type,
  p.category,
  JSON.stringify(p.title),
  JSON.stringify(p.summary),
  JSON.stringify(p.content),
  JSON.stringify(p.art),
  p.startsAt,
  p.endsAt,
  p.sort,
  JSON.stringify(p.config),
];

/** Inserts the activity; null when the merchant already has one with that code. */
export async function insertPromotion(db: Queryable, merchantCode: string, p: PromotionWrite, actor: string): Promise<number | null> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO promotions (merchant_code, code, type, category, title, summary, content, art, starts_at, ends_at, sort, config, updated_by)
     VALUES ($12, $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $13) ON CONFLICT (merchant_code, code) DO NOTHING RETURNING id`,
    [...writeParams(p), merchantCode, actor],
  );
  return row ? Number(row.id) : null;
}

export async function updatePromotion(db: Queryable, id: number, p: PromotionWrite, actor: string): Promise<void> {
  await db.query(
    `UPDATE promotions SET code = $1, type = $2, category = $3, title = $4, summary = $5, content = $6, art = $7, starts_at = $8, ends_at = $9, sort = $10,
       config = $11, updated_by = $13, updated_at = now() WHERE id = $12`,
    [...writeParams(p), id, actor],
  );
}

export async function closePromotion(db: Queryable, id: number, reason: string, actor: string): Promise<void> {
  await db.query(`UPDATE promotions SET closed_at = now(), close_reason = $2, updated_by = $3, updated_at = now() WHERE id = $1`, [
    id,
    reason,
    actor,
  ]);
}

// Entries: one per member, activity and period (migration 700).

export interface EntryRow {
  id: number;
  promotion_id: number;
  member_id: number;
  period: string;
  state: EntryState;
  amount: number | null;
  transfer_id: number | null;
  deposit_order_no: string | null;
  remark: string;
  reason: string;
  decided_by: string | null;
  decided_at: Date | null;
  request_key: string | null;
  request_fingerprint: string | null;
  created_at: Date;
}

const ENTRY = `e.id, e.promotion_id, e.member_id, e.period, e.state, e.amount, e.transfer_id, e.deposit_order_no, e.remark, e.reason, e.decided_by, e.decided_at, e.request_key, e.request_fingerprint, e.created_at`;

/** The member's entries of these activities in these periods (one query for a list page). */
export function memberEntries(db: Queryable, memberId: number, keys: Array<{ promotionId: number; period: string }>): Promise<EntryRow[]> {
  if (!keys.length) return Promise.resolve([]);
  return db.query<EntryRow>(
    `SELECT ${ENTRY} FROM promotion_entries e JOIN unnest($2::bigint[], $3::text[]) AS k(promotion_id, period) ON k.promotion_id = e.promotion_id AND k.period = e.period
     WHERE e.member_id = $1`,
    [memberId, keys.map((k) => k.promotionId), keys.map((k) => k.period)],
  );
}

/** The member's latest entry of each of these activities, whatever its period (an upgrade bonus's entries are per level). */
export function latestEntries(db: Queryable, memberId: number, promotionIds: number[]): Promise<EntryRow[]> {
  if (!promotionIds.length) return Promise.resolve([]);
  return db.query<EntryRow>(
    `SELECT DISTINCT ON (e.promotion_id) ${ENTRY} FROM promotion_entries e
     WHERE e.member_id = $1 AND e.promotion_id = ANY($2::bigint[]) ORDER BY e.promotion_id, e.id DESC`,
    [memberId, promotionIds],
  );
}

export const lockEntry = (db: Queryable, promotionId: number, memberId: number, period: string) =>
  one<EntryRow>(
    db,
    `SELECT ${ENTRY} FROM promotion_entries e WHERE e.promotion_id = $1 AND e.member_id = $2 AND e.period = $3 FOR UPDATE`,
    [promotionId, memberId, period],
  );

export const lockEntryById = (db: Queryable, merchantCode: string, id: number) =>
  one<EntryRow>(
    db,
    `SELECT ${ENTRY} FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id WHERE e.id = $1 AND p.merchant_code = $2 FOR UPDATE OF e`,
    [id, merchantCode],
  );

export const entryByRequestKey = (db: Queryable, memberId: number, requestKey: string) =>
  one<EntryRow>(db, `SELECT ${ENTRY} FROM promotion_entries e WHERE e.member_id = $1 AND e.request_key = $2`, [memberId, requestKey]);

/**
 * Creates the member's entry of the period; null when one exists (or the request key is taken): the unique keys
 * decide between two concurrent requests, the second waits for the first to commit and then finds its entry.
 */
export async function insertEntry(
  db: Queryable,
  e: {
    promotionId: number;
    memberId: number;
    period: string;
    state: EntryState;
    remark?: string;
    requestKey?: string | null;
    requestFingerprint?: string | null;
    depositOrderNo?: string | null;
  },
): Promise<EntryRow | null> {
  const row = await one<EntryRow>(
    db,
    `INSERT INTO promotion_entries AS e (promotion_id, member_id, period, state, remark, request_key, request_fingerprint, deposit_order_no)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING RETURNING ${ENTRY}`,
    [
      e.promotionId,
      e.memberId,
      e.period,
      e.state,
      e.remark ?? '',
      e.requestKey ?? null,
      e.requestFingerprint ?? null,
      e.depositOrderNo ?? null,
    ],
  );
  await announceClaimable(db, row);
  return row;
}

/** An entry that reaches CLAIM is a reward ready to claim: once committed, the member's open pages hear of it (docs/live.md). */
async function announceClaimable(db: Queryable, row: EntryRow | null): Promise<void> {
  if (row?.state !== 'CLAIM') return;
  const memberId = Number(row.member_id);
  const member = await one<{ merchant_code: string }>(db, 'SELECT merchant_code FROM members WHERE id = $1', [memberId]);
  if (member) afterCommit(db, () => void publish('rewards.ready', { merchant: member.merchant_code, memberId }));
}

export async function updateEntry(
  db: Queryable,
  id: number,
  change: {
    state: EntryState;
    amount?: number | null;
    transferId?: number | null;
    depositOrderNo?: string | null;
    reason?: string;
    decidedBy?: string | null;
  },
): Promise<EntryRow> {
  const row = (await one<EntryRow>(
    db,
    `UPDATE promotion_entries e SET state = $2, amount = COALESCE($3, amount), transfer_id = COALESCE($4, transfer_id),
       deposit_order_no = CASE WHEN $5::boolean THEN $6 ELSE deposit_order_no END, reason = COALESCE($7, reason),
       decided_by = COALESCE($8, decided_by), decided_at = CASE WHEN $8::text IS NULL THEN decided_at ELSE now() END, updated_at = now()
     WHERE id = $1 RETURNING ${ENTRY}`,
    [
      id,
      change.state,
      change.amount ?? null,
      change.transferId ?? null,
      change.depositOrderNo !== undefined,
      change.depositOrderNo ?? null,
      change.reason ?? null,
      change.decidedBy ?? null,
    ],
  ))!;
  await announceClaimable(db, row);
  return row;
}

export async function deleteEntry(db: Queryable, id: number): Promise<void> {
  await db.query(`DELETE FROM promotion_entries WHERE id = $1`, [id]);
}

/** The member's deposit-match entries waiting for a deposit (JOINED or PROCESS), oldest first, locked. */
export function lockOpenDepositEntries(db: Queryable, merchantCode: string, memberId: number): Promise<EntryRow[]> {
  return db.query<EntryRow>(
    `SELECT ${ENTRY} FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
     WHERE e.member_id = $1 AND p.merchant_code = $2 AND p.type = 'DEPOSIT_MATCH' AND e.state IN ('JOINED', 'PROCESS') ORDER BY e.id FOR UPDATE OF e`,
    [memberId, merchantCode],
  );
}

export interface ApplicationRow extends EntryRow {
  code: string;
  type: ActivityType;
  account: string;
}

export function listApplications(db: Queryable, merchantCode: string, state: string, limit: number): Promise<ApplicationRow[]> {
  return db.query<ApplicationRow>(
    `SELECT ${ENTRY}, p.code, p.type, m.account FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id JOIN members m ON m.id = e.member_id
     WHERE p.merchant_code = $1 AND p.type IN ('MANUAL', 'BIRTHDAY') AND e.state = $2 AND (e.state <> 'ISSUED' OR e.decided_by IS NOT NULL)
     ORDER BY e.id ${state === 'APPLYING' ? 'ASC' : 'DESC'} LIMIT $3`,
    [merchantCode, state, limit],
  );
}

export const memberAccount = async (db: Queryable, memberId: number) =>
  (await one<{ account: string }>(db, `SELECT account FROM members WHERE id = $1`, [memberId]))?.account ?? '';

export interface VipLevelRow {
  level: number;
  name: string;
  deposit_required: number;
  turnover_required: number;
  keep_turnover: number;
  benefits: VipBenefits;
}

export function listVipLevels(db: Queryable, merchantCode: string): Promise<VipLevelRow[]> {
  return db.query<VipLevelRow>(
    'SELECT level, name, deposit_required, turnover_required, keep_turnover, benefits FROM vip_levels WHERE merchant_code = $1 ORDER BY level',
    [merchantCode],
  );
}

/** The member's paid entries (claimed or issued rewards) with their activity, newest first: the reward centre's history. */
export function memberPaidEntries(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  limit: number,
): Promise<Array<PromotionRow & { period: string; state: EntryState; amount: number; paid_at: Date }>> {
  return db.query(
    `SELECT ${COLUMNS}, e.period, e.state, e.amount, t.created_at AS paid_at FROM promotion_entries e JOIN promotions p ON p.id = e.promotion_id
     JOIN ledger_transfers t ON t.id = e.transfer_id
     WHERE e.member_id = $1 AND p.merchant_code = $2 AND e.state IN ('CLAIMED', 'ISSUED') ORDER BY t.id DESC LIMIT $3`,
    [memberId, merchantCode, limit],
  );
}
