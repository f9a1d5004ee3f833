import crypto from 'node:crypto';
import { dealBaccarat, type BaccaratBetType, type BaccaratHand } from '../games/bgs/baccarat';
import { fairRandom, hashServerSeed } from '../games/bgs/fair';

/**
 * The demo vendor's live baccarat tables (docs/games.md, "Live tables"): every table runs on one shared clock, so
 * every player at a table sees the same round, cards and result without any state kept between requests.
 *
 * - Round n of a table spans [n * ROUND_MS, (n + 1) * ROUND_MS) of Unix time: BETTING_MS for bets, then the deal
 *   (DEAL_MS, the cards are turned one by one), then the result until the next round opens.
 * - Round n's server seed is HMAC-SHA256(vendor secret, `live:<table>:<n>`): its SHA-256 is shown while bets are
 *   open (the commitment), the seed itself once betting closes. The cards are the platform's provably fair stream
 *   (games/bgs/fair.ts) with client seed = the table code and nonce = n, dealt by the punto banco tableau.
 * - About one round in a hundred the dealer cancels (a misdeal): every bet on it is refunded by a rollback.
 */
export const ROUND_MS = 30_000;
export const BETTING_MS = 15_000;
export const DEAL_MS = 7_000;
export const HISTORY_ROUNDS = 60;
export const VOID_PER_MILLE = 10;

export type LivePhase = 'betting' | 'dealing' | 'result';

export const roundNoAt = (now: number) => Math.floor(now / ROUND_MS);
export const roundStart = (n: number) => n * ROUND_MS;
/** When the round's result is final (the cards are all turned): settlement may start. */
export const roundResultAt = (n: number) => roundStart(n) + BETTING_MS + DEAL_MS;
export const liveRoundId = (table: string, n: number) => `${table}-${n}`;

export function phaseAt(now: number): { roundNo: number; phase: LivePhase; endsAt: number } {
  const n = roundNoAt(now);
  const into = now - roundStart(n);
  if (into < BETTING_MS) return { roundNo: n, phase: 'betting', endsAt: roundStart(n) + BETTING_MS };
  if (into < BETTING_MS + DEAL_MS) return { roundNo: n, phase: 'dealing', endsAt: roundResultAt(n) };
  return { roundNo: n, phase: 'result', endsAt: roundStart(n + 1) };
}

export interface LiveRound extends BaccaratHand {
  roundNo: number;
  voided: boolean;
}

export function serverSeedOf(secret: string, table: string, n: number): string {
  return crypto.createHmac('sha256', secret).update(`live:${table}:${n}`).digest('hex');
}

export const commitmentOf = (secret: string, table: string, n: number) => hashServerSeed(serverSeedOf(secret, table, n));

/** Deals round n of a table from its seeds (anyone holding the revealed seed can run this again). */
export function dealLiveRound(serverSeed: string, table: string, n: number): LiveRound {
  const random = fairRandom(serverSeed, table, n);
  const hand = dealBaccarat(() => random.int(52));
  // Drawn after the cards: the cards of a round do not depend on whether it is cancelled.
  const voided = random.int(1000) < VOID_PER_MILLE;
  return { ...hand, roundNo: n, voided };
}

const cache = new Map<string, LiveRound>();
/** A round's deal, remembered (the road maps ask for the last rounds on every poll). */
export function liveRound(secret: string, table: string, n: number): LiveRound {
  const key = `${table}:${n}`;
  let round = cache.get(key);
  if (!round) {
    round = dealLiveRound(serverSeedOf(secret, table, n), table, n);
    if (cache.size > 5000) cache.clear();
    cache.set(key, round);
  }
  return round;
}

/** A table's bet limits (minor units) from its room: the catalogue's minimum bet; main bets to 500x, tie and pairs to 100x. */
export interface TableLimits {
  min: number;
  max: Record<BaccaratBetType, number>;
}
export function tableLimits(minBet: number): TableLimits {
  const main = minBet * 500;
  const side = minBet * 100;
  return { min: minBet, max: { player: main, banker: main, tie: side, playerPair: side, bankerPair: side } };
}
