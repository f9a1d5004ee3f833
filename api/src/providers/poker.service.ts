import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { hashServerSeed, simulationRandom } from '../games/bgs/fair';
import type { PokerAction, PokerSitRequest, PokerView } from '@site/shared/src/contracts/poker';
import { type CallbackSender, debitBet } from './demo-provider';
import {
  ACTION_MS,
  NEXT_HAND_MS,
  PokerRuleError,
  RAKE_CAP_BB,
  RAKE_PERCENT,
  act,
  botAction,
  forfeit,
  legalActions,
  newSeed,
  other,
  stakesOf,
  startHand,
  timeOut,
  type Hand,
  type Seat,
  type Stakes,
} from './poker';
import * as repo from './poker.repository';
import type { SeatRow, TableRow, TableState } from './poker.repository';
import { openToken, playerKey, sealToken } from './player-token';

/**
 * The demo vendor's heads-up Hold'em table server (docs/games.md, "Heads-up poker"). Money moves only through the
 * operator's seamless-wallet callbacks, one round per seat (round id PK<seat>):
 * - sitting down is one debit PK<seat>:D of the buy-in;
 * - standing up, busting or being stood up is one credit PK<seat>:C of the stack (0 closes a bust seat);
 * - a seat that never played a hand (stood up while waiting, or given up by the server) is one rollback PK<seat>:RB.
 * Chips move between the players inside the table (and the rake to the vendor), never through the wallet. The wallet
 * answers a repeated transaction id with its first result, so a retried or raced payout moves nothing twice.
 *
 * The table (its hand, stacks, seeds) is one row changed only under its row lock, so two API instances serialise the
 * players' actions. The house bot acts in the same locked change that made it its turn; timeouts and the next
 * hand happen on the next read of the table by either player (or the sweep, for a table nobody reads).
 */
export const BOT_WAIT_MS = 5_000;
/** A waiting page polls every second or two: one not seen for this long is gone (matched with nobody; given up). */
export const SEEN_MS = 6_000;
export const ABANDONED_MS = 60_000;
export const TIMEOUTS_TO_STAND = 2;
export const POKER_RAKE = { percent: RAKE_PERCENT, capBb: RAKE_CAP_BB, noFlopNoDrop: true } as const;

const roundOf = (seatId: string) => `PK${seatId}`;
const n = (v: string | number | null) => Number(v ?? 0);

async function stakesFor(db: Queryable, game: string): Promise<Stakes> {
  const row = await repo.findGame(db, game);
  if (!row) throw new AppError('game.not.found');
  return stakesOf(n(row.min_bet));
}

export async function pokerStakes(db: Queryable, game: string) {
  return { game, stakes: await stakesFor(db, game), rake: { ...POKER_RAKE } };
}

/** Sits the player down: the seat is recorded, then its buy-in debited (a refused debit holds nothing). */
export async function sit(db: Db, send: CallbackSender, req: PokerSitRequest, now: number): Promise<PokerView> {
  const stakes = await stakesFor(db, req.game);
  const key = playerKey(req.token);
  const existing = await repo.findSeat(db, req.seatId);
  if (existing) {
    if (existing.player_key !== key || existing.game_code !== req.game || n(existing.buy_in) !== req.buyIn)
      throw new AppError('idempotency.conflict');
    return view(db, send, req.token, req.seatId, now);
  }
  if (req.buyIn < stakes.minBuyIn || req.buyIn > stakes.maxBuyIn || req.buyIn % stakes.sb !== 0) throw new AppError('poker.buyin.invalid');
  await sweep(db, send, now);
  const row = await repo.insertSeat(db, {
    id: req.seatId,
    game: req.game,
    playerKey: key,
    token: sealToken(req.token),
    bot: false,
    buyIn: req.buyIn,
    now,
  });
  if (!row) return sit(db, send, req, now);
  try {
    const result = await debitBet(
      send,
      {
        playerToken: req.token,
        transactionId: `${roundOf(req.seatId)}:D`,
        roundId: roundOf(req.seatId),
        amount: req.buyIn,
        gameCode: req.game,
      },
      `${roundOf(req.seatId)}:RB`,
    );
    if (result.status !== 'OK') await repo.updateSeat(db, req.seatId, { status: 'refused' });
    else await repo.updateSeat(db, req.seatId, { status: 'waiting', stack: req.buyIn, waitingSince: now }, 'pending');
  } catch (error) {
    await repo.updateSeat(db, req.seatId, { status: 'refused' });
    throw error;
  }
  return view(db, send, req.token, req.seatId, now);
}

async function ownSeat(db: Queryable, token: string, seatId: string): Promise<SeatRow> {
  const seat = await repo.findSeat(db, seatId);
  if (!seat || seat.player_key !== playerKey(token)) throw new AppError('poker.seat.unknown');
  return seat;
}

/** The table as the player sees it; moves the table on first when it is due (a timeout, the bot, the next hand). */
export async function view(db: Db, send: CallbackSender, token: string, seatId: string, now: number): Promise<PokerView> {
  let seat = await ownSeat(db, token, seatId);
  await repo.seen(db, seatId, now);
  if (seat.status === 'waiting') await match(db, seatId, now);
  seat = (await repo.findSeat(db, seatId))!;
  if (seat.status === 'playing' && seat.table_id !== null) {
    const table = await repo.findTable(db, seat.table_id);
    if (table && table.status === 'playing' && dueAt(table.state) !== null && dueAt(table.state)! <= now)
      await payOut(db, send, await change(db, table.id, now, () => undefined));
  }
  if (seat.status === 'cashing' || seat.status === 'cancelling') await payOut(db, send, [seatId]);
  return render(db, send, token, seatId, now);
}

/** The player's action on their hand: refused out of turn, for another hand, or against the betting rules. */
export async function action(db: Db, send: CallbackSender, req: PokerAction, now: number): Promise<PokerView> {
  const seat = await ownSeat(db, req.token, req.seatId);
  if (seat.status !== 'playing' || seat.table_id === null) throw new AppError('poker.not.your.turn');
  await repo.seen(db, req.seatId, now);
  const paying = await change(db, seat.table_id, now, (state, stakes) => {
    const hand = state.hand;
    const me = state.seats.indexOf(req.seatId) as Seat;
    if (!hand || hand.handNo !== req.handNo || hand.result) throw new AppError('poker.not.your.turn');
    // Each decision has its own key: a repeat (a double tap, a retried request) or an answer to a decision already
    // passed changes nothing, and says so.
    if (hand.street !== req.street || hand.log.length !== req.actionNo)
      throw new AppError('poker.action.stale', undefined, undefined, {
        handNo: hand.handNo,
        street: hand.street,
        actionNo: hand.log.length,
      });
    try {
      act(hand, me, { type: req.type, to: req.to }, stakes, now);
    } catch (error) {
      if (error instanceof PokerRuleError) throw new AppError(error.key);
      throw error;
    }
    state.timeouts[me] = 0;
  });
  await payOut(db, send, paying);
  return render(db, send, req.token, req.seatId, now);
}

/**
 * Stands the player up: a seat still waiting for its first hand is refunded (rollback); a seated one folds its hand
 * if it is in one, and its stack is credited. A human opponent goes back to waiting; the bot leaves.
 */
export async function stand(db: Db, send: CallbackSender, token: string, seatId: string, now: number): Promise<PokerView> {
  const seat = await ownSeat(db, token, seatId);
  if (seat.status === 'waiting' || seat.status === 'pending') {
    await db.transaction(async (tx) => {
      const locked = await repo.findSeat(tx, seatId, true);
      if (locked?.status === 'waiting') await giveUp(tx, locked);
    });
  } else if (seat.status === 'playing' && seat.table_id !== null) {
    await payOut(
      db,
      send,
      await change(db, seat.table_id, now, (state) => {
        const me = state.seats.indexOf(seatId) as Seat;
        if (!state.leaving.includes(me)) state.leaving.push(me);
      }),
    );
  }
  await payOut(db, send, [seatId]);
  return render(db, send, token, seatId, now);
}

/** A waiting seat leaves: refunded by rollback when it never played a hand, its stack credited otherwise. */
async function giveUp(tx: Queryable, seat: SeatRow) {
  if (seat.hands_played === 0) await repo.updateSeat(tx, seat.id, { status: 'cancelling', cashOut: 0 }, 'waiting');
  else await repo.updateSeat(tx, seat.id, { status: 'cashing', cashOut: n(seat.stack) }, 'waiting');
}

/** Seats another player waiting at the same stakes with this one, or the house bot once none came for BOT_WAIT_MS. */
async function match(db: Db, seatId: string, now: number) {
  await db.transaction(async (tx) => {
    const me = await repo.findSeat(tx, seatId, true);
    if (!me || me.status !== 'waiting') return;
    const stakes = await stakesFor(tx, me.game_code);
    let opponent = await repo.waitingOpponent(tx, me.game_code, me, now - SEEN_MS);
    if (!opponent) {
      if (now - new Date(me.waiting_since ?? now).getTime() < BOT_WAIT_MS) return;
      const buyIn = Math.min(stakes.maxBuyIn, Math.max(stakes.minBuyIn, n(me.stack)));
      opponent = await repo.insertSeat(tx, {
        id: `B${crypto.randomBytes(12).toString('hex')}`,
        game: me.game_code,
        playerKey: 'bot',
        token: null,
        bot: true,
        buyIn,
        now,
      });
    }
    const seats: [SeatRow, SeatRow] = [opponent!, me];
    const clientSeed = `${seats[0].id}:${seats[1].id}`;
    const stacks: [number, number] = [n(seats[0].stack), n(seats[1].stack)];
    const state: TableState = {
      stakes,
      seats: [seats[0].id, seats[1].id],
      bots: [seats[0].is_bot, seats[1].is_bot],
      stacks,
      settledHand: 0,
      hand: startHand({ handNo: 1, button: 0, stacks, seed: newSeed(), clientSeed, stakes, now }),
      nextSeed: newSeed(),
      timeouts: [0, 0],
      leaving: [],
      history: [],
      rake: 0,
    };
    advance(state, now);
    const table = (await repo.insertTable(tx, me.game_code, state, dueAt(state)))!;
    for (const s of seats) await repo.updateSeat(tx, s.id, { status: 'playing', tableId: table.id, waitingSince: null });
    await record(tx, table.id, state, now, 0);
  });
}

/** When the table needs the server by itself: the player to act's time is up, the bot's turn, or the next hand. */
function dueAt(state: TableState): number | null {
  const hand = state.hand;
  if (!hand) return null;
  if (!hand.result) return hand.toAct !== null && state.bots[hand.toAct] ? 0 : hand.deadline;
  if (state.settledHand !== hand.handNo) return 0;
  return (hand.endedAt ?? 0) + NEXT_HAND_MS;
}

/**
 * One change of a table under its row lock: the change asked, then everything due (the bot's moves, timeouts, the
 * next hand, players leaving), saved with a new version. Answers the seats to pay out once committed.
 */
async function change(db: Db, tableId: number | string, now: number, fn: (state: TableState, stakes: Stakes) => void): Promise<string[]> {
  return db.transaction(async (tx) => {
    const table = await repo.findTable(tx, tableId, true);
    if (!table || table.status !== 'playing') return [];
    const state = table.state;
    const settledBefore = state.settledHand;
    advance(state, now);
    fn(state, state.stakes);
    advance(state, now);
    return record(tx, table.id, state, now, settledBefore);
  });
}

/** Plays what is due on the table: timeouts, the bot's turns, the hand's end into the stacks, the next deal. */
export function advance(state: TableState, now: number, botSamples = 200) {
  const stakes = state.stakes;
  for (let guard = 0; guard < 200; guard++) {
    const hand = state.hand;
    if (!hand) return;
    if (!hand.result) {
      const seat = hand.toAct!;
      // A player leaving folds their hand at once (in turn or not).
      if (state.leaving.length) {
        forfeit(hand, state.leaving[0], stakes, now);
        continue;
      }
      if (state.bots[seat]) {
        act(hand, seat, botAction(hand, seat, botRandom(hand), botSamples), stakes, now);
        continue;
      }
      const late = timeOut(hand, stakes, now);
      if (late === null) return;
      if (++state.timeouts[late] >= TIMEOUTS_TO_STAND && !state.leaving.includes(late)) state.leaving.push(late);
      continue;
    }
    if (state.settledHand !== hand.handNo) {
      state.settledHand = hand.handNo;
      state.stacks = [...hand.stacks];
      state.rake += hand.result.rake;
      state.history = [
        ...state.history.slice(-9),
        { handNo: hand.handNo, seed: hand.seed, commitment: hand.commitment, won: hand.result.won, rake: hand.result.rake },
      ];
    }
    // The table breaks up after a hand when someone leaves or busts; otherwise the next hand once its result was seen.
    if (state.leaving.length || state.stacks[0] === 0 || state.stacks[1] === 0) return;
    if (now < (hand.endedAt ?? now) + NEXT_HAND_MS) return;
    state.hand = startHand({
      handNo: hand.handNo + 1,
      button: other(hand.button),
      stacks: state.stacks,
      seed: state.nextSeed,
      clientSeed: hand.clientSeed,
      stakes,
      now,
    });
    state.nextSeed = newSeed();
  }
}

const botRandom = (hand: Hand) =>
  simulationRandom(parseInt(crypto.createHash('sha256').update(`${hand.seed}:${hand.log.length}`).digest('hex').slice(0, 8), 16));

/** Saves the table; a table breaking up sets its seats: cash out who leaves or busts, the human who stays waits again. */
async function record(tx: Queryable, tableId: number | string, state: TableState, now: number, settledBefore: number): Promise<string[]> {
  if (state.settledHand > settledBefore) await repo.countHand(tx, state.seats, state.settledHand - settledBefore);
  const hand = state.hand;
  const over = Boolean(hand?.result) && state.settledHand === hand?.handNo;
  const breaks = over && (state.leaving.length > 0 || state.stacks[0] === 0 || state.stacks[1] === 0);
  if (!breaks) {
    await repo.saveTable(tx, tableId, state, 'playing', dueAt(state));
    return [];
  }
  await repo.saveTable(tx, tableId, state, 'closed', null);
  const paying: string[] = [];
  for (const s of [0, 1] as const) {
    const id = state.seats[s];
    const stack = state.stacks[s];
    if (state.bots[s]) await repo.updateSeat(tx, id, { status: 'closed', stack, cashOut: stack });
    else if (state.leaving.includes(s) || stack === 0) {
      await repo.updateSeat(tx, id, { status: 'cashing', stack, cashOut: stack }, 'playing');
      paying.push(id);
    } else await repo.updateSeat(tx, id, { status: 'waiting', stack, waitingSince: now }, 'playing');
  }
  return paying;
}

/** Sends the seats' payouts once committed: a credit of the stack, or the rollback of a buy-in never played. */
async function payOut(db: Queryable, send: CallbackSender, seatIds: string[]) {
  if (!seatIds.length) return;
  for (const seat of await repo.seatsIn(db, seatIds, ['cashing', 'cancelling'])) {
    const playerToken = openToken(seat.player_token);
    if (!playerToken) continue;
    const base = { playerToken, roundId: roundOf(seat.id), gameCode: seat.game_code };
    if (seat.status === 'cancelling') {
      await send('rollback', { ...base, transactionId: `${roundOf(seat.id)}:RB`, refTransactionId: `${roundOf(seat.id)}:D` });
      await repo.updateSeat(db, seat.id, { status: 'cancelled' }, 'cancelling');
    } else {
      await send('credit', { ...base, transactionId: `${roundOf(seat.id)}:C`, amount: n(seat.cash_out) });
      await repo.updateSeat(db, seat.id, { status: 'closed' }, 'cashing');
    }
  }
}

/**
 * What nobody asks for: waiting seats whose page is gone are given up (refunded, or cashed out after a hand), tables
 * whose player to act is gone are timed out, and payouts a crash left half done are sent. Run when a player sits.
 */
export async function sweep(db: Db, send: CallbackSender, now: number) {
  const paying: string[] = [];
  for (const seat of await repo.abandonedSeats(db, now - ABANDONED_MS)) {
    await db.transaction(async (tx) => {
      const locked = await repo.findSeat(tx, seat.id, true);
      if (locked?.status === 'waiting') await giveUp(tx, locked);
    });
    paying.push(seat.id);
  }
  for (const t of await repo.dueTables(db, now)) paying.push(...(await change(db, t.id, now, () => undefined)));
  const stuck = await db.query<{ id: string }>(
    `SELECT id FROM demo_poker_seats WHERE status IN ('cashing', 'cancelling') AND created_at < $1 LIMIT 20`,
    [new Date(now - ACTION_MS).toISOString()],
  );
  await payOut(db, send, [...paying, ...stuck.map((s) => s.id)]);
}

async function render(db: Queryable, send: CallbackSender, token: string, seatId: string, now: number): Promise<PokerView> {
  const seat = (await repo.findSeat(db, seatId))!;
  const stakes = await stakesFor(db, seat.game_code);
  const table: TableRow | null = seat.table_id === null ? null : await repo.findTable(db, seat.table_id);
  const { balance } = await send('balance', { playerToken: token });
  const out: PokerView = {
    seatId,
    game: seat.game_code,
    status: seat.status,
    stakes,
    rake: { ...POKER_RAKE },
    buyIn: n(seat.buy_in),
    stack: n(seat.stack),
    cashOut: seat.cash_out === null ? null : n(seat.cash_out),
    handsPlayed: seat.hands_played,
    now,
    table: null,
    balance,
  };
  if (!table) return out;
  const state = table.state;
  const me = state.seats.indexOf(seatId) as Seat;
  const opp = other(me);
  const hand = state.hand!;
  const who = (s: Seat | null) => (s === null ? null : s === me ? ('me' as const) : ('opponent' as const));
  const r = hand.result;
  const legal = !r && hand.toAct === me && table.status === 'playing' ? legalActions(hand, me) : null;
  if (table.status === 'playing') out.stack = hand.stacks[me];
  out.table = {
    tableId: String(table.id),
    version: table.version,
    open: table.status === 'playing',
    opponent: { bot: state.bots[opp], name: state.bots[opp] ? 'bot' : `#${state.seats[opp].slice(-4).toUpperCase()}` },
    handNo: hand.handNo,
    button: who(hand.button)!,
    street: hand.street,
    actionNo: hand.log.length,
    board: hand.board.slice(0, hand.shown),
    myCards: hand.hole[me],
    opponentCards: r && r.folded === null ? hand.hole[opp] : null,
    pot: hand.pot,
    bets: { me: hand.bets[me], opponent: hand.bets[opp] },
    stacks: { me: hand.stacks[me], opponent: hand.stacks[opp] },
    toAct: who(hand.toAct),
    deadline: hand.deadline,
    legal,
    log: hand.log.slice(-12).map((l) => ({ who: who(l.seat)!, type: l.type, amount: l.amount, street: l.street })),
    commitment: hand.commitment,
    serverSeed: r ? hand.seed : null,
    clientSeed: hand.clientSeed,
    nextCommitment: hashServerSeed(state.nextSeed),
    nextHandAt: r && table.status === 'playing' ? (hand.endedAt ?? now) + NEXT_HAND_MS : null,
    result: r
      ? {
          winner: r.winners.length === 2 ? 'split' : who(r.winners[0])!,
          won: r.won[me],
          pot: r.pot,
          rake: r.rake,
          folded: who(r.folded),
          myHand: r.categories?.[me] ?? null,
          opponentHand: r.categories?.[opp] ?? null,
        }
      : null,
  };
  return out;
}
