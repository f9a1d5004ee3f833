import { one, type Queryable } from '../db/db';

/** SQL of deposit orders (migration 310). */

export interface DepositOrderRow {
  id: number;
  orderNo: string;
  merchantCode: string;
  memberId: number;
  method: string;
  amount: number;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'FAILED';
  requestKey: string;
  payerName: string;
  payerReference: string;
  requestFingerprint: string | null;
  gatewayRef: string | null;
  transferId: number | null;
  decidedBy: string | null;
  reason: string;
  decidedAt: Date | null;
  createdAt: Date;
}

const COLUMNS = `id, order_no AS "orderNo", merchant_code AS "merchantCode", member_id AS "memberId", method, amount, status,
  request_key AS "requestKey", payer_name AS "payerName", payer_reference AS "payerReference", request_fingerprint AS "requestFingerprint", gateway_ref AS "gatewayRef",
  transfer_id AS "transferId", decided_by AS "decidedBy", reason, decided_at AS "decidedAt", created_at AS "createdAt"`;

/** Inserts the order; null when the member already sent this request key (the caller answers the first order). */
export async function insertDepositOrder(
  db: Queryable,
  o: {
    orderNo: string;
    merchantCode: string;
    memberId: number;
    method: string;
    amount: number;
    requestKey: string;
    requestFingerprint: string;
    payerName: string;
    payerReference: string;
  },
): Promise<DepositOrderRow | null> {
  return one<DepositOrderRow>(
    db,
    `INSERT INTO deposit_orders (order_no, merchant_code, member_id, method, amount, request_key, request_fingerprint, payer_name, payer_reference)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (member_id, request_key) DO NOTHING RETURNING ${COLUMNS}`,
    [o.orderNo, o.merchantCode, o.memberId, o.method, o.amount, o.requestKey, o.requestFingerprint, o.payerName, o.payerReference],
  );
}

export const findByRequestKey = (db: Queryable, memberId: number, requestKey: string) =>
  one<DepositOrderRow>(db, `SELECT ${COLUMNS} FROM deposit_orders WHERE member_id = $1 AND request_key = $2`, [memberId, requestKey]);

/** An order of the merchant by id or order number, locked for a decision. */
export function lockDepositOrder(db: Queryable, merchantCode: string, idOrNo: string): Promise<DepositOrderRow | null> {
  const byId = /^\d{1,15}$/.test(idOrNo);
  return one<DepositOrderRow>(
    db,
    `SELECT ${COLUMNS} FROM deposit_orders WHERE merchant_code = $1 AND ${byId ? 'id = $2::bigint' : 'order_no = $2'} FOR UPDATE`,
    [merchantCode, idOrNo],
  );
}

export const findMemberOrder = (db: Queryable, memberId: number, orderNo: string) =>
  one<DepositOrderRow>(db, `SELECT ${COLUMNS} FROM deposit_orders WHERE member_id = $1 AND order_no = $2`, [memberId, orderNo]);

export async function decideDepositOrder(
  db: Queryable,
  id: number,
  d: { status: DepositOrderRow['status']; transferId?: number | null; decidedBy: string; reason?: string; gatewayRef?: string | null },
): Promise<DepositOrderRow> {
  return (await one<DepositOrderRow>(
    db,
    `UPDATE deposit_orders SET status = $2, transfer_id = COALESCE($3, transfer_id), decided_by = $4, reason = $5,
       gateway_ref = COALESCE($6, gateway_ref), decided_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, d.status, d.transferId ?? null, d.decidedBy, d.reason ?? '', d.gatewayRef ?? null],
  ))!;
}

export async function countPending(db: Queryable, memberId: number): Promise<number> {
  const row = await one<{ n: number }>(db, `SELECT COUNT(*)::bigint AS n FROM deposit_orders WHERE member_id = $1 AND status = 'PENDING'`, [
    memberId,
  ]);
  return Number(row?.n ?? 0);
}

export async function memberOrders(db: Queryable, memberId: number, from: Date, to: Date, limit: number, offset: number) {
  const where = `member_id = $1 AND created_at >= $2 AND created_at < $3`;
  const total = await one<{ n: number }>(db, `SELECT COUNT(*)::bigint AS n FROM deposit_orders WHERE ${where}`, [memberId, from, to]);
  const rows = await db.query<DepositOrderRow>(`SELECT ${COLUMNS} FROM deposit_orders WHERE ${where} ORDER BY id DESC LIMIT $4 OFFSET $5`, [
    memberId,
    from,
    to,
    limit,
    offset,
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function merchantOrders(db: Queryable, merchantCode: string, status: string | null, limit: number) {
  return db.query<DepositOrderRow & { account: string }>(
    `SELECT o.*, m.account FROM (
       SELECT ${COLUMNS} FROM deposit_orders WHERE merchant_code = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC LIMIT $3
     ) o JOIN members m ON m.id = o."memberId" ORDER BY o.id DESC`,
    [merchantCode, status, limit],
  );
}
