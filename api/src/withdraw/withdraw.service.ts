import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { requestFingerprint } from '../http/idempotency';
import { findBankCard, maskAccountNo } from '../security/bank-card.service';
import { hasPaymentPassword, verifyPaymentPassword } from '../security/payment-password.service';
import type { Merchant } from '../system/merchant.repository';
import { HOLD_WALLET, MAIN_WALLET, memberBalances, postTransferIn } from '../wallet/ledger.service';
import { walletSettings } from '../wallet/wallet-settings';
import { memberVipBenefits } from '../promotions/vip.service';
import { assertTurnoverMet } from '../promotions/turnover.service';
import {
  assertAmountWithin,
  decideOrder,
  epochMs,
  memberOrderPage,
  newOrderNo,
  operatorOrders,
  orderRequestKey,
  repeatedOrder,
} from '../payments/payment-order.service';
import * as repo from './withdraw.repository';
import { withdrawalOrders, type WithdrawalRow } from './withdraw.repository';

/**
 * Withdrawals (product-rules 7 /wps/transaction/withdraw). Needs the payment password and one of the member's bound bank
 * cards; limits and the wagering requirement follow withdrawalRules.
 * The money is held at request (MAIN -> HOLD), then paid out (HOLD -> house BANK) or released (HOLD -> MAIN) by an
 * operator. Each step is one ledger transfer keyed by the order number, so repeats move nothing twice. The order's
 * states, review and records are payments/payment-order.service.ts, shared with deposits.
 */

function orderView(o: WithdrawalRow) {
  return {
    id: Number(o.id),
    orderNo: o.orderNo,
    amount: Number(o.amount),
    status: o.status,
    bankName: o.bankName,
    accountNo: maskAccountNo(o.accountNo),
    holder: o.holder,
    reason: o.reason,
    createdAt: new Date(o.createdAt).getTime(),
    decidedAt: epochMs(o.decidedAt),
  };
}

/**
 * The limits a member's withdrawals are held to. The member's VIP level is the one source of the requests a day and
 * the largest withdrawal (its benefits, as the VIP page shows them); a merchant without VIP levels uses its own
 * withdraw settings. The minimum and the wagering requirement are the merchant's.
 */
export async function withdrawalRules(db: Queryable, merchant: Merchant, memberId: number) {
  const settings = walletSettings(merchant).withdraw;
  const vip = await memberVipBenefits(db, merchant.code, memberId);
  return {
    minAmount: settings.minAmount,
    maxAmount: vip?.benefits.withdrawMaxAmount ?? settings.maxAmount,
    dailyCount: vip?.benefits.withdrawalsPerDay ?? settings.dailyCount,
    vipLevel: vip ? { level: vip.level, name: vip.name } : null,
  };
}

export async function turnoverStatus(db: Queryable, merchant: Merchant, memberId: number) {
  const { turnoverMultiplier } = walletSettings(merchant).withdraw;
  const { credited, wagered } = await repo.turnoverSinceLastPayout(db, memberId);
  const required = Math.ceil(credited * turnoverMultiplier);
  return { multiplier: turnoverMultiplier, required, achieved: wagered, remaining: Math.max(0, required - wagered) };
}

/** GET /wps/transaction/withdraw/info: what the withdraw screen needs before the member types anything. */
export async function withdrawInfo(db: Queryable, merchant: Merchant, memberId: number) {
  const { minAmount, maxAmount, dailyCount, vipLevel } = await withdrawalRules(db, merchant, memberId);
  const balances = await memberBalances(db, memberId);
  return {
    minAmount,
    maxAmount,
    dailyCount,
    vipLevel,
    usedToday: await repo.countRecent(db, memberId),
    availBalance: balances[MAIN_WALLET] ?? 0,
    heldBalance: balances[HOLD_WALLET] ?? 0,
    hasPaymentPassword: await hasPaymentPassword(db, memberId),
    turnover: await turnoverStatus(db, merchant, memberId),
  };
}

export interface WithdrawRequest {
  amount: number;
  bankCardId: number;
  paymentPassword: string;
  requestKey: string | null;
}

export async function requestWithdrawal(db: Db, merchant: Merchant, memberId: number, input: WithdrawRequest) {
  const { dailyCount, ...limits } = await withdrawalRules(db, merchant, memberId);
  assertAmountWithin('withdraw.limit', input.amount, limits);
  const card = await findBankCard(db, memberId, input.bankCardId);
  if (!card) throw new AppError('bank.card.not.found');
  // Outside the transaction: a wrong attempt must stay counted (brute-force lock) even though we refuse.
  if (!(await verifyPaymentPassword(db, memberId, input.paymentPassword))) throw new AppError('payment.password.incorrect');

  // The payment password proves who asks; it is not part of what is asked.
  const request = { amount: input.amount, bankCardId: card.id };
  return db.transaction(async (tx) => {
    await repo.lockMember(tx, memberId);
    const requestKey = orderRequestKey(input.requestKey);
    const previous = await repeatedOrder(withdrawalOrders, tx, memberId, requestKey, request);
    if (previous) {
      return { ...orderView(previous), replayed: true, balances: await memberBalances(tx, memberId) };
    }
    if ((await repo.countRecent(tx, memberId)) >= dailyCount)
      throw new AppError('withdraw.daily.limit', undefined, undefined, { dailyCount });
    // Every bonus's own wagering first (promotions/turnover.service.ts), then the merchant's rule on all credits.
    await assertTurnoverMet(tx, memberId);
    const turnover = await turnoverStatus(tx, merchant, memberId);
    if (turnover.remaining > 0) throw new AppError('withdraw.turnover.insufficient', undefined, undefined, turnover);

    const orderNo = newOrderNo('W');
    const hold = await postTransferIn(tx, {
      merchantCode: merchant.code,
      idempotencyKey: `WD:HOLD:${orderNo}`,
      code: 'WITHDRAW_HOLD',
      from: { memberId, wallet: MAIN_WALLET },
      to: { memberId, wallet: HOLD_WALLET },
      amount: input.amount,
      memo: `Withdrawal ${orderNo} to ${card.bankName} ${maskAccountNo(card.accountNo)}`,
      meta: { orderNo },
    });
    const order = await repo.insertWithdrawal(tx, {
      orderNo,
      merchantCode: merchant.code,
      memberId,
      amount: input.amount,
      requestKey,
      requestFingerprint: requestFingerprint(request),
      card,
      holdTransferId: hold.transferId,
    });
    return { ...orderView(order), replayed: false, balances: hold.balances };
  });
}

/** Operator decision: PAID (held money leaves to the bank) or REJECTED (held money back to MAIN). Idempotent. */
async function decide(db: Db, merchantCode: string, idOrNo: string, want: 'PAID' | 'REJECTED', actor: string, reason: string) {
  const { order, replayed } = await decideOrder(db, withdrawalOrders, merchantCode, idOrNo, want, {
    async settle(tx, order) {
      const memberId = Number(order.memberId);
      const transfer = await postTransferIn(tx, {
        merchantCode,
        idempotencyKey: `WD:${want === 'PAID' ? 'PAYOUT' : 'RELEASE'}:${order.orderNo}`,
        code: want === 'PAID' ? 'WITHDRAW_PAYOUT' : 'WITHDRAW_RELEASE',
        from: { memberId, wallet: HOLD_WALLET },
        to: want === 'PAID' ? { house: 'BANK' } : { memberId, wallet: MAIN_WALLET },
        amount: Number(order.amount),
        memo: want === 'PAID' ? `Withdrawal ${order.orderNo} paid` : `Withdrawal ${order.orderNo} rejected${reason ? `: ${reason}` : ''}`,
        meta: { orderNo: order.orderNo },
      });
      return repo.decideWithdrawal(tx, Number(order.id), { status: want, settleTransferId: transfer.transferId, decidedBy: actor, reason });
    },
  });
  return { ...orderView(order), replayed };
}

export const payoutWithdrawal = (db: Db, merchantCode: string, idOrNo: string, actor: string) =>
  decide(db, merchantCode, idOrNo, 'PAID', actor, '');
export const rejectWithdrawal = (db: Db, merchantCode: string, idOrNo: string, actor: string, reason: string) =>
  decide(db, merchantCode, idOrNo, 'REJECTED', actor, reason);

export const withdrawalRecords = (db: Queryable, memberId: number, q: { from: Date; to: Date; page: number; size: number }) =>
  memberOrderPage(withdrawalOrders, db, memberId, q, orderView);

// Operators pay out to the full account number.
export const operatorWithdrawals = (db: Queryable, merchantCode: string, status: string | null, limit: number) =>
  operatorOrders(withdrawalOrders, db, merchantCode, status, limit, (o) => ({ ...orderView(o), accountNo: o.accountNo }));
