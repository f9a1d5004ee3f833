import { one, type Queryable } from '../db/db';
import { paymentOrderTable, type PaymentOrderRow } from './payment-order.repository';

/** SQL of deposit orders (migration 310): what only deposits have; the queries all orders share are payment-order.repository.ts. */

export interface DepositOrderRow extends PaymentOrderRow {
  method: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED' | 'FAILED';
  payerName: string;
  payerReference: string;
  gatewayRef: string | null;
  transferId: number | null;
}

const COLUMNS = `id, order_no AS "orderNo", merchant_code AS "merchantCode", member_id AS "memberId", method, amount, status,
  request_key AS "requestKey", payer_name AS "payerName", payer_reference AS "payerReference", request_fingerprint AS "requestFingerprint", gateway_ref AS "gatewayRef",
  transfer_id AS "transferId", decided_by AS "decidedBy", reason, decided_at AS "decidedAt", created_at AS "createdAt"`;

export const depositOrders = paymentOrderTable<DepositOrderRow>('deposit_orders', COLUMNS);

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
