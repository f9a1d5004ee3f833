/**
 * Texas Hold'em hand values (docs/games.md, "Heads-up poker"). A card is 0..51: suit = card / 13 (♠ ♥ ♦ ♣),
 * rank index = card % 13 with 0 the ace, 1..12 the two to the king (the same numbering as the live tables' cards).
 *
 * evaluate7 answers the value of the best five of five to seven cards as one number: a larger number is a better
 * hand, equal numbers tie (split). value = category * 15^5 + the five deciding ranks (2..14) in base 15, most
 * significant first.
 */
export const CATEGORIES = ['high_card', 'pair', 'two_pair', 'trips', 'straight', 'flush', 'full_house', 'quads', 'straight_flush'] as const;
export type HandCategory = (typeof CATEGORIES)[number];

/** The card's rank for poker: 2..14 (the ace high). */
export const rankOf = (card: number) => (card % 13 === 0 ? 14 : (card % 13) + 1);
export const suitOf = (card: number) => Math.floor(card / 13);

const BASE = 15;
function value(category: number, ranks: number[]): number {
  let v = category;
  for (let i = 0; i < 5; i++) v = v * BASE + (ranks[i] ?? 0);
  return v;
}

/** The highest straight in a set of ranks (bit r set for rank r, the ace also as 1): its top rank, or 0. */
function straightTop(mask: number): number {
  const m = mask & (1 << 14) ? mask | 2 : mask;
  for (let top = 14; top >= 5; top--) {
    const run = 0b11111 << (top - 4);
    if ((m & run) === run) return top;
  }
  return 0;
}

export function evaluate7(cards: readonly number[]): number {
  const counts = new Array<number>(15).fill(0);
  const suitMasks = [0, 0, 0, 0];
  const suitCounts = [0, 0, 0, 0];
  let mask = 0;
  for (const c of cards) {
    const r = rankOf(c);
    const s = suitOf(c);
    counts[r]++;
    suitMasks[s] |= 1 << r;
    suitCounts[s]++;
    mask |= 1 << r;
  }
  const flushSuit = suitCounts.findIndex((n) => n >= 5);
  if (flushSuit >= 0) {
    const top = straightTop(suitMasks[flushSuit]);
    if (top) return value(8, [top]);
  }
  // Ranks grouped by how many of each, higher groups first, then higher ranks.
  const quads: number[] = [];
  const trips: number[] = [];
  const pairs: number[] = [];
  const singles: number[] = [];
  for (let r = 14; r >= 2; r--) {
    if (counts[r] === 4) quads.push(r);
    else if (counts[r] === 3) trips.push(r);
    else if (counts[r] === 2) pairs.push(r);
    else if (counts[r] === 1) singles.push(r);
  }
  const kickers = (exclude: number[], n: number) => {
    const out: number[] = [];
    for (let r = 14; r >= 2 && out.length < n; r--) if (counts[r] > 0 && !exclude.includes(r)) out.push(r);
    return out;
  };
  if (quads.length) return value(7, [quads[0], ...kickers([quads[0]], 1)]);
  if (trips.length && (trips.length > 1 || pairs.length)) {
    const pair = Math.max(trips[1] ?? 0, pairs[0] ?? 0);
    return value(6, [trips[0], pair]);
  }
  if (flushSuit >= 0) {
    const ranks: number[] = [];
    for (let r = 14; r >= 2 && ranks.length < 5; r--) if (suitMasks[flushSuit] & (1 << r)) ranks.push(r);
    return value(5, ranks);
  }
  const top = straightTop(mask);
  if (top) return value(4, [top]);
  if (trips.length) return value(3, [trips[0], ...kickers([trips[0]], 2)]);
  if (pairs.length >= 2) return value(2, [pairs[0], pairs[1], ...kickers([pairs[0], pairs[1]], 1)]);
  if (pairs.length) return value(1, [pairs[0], ...kickers([pairs[0]], 3)]);
  return value(0, singles.slice(0, 5));
}

export const categoryOf = (v: number): HandCategory => CATEGORIES[Math.floor(v / BASE ** 5)];

/** Cards from text ("As Kd 10c 2h"), for tests and the docs: rank A 2..10 J Q K (or T), suit s h d c. */
export function parseCards(text: string): number[] {
  return text
    .trim()
    .split(/\s+/)
    .map((t) => {
      const rank = t.slice(0, -1).toUpperCase();
      const suit = 'shdc'.indexOf(t.slice(-1).toLowerCase());
      const r = rank === 'A' ? 0 : rank === 'K' ? 12 : rank === 'Q' ? 11 : rank === 'J' ? 10 : rank === 'T' ? 9 : Number(rank) - 1;
      if (suit < 0 || !(r >= 0 && r <= 12)) throw new RangeError(`bad card ${t}`);
      return suit * 13 + r;
    });
}
