import { one, type Queryable } from '../db/db';
import { paymentOrderTable, type PaymentOrderRow } from '../payments/payment-order.repository';

/**
 * SQL of withdrawal orders (migration 320): what only withdrawals have (the queries all orders share are
 * payments/payment-order.repository.ts), and the turnover sums read from the ledger.
 */

export interface WithdrawalRow extends PaymentOrderRow {
  status: 'PENDING' | 'PAID' | 'REJECTED';
  bankCardId: number;
  bankName: string;
  accountNo: string;
  holder: string;
  holdTransferId: number;
  settleTransferId: number | null;
}

const COLUMNS = `id, order_no AS "orderNo", merchant_code AS "merchantCode", member_id AS "memberId", amount, status,
  request_key AS "requestKey", request_fingerprint AS "requestFingerprint", bank_card_id AS "bankCardId", bank_name AS "bankName", account_no AS "accountNo", holder,
  hold_transfer_id AS "holdTransferId", settle_transfer_id AS "settleTransferId", decided_by AS "decidedBy", reason,
  decided_at AS "decidedAt", created_at AS "createdAt"`;

export const withdrawalOrders = paymentOrderTable<WithdrawalRow>('withdrawal_orders', COLUMNS);

/**
 * Serialises one member's withdrawal requests (daily count, turnover and hold are checked under this lock).
 * FOR NO KEY UPDATE, not FOR UPDATE: rows elsewhere that reference members (a game round inserted while its
 * transaction holds the member's ledger account) take KEY SHARE on the member, which this lock lets through, so
 * the two orders of locking cannot deadlock.
 */
export async function lockMember(db: Queryable, memberId: number): Promise<void> {
  await db.query(`SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE`, [memberId]);
}

export async function insertWithdrawal(
  db: Queryable,
  w: {
    orderNo: string;
    merchantCode: string;
    memberId: number;
    amount: number;
    requestKey: string;
    requestFingerprint: string;
    card: { id: number; bankName: string; accountNo: string; holder: string };
    holdTransferId: number;
  },
): Promise<WithdrawalRow> {
  return (await one<WithdrawalRow>(
    db,
    `INSERT INTO withdrawal_orders (order_no, merchant_code, member_id, amount, request_key, request_fingerprint, bank_card_id, bank_name, account_no, holder, hold_transfer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
    [
      w.orderNo,
      w.merchantCode,
      w.memberId,
      w.amount,
      w.requestKey,
      w.requestFingerprint,
      w.card.id,
      w.card.bankName,
      w.card.accountNo,
      w.card.holder,
      w.holdTransferId,
    ],
  ))!;
}

/** Requests in the last 24 hours that still count (pending or paid). */
export async function countRecent(db: Queryable, memberId: number): Promise<number> {
  const row = await one<{ n: number }>(
    db,
    `SELECT COUNT(*)::bigint AS n FROM withdrawal_orders WHERE member_id = $1 AND status <> 'REJECTED' AND created_at > now() - interval '24 hours'`,
    [memberId],
  );
  return Number(row?.n ?? 0);
}

export async function decideWithdrawal(
  db: Queryable,
  id: number,
  d: { status: 'PAID' | 'REJECTED'; settleTransferId: number; decidedBy: string; reason: string },
) {
  return (await one<WithdrawalRow>(
    db,
    `UPDATE withdrawal_orders SET status = $2, settle_transfer_id = $3, decided_by = $4, reason = $5, decided_at = now() WHERE id = $1 RETURNING ${COLUMNS}`,
    [id, d.status, d.settleTransferId, d.decidedBy, d.reason],
  ))!;
}

/**
 * Turnover since the member's last paid withdrawal (or ever): what was credited to play with (deposits, bonuses,
 * rebates, money from an agent: it is wagered as a deposit, docs/wallet.md) and what was wagered (bets minus bets rolled back to the member).
 */
export async function turnoverSinceLastPayout(db: Queryable, memberId: number): Promise<{ credited: number; wagered: number }> {
  const row = await one<{ credited: number; wagered: number }>(
    db,
    `WITH since AS (
       SELECT COALESCE(MAX(created_at), '-infinity'::timestamptz) AS at FROM withdrawal_orders WHERE member_id = $1 AND status = 'PAID'
     ), mine AS (SELECT id FROM ledger_accounts WHERE member_id = $1 AND wallet <> 'HOLD')
     SELECT
       COALESCE((SELECT SUM(t.amount) FROM ledger_transfers t, since WHERE t.code IN ('DEPOSIT', 'BONUS', 'REBATE', 'AGENT_TRANSFER')
                  AND t.credit_account_id IN (SELECT id FROM mine) AND t.created_at > since.at), 0)::bigint AS credited,
       (COALESCE((SELECT SUM(t.amount) FROM ledger_transfers t, since WHERE t.code = 'BET'
                  AND t.debit_account_id IN (SELECT id FROM mine) AND t.created_at > since.at), 0)
      - COALESCE((SELECT SUM(t.amount) FROM ledger_transfers t, since WHERE t.code = 'ROLLBACK'
                  AND t.credit_account_id IN (SELECT id FROM mine) AND t.created_at > since.at), 0))::bigint AS wagered`,
    [memberId],
  );
  return { credited: Number(row?.credited ?? 0), wagered: Math.max(0, Number(row?.wagered ?? 0)) };
}
