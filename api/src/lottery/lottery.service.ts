import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { Lang } from '../http/language';
import { gameWalletOf, HOUSE, postTransferIn } from '../games/game-wallet';
import type { Merchant } from '../system/merchant.repository';
import { categoryName } from '../games/catalogue.service';
import { claimPeriod } from '../jobs/once-per-period';
import { drawResult, drawSlot, lineWin, MAX_CHASE, ODDS_PERCENT, slotIndex, type PrizeMode } from './lottery.rules';
import * as repo from './lottery.repository';

/**
 * The lottery's games and draws: the games with their draws and menus, the draw calendar, closing and settlement
 * (the timed jobs of lottery.jobs.ts). A member's orders are lottery-order.service.ts.
 */

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
