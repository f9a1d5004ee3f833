import type { Db, Queryable } from '../db/db';
import { periodAt, periodsBetween, type Schedule } from '../jobs/periods';
import { runOncePerPeriod } from '../jobs/once-per-period';
import { maskAccount } from '../games/winners.repository';
import { insertUnlinkedObligation } from './turnover.repository';
import { MAIN_WALLET, postTransferIn } from '../wallet/ledger.service';
import {
  LEADER_BOARDS,
  type LeaderBoard,
  type LeaderBoardPrize,
  type LeaderBoardKind,
  type LeaderBoardSpan,
} from '@site/shared/src/contracts/promotions';
import { merchantRules } from './activity';
import { PROMO_HOUSE } from './reward-payment';
import * as repo from './leader-board.repository';

/** Places a board lists (the member's own place is added when lower). */
export const BOARD_PLACES = 20;

/** When each span's period starts: midnight, Monday midnight, the first of the month (product-rules 4.34). */
export const SPAN_STARTS: Record<LeaderBoardSpan, string> = { DAY: '0 0 * * *', WEEK: '0 0 * * 1', MONTH: '0 0 1 * *' };

/** The span's period holding `at` in the zone: its key (start as wall time with offset) and bounds. */
export function spanPeriod(span: LeaderBoardSpan, timeZone: string, at: Date): { key: string; start: Date; end: Date } {
  const schedule: Schedule = { cron: SPAN_STARTS[span], timeZone };
  const { key, start } = periodAt(schedule, timeZone, at);
  const [next] = periodsBetween(schedule, timeZone, start, new Date(start.getTime() + 40 * 86_400_000), 1);
  return { key, start, end: next.start };
}

/** GET /wps/promotions/leader-board: the span's current period, masked names, the asking member's own place. */
export async function leaderBoard(
  db: Queryable,
  merchantCode: string,
  memberId: number | null,
  board: LeaderBoardKind,
  span: LeaderBoardSpan,
  now = new Date(),
): Promise<LeaderBoard> {
  const { timeZone } = await merchantRules(db, merchantCode);
  const period = spanPeriod(span, timeZone, now);
  const rows = await repo.standings(db, merchantCode, board, period.start, period.end, BOARD_PLACES, memberId);
  const place = (r: repo.StandingRow) => ({ rank: r.rank, name: maskAccount(r.name), amount: r.score, me: r.member_id === memberId });
  const mine = rows.find((r) => r.member_id === memberId);
  return {
    board,
    span,
    period: { key: period.key, start: period.start.getTime(), end: period.end.getTime() },
    places: rows.filter((r) => r.rank <= BOARD_PLACES).map(place),
    mine: mine ? place(mine) : null,
    prizes: (await repo.prizesOf(db, merchantCode, span)).filter((p) => p.board === board).map(({ rank, amount }) => ({ rank, amount })),
  };
}

/** The ledger key of a prize: one per (board, span, period, rank), so whatever runs the close pays each place once. */
export const prizeKey = (board: LeaderBoardKind, span: LeaderBoardSpan, period: string, rank: number) =>
  `LEADERBOARD:${board}:${span}:${period}:${rank}`;

/**
 * product-rules 4.34: the span's period before `at` is closed: each board's places that carry a prize are paid, each
 * board's payout committing with its (leader-board:<merchant>:<board>:<span>, period) key and each prize a BONUS
 * transfer keyed by prizeKey. A second run, instance or restart pays nothing. Answers what this run paid.
 */
export async function closeLeaderBoards(
  db: Db,
  span: LeaderBoardSpan,
  at: Date,
): Promise<Array<{ merchantCode: string; board: LeaderBoardKind; rank: number; memberId: number; amount: number }>> {
  const paid: Array<{ merchantCode: string; board: LeaderBoardKind; rank: number; memberId: number; amount: number }> = [];
  for (const merchantCode of await repo.merchantsWithPrizes(db, span)) {
    const { timeZone } = await merchantRules(db, merchantCode);
    const period = spanPeriod(span, timeZone, new Date(at.getTime() - 1));
    const prizes = await repo.prizesOf(db, merchantCode, span);
    for (const board of LEADER_BOARDS) {
      const mine = prizes.filter((p) => p.board === board);
      if (!mine.length) continue;
      await runOncePerPeriod(db, `leader-board:${merchantCode}:${board}:${span}`, period.key, async (tx) => {
        const places = await repo.standings(tx, merchantCode, board, period.start, period.end, Math.max(...mine.map((p) => p.rank)), null);
        for (const prize of mine) {
          const place = places.find((p) => p.rank === prize.rank);
          if (!place) continue;
          const transfer = await postTransferIn(tx, {
            merchantCode,
            idempotencyKey: prizeKey(board, span, period.key, prize.rank),
            code: 'BONUS',
            from: { house: PROMO_HOUSE },
            to: { memberId: place.member_id, wallet: MAIN_WALLET },
            amount: prize.amount,
            memo: `Leader board ${board} ${span} ${period.key} #${prize.rank}`,
            meta: { leaderBoard: board, span, period: period.key, rank: prize.rank },
          });
          // Like every bonus, the prize carries its turnover obligation (product-rules 4.32): the configured multiple.
          const required = Math.ceil(prize.amount * prize.bonus_multiple);
          if (required > 0)
            await insertUnlinkedObligation(tx, {
              merchantCode,
              memberId: place.member_id,
              key: prizeKey(board, span, period.key, prize.rank),
              title: { TH: `รางวัลลีดเดอร์บอร์ด อันดับ ${prize.rank} (${period.key})`, EN: `Leader board prize #${prize.rank} (${period.key})` },
              bonusTransferId: transfer.transferId,
              bonus: prize.amount,
              required,
            });
          if (!transfer.replayed) paid.push({ merchantCode, board, rank: prize.rank, memberId: place.member_id, amount: prize.amount });
        }
      });
    }
  }
  return paid;
}

/** GET /ops/promotions/leader-board-prizes: every place's prize with its turnover multiple. */
export async function operatorPrizes(db: Queryable, merchantCode: string): Promise<LeaderBoardPrize[]> {
  return (await repo.allPrizes(db, merchantCode)).map((p) => ({
    board: p.board,
    span: p.span,
    rank: p.rank,
    amount: p.amount,
    bonusMultiple: p.bonus_multiple,
  }));
}

/** PUT /ops/promotions/leader-board-prizes: sets one place's prize and multiple; answers the merchant's prizes. */
export async function setPrize(db: Queryable, merchantCode: string, prize: LeaderBoardPrize): Promise<LeaderBoardPrize[]> {
  await repo.upsertPrize(db, merchantCode, prize);
  return operatorPrizes(db, merchantCode);
}
