import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { publish } from '../events/events';
import { assertSameRequest } from '../http/idempotency';
import type { PaymentOrderRow, PaymentOrderTable } from './payment-order.repository';

/**
 * What deposit and withdrawal orders share (deposit.service.ts and withdraw/withdraw.service.ts add their own money
 * steps): an order is opened under the member's request key, waits PENDING, and is decided once by an operator (or a
 * gateway) into one final status; its amount is held to the merchant's limits; the member pages through their
 * own orders and the operator reads the merchant's queue.
 */

/** A fresh order number: D... for deposits, W... for withdrawals. */
export const newOrderNo = (prefix: 'D' | 'W') => `${prefix}${Date.now()}${crypto.randomInt(100_000, 1_000_000)}`;

/** The client's request key, or a fresh one (a request without a key is never a repeat). */
export const orderRequestKey = (requestKey: string | null) => requestKey ?? crypto.randomUUID();

/** A time in milliseconds since the epoch, as orders answer it. */
export const epochMs = (d: Date | null) => (d ? new Date(d).getTime() : null);

/** Refuses an amount outside [minAmount, maxAmount] with the limits, so the screen can show them. */
export function assertAmountWithin(
  errorKey: 'deposit.limit' | 'withdraw.limit',
  amount: number,
  limits: { minAmount: number; maxAmount: number },
) {
  const { minAmount, maxAmount } = limits;
  if (amount < minAmount || amount > maxAmount) throw new AppError(errorKey, undefined, undefined, { minAmount, maxAmount });
}

/** The order the member already opened under this key; a repeat must ask for the very same thing (else idempotency.conflict). */
export async function repeatedOrder<Row extends PaymentOrderRow>(
  table: PaymentOrderTable<Row>,
  db: Queryable,
  memberId: number,
  requestKey: string,
  request: Record<string, unknown>,
): Promise<Row | null> {
  const previous = await table.findByRequestKey(db, memberId, requestKey);
  if (previous) assertSameRequest(previous.requestFingerprint, request);
  return previous;
}

export interface OrderDecision<Row extends PaymentOrderRow> {
  /** Refusals about this order before its status is looked at (a gateway naming another method or amount). */
  check?: (order: Row) => void;
  /** Moves the money (one ledger transfer keyed by the order number) and records the decision; same transaction. */
  settle: (tx: Queryable, order: Row) => Promise<Row>;
}

/**
 * Decides a PENDING order exactly once: the row is locked FOR UPDATE, so of two concurrent decisions one settles and
 * the other then sees it decided. The same decision again answers the decided order (replayed); another decision on
 * a decided order is order.not.pending; an order of another merchant is order.not.found.
 */
export async function decideOrder<Row extends PaymentOrderRow>(
  db: Db,
  table: PaymentOrderTable<Row>,
  merchantCode: string,
  idOrNo: string,
  want: Row['status'],
  decision: OrderDecision<Row>,
): Promise<{ order: Row; replayed: boolean }> {
  const decided = await db.transaction(async (tx) => {
    const order = await table.lockForDecision(tx, merchantCode, idOrNo);
    if (!order) throw new AppError('order.not.found');
    decision.check?.(order);
    if (order.status === want) return { order, replayed: true };
    if (order.status !== 'PENDING') throw new AppError('order.not.pending');
    return { order: await decision.settle(tx, order), replayed: false };
  });
  // Committed: the member's open pages hear of it (docs/live.md), with the operator's reason.
  const { order, replayed } = decided;
  if (!replayed) {
    const kind = table.name === 'deposit_orders' ? 'deposit' : 'withdrawal';
    void publish('order.status', {
      merchant: merchantCode,
      memberId: Number(order.memberId),
      kind,
      orderNo: order.orderNo,
      status: order.status,
      reason: order.reason,
    });
  }
  return decided;
}

/** The operator's reason for a decision, as stored (at most 200 characters). */
export const decisionReason = (body: { reason?: string } | null | undefined) => (body?.reason ?? '').slice(0, 200);

/** A page of the member's own orders, newest first, in the records' page shape. */
export async function memberOrderPage<Row extends PaymentOrderRow, View>(
  table: PaymentOrderTable<Row>,
  db: Queryable,
  memberId: number,
  q: { from: Date; to: Date; page: number; size: number },
  view: (order: Row) => View,
) {
  const { rows, total } = await table.memberPage(db, memberId, q.from, q.to, q.size, (q.page - 1) * q.size);
  return {
    rows: rows.map((order) => view(order)),
    totalCount: total,
    totalPages: Math.max(1, Math.ceil(total / q.size)),
    pageNum: q.page,
  };
}

/** The merchant's queue for operators: each order with its member and who decided it. */
export async function operatorOrders<Row extends PaymentOrderRow, View extends object>(
  table: PaymentOrderTable<Row>,
  db: Queryable,
  merchantCode: string,
  status: string | null,
  limit: number,
  view: (order: Row) => View,
) {
  return (await table.merchantList(db, merchantCode, status, limit)).map((o) => ({
    ...view(o),
    memberId: Number(o.memberId),
    account: o.account,
    decidedBy: o.decidedBy,
  }));
}
