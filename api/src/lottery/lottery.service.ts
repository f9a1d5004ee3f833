import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { assertSameRequest, requestFingerprint } from '../http/idempotency';
import { gameWalletOf, HOUSE, postTransferIn, walletBalance } from '../games/game-wallet';
import type { Merchant } from '../system/merchant.repository';
import { categoryName } from '../games/catalogue.service';
import { claimPeriod } from '../jobs/once-per-period';
import { drawResult, drawSlot, lineWin, MAX_CHASE, ODDS_PERCENT, parseSlip, slotIndex, type PrizeMode } from './lottery.rules';
import * as repo from './lottery.repository';
import type { LotteryBetting, LotteryOrder } from '@site/shared/src/contracts/lottery';

type Lang = 'TH' | 'EN';
const ms = (d: Date | null) => (d ? new Date(d).getTime() : null);

export function gameView(g: repo.GameRow, lang: Lang) {
  return {
    gameId: g.id,
    gameName: lang === 'EN' ? g.name_en : g.name_th,
    prizeMode: g.prize_mode,
    prizeModeId: g.prize_mode,
    kind: g.kind,
    region: g.region,
    intervalSeconds: g.interval_seconds,
    closeSeconds: g.close_seconds,
    odds: ODDS_PERCENT[g.prize_mode],
    plays: g.kind === 'VN' ? ['DE2', 'DE3', 'LO2', 'BS', 'OE'] : ['DE2', 'DE3', 'BS', 'OE'],
  };
}

const drawView = (d: repo.DrawRow) => ({
  numero: d.numero,
  status: d.status,
  opensAt: new Date(d.opens_at).getTime(),
  closeTime: new Date(d.closes_at).getTime(),
  drawTime: new Date(d.draws_at).getTime(),
  result: d.result ?? null,
});

/** Makes sure each game has its current draw and the next ones (chase) on the calendar; idempotent. */
export async function ensureDraws(db: Queryable, now: Date, ahead = MAX_CHASE + 2): Promise<void> {
  for (const game of await repo.listGames(db)) {
    const k = slotIndex(game.interval_seconds, now);
    for (let i = 0; i <= ahead; i++) await repo.insertDraw(db, game.id, drawSlot(game.interval_seconds, game.close_seconds, k + i));
  }
}

/** The games with their current and last draws, and the member's wallet each plays from on this merchant (gameWalletOf). */
export async function listGamesWithDraws(db: Queryable, merchant: Merchant, now: Date, lang: Lang) {
  const games = await repo.listGames(db);
  const wallets = new Map<string, string>();
  for (const vendor of new Set(games.map((g) => g.vassalage))) wallets.set(vendor, await gameWalletOf(db, merchant, vendor));
  return Promise.all(
    games.map(async (g) => {
      const [current] = await repo.upcomingDraws(db, g.id, now, 1);
      const [last] = await repo.recentResults(db, g.id, 1);
      return {
        ...gameView(g, lang),
        wallet: wallets.get(g.vassalage)!,
        current: current ? drawView(current) : null,
        last: last ? drawView(last) : null,
      };
    }),
  );
}

/** LOTT and ELOTT are the lobby's categories and carry their one name; ZY is a prize mode of the LOTT category. */
const modeName = (mode: PrizeMode, lang: Lang) => (mode === 'ZY' ? { TH: 'หวยจีน ZY', EN: 'ZY lottery' }[lang] : categoryName(mode, lang));

export async function gameMenus(db: Queryable, merchant: Merchant, now: Date, lang: Lang, prizeMode: PrizeMode | null) {
  const games = await listGamesWithDraws(db, merchant, now, lang);
  const modes = prizeMode ? [prizeMode] : (['ELOTT', 'LOTT', 'ZY'] as PrizeMode[]);
  return modes.map((mode) => ({
    menuId: mode,
    prizeMode: mode,
    menuName: modeName(mode, lang),
    games: games.filter((g) => g.prizeMode === mode),
  }));
}

const REGION_NAMES: Record<string, Record<Lang, string>> = {
  NORTH: { TH: 'เวียดนามเหนือ', EN: 'Northern Vietnam' },
  CENTRAL: { TH: 'เวียดนามกลาง', EN: 'Central Vietnam' },
  SOUTH: { TH: 'เวียดนามใต้', EN: 'Southern Vietnam' },
};

/** product-rules 2 (GameListCenter): the Vietnamese lottery list, grouped by region for the filter. */
export async function vnMenu(db: Queryable, merchant: Merchant, now: Date, lang: Lang) {
  const games = (await listGamesWithDraws(db, merchant, now, lang)).filter((g) => g.kind === 'VN');
  return ['NORTH', 'CENTRAL', 'SOUTH']
    .map((region) => ({ region, regionName: REGION_NAMES[region][lang], games: games.filter((g) => g.region === region) }))
    .filter((m) => m.games.length);
}

export async function nearNumeros(db: Queryable, gameId: string, now: Date) {
  const game = await repo.findGame(db, gameId);
  if (!game) throw new AppError('lottery.game.not.found');
  const upcoming = await repo.upcomingDraws(db, gameId, now, MAX_CHASE);
  const previous = await repo.recentResults(db, gameId, 5);
  return {
    gameId,
    serverTime: now.getTime(),
    current: upcoming[0] ? drawView(upcoming[0]) : null,
    next: upcoming.slice(1).map(drawView),
    previous: previous.map(drawView),
  };
}

export async function drawHistory(db: Queryable, gameId: string, lang: Lang) {
  const game = await repo.findGame(db, gameId);
  if (!game) throw new AppError('lottery.game.not.found');
  return { ...gameView(game, lang), draws: (await repo.recentResults(db, gameId, 20)).map(drawView) };
}

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

/** Closes every draw whose betting time is over. Safe with several instances (a plain conditional UPDATE). */
export const closeDueDraws = (db: Queryable, now: Date) => repo.closeDue(db, now);

/** The settlement's key: a draw's wins are paid once, keyed by (what, period) as every timed payout (jobs/once-per-period). */
export const SETTLEMENT = 'lottery.draw-settle';
export const drawPeriod = (draw: { game_id: string; numero: string }) => `${draw.game_id}:${draw.numero}`;

/**
 * Settles due draws one at a time, each in its own transaction: claim (row lock, SKIP LOCKED), draw the result,
 * pay every winning sub-order through the ledger, mark the draw settled. A crash rolls the whole draw back.
 */
export async function settleDueDraws(db: Db, now: Date, randomInt?: (n: number) => number): Promise<number> {
  let settled = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const draw = await repo.claimDueDraw(tx, now);
      if (!draw) return false;
      // Commits with the payouts below: a draw still 'closed' whose key exists would be a broken invariant, not a retry.
      if (!(await claimPeriod(tx, SETTLEMENT, drawPeriod(draw)))) throw new Error(`lottery draw ${drawPeriod(draw)} was settled already`);
      const result = drawResult(draw.kind, randomInt);
      for (const sub of await repo.pendingOfDraw(tx, Number(draw.id))) {
        const win = lineWin(
          { playCode: sub.play_code, content: sub.content, unitAmount: Number(sub.unit_amount), oddsPercent: sub.odds_percent },
          result,
        );
        if (win > 0) {
          await postTransferIn(tx, {
            merchantCode: sub.merchant_code!,
            idempotencyKey: `LOTT:WIN:${sub.id}`,
            code: 'WIN',
            from: { house: HOUSE.lottery },
            to: { memberId: Number(sub.member_id), wallet: sub.wallet! },
            amount: win,
            memo: `Lottery win ${sub.game_id} ${sub.numero}`,
            meta: { roundId: sub.order_no, suborderId: Number(sub.id), numero: sub.numero, gameId: sub.game_id },
          });
        }
        await repo.markSettledSuborder(tx, Number(sub.id), win);
      }
      await repo.markSettled(tx, Number(draw.id), result);
      return true;
    });
    if (!done) return settled;
    settled++;
  }
}
