import { one, type Queryable } from '../db/db';

/** The SQL deposit orders (migration 310) and withdrawal orders (migration 320) share: one table each, the same shape. */

/** The columns every payment order has (each table adds its own: method and gateway, or bank card and hold). */
export interface PaymentOrderRow {
  id: number;
  orderNo: string;
  merchantCode: string;
  memberId: number;
  amount: number;
  status: string;
  requestKey: string;
  requestFingerprint: string | null;
  decidedBy: string | null;
  reason: string;
  decidedAt: Date | null;
  createdAt: Date;
}

export interface PaymentOrderTable<Row extends PaymentOrderRow> {
  name: 'deposit_orders' | 'withdrawal_orders';
  /** The order the member sent under this request key, if any. */
  findByRequestKey(db: Queryable, memberId: number, requestKey: string): Promise<Row | null>;
  /** An order of the merchant by id or order number, locked for a decision (FOR UPDATE, inside the caller's transaction). */
  lockForDecision(db: Queryable, merchantCode: string, idOrNo: string): Promise<Row | null>;
  /** A page of one member's orders created in [from, to), newest first, with the total. */
  memberPage(db: Queryable, memberId: number, from: Date, to: Date, limit: number, offset: number): Promise<{ rows: Row[]; total: number }>;
  /** The merchant's latest orders (of one status, or all) with each member's account. */
  merchantList(db: Queryable, merchantCode: string, status: string | null, limit: number): Promise<Array<Row & { account: string }>>;
}

/** The shared queries of one order table; `columns` selects its row (camel-case aliases). */
export function paymentOrderTable<Row extends PaymentOrderRow>(
  name: PaymentOrderTable<Row>['name'],
  columns: string,
): PaymentOrderTable<Row> {
  return {
    name,
    findByRequestKey: (db, memberId, requestKey) =>
      one<Row>(db, `SELECT ${columns} FROM ${name} WHERE member_id = $1 AND request_key = $2`, [memberId, requestKey]),

    lockForDecision(db, merchantCode, idOrNo) {
      const byId = /^\d{1,15}$/.test(idOrNo);
      return one<Row>(
        db,
        `SELECT ${columns} FROM ${name} WHERE merchant_code = $1 AND ${byId ? 'id = $2::bigint' : 'order_no = $2'} FOR UPDATE`,
        [merchantCode, idOrNo],
      );
    },

    async memberPage(db, memberId, from, to, limit, offset) {
      const where = `member_id = $1 AND created_at >= $2 AND created_at < $3`;
      const total = await one<{ n: number }>(db, `SELECT COUNT(*)::bigint AS n FROM ${name} WHERE ${where}`, [memberId, from, to]);
      const rows = await db.query<Row>(`SELECT ${columns} FROM ${name} WHERE ${where} ORDER BY id DESC LIMIT $4 OFFSET $5`, [
        memberId,
        from,
        to,
        limit,
        offset,
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    merchantList: (db, merchantCode, status, limit) =>
      db.query<Row & { account: string }>(
        `SELECT o.*, m.account FROM (
           SELECT ${columns} FROM ${name} WHERE merchant_code = $1 AND ($2::text IS NULL OR status = $2) ORDER BY id DESC LIMIT $3
         ) o JOIN members m ON m.id = o."memberId" ORDER BY o.id DESC`,
        [merchantCode, status, limit],
      ),
  };
}
