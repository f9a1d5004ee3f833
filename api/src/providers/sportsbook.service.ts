import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { canonicalJson } from '../http/idempotency';
import type {
  SportsBet,
  SportsBetRequest,
  SportsBoard,
  SportsBook,
  SportsFeedRun,
  SportsLeg,
  SportsMatch,
  SportsPlaced,
} from '@site/shared/src/contracts/sportsbook';
import { type CallbackSender, debitBet } from './demo-provider';
import {
  BOOK_SPORTS,
  STATED_RETURN,
  commitmentOf,
  finishedBetween,
  boardMatches,
  marketsAt,
  matchOf,
  parseMatchId,
  parseSelection,
  resultOf,
  serverSeedOf,
  stateAt,
  type DrawnMatch,
  type Market,
  type Outcome,
} from './sportsbook';
import { openToken, sealToken } from './player-token';
import * as repo from './sportsbook.repository';

/**
 * The demo vendor's book (docs/games.md, "Sportsbook and e-sports"). The board comes from the clock (sportsbook.ts);
 * the money only from the operator's seamless-wallet callbacks:
 * - a bet is one debit, transaction SB:<bet id>:D in round SB-<bet id>, at the odds now (a lower price than the page
 *   showed refuses it unless the player accepts any change; a higher one is taken: never worse than shown);
 * - when the feed has published the results of every leg, the bet is settled once: a credit SB:<bet id>:C of what it
 *   returns (0 for a lost bet closes it), or, when every leg is void (abandoned matches), a rollback SB:<bet id>:RB.
 * The wallet answers a repeated callback with its first result, so settling twice, or from two instances at once,
 * moves no money twice.
 */

/** Stakes in whole baht; limits in minor units. */
export const SPORTS_LIMITS = {
  minStake: 1_000,
  maxStakeSingle: 2_000_000,
  maxStakeParlay: 500_000,
  maxPayout: 20_000_000,
  maxLegs: 8,
};
/** How far back the feed looks for finished matches on each run (a run missed for longer still settles every open leg). */
const FEED_LOOKBACK_MS = 6 * 3600_000;

export const debitId = (betId: string) => `SB:${betId}:D`;
export const roundIdOf = (betId: string) => `SB-${betId}`;

function matchView(secret: string, m: DrawnMatch, now: number): SportsMatch {
  const state = stateAt(m, now);
  return {
    matchId: m.matchId,
    sport: m.sport,
    league: m.league,
    home: m.home,
    away: m.away,
    kickoff: m.kickoff,
    status: state.status === 'live' ? 'live' : 'upcoming',
    clock: state.clock,
    score: state.score,
    commitment: commitmentOf(secret, m.matchId),
    markets: marketsAt(m, state),
  };
}

/** The board now: every match in play and the upcoming ones, with their prices; the same for every player. */
export function board(secret: string, book: SportsBook, now: number): SportsBoard {
  return {
    book,
    now,
    statedReturn: STATED_RETURN,
    limits: SPORTS_LIMITS,
    sports: BOOK_SPORTS[book].map((sport) => ({
      sport,
      matches: boardMatches(secret, sport, now).map((m) => matchView(secret, m, now)),
    })),
  };
}

/** A parlay's total odds (hundredths, rounded down) from its legs' odds in hundredths. */
export function totalOdds(odds: number[]): number {
  let num = 1n;
  for (const o of odds) num *= BigInt(o);
  return Number(num / 100n ** BigInt(odds.length - 1));
}
/** What a stake returns at these odds (each in hundredths), rounded down to the satang. */
export function payoutOf(stake: number, odds: number[]): number {
  let num = BigInt(stake);
  for (const o of odds) num *= BigInt(o);
  return Number(num / 100n ** BigInt(odds.length));
}

const lineNumber = (line: string | number | null) => (line === null ? null : Number(line));

async function betsView(db: Queryable, rows: repo.SportsBetRow[]): Promise<SportsBet[]> {
  const legs = await repo.legsOf(
    db,
    rows.map((r) => r.id),
  );
  const results = new Map((await repo.resultsOf(db, [...new Set(legs.map((l) => l.match_id))])).map((r) => [r.match_id, r]));
  return rows.map((r) => {
    const own = legs.filter((l) => String(l.bet_id) === String(r.id));
    return {
      betId: r.bet_id,
      kind: r.kind,
      stake: Number(r.stake),
      odds: totalOdds(own.map((l) => Number(l.odds))),
      status: r.status,
      win: r.win === null ? null : Number(r.win),
      placedAt: new Date(r.created_at).getTime(),
      legs: own.map((l): SportsLeg => {
        const res = results.get(l.match_id);
        return {
          matchId: l.match_id,
          market: l.market,
          outcome: l.outcome,
          line: lineNumber(l.line),
          odds: Number(l.odds),
          home: l.home,
          away: l.away,
          kickoff: new Date(l.kickoff).getTime(),
          result: l.result,
          score: res ? { home: Number(res.home_score), away: Number(res.away_score) } : null,
        };
      }),
    };
  });
}

const requestKey = (req: SportsBetRequest, playerId: string) =>
  crypto
    .createHash('sha256')
    .update(canonicalJson({ playerId, game: req.game, kind: req.kind, stake: req.stake, selections: req.selections.map((s) => s.id) }))
    .digest('hex');

/**
 * Places one bet: the selections priced now, the limits checked, the bet recorded, then debited through the wallet
 * callback (a refused debit holds nothing). Placing the same bet id again answers the first bet.
 */
export async function placeBet(db: Db, send: CallbackSender, secret: string, req: SportsBetRequest, now: number): Promise<SportsPlaced> {
  const book = await repo.findBook(db, req.game);
  if (!book) throw new AppError('game.not.found');
  const { playerId } = await send('balance', { playerToken: req.token });
  if (!playerId) throw new AppError('provider.session.invalid');
  const key = requestKey(req, playerId);
  const existing = await repo.findBet(db, req.betId);
  if (existing) {
    // The same bet again (a retry): nothing more is placed. The same id for another bet is a conflict.
    if (existing.request_key !== key) throw new AppError('idempotency.conflict');
    return placed(db, send, req.token, existing);
  }
  const ids = req.selections.map((s) => s.id);
  if (req.kind === 'single' ? ids.length !== 1 : ids.length < 2 || ids.length > SPORTS_LIMITS.maxLegs)
    throw new AppError('sports.parlay.invalid');
  const legs: repo.NewLeg[] = [];
  const changed: Array<{ id: string; odds: number | null }> = [];
  const seen = new Set<string>();
  for (const shown of req.selections) {
    const sel = parseSelection(shown.id);
    const ref = sel && parseMatchId(sel.matchId);
    if (!sel || !ref) throw new AppError('sports.selection.closed');
    // One selection per match (a parlay's legs must be independent); only this book's sports or titles.
    if (seen.has(sel.matchId)) throw new AppError('sports.parlay.invalid');
    seen.add(sel.matchId);
    if (!BOOK_SPORTS[book.game_type].includes(ref.sport)) throw new AppError('sports.selection.closed');
    const m = matchOf(secret, ref.sport, ref.slot);
    const state = stateAt(m, now);
    const market = marketsAt(m, state).find((x) => x.market === sel.market);
    const selection = market?.selections.find((x) => x.id === shown.id);
    if (state.status === 'finished' || !market || !selection || selection.odds === null) {
      changed.push({ id: shown.id, odds: null });
      continue;
    }
    // Never a worse price than the page showed, unless the player said any change is fine; a better one is taken.
    if (selection.odds < shown.odds && !req.acceptAnyOdds) changed.push({ id: shown.id, odds: selection.odds });
    legs.push({
      matchId: m.matchId,
      market: sel.market,
      outcome: sel.outcome,
      line: market.line,
      odds: selection.odds,
      home: m.home,
      away: m.away,
      kickoff: m.kickoff,
    });
  }
  if (changed.some((c) => c.odds === null)) throw new AppError('sports.selection.closed', undefined, undefined, { selections: changed });
  if (changed.length > 0) throw new AppError('sports.odds.changed', undefined, undefined, { selections: changed });
  if (req.stake % 100 !== 0 || req.stake < SPORTS_LIMITS.minStake) throw new AppError('sports.stake.min');
  if (req.stake > (req.kind === 'single' ? SPORTS_LIMITS.maxStakeSingle : SPORTS_LIMITS.maxStakeParlay))
    throw new AppError('sports.stake.max');
  if (
    payoutOf(
      req.stake,
      legs.map((l) => l.odds),
    ) > SPORTS_LIMITS.maxPayout
  )
    throw new AppError('sports.payout.max');
  const row = await repo.insertBet(
    db,
    {
      betId: req.betId,
      playerId,
      requestKey: key,
      game: req.game,
      kind: req.kind,
      stake: req.stake,
      sealedToken: sealToken(req.token),
    },
    legs,
  );
  if (!row) return placeBet(db, send, secret, req, now);
  try {
    const result = await debitBet(
      send,
      { playerToken: req.token, transactionId: debitId(req.betId), roundId: roundIdOf(req.betId), amount: req.stake, gameCode: req.game },
      `SB:${req.betId}:RB`,
    );
    if (result.status !== 'OK') await repo.setRefused(db, row.id);
  } catch (error) {
    await repo.setRefused(db, row.id);
    throw error;
  }
  return placed(db, send, req.token, (await repo.findBet(db, req.betId))!);
}

async function placed(db: Queryable, send: CallbackSender, token: string, row: repo.SportsBetRow): Promise<SportsPlaced> {
  const [[bet], { balance }] = await Promise.all([betsView(db, [row]), send('balance', { playerToken: token })]);
  return { bet, balance };
}

/** The player's open or settled bets (of every session of the player), newest first, with the balance now. */
export async function myBets(db: Queryable, send: CallbackSender, token: string, settled: boolean, game: string | null = null) {
  const { balance, playerId } = await send('balance', { playerToken: token });
  if (!playerId) throw new AppError('provider.session.invalid');
  return { bets: await betsView(db, await repo.playerBets(db, playerId, settled, game, 50)), balance };
}

/** A leg's result from its match's published result. */
function legResult(leg: repo.SportsLegRow, r: repo.SportsResultRow): repo.LegResultRow {
  if (r.abandoned) return 'void';
  return resultOf(leg.market as Market, leg.outcome as Outcome, lineNumber(leg.line), {
    home: Number(r.home_score),
    away: Number(r.away_score),
  });
}

/**
 * The vendor's result feed, run by a scheduled job (and by the operators' publish endpoint): publishes the result
 * of every match finished by `now` (the recent ones and any still owed to an open bet), gives each open leg its
 * result, then settles every bet whose legs all have one: one credit of what it returns (void and push legs count at
 * 1.00), or one rollback when every leg is void. A bet whose callback fails stays open for the next run.
 */
export async function publishResults(
  db: Db,
  send: CallbackSender,
  secret: string,
  now: number,
  log?: { warn(o: object, msg: string): void },
): Promise<SportsFeedRun> {
  const due = new Map<string, DrawnMatch>();
  for (const m of finishedBetween(secret, now - FEED_LOOKBACK_MS, now + 1)) if (m.finishedAt <= now) due.set(m.matchId, m);
  for (const id of await repo.openMatchIds(db)) {
    const ref = parseMatchId(id);
    const m = ref && matchOf(secret, ref.sport, ref.slot);
    if (m && m.finishedAt <= now) due.set(id, m);
  }
  let published = 0;
  const known = new Set((await repo.resultsOf(db, [...due.keys()])).map((r) => r.match_id));
  for (const m of due.values()) {
    if (known.has(m.matchId)) continue;
    const fresh = await repo.publishResult(db, {
      matchId: m.matchId,
      home: m.final.home,
      away: m.final.away,
      abandoned: m.abandoned,
      serverSeed: serverSeedOf(secret, m.matchId),
      finishedAt: m.finishedAt,
    });
    if (fresh) published++;
  }
  const legs = await repo.legsToResult(db);
  const results = new Map((await repo.resultsOf(db, [...new Set(legs.map((l) => l.match_id))])).map((r) => [r.match_id, r]));
  for (const leg of legs) await repo.setLegResult(db, leg.id, legResult(leg, results.get(leg.match_id)!));

  let settled = 0;
  let failed = 0;
  const bets = await repo.betsToSettle(db);
  const allLegs = await repo.legsOf(
    db,
    bets.map((b) => b.id),
  );
  for (const bet of bets) {
    const own = allLegs.filter((l) => String(l.bet_id) === String(bet.id));
    try {
      await settleBet(db, send, secret, bet, own);
      settled++;
    } catch (error) {
      failed++;
      log?.warn({ betId: bet.bet_id, err: error }, 'sports bet not settled: kept open for the next run');
    }
  }
  return { published, settled, failed };
}

async function settleBet(db: Queryable, send: CallbackSender, secret: string, bet: repo.SportsBetRow, legs: repo.SportsLegRow[]) {
  const playerToken = openToken(bet.sealed_token);
  if (!playerToken) return;
  const base = { playerToken, roundId: roundIdOf(bet.bet_id), gameCode: bet.game_code };
  const stake = Number(bet.stake);
  if (legs.every((l) => l.result === 'void')) {
    await send('rollback', { ...base, transactionId: `SB:${bet.bet_id}:RB`, refTransactionId: debitId(bet.bet_id) });
    await repo.setSettled(db, bet.id, 'void', stake);
    return;
  }
  const lost = legs.some((l) => l.result === 'lost');
  const win = lost
    ? 0
    : payoutOf(
        stake,
        legs.map((l) => (l.result === 'won' ? Number(l.odds) : 100)),
      );
  await send('credit', { ...base, transactionId: `SB:${bet.bet_id}:C`, amount: win });
  await repo.setSettled(db, bet.id, lost ? 'lost' : 'won', win);
}

/** The feed's recent results, for the page: finished matches of the last hours with their revealed seeds. */
export async function recentResults(db: Queryable, secret: string, now: number) {
  return (await repo.recentResults(db, now - FEED_LOOKBACK_MS)).flatMap((r) => {
    const ref = parseMatchId(r.match_id);
    if (!ref) return [];
    const m = matchOf(secret, ref.sport, ref.slot);
    return [
      {
        matchId: r.match_id,
        sport: m.sport,
        homeTeam: m.home,
        awayTeam: m.away,
        home: Number(r.home_score),
        away: Number(r.away_score),
        abandoned: r.abandoned,
        serverSeed: r.server_seed,
      },
    ];
  });
}
