import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { requestFingerprint } from '../http/idempotency';
import type { Merchant } from '../system/merchant.repository';
import { MAIN_WALLET, postTransferIn } from '../wallet/ledger.service';
import { walletSettings } from '../wallet/wallet-settings';
import { depositDecided, depositOpened } from '../promotions/deposit-match.service';
import { countVipEvent } from '../promotions/vip.service';
import { settleInvitee } from '../promotions/referral.service';
import { demoGatewaySecret } from './demo-gateway';
import { demoGatewayAdapter } from './demo-gateway.adapter';
import { manualBankAdapter } from './manual-bank.adapter';
import type { PaymentInstructions, PaymentMethodAdapter } from './payment-method';
import * as repo from './deposit.repository';
import { depositOrders, type DepositOrderRow } from './deposit.repository';
import {
  assertAmountWithin,
  decideOrder,
  epochMs,
  memberOrderPage,
  newOrderNo,
  operatorOrders,
  orderRequestKey,
  repeatedOrder,
} from './payment-order.service';

/**
 * Deposits: the player opens an order with a payment method; money is credited (one DEPOSIT ledger transfer from the
 * method's house account to MAIN, keyed DEP:<orderNo>) only on approval: by an operator for a manual transfer, by
 * the gateway's signed callback for a gateway. Approvals and callbacks are idempotent; a decided order stays decided
 * (the order's states, review and records are payment-order.service.ts, shared with withdrawals).
 */

const ADAPTERS: PaymentMethodAdapter[] = [manualBankAdapter, demoGatewayAdapter];
/** A payment method's name in the member's language (records show it), null for a method no longer offered. */
export const depositMethodName = (method: string, lang: 'TH' | 'EN'): string | null =>
  ADAPTERS.find((a) => a.code === method)?.names[lang] ?? null;

/** Short names clients may send for a channel. */
const ALIASES: Record<string, string> = { MANUAL: 'MANUAL_BANK', BANK: 'MANUAL_BANK', GATEWAY: 'GATEWAY_DEMO' };
/** Open orders a member may have at once (each one is work for an operator). */
export const MAX_PENDING_DEPOSITS = 5;

function offeredMethods(merchant: Merchant): PaymentMethodAdapter[] {
  const wanted = new Set(walletSettings(merchant).deposit.methods);
  return ADAPTERS.filter((a) => wanted.has(a.code) && (a !== demoGatewayAdapter || demoGatewaySecret() !== null));
}

export function listMethods(merchant: Merchant, lang: 'TH' | 'EN') {
  const { minAmount, maxAmount, bankAccounts } = walletSettings(merchant).deposit;
  return offeredMethods(merchant).map((a) => ({
    code: a.code,
    kind: a.kind,
    name: a.names[lang],
    minAmount,
    maxAmount,
    ...(a.kind === 'MANUAL' ? { bankAccounts } : {}),
  }));
}

function orderView(o: DepositOrderRow, lang: 'TH' | 'EN', instructions: PaymentInstructions = {}) {
  const adapter = ADAPTERS.find((a) => a.code === o.method);
  return {
    id: Number(o.id),
    orderNo: o.orderNo,
    channel: o.method,
    method: o.method,
    channelName: adapter?.names[lang] ?? o.method,
    amount: Number(o.amount),
    status: o.status,
    payerName: o.payerName,
    reference: o.payerReference,
    reason: o.reason,
    createdAt: new Date(o.createdAt).getTime(),
    decidedAt: epochMs(o.decidedAt),
    ...instructions,
  };
}

export interface DepositRequest {
  channel: string;
  amount: number;
  requestKey: string | null;
  payerName: string;
  reference: string;
  /** Gateways: the site path the player returns to (only /m/... paths of this site: no open redirect). */
  returnUrl?: string | null;
}

/** Keeps only the path of a return URL on this site (/m/...); anything else falls back to the default. */
export function returnPathOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url, 'http://site.invalid');
    return u.pathname.startsWith('/m/') && !u.pathname.startsWith('//') ? `${u.pathname}${u.search}` : null;
  } catch {
    return null;
  }
}

export async function createDeposit(db: Db, merchant: Merchant, memberId: number, input: DepositRequest, lang: 'TH' | 'EN') {
  const code = ALIASES[input.channel.toUpperCase()] ?? input.channel.toUpperCase();
  const adapter = offeredMethods(merchant).find((a) => a.code === code);
  if (!adapter) throw new AppError('deposit.method.unknown');
  const { bankAccounts, ...limits } = walletSettings(merchant).deposit;
  assertAmountWithin('deposit.limit', input.amount, limits);

  const returnPath = returnPathOf(input.returnUrl);
  // Everything the order is made of: a repeat of the key must bring the very same request.
  const request = { method: adapter.code, amount: input.amount, payerName: input.payerName, reference: input.reference, returnPath };
  return db.transaction(async (tx) => {
    const requestKey = orderRequestKey(input.requestKey);
    const created = await repo.insertDepositOrder(tx, {
      orderNo: newOrderNo('D'),
      merchantCode: merchant.code,
      memberId,
      method: adapter.code,
      amount: input.amount,
      requestKey,
      requestFingerprint: requestFingerprint(request),
      payerName: input.payerName,
      payerReference: input.reference,
    });
    const order = created ?? (await repeatedOrder(depositOrders, tx, memberId, requestKey, request))!;
    if (created && (await repo.countPending(tx, memberId)) > MAX_PENDING_DEPOSITS)
      throw new AppError('rate.limited', 'too many pending deposits');
    // The member's picked deposit match waits on this order (promotions/deposit-match.service.ts).
    if (created) await depositOpened(tx, merchant.code, memberId, { orderNo: order.orderNo, amount: Number(order.amount) });
    const instructions = await adapter.start(
      tx,
      { orderNo: order.orderNo, merchantCode: merchant.code, amount: Number(order.amount) },
      { bankAccounts, returnPath },
    );
    return { ...orderView(order, lang, instructions), replayed: !created };
  });
}

/** Approved: one DEPOSIT transfer from the method's house account to MAIN, keyed DEP:<orderNo>; rejected or failed: no money. */
async function decide(
  db: Db,
  merchantCode: string,
  idOrNo: string,
  want: 'APPROVED' | 'REJECTED' | 'FAILED',
  actor: string,
  extra: { reason?: string; gatewayRef?: string; amount?: number; method?: string } = {},
) {
  const { order, replayed } = await decideOrder(db, depositOrders, merchantCode, idOrNo, want, {
    check(order) {
      if (extra.method && order.method !== extra.method) throw new AppError('order.not.found');
      if (extra.amount !== undefined && extra.amount !== Number(order.amount)) throw new AppError('gateway.amount.mismatch');
    },
    async settle(tx, order) {
      let transferId: number | null = null;
      if (want === 'APPROVED') {
        const adapter = ADAPTERS.find((a) => a.code === order.method)!;
        const transfer = await postTransferIn(tx, {
          merchantCode,
          idempotencyKey: `DEP:${order.orderNo}`,
          code: 'DEPOSIT',
          from: { house: adapter.house },
          to: { memberId: Number(order.memberId), wallet: MAIN_WALLET },
          amount: Number(order.amount),
          memo: `${adapter.names.EN} ${order.orderNo}`,
          meta: { orderNo: order.orderNo, method: order.method },
        });
        transferId = transfer.transferId;
      }
      const decided = await repo.decideDepositOrder(tx, Number(order.id), {
        status: want,
        transferId,
        decidedBy: actor,
        reason: extra.reason,
        gatewayRef: extra.gatewayRef,
      });
      // A deposit match picked for this deposit is paid with it, in this transaction (or waits again when it failed).
      await depositDecided(tx, merchantCode, Number(order.memberId), { orderNo: order.orderNo, amount: Number(order.amount) }, want);
      // A paid deposit is a VIP qualifying event (product-rules 4.33): the level may rise and pay its upgrade bonus.
      if (want === 'APPROVED') await countVipEvent(tx, merchantCode, Number(order.memberId), { deposit: Number(order.amount) });
      // An invitee whose deposit makes it valid pays its referrer's reward with it (docs/promotions.md, Referral).
      if (want === 'APPROVED') await settleInvitee(tx, Number(order.memberId));
      return decided;
    },
  });
  return { ...orderView(order, 'EN'), replayed };
}

export const approveDeposit = (db: Db, merchantCode: string, idOrNo: string, actor: string) =>
  decide(db, merchantCode, idOrNo, 'APPROVED', actor);
export const rejectDeposit = (db: Db, merchantCode: string, idOrNo: string, actor: string, reason: string) =>
  decide(db, merchantCode, idOrNo, 'REJECTED', actor, { reason });

/** A gateway's signed callback: SUCCESS approves, FAILED closes the order; repeats answer the same outcome. */
export async function gatewayCallback(
  db: Db,
  merchant: Merchant,
  gateway: string,
  headers: Record<string, string | string[] | undefined>,
  body: unknown,
) {
  const adapter = ADAPTERS.find((a) => a.code === gateway && a.kind === 'GATEWAY' && a.verifyCallback);
  if (!adapter) throw new AppError('deposit.method.unknown');
  const callback = adapter.verifyCallback!(headers, body);
  const result = await decide(
    db,
    merchant.code,
    callback.orderNo,
    callback.status === 'SUCCESS' ? 'APPROVED' : 'FAILED',
    `gateway:${adapter.code}`,
    {
      gatewayRef: callback.gatewayRef,
      amount: callback.amount,
      method: adapter.code,
    },
  );
  return { orderNo: result.orderNo, status: result.status, replayed: result.replayed };
}

export async function memberDeposit(db: Queryable, memberId: number, orderNo: string, lang: 'TH' | 'EN') {
  const order = await repo.findMemberOrder(db, memberId, orderNo);
  if (!order) throw new AppError('order.not.found');
  return orderView(order, lang);
}

export const depositRecords = (
  db: Queryable,
  memberId: number,
  q: { from: Date; to: Date; page: number; size: number },
  lang: 'TH' | 'EN',
) => memberOrderPage(depositOrders, db, memberId, q, (o) => orderView(o, lang));

export const operatorDeposits = (db: Queryable, merchantCode: string, status: string | null, limit: number) =>
  operatorOrders(depositOrders, db, merchantCode, status, limit, (o) => orderView(o, 'EN'));
