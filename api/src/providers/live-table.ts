import crypto from 'node:crypto';
import { BACCARAT_STATED_RTP, baccaratReturn, dealBaccarat, type BaccaratBetType, type BaccaratHand } from '../games/bgs/baccarat';
import { fairRandom, hashServerSeed } from '../games/bgs/fair';
import {
  ROULETTE_RTP,
  SICBO_BETS,
  SICBO_RTP,
  rouletteClass,
  rouletteReturn,
  sicboClass,
  sicboReturn,
  spinPocket,
  throwDice,
} from '@site/shared/src/games/live-wheel';

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
 * - Roulette and sic bo tables (live-wheel.ts) run on the same clock and seeds: the round's result is a pocket
 *   (int(37)) or three dice; their hands carry `pocket` or `dice` and empty cards.
 */
export type TableKind = 'BACCARAT' | 'DRAGON_TIGER' | 'ROULETTE' | 'SICBO';
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
  /** Roulette: the pocket 0..36. */
  pocket?: number;
  /** Sic bo: the three dice 1..6. */
  dice?: number[];
}

/** A roulette or sic bo round in the hand's shape: no cards. */
const NO_CARDS: BaccaratHand = {
  player: [],
  banker: [],
  playerTotal: 0,
  bankerTotal: 0,
  winner: 'tie',
  playerPair: false,
  bankerPair: false,
};

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
export function liveReturn(
  kind: TableKind,
  hand: BaccaratHand & { pocket?: number; dice?: number[] },
  bet: { type: string; amount: number },
): number {
  if (kind === 'ROULETTE') return Math.floor(rouletteReturn(hand.pocket ?? -1, bet.type, bet.amount));
  if (kind === 'SICBO') return sicboReturn(hand.dice ?? [0, 0, 0], bet.type, bet.amount);
  if (kind === 'BACCARAT') return Math.floor(baccaratReturn(hand, bet as { type: BaccaratBetType; amount: number }));
  if (hand.winner === 'tie') return bet.type === 'tie' ? bet.amount * 12 : Math.floor(bet.amount / 2);
  return bet.type === hand.winner ? bet.amount * 2 : 0;
}

export const LIVE_BETS: Record<'BACCARAT' | 'DRAGON_TIGER', readonly BaccaratBetType[]> = {
  BACCARAT: ['player', 'banker', 'tie', 'playerPair', 'bankerPair'],
  DRAGON_TIGER: DRAGON_TIGER_BETS,
};

/**
 * The key of a bet in the table's limits and stated returns, or null when the table takes no such bet: the bet itself
 * at baccarat, dragon tiger and sic bo; its class (straight, split, dozen, column, even) at roulette.
 */
export function betKey(kind: TableKind, type: string): string | null {
  if (kind === 'ROULETTE') return rouletteClass(type);
  if (kind === 'SICBO') return SICBO_BETS.includes(type) ? type : null;
  return (LIVE_BETS[kind] as readonly string[]).includes(type) ? type : null;
}

export const LIVE_STATED_RTP: Record<TableKind, Record<string, number>> = {
  BACCARAT: BACCARAT_STATED_RTP,
  DRAGON_TIGER: DRAGON_TIGER_STATED_RTP,
  ROULETTE: { straight: ROULETTE_RTP, split: ROULETTE_RTP, dozen: ROULETTE_RTP, column: ROULETTE_RTP, even: ROULETTE_RTP },
  SICBO: SICBO_RTP,
};

/** Deals round n of a table from its seeds (anyone holding the revealed seed can run this again). */
export function dealLiveRound(serverSeed: string, table: string, n: number, kind: TableKind = 'BACCARAT'): LiveRound {
  const random = fairRandom(serverSeed, table, n);
  const int = (k: number) => random.int(k);
  const hand: BaccaratHand & { pocket?: number; dice?: number[] } =
    kind === 'ROULETTE'
      ? { ...NO_CARDS, pocket: spinPocket(int) }
      : kind === 'SICBO'
        ? { ...NO_CARDS, dice: throwDice(int) }
        : (kind === 'BACCARAT' ? dealBaccarat : dealDragonTiger)(() => random.int(52));
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

/**
 * A table's bet limits (minor units) from its room: the catalogue's minimum bet; per bet key (betKey) a maximum:
 * baccarat and dragon tiger main bets 500x, tie and pairs 100x; roulette even chances 500x, dozens and columns 250x,
 * splits 100x, straights 50x; sic bo 1:1 bets 500x, totals and single numbers 100x, doubles and any triple 50x,
 * specific triples 20x.
 */
export interface TableLimits {
  min: number;
  max: Record<string, number>;
}
const ROULETTE_MAX: Record<string, number> = { even: 500, dozen: 250, column: 250, split: 100, straight: 50 };
const SICBO_MAX: Record<string, number> = { even: 500, total: 100, single: 100, double: 50, anyTriple: 50, triple: 20 };
export function tableLimits(minBet: number, kind: TableKind = 'BACCARAT'): TableLimits {
  const max: TableLimits['max'] = {};
  if (kind === 'ROULETTE') for (const [key, x] of Object.entries(ROULETTE_MAX)) max[key] = minBet * x;
  else if (kind === 'SICBO') for (const type of SICBO_BETS) max[type] = minBet * SICBO_MAX[sicboClass(type)!];
  else for (const type of LIVE_BETS[kind]) max[type] = minBet * (type === 'player' || type === 'banker' ? 500 : 100);
  return { min: minBet, max };
}
