import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { LiveBet, LiveBets } from '@site/shared/src/contracts/providers';
import type { CockBetRequest, CockfightState, FightResult } from '@site/shared/src/contracts/cockfight';
import { type CallbackSender, debitBet, roundEndOf } from './demo-provider';
import { BETTING_MS, DEAL_MS, HISTORY_ROUNDS, ROUND_MS, liveRoundId, phaseAt, roundNoAt, roundResultAt, roundStart } from './live-table';
import {
  COCK_SIDES,
  DRAW_BP,
  DRAW_PAYS,
  arenaLimits,
  cockReturn,
  cockfightModeOf,
  crowdAt,
  fightCard,
  fightCommitment,
  fightOf,
  fixedOdds,
  serverSeedOf,
  type CockSide,
  type Pools,
} from './cockfight';
import { openToken, playerKey, sealToken } from './player-token';
import * as repo from './cockfight.repository';

/**
 * The demo vendors' cockfight arena server (docs/games.md, "Cockfight"). The fights come from the shared clock
 * (cockfight.ts); the money only from the operator's seamless-wallet callbacks:
 * - a bet is one debit, transaction F<fight>:<bet id>:D, placed only while the fight's betting is open;
 * - once the fight's result is final every open bet of it is settled once, whoever reads the arena first (a page's
 *   poll, or the player's own settle): a credit F<fight>:<bet id>:C of what it returns (0 closes a lost bet), or for
 *   a cancelled fight a rollback F<fight>:<bet id>:RB of its debit. The arena keeps the player token of an open bet
 *   for that, and drops it once the bet is settled.
 * A pool's payout depends on the whole pool, which is final once betting closes (no bet is taken after), so every
 * settler computes the same amount; the wallet answers a repeated callback with its first result.
 */

const debitId = (n: number, betId: string) => `F${n}:${betId}:D`;

async function arenaOf(db: Queryable, code: string) {
  const row = await repo.findArena(db, code);
  if (!row) throw new AppError('game.not.found');
  return { code: row.game_id, config: cockfightModeOf(row.vassalage), limits: arenaLimits(Number(row.min_bet)) };
}
type Arena = Awaited<ReturnType<typeof arenaOf>>;

/** A fight's pools at a moment: the crowd's so far and the players' standing bets. */
async function poolsAt(db: Queryable, secret: string, a: Arena, n: number, now: number): Promise<Pools> {
  const card = fightCard(secret, a.code, n, a.limits.min);
  const crowd = crowdAt(card, now - roundStart(n));
  const players = await repo.playerPools(db, a.code, n);
  return { meron: crowd.meron + (players.meron ?? 0), wala: crowd.wala + (players.wala ?? 0), draw: crowd.draw + (players.draw ?? 0) };
}

const lastFinalAt = (now: number) => (roundResultAt(roundNoAt(now)) <= now ? roundNoAt(now) : roundNoAt(now) - 1);

/**
 * The stated return of each side for this fight: its card's chances times what a side pays (the fixed odds, or at a
 * pool arena what the pools pay now), plus the stake back on a draw; the draw bet 10% x 9.
 */
function statedRtp(meronBp: number, odds: Pools): Record<string, number> {
  const walaBp = 10_000 - DRAW_BP - meronBp;
  const draw = DRAW_BP / 10_000;
  return { meron: (meronBp * odds.meron) / 1e6 + draw, wala: (walaBp * odds.wala) / 1e6 + draw, draw: draw * (DRAW_PAYS + 1) };
}

/** The arena now (the same answer for every player); a read after a fight's result settles that fight's open bets first. */
export async function arenaState(db: Queryable, send: CallbackSender, secret: string, code: string, now: number): Promise<CockfightState> {
  const a = await arenaOf(db, code);
  await settleDue(db, send, secret, a, now);
  const { roundNo: n, phase } = phaseAt(now);
  const card = fightCard(secret, a.code, n, a.limits.min);
  const open = phase === 'betting';
  let odds: Pools;
  let pools: Pools | null = null;
  if (a.config.mode === 'odds') odds = fixedOdds(card, a.config.margin);
  else {
    pools = await poolsAt(db, secret, a, n, now);
    const net = (pools.meron + pools.wala) * (1 - a.config.commission);
    const pays = (side: number) => (side > 0 ? Math.floor((100 * net) / side) : 0);
    odds = { meron: pays(pools.meron), wala: pays(pools.wala), draw: (DRAW_PAYS + 1) * 100 };
  }
  const history: FightResult[] = [];
  for (let k = n - HISTORY_ROUNDS; k < n; k++) history.push(fightOf(secret, a.code, k));
  return {
    arena: a.code,
    mode: a.config.mode,
    cut: a.config.mode === 'odds' ? a.config.margin : a.config.commission,
    limits: a.limits,
    now,
    fightNo: n,
    fightId: liveRoundId(a.code, n),
    phase,
    roundStart: roundStart(n),
    bettingMs: BETTING_MS,
    fightMs: DEAL_MS,
    roundMs: ROUND_MS,
    commitment: fightCommitment(secret, a.code, n),
    serverSeed: open ? null : serverSeedOf(secret, a.code, n),
    meronBp: card.meronBp,
    odds,
    pools,
    result: open ? null : fightOf(secret, a.code, n),
    history,
    rtp: statedRtp(card.meronBp, odds),
  };
}

/** Settles every open bet of the arena whose fight's result is final: one credit (or rollback) per bet, the same amount whoever runs it. */
async function settleDue(db: Queryable, send: CallbackSender, secret: string, a: Arena, now: number) {
  const due = await repo.dueBets(db, a.code, lastFinalAt(now));
  const pools = new Map<number, Pools>();
  for (const bet of due) {
    const n = Number(bet.fight_no);
    const playerToken = openToken(bet.player_token);
    if (!playerToken) continue;
    const result = fightOf(secret, a.code, n);
    const base = { playerToken, roundId: liveRoundId(a.code, n), gameCode: a.code };
    try {
      if (result.cancelled) {
        await send('rollback', { ...base, transactionId: `F${n}:${bet.bet_id}:RB`, refTransactionId: debitId(n, bet.bet_id) });
        await repo.closeBet(db, Number(bet.id), 'refunded', Number(bet.amount));
        continue;
      }
      if (!pools.has(n)) pools.set(n, await poolsAt(db, secret, a, n, roundStart(n) + BETTING_MS));
      // The player's last bet of the fight ends their round, once the others are settled.
      const roundEnd = roundEndOf(await repo.fightBets(db, bet.player_key, a.code, n), bet.id);
      if (roundEnd === 'wait') continue;
      const win = cockReturn(a.config, result, { side: bet.side, amount: Number(bet.amount), odds: bet.odds }, pools.get(n)!);
      await send('credit', { ...base, transactionId: `F${n}:${bet.bet_id}:C`, amount: win, roundEnd });
      await repo.closeBet(db, Number(bet.id), 'settled', win);
    } catch {
      // The wallet refused (e.g. the player's session ended): the bet stays open for the next settler.
    }
  }
}

const betView = (r: repo.CockBetRow): LiveBet => ({
  betId: r.bet_id,
  roundNo: Number(r.fight_no),
  type: r.side,
  amount: Number(r.amount),
  status: r.status,
  win: r.win === null ? null : Number(r.win),
});

async function answer(db: Queryable, send: CallbackSender, token: string, code: string, fromFightNo: number): Promise<LiveBets> {
  const [bets, { balance }] = await Promise.all([
    repo.playerBets(db, playerKey(token), code, fromFightNo),
    send('balance', { playerToken: token }),
  ]);
  return { bets: bets.map(betView), balance };
}

/** Places one bet on the open fight: recorded (with the fixed odds of an odds arena), then debited through the wallet callback. */
export async function placeCockBet(
  db: Queryable,
  send: CallbackSender,
  secret: string,
  req: CockBetRequest,
  now: number,
): Promise<LiveBets> {
  const a = await arenaOf(db, req.arena);
  const { roundNo: n, phase } = phaseAt(now);
  const key = playerKey(req.token);
  const existing = await repo.findBet(db, req.betId);
  if (existing) {
    const same =
      existing.player_key === key &&
      existing.arena === a.code &&
      Number(existing.fight_no) === req.fightNo &&
      existing.side === req.side &&
      Number(existing.amount) === req.amount;
    if (!same) throw new AppError('idempotency.conflict');
    return answer(db, send, req.token, a.code, req.fightNo);
  }
  if (req.fightNo !== n || phase !== 'betting') throw new AppError('live.betting.closed');
  const side = req.side as CockSide;
  if (!COCK_SIDES.includes(side)) throw new AppError('game.bet.invalid');
  if (req.amount < a.limits.min || req.amount % 100 !== 0) throw new AppError('live.bet.limit');
  if ((await repo.stakedOn(db, key, a.code, n, side)) + req.amount > (a.limits.max[side] ?? 0)) throw new AppError('live.bet.limit');
  const odds = a.config.mode === 'odds' ? fixedOdds(fightCard(secret, a.code, n, a.limits.min), a.config.margin)[side] : null;
  const row = await repo.insertBet(db, {
    arena: a.code,
    fightNo: n,
    betId: req.betId,
    playerKey: key,
    token: sealToken(req.token),
    side,
    amount: req.amount,
    odds,
  });
  if (!row) return placeCockBet(db, send, secret, req, now);
  try {
    const result = await debitBet(
      send,
      {
        playerToken: req.token,
        transactionId: debitId(n, req.betId),
        roundId: liveRoundId(a.code, n),
        amount: req.amount,
        gameCode: a.code,
      },
      `F${n}:${req.betId}:RB`,
    );
    if (result.status !== 'OK') await repo.closeBet(db, Number(row.id), 'refused', null);
  } catch (error) {
    await repo.closeBet(db, Number(row.id), 'refused', null);
    throw error;
  }
  return answer(db, send, req.token, a.code, n);
}

/** The player's bets from the last final fight on, after settling the arena's due bets. */
export async function settleCock(db: Queryable, send: CallbackSender, secret: string, token: string, code: string, now: number) {
  const a = await arenaOf(db, code);
  await settleDue(db, send, secret, a, now);
  return answer(db, send, token, a.code, lastFinalAt(now));
}
