import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { assertSameRequest, requestFingerprint } from '../http/idempotency';
import { gameWalletOf, HOUSE, postTransferIn, walletBalance } from '../games/game-wallet';
import type { Merchant } from '../system/merchant.repository';
import { MAX_CHASE, ODDS_PERCENT, parseSlip } from './lottery.rules';
import * as repo from './lottery.repository';
import type { LotteryBetting, LotteryOrder } from '@site/shared/src/contracts/lottery';

/** A member's lottery orders: betting (one ledger debit for the cart), the orders and their sub-orders, cancelling. */

const ms = (d: Date | null) => (d ? new Date(d).getTime() : null);

const subView = (s: repo.SuborderRow) => ({
  id: Number(s.id),
  numero: s.numero,
  playCode: s.play_code,
  content: s.content,
  betCount: s.bet_count,
  unitAmount: Number(s.unit_amount),
  amount: Number(s.amount),
  oddsPercent: s.odds_percent,
  status: s.status,
  winAmount: Number(s.win_amount),
  settledAt: ms(s.settled_at),
  cancelledAt: ms(s.cancelled_at),
});

async function orderView(db: Queryable, o: repo.OrderRow): Promise<LotteryOrder> {
  const subs = await repo.suborders(db, Number(o.id));
  return {
    orderNo: o.order_no,
    gameId: o.game_id,
    prizeModeId: o.prize_mode,
    wallet: o.wallet,
    chase: o.chase,
    betAmountSum: Number(o.bet_amount_sum),
    device: o.device,
    orderType: o.order_type,
    createdAt: new Date(o.created_at).getTime(),
    numeros: [...new Set(subs.map((s) => s.numero))],
    winAmount: subs.reduce((sum, s) => sum + Number(s.win_amount), 0),
    status: subs.every((s) => s.status === 'cancelled') ? 'cancelled' : subs.some((s) => s.status === 'pending') ? 'pending' : 'settled',
    subOrders: subs.map(subView),
  };
}

const REQUEST_ID = /^[A-Za-z0-9_-]{8,64}$/;

/**
 * POST /lgw/orders/betting: validates the slip against the game and the open draws, then in one transaction
 * locks the draws (FOR SHARE: closing waits), debits the whole cart (x chase) through the ledger and records
 * one sub-order per slip line and draw. The order is paid from the wallet of the game's vendor (gameWalletOf), and
 * its refunds and wins go back to that wallet.
 */
export async function placeOrder(
  db: Db,
  merchant: Merchant,
  member: { id: number; merchantCode: string },
  input: LotteryBetting,
  now: Date,
) {
  const game = await repo.findGame(db, String(input.gameId ?? ''));
  if (!game) throw new AppError('lottery.game.not.found');
  if (input.prizeModeId && String(input.prizeModeId).toUpperCase() !== game.prize_mode)
    throw new AppError('lottery.order.invalid', 'prizeModeId');
  const chase = input.chase ?? 1;
  if (!Number.isInteger(chase) || chase < 1 || chase > MAX_CHASE) throw new AppError('lottery.order.invalid', 'chase');
  const lines = parseSlip(game.kind, input.bettingSlipString);
  const perDraw = lines.reduce((sum, l) => sum + l.amount, 0);
  if (input.betCartAmountSum !== perDraw * chase)
    throw new AppError('lottery.order.invalid', 'betCartAmountSum must equal the slip total x chase');
  const requestId = input.requestId ?? crypto.randomBytes(12).toString('hex');
  if (!REQUEST_ID.test(requestId)) throw new AppError('lottery.order.invalid', 'requestId');
  const device = input.device ? String(input.device).slice(0, 20) : null;
  const orderType = input.orderType ? String(input.orderType).slice(0, 20) : null;
  // The order as understood: a repeat of the requestId must bring the very same order.
  const request = {
    gameId: game.id,
    currentNumero: String(input.currentNumero ?? ''),
    betCartAmountSum: input.betCartAmountSum,
    chase,
    slip: lines,
    device,
    orderType,
  };

  const wallet = await gameWalletOf(db, merchant, game.vassalage);

  return db.transaction(async (tx) => {
    await repo.lockMemberOrders(tx, member.id);
    const previous = await repo.findOrderByRequest(tx, member.id, requestId);
    if (previous) {
      assertSameRequest(previous.request_fingerprint, request);
      return { ...(await orderView(tx, previous)), replayed: true, balance: await walletBalance(tx, member.id, previous.wallet) };
    }
    const draws = await repo.openDrawsFrom(tx, game.id, String(input.currentNumero ?? ''), now, chase);
    if (draws.length === 0 || draws[0].numero !== input.currentNumero) throw new AppError('lottery.draw.closed');
    if (draws.length < chase) throw new AppError('lottery.order.invalid', 'not enough draws to chase');
    const orderNo = `L${Date.now().toString(36).toUpperCase()}${crypto.randomBytes(4).toString('hex').toUpperCase()}`;
    const order = await repo.insertOrder(tx, {
      orderNo,
      merchantCode: member.merchantCode,
      memberId: member.id,
      requestId,
      requestFingerprint: requestFingerprint(request),
      gameId: game.id,
      prizeMode: game.prize_mode,
      wallet,
      device,
      orderType,
      chase,
      betAmountSum: input.betCartAmountSum,
      slip: lines,
    });
    for (const draw of draws) {
      for (const line of lines) {
        await repo.insertSuborder(tx, {
          orderId: Number(order.id),
          memberId: member.id,
          drawId: Number(draw.id),
          numero: draw.numero,
          playCode: line.playCode,
          content: line.content,
          betCount: line.betCount,
          unitAmount: line.unitAmount,
          amount: line.amount,
          oddsPercent: ODDS_PERCENT[game.prize_mode][line.playCode],
        });
      }
    }
    const paid = await postTransferIn(tx, {
      merchantCode: member.merchantCode,
      idempotencyKey: `LOTT:ORDER:${member.id}:${requestId}`,
      code: 'BET',
      from: { memberId: member.id, wallet },
      to: { house: HOUSE.lottery },
      amount: input.betCartAmountSum,
      memo: `Lottery ${game.id} ${orderNo}`,
      // roundId pairs the order's bet with its wins in the bet records.
      meta: { roundId: orderNo, orderNo, gameId: game.id, numero: input.currentNumero, chase },
    });
    return {
      ...(await orderView(tx, order)),
      replayed: false,
      balance: paid.balances[wallet] ?? (await walletBalance(tx, member.id, wallet)),
    };
  });
}

export async function orderDetail(db: Queryable, memberId: number, orderNo: string) {
  const order = await repo.orderByNo(db, memberId, orderNo);
  if (!order) throw new AppError('not.found');
  return orderView(db, order);
}

export async function listOrders(db: Queryable, memberId: number, gameId: string | null, page: number, size: number) {
  const rows = await repo.memberOrders(db, memberId, gameId, size, (page - 1) * size);
  return { page, size, total: rows.length ? Number(rows[0].total) : 0, list: await Promise.all(rows.map((o) => orderView(db, o))) };
}

/**
 * PUT /lgw/orders/suborders/cancel: pending sub-orders of the member whose draw still takes bets are cancelled and
 * refunded through the ledger; all or nothing (a sub-order already closed refuses the whole request).
 */
export async function cancelSuborders(db: Db, member: { id: number }, ids: number[], now: Date) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    let refunded = 0;
    let merchantCode = '';
    const wallets = new Set<string>();
    for (const id of unique) {
      const sub = await repo.suborderForCancel(tx, member.id, id);
      if (!sub) throw new AppError('not.found');
      if (sub.status !== 'pending' || sub.draw_status !== 'open' || new Date(sub.closes_at).getTime() <= now.getTime())
        throw new AppError('lottery.order.not.cancellable');
      await repo.markCancelled(tx, id);
      merchantCode = sub.merchant_code;
      await postTransferIn(tx, {
        merchantCode,
        idempotencyKey: `LOTT:CANCEL:${id}`,
        code: 'ROLLBACK',
        from: { house: HOUSE.lottery },
        to: { memberId: member.id, wallet: sub.wallet! },
        amount: Number(sub.amount),
        memo: `Lottery cancel ${sub.numero}`,
        meta: { suborderId: id, numero: sub.numero, roundId: sub.order_no, gameId: sub.game_id },
      });
      refunded += Number(sub.amount);
      wallets.add(sub.wallet!);
    }
    // The balance of the wallet the refunds went to (the first one, should sub-orders of several vendors be cancelled at once).
    const [wallet] = [...wallets];
    return { cancelled: unique, refunded, wallet, balance: await walletBalance(tx, member.id, wallet) };
  });
}
