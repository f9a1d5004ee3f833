/**
 * The rules of the demo vendor's live roulette and sic bo tables (docs/games.md, "Live roulette and sic bo"). They
 * run on the live tables' shared clock and seeds (api/src/providers/live-table.ts); this file only knows a result and
 * what a bet returns, for the table server and for the page's free play alike.
 *
 * Roulette (European, one zero): the pocket is the fair stream's int(37). Bets: a straight number "0".."36", a split
 * "s<a>-<b>" of two numbers next to each other on the layout (or 0 with 1, 2 or 3), the dozens, the columns and the
 * even chances (red/black, odd/even, low/high). A bet on k numbers returns 36/k of its stake, so every bet returns
 * 36/37 = 97.30%.
 *
 * Sic bo: three dice, each the fair stream's int(6) + 1. Bets and pays (x:1, the stake back too), the usual
 * Macau table: small (4-10) and big (11-17), odd and even (all lose on a triple) 1:1; a total of 4 or 17 60:1,
 * 5 or 16 30:1, 6 or 15 17:1, 7 or 14 12:1, 8 or 13 8:1, 9, 10, 11 or 12 6:1; a single number 1:1 on one die,
 * 2:1 on two, 3:1 on three; a specific double 10:1; any triple 30:1; a specific triple 180:1. Each bet's return is
 * exact over the 216 equally likely throws (SICBO_RTP).
 */

export const ROULETTE_RTP = 36 / 37;
export const ROULETTE_POCKETS = 37;
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** A European wheel's pockets clockwise from zero (for drawing it). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];
export const pocketColour = (n: number) => (n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black');

/** The outside bets and the numbers 1..36 each covers. */
const OUTSIDE: Record<string, (n: number) => boolean> = {
  red: (n) => RED_NUMBERS.has(n),
  black: (n) => !RED_NUMBERS.has(n),
  odd: (n) => n % 2 === 1,
  even: (n) => n % 2 === 0,
  low: (n) => n <= 18,
  high: (n) => n >= 19,
  dozen1: (n) => n <= 12,
  dozen2: (n) => n > 12 && n <= 24,
  dozen3: (n) => n > 24,
  column1: (n) => n % 3 === 1,
  column2: (n) => n % 3 === 2,
  column3: (n) => n % 3 === 0,
};
export const ROULETTE_OUTSIDE = Object.keys(OUTSIDE);

/** The two numbers of a split target "s<a>-<b>" (a < b, neighbours on the layout), or null. */
export function splitNumbers(target: string): [number, number] | null {
  const m = /^s(\d{1,2})-(\d{1,2})$/.exec(target);
  if (!m) return null;
  const a = Number(m[1]);
  const b = Number(m[2]);
  if (a >= b || b > 36) return null;
  if (a === 0) return b <= 3 ? [a, b] : null;
  // Rows of three across (1-2-3, 4-5-6 ...): a number and the next in its row, or the one below it.
  const ok = (b === a + 1 && a % 3 !== 0) || b === a + 3;
  return ok ? [a, b] : null;
}

/** The numbers a live roulette bet covers, or null for a target that is not a bet on the table. */
export function rouletteCovers(target: string): number[] | null {
  const split = splitNumbers(target);
  if (split) return split;
  if (/^(0|[1-9]|[12][0-9]|3[0-6])$/.test(target)) return [Number(target)];
  const covers = Object.hasOwn(OUTSIDE, target) ? OUTSIDE[target] : null;
  return covers ? Array.from({ length: 36 }, (_, i) => i + 1).filter(covers) : null;
}

/** The limit (and stated return) class of a roulette bet: straight, split, dozen, column or even (the even chances). */
export function rouletteClass(target: string): 'straight' | 'split' | 'dozen' | 'column' | 'even' | null {
  const covers = rouletteCovers(target);
  if (!covers) return null;
  if (covers.length === 1) return 'straight';
  if (covers.length === 2) return 'split';
  if (target.startsWith('dozen')) return 'dozen';
  if (target.startsWith('column')) return 'column';
  return 'even';
}

export const ROULETTE_CLASSES = ['straight', 'split', 'dozen', 'column', 'even'] as const;

export const spinPocket = (int: (n: number) => number) => int(ROULETTE_POCKETS);

export function rouletteReturn(pocket: number, target: string, amount: number): number {
  const covers = rouletteCovers(target);
  if (!covers) return 0;
  return covers.includes(pocket) ? (amount * 36) / covers.length : 0;
}

export const SICBO_SIMPLE = ['small', 'big', 'odd', 'even', 'anyTriple'] as const;
export const SICBO_TOTAL_PAYS: Record<number, number> = {
  4: 60,
  5: 30,
  6: 17,
  7: 12,
  8: 8,
  9: 6,
  10: 6,
  11: 6,
  12: 6,
  13: 8,
  14: 12,
  15: 17,
  16: 30,
  17: 60,
};

/** Every sic bo bet: small, big, odd, even, anyTriple, total4..total17, single1..6, double1..6, triple1..6. */
export const SICBO_BETS: readonly string[] = [
  ...SICBO_SIMPLE,
  ...Object.keys(SICBO_TOTAL_PAYS).map((t) => `total${t}`),
  ...[1, 2, 3, 4, 5, 6].flatMap((d) => [`single${d}`, `double${d}`, `triple${d}`]),
];

/** The limit class of a sic bo bet: even (the 1:1 bets) or the bet's own family. */
export function sicboClass(type: string): 'even' | 'total' | 'single' | 'double' | 'triple' | 'anyTriple' | null {
  if (!SICBO_BETS.includes(type)) return null;
  if (type === 'anyTriple') return 'anyTriple';
  if (SICBO_SIMPLE.includes(type as (typeof SICBO_SIMPLE)[number])) return 'even';
  return /^[a-z]+/.exec(type)![0] as 'total' | 'single' | 'double' | 'triple';
}

export const throwDice = (int: (n: number) => number): [number, number, number] => [int(6) + 1, int(6) + 1, int(6) + 1];

/** What a sic bo bet returns on a throw, stake included (0 when lost). */
export function sicboReturn(dice: readonly number[], type: string, amount: number): number {
  const total = dice[0] + dice[1] + dice[2];
  const triple = dice[0] === dice[1] && dice[1] === dice[2];
  const count = (d: number) => dice.filter((x) => x === d).length;
  const pays = (x: number) => amount * (x + 1);
  switch (type) {
    case 'small':
      return !triple && total <= 10 ? pays(1) : 0;
    case 'big':
      return !triple && total >= 11 ? pays(1) : 0;
    case 'odd':
      return !triple && total % 2 === 1 ? pays(1) : 0;
    case 'even':
      return !triple && total % 2 === 0 ? pays(1) : 0;
    case 'anyTriple':
      return triple ? pays(30) : 0;
  }
  const m = /^(total|single|double|triple)(\d{1,2})$/.exec(type);
  if (!m) return 0;
  const n = Number(m[2]);
  switch (m[1]) {
    case 'total':
      return total === n && SICBO_TOTAL_PAYS[n] ? pays(SICBO_TOTAL_PAYS[n]) : 0;
    case 'single':
      return count(n) ? pays(count(n)) : 0;
    case 'double':
      return count(n) >= 2 ? pays(10) : 0;
    default:
      return count(n) === 3 ? pays(180) : 0;
  }
}

/** Each sic bo bet's exact return over the 216 throws (the house edge is 1 minus it). */
export const SICBO_RTP: Record<string, number> = Object.fromEntries(
  SICBO_BETS.map((type) => {
    let sum = 0;
    for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) sum += sicboReturn([a, b, c], type, 1);
    return [type, sum / 216];
  }),
);
