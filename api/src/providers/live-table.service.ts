import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { LiveBet, LiveBetRequest, LiveBets, LiveHand, LiveTableState } from '@site/shared/src/contracts/providers';
import { type CallbackSender, debitBet, roundEndOf } from './demo-provider';
import {
  BETTING_MS,
  DEAL_MS,
  HISTORY_ROUNDS,
  LIVE_STATED_RTP,
  betKey,
  ROUND_MS,
  commitmentOf,
  liveReturn,
  liveRound,
  liveRoundId,
  phaseAt,
  roundNoAt,
  roundResultAt,
  roundStart,
  serverSeedOf,
  tableLimits,
  type LiveRound,
} from './live-table';
import { openToken, playerKey, sealToken } from './player-token';
import * as repo from './live-table.repository';

/**
 * The demo vendor's live baccarat table server (docs/games.md, "Live tables"). The rounds come from the shared
 * clock (live-table.ts); the money only from the operator's seamless-wallet callbacks:
 * - a bet is one debit, transaction L<round>:<bet id>:D, placed only while the round's betting is open;
 * - once the round's result is final, each bet is settled once: a credit L<round>:<bet id>:C of what it returns
 *   (0 for a lost bet closes it), or for a cancelled round a rollback L<round>:<bet id>:RB of its debit. Only the
 *   credit of the player's last bet of the round says roundEnd (roundEndOf), once the others are settled.
 * The wallet answers a repeated callback with its first result and moves no money again, so settling twice, or a
 * settlement that races another, changes nothing twice.
 */

const debitId = (roundNo: number, betId: string) => `L${roundNo}:${betId}:D`;

type Table = Awaited<ReturnType<typeof table>>;
async function table(db: Queryable, code: string) {
  const row = await repo.findTable(db, code);
  if (!row) throw new AppError('game.not.found');
  const kind = row.game_classify;
  return { code: row.game_id, kind, room: row.room_type ?? 'FREE', limits: tableLimits(Number(row.min_bet), kind) };
}

const handView = (r: LiveRound): LiveHand => ({
  roundNo: r.roundNo,
  player: r.player,
  banker: r.banker,
  playerTotal: r.playerTotal,
  bankerTotal: r.bankerTotal,
  winner: r.winner,
  playerPair: r.playerPair,
  bankerPair: r.bankerPair,
  voided: r.voided,
  ...(r.pocket === undefined ? {} : { pocket: r.pocket }),
  ...(r.dice === undefined ? {} : { dice: r.dice }),
});

/**
 * The table now: the same answer for every player (no token), the cards only once betting has closed. Given the
 * callback sender, a read after a round's result first settles that table's open bets (with the tokens it holds).
 */
export async function tableState(db: Queryable, secret: string, code: string, now: number, send?: CallbackSender): Promise<LiveTableState> {
  const t = await table(db, code);
  if (send) await settleBets(db, send, secret, t, await repo.dueTableBets(db, t.code, lastFinalAt(now)), null);
  const { roundNo, phase } = phaseAt(now);
  const history: LiveHand[] = [];
  for (let n = roundNo - HISTORY_ROUNDS; n < roundNo; n++) history.push(handView(liveRound(secret, t.code, n, t.kind)));
  const open = phase === 'betting';
  return {
    table: t.code,
    kind: t.kind,
    room: t.room,
    limits: t.limits,
    now,
    roundNo,
    roundId: liveRoundId(t.code, roundNo),
    phase,
    roundStart: roundStart(roundNo),
    bettingMs: BETTING_MS,
    dealMs: DEAL_MS,
    roundMs: ROUND_MS,
    commitment: commitmentOf(secret, t.code, roundNo),
    serverSeed: open ? null : serverSeedOf(secret, t.code, roundNo),
    hand: open ? null : handView(liveRound(secret, t.code, roundNo, t.kind)),
    history,
    rtp: { ...LIVE_STATED_RTP[t.kind] },
  };
}

const betView = (r: repo.LiveBetRow): LiveBet => ({
  betId: r.bet_id,
  roundNo: Number(r.round_no),
  type: r.bet_type,
  amount: Number(r.amount),
  status: r.status,
  win: r.win === null ? null : Number(r.win),
});

/** Places one bet of the open round: recorded, then debited through the wallet callback (a refused debit holds nothing). */
export async function placeBet(db: Queryable, send: CallbackSender, req: LiveBetRequest, now: number): Promise<LiveBets> {
  const t = await table(db, req.table);
  const { roundNo, phase } = phaseAt(now);
  const key = playerKey(req.token);
  const existing = await repo.findBet(db, req.betId);
  if (existing) {
    // The same bet again (a retry): nothing more is placed. The same id for another bet is a conflict.
    const same =
      existing.player_key === key &&
      existing.table_code === t.code &&
      Number(existing.round_no) === req.roundNo &&
      existing.bet_type === req.type &&
      Number(existing.amount) === req.amount;
    if (!same) throw new AppError('idempotency.conflict');
    return answer(db, send, req.token, key, t.code, req.roundNo);
  }
  if (req.roundNo !== roundNo || phase !== 'betting') throw new AppError('live.betting.closed');
  const type = req.type;
  const limitKey = betKey(t.kind, type);
  if (!limitKey) throw new AppError('game.bet.invalid');
  if (req.amount < t.limits.min || req.amount % 100 !== 0) throw new AppError('live.bet.limit');
  if ((await repo.stakedOn(db, key, t.code, roundNo, type)) + req.amount > (t.limits.max[limitKey] ?? 0))
    throw new AppError('live.bet.limit');
  const row = await repo.insertBet(db, {
    table: t.code,
    roundNo,
    betId: req.betId,
    playerKey: key,
    token: sealToken(req.token),
    type,
    amount: req.amount,
  });
  if (!row) return placeBet(db, send, req, now);
  try {
    const result = await debitBet(
      send,
      {
        playerToken: req.token,
        transactionId: debitId(roundNo, req.betId),
        roundId: liveRoundId(t.code, roundNo),
        amount: req.amount,
        gameCode: t.code,
      },
      `L${roundNo}:${req.betId}:RB`,
    );
    if (result.status !== 'OK') await repo.setStatus(db, Number(row.id), 'refused', null);
  } catch (error) {
    await repo.setStatus(db, Number(row.id), 'refused', null);
    throw error;
  }
  return answer(db, send, req.token, key, t.code, roundNo);
}

const lastFinalAt = (now: number) => (roundResultAt(roundNoAt(now)) <= now ? roundNoAt(now) : roundNoAt(now) - 1);

/**
 * Settles bets whose round's result is final: one credit per bet (or one rollback per bet of a cancelled round), with
 * the player's token (or the one the table holds for the bet). A bet the wallet refuses now (e.g. the player's session
 * ended) stays open for the player's own settlement.
 */
async function settleBets(db: Queryable, send: CallbackSender, secret: string, t: Table, bets: repo.LiveBetRow[], token: string | null) {
  for (const bet of bets) {
    const n = Number(bet.round_no);
    const playerToken = token ?? openToken(bet.player_token);
    if (!playerToken) continue;
    const round = liveRound(secret, t.code, n, t.kind);
    const base = { playerToken, roundId: liveRoundId(t.code, n), gameCode: t.code };
    try {
      if (round.voided) {
        await send('rollback', { ...base, transactionId: `L${n}:${bet.bet_id}:RB`, refTransactionId: debitId(n, bet.bet_id) });
        await repo.setStatus(db, Number(bet.id), 'refunded', Number(bet.amount));
      } else {
        const roundEnd = roundEndOf(await repo.roundBets(db, bet.player_key, t.code, n), bet.id);
        if (roundEnd === 'wait') continue;
        const win = liveReturn(t.kind, round, { type: bet.bet_type, amount: Number(bet.amount) });
        await send('credit', { ...base, transactionId: `L${n}:${bet.bet_id}:C`, amount: win, roundEnd });
        await repo.setStatus(db, Number(bet.id), 'settled', win);
      }
    } catch (error) {
      if (token) throw error;
    }
  }
}

/**
 * Settles the player's bets whose round's result is final: one credit per bet (or one rollback per bet of a
 * cancelled round). A round still open or being dealt settles nothing yet.
 */
export async function settle(db: Queryable, send: CallbackSender, secret: string, token: string, code: string, now: number) {
  const t = await table(db, code);
  const key = playerKey(token);
  const lastFinal = lastFinalAt(now);
  await settleBets(db, send, secret, t, await repo.dueBets(db, key, t.code, lastFinal), token);
  return answer(db, send, token, key, t.code, lastFinal);
}

/** The player's bets from a round on, with the balance of the wallet the game plays from (balance callback). */
async function answer(db: Queryable, send: CallbackSender, token: string, key: string, code: string, fromRoundNo: number) {
  const [bets, { balance }] = await Promise.all([repo.playerBets(db, key, code, fromRoundNo), send('balance', { playerToken: token })]);
  return { bets: bets.map(betView), balance };
}
