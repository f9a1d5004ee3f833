import crypto from 'node:crypto';
import { fairRandom } from '../games/bgs/fair';
import { BETTING_MS, commitmentOf, serverSeedOf } from './live-table';

/**
 * The demo vendors' cockfight arenas (docs/games.md, "Cockfight"): fights on the live tables' shared clock
 * (live-table.ts: 30 s a fight, 15 s of betting, 7 s of fighting, then the result), provably fair like the tables.
 *
 * - Fight n's card (who fights, how strong the meron cock is) is public before betting: the meron win chance in basis
 *   points is 3300 + HMAC-SHA256(secret, `cock-card:<arena>:<n>`) mod 2401 (33%..57%); a draw is always 10%; the wala
 *   has the rest.
 * - The result is drawn from the fight's committed seed (serverSeedOf(secret, arena, n), its hash shown while bets are
 *   open): int(10000) of the provably fair stream (client seed = arena, nonce = n) below the meron chance is a meron
 *   win, the next 1000 a draw, the rest wala; then int(1000) < 20 cancels the fight (every bet refunded by a rollback).
 * - A draw bet pays 8:1 (9x back); meron and wala bets on a drawn fight get their stake back (a credit of the stake).
 * - Each vendor sets how meron and wala pay (COCKFIGHT_VENDORS): fixed odds with a margin (the odds of a fight are
 *   fixed when betting opens), or pari-mutuel pools: the winning side shares the whole meron + wala pool less the
 *   vendor's commission, pro rata to the stakes, each share rounded down.
 * - A pool holds the crowd's bets (the other seats of the arena, drawn from the card, coming in over the betting
 *   window) and the real players' bets.
 */
export type CockSide = 'meron' | 'wala' | 'draw';
export const COCK_SIDES: readonly CockSide[] = ['meron', 'wala', 'draw'];
export const DRAW_BP = 1000;
export const DRAW_PAYS = 8;
export const COCK_VOID_PER_MILLE = 20;

export type CockfightMode = { mode: 'odds'; margin: number } | { mode: 'pool'; commission: number };
/** The vendors' configuration: two arenas at fixed odds, two at pari-mutuel pools. */
export const COCKFIGHT_VENDORS: Record<string, CockfightMode> = {
  SV3: { mode: 'odds', margin: 0.05 },
  DIG: { mode: 'odds', margin: 0.06 },
  DS88: { mode: 'pool', commission: 0.05 },
  WGB: { mode: 'pool', commission: 0.07 },
};
export const cockfightModeOf = (vassalage: string): CockfightMode => COCKFIGHT_VENDORS[vassalage] ?? { mode: 'odds', margin: 0.05 };

export interface FightCard {
  fightNo: number;
  /** The meron's win chance, basis points (the wala has 10000 - DRAW_BP - meronBp). */
  meronBp: number;
  /** The crowd's final pools (minor units, per 1.00 of the arena's minimum bet). */
  crowd: { meron: number; wala: number; draw: number };
}

function cardWords(secret: string, arena: string, n: number): number[] {
  const digest = crypto.createHmac('sha256', secret).update(`cock-card:${arena}:${n}`).digest();
  return [0, 4, 8, 12].map((o) => digest.readUInt32BE(o));
}

/** Fight n's public card (shown before any bet). The crowd's pools scale with the arena's minimum bet. */
export function fightCard(secret: string, arena: string, n: number, minBet: number): FightCard {
  const [a, b, c, d] = cardWords(secret, arena, n);
  const meronBp = 3300 + (a % 2401);
  const walaBp = 10_000 - DRAW_BP - meronBp;
  // The crowd backs each side roughly by its chance (plus or minus 15%), 300..700 minimum bets in all.
  const total = minBet * (300 + (b % 401));
  const lean = 0.85 + (c % 3001) / 10_000;
  const meronShare = Math.min(0.8, Math.max(0.2, (meronBp / (meronBp + walaBp)) * lean));
  const meron = Math.floor((total * meronShare) / 100) * 100;
  return { fightNo: n, meronBp, crowd: { meron, wala: total - meron, draw: minBet * (5 + (d % 30)) } };
}

/** The crowd's pools at a moment of the betting window (they come in evenly while bets are open). */
export function crowdAt(card: FightCard, intoBetting: number): FightCard['crowd'] {
  const f = Math.min(1, Math.max(0, intoBetting / BETTING_MS));
  const part = (x: number) => Math.floor((x * f) / 100) * 100;
  return { meron: part(card.crowd.meron), wala: part(card.crowd.wala), draw: part(card.crowd.draw) };
}

/** Fixed decimal odds (hundredths, stake included) of a fight at an odds arena: (1 - margin - draw chance) / win chance, rounded down. */
export function fixedOdds(card: FightCard, margin: number): { meron: number; wala: number; draw: number } {
  const walaBp = 10_000 - DRAW_BP - card.meronBp;
  const odds = (bp: number) => Math.floor((100 * (10_000 * (1 - margin) - DRAW_BP)) / bp);
  return { meron: odds(card.meronBp), wala: odds(walaBp), draw: (DRAW_PAYS + 1) * 100 };
}

export interface FightResult {
  fightNo: number;
  winner: CockSide;
  cancelled: boolean;
}

/** Fight n's result from its seed (anyone holding the revealed seed and the card can run this again). */
export function fightResult(serverSeed: string, arena: string, n: number, meronBp: number): FightResult {
  const random = fairRandom(serverSeed, arena, n);
  const x = random.int(10_000);
  const winner: CockSide = x < meronBp ? 'meron' : x < meronBp + DRAW_BP ? 'draw' : 'wala';
  return { fightNo: n, winner, cancelled: random.int(1000) < COCK_VOID_PER_MILLE };
}

const cache = new Map<string, FightResult>();
export function fightOf(secret: string, arena: string, n: number): FightResult {
  const key = `${arena}:${n}`;
  let r = cache.get(key);
  if (!r) {
    r = fightResult(serverSeedOf(secret, arena, n), arena, n, fightCard(secret, arena, n, 100).meronBp);
    if (cache.size > 5000) cache.clear();
    cache.set(key, r);
  }
  return r;
}
export const fightCommitment = commitmentOf;

/** The final pools of a fight: the crowd's and the players' standing bets. */
export type Pools = { meron: number; wala: number; draw: number };

/**
 * What a bet returns (stake included) on a fight's result. Fixed odds: stake x odds / 100 rounded down. Pools: the
 * winning side's share of (meron + wala pools) x (1 - commission), rounded down. A draw pays 9x to a draw bet and
 * gives meron and wala bets their stake back.
 */
export function cockReturn(
  mode: CockfightMode,
  result: FightResult,
  bet: { side: CockSide; amount: number; odds: number | null },
  pools: Pools,
): number {
  if (result.winner === 'draw') return bet.side === 'draw' ? bet.amount * (DRAW_PAYS + 1) : bet.amount;
  if (bet.side !== result.winner) return 0;
  if (mode.mode === 'odds') return Math.floor((bet.amount * (bet.odds ?? 0)) / 100);
  const side = pools[result.winner];
  const net = Math.floor((pools.meron + pools.wala) * (1 - mode.commission));
  return side > 0 ? Math.floor((bet.amount * net) / side) : bet.amount;
}

/** An arena's limits: its minimum bet (at least 20.00), meron and wala up to 500x, draw up to 100x. */
export function arenaLimits(minBet: number) {
  const min = Math.max(minBet, 2000);
  return { min, max: { meron: min * 500, wala: min * 500, draw: min * 100 } as Record<string, number> };
}

export { BETTING_MS, serverSeedOf };
