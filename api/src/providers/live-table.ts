import crypto from 'node:crypto';
import { BACCARAT_STATED_RTP, baccaratReturn, dealBaccarat, type BaccaratBetType, type BaccaratHand } from '../games/bgs/baccarat';
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
 * - Dragon tiger tables run on the same clock and seeds: one card each to Dragon (`player`) and Tiger (`banker`), the
 *   higher rank wins (ace low, king high); bets Dragon and Tiger 1:1 (half the stake back on a tie), Tie 11:1.
 */
export type TableKind = 'BACCARAT' | 'DRAGON_TIGER';
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

/** Dragon tiger's deal in the baccarat hand's shape: player is the Dragon, banker the Tiger, totals the ranks (1..13). */
export function dealDragonTiger(nextCard: () => number): BaccaratHand {
  const dragon = nextCard();
  const tiger = nextCard();
  const d = (dragon % 13) + 1;
  const t = (tiger % 13) + 1;
  return {
    player: [dragon],
    banker: [tiger],
    playerTotal: d,
    bankerTotal: t,
    winner: d > t ? 'player' : t > d ? 'banker' : 'tie',
    playerPair: false,
    bankerPair: false,
  };
}

export const DRAGON_TIGER_BETS = ['player', 'banker', 'tie'] as const;
/** Exact for a card drawn uniformly from 52 each: a tie is 1/13. */
export const DRAGON_TIGER_STATED_RTP: Record<(typeof DRAGON_TIGER_BETS)[number], number> = {
  player: 12.5 / 13,
  banker: 12.5 / 13,
  tie: 12 / 13,
};

/** What a bet returns on a round (stake included; 0 when lost), per the table's kind. */
export function liveReturn(kind: TableKind, hand: BaccaratHand, bet: { type: BaccaratBetType; amount: number }): number {
  if (kind === 'BACCARAT') return Math.floor(baccaratReturn(hand, bet));
  if (hand.winner === 'tie') return bet.type === 'tie' ? bet.amount * 12 : Math.floor(bet.amount / 2);
  return bet.type === hand.winner ? bet.amount * 2 : 0;
}

export const LIVE_BETS: Record<TableKind, readonly BaccaratBetType[]> = {
  BACCARAT: ['player', 'banker', 'tie', 'playerPair', 'bankerPair'],
  DRAGON_TIGER: DRAGON_TIGER_BETS,
};
export const LIVE_STATED_RTP: Record<TableKind, Partial<Record<BaccaratBetType, number>>> = {
  BACCARAT: BACCARAT_STATED_RTP,
  DRAGON_TIGER: DRAGON_TIGER_STATED_RTP,
};

/** Deals round n of a table from its seeds (anyone holding the revealed seed can run this again). */
export function dealLiveRound(serverSeed: string, table: string, n: number, kind: TableKind = 'BACCARAT'): LiveRound {
  const random = fairRandom(serverSeed, table, n);
  const hand = (kind === 'BACCARAT' ? dealBaccarat : dealDragonTiger)(() => random.int(52));
  // Drawn after the cards: the cards of a round do not depend on whether it is cancelled.
  const voided = random.int(1000) < VOID_PER_MILLE;
  return { ...hand, roundNo: n, voided };
}

const cache = new Map<string, LiveRound>();
/** A round's deal, remembered (the road maps ask for the last rounds on every poll). */
export function liveRound(secret: string, table: string, n: number, kind: TableKind = 'BACCARAT'): LiveRound {
  const key = `${kind}:${table}:${n}`;
  let round = cache.get(key);
  if (!round) {
    round = dealLiveRound(serverSeedOf(secret, table, n), table, n, kind);
    if (cache.size > 5000) cache.clear();
    cache.set(key, round);
  }
  return round;
}

/** A table's bet limits (minor units) from its room: the catalogue's minimum bet; main bets to 500x, tie and pairs to 100x. */
export interface TableLimits {
  min: number;
  max: Partial<Record<BaccaratBetType, number>>;
}
export function tableLimits(minBet: number, kind: TableKind = 'BACCARAT'): TableLimits {
  const max: TableLimits['max'] = {};
  for (const type of LIVE_BETS[kind]) max[type] = minBet * (type === 'player' || type === 'banker' ? 500 : 100);
  return { min: minBet, max };
}
