import type { RandomSource } from './fair';

/**
 * BGS European roulette: one zero, 37 pockets. Every bet covering k numbers pays 36/k times the stake back
 * (stake included), so every bet returns 36/37 = 97.30% (the stated RTP).
 */
export const ROULETTE_POCKETS = 37;
export const ROULETTE_STATED_RTP = 36 / 37;

export const RED_NUMBERS = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);
/** The wheel order of a European wheel, clockwise from zero (for drawing it). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export const OUTSIDE_BETS = [
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
  'dozen1',
  'dozen2',
  'dozen3',
  'column1',
  'column2',
  'column3',
] as const;
export type OutsideBet = (typeof OUTSIDE_BETS)[number];

/** A bet: a straight-up number ("17") or an outside bet name; amount in minor units. */
export interface RouletteBet {
  target: string;
  amount: number;
}

export interface RouletteOutcome {
  number: number;
  color: 'green' | 'red' | 'black';
  bets: Array<RouletteBet & { win: number }>;
  totalBet: number;
  win: number;
}

/** The numbers a bet target covers, or null when the target is not a bet on this table. */
export function coveredNumbers(target: string): number[] | null {
  if (/^(0|[1-9]|[12][0-9]|3[0-6])$/.test(target)) return [Number(target)];
  const all = Array.from({ length: 36 }, (_, i) => i + 1);
  switch (target as OutsideBet) {
    case 'red':
      return all.filter((n) => RED_NUMBERS.has(n));
    case 'black':
      return all.filter((n) => !RED_NUMBERS.has(n));
    case 'odd':
      return all.filter((n) => n % 2 === 1);
    case 'even':
      return all.filter((n) => n % 2 === 0);
    case 'low':
      return all.filter((n) => n <= 18);
    case 'high':
      return all.filter((n) => n >= 19);
    case 'dozen1':
    case 'dozen2':
    case 'dozen3': {
      const d = Number(target.slice(-1)) - 1;
      return all.filter((n) => n > d * 12 && n <= (d + 1) * 12);
    }
    case 'column1':
    case 'column2':
    case 'column3': {
      const col = Number(target.slice(-1)) % 3;
      return all.filter((n) => n % 3 === col);
    }
    default:
      return null;
  }
}

export function pocketColor(n: number): 'green' | 'red' | 'black' {
  return n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';
}

/** Settle bets against a pocket. A winning bet on k numbers returns amount x 36 / k (k divides 36). */
export function settleRoulette(number: number, bets: readonly RouletteBet[]): RouletteOutcome {
  const settled = bets.map((bet) => {
    const covered = coveredNumbers(bet.target);
    if (!covered) throw new RangeError(`unknown bet ${bet.target}`);
    return { ...bet, win: covered.includes(number) ? (bet.amount * 36) / covered.length : 0 };
  });
  return {
    number,
    color: pocketColor(number),
    bets: settled,
    totalBet: bets.reduce((sum, bet) => sum + bet.amount, 0),
    win: settled.reduce((sum, bet) => sum + bet.win, 0),
  };
}

export function spinRoulette(random: RandomSource, bets: readonly RouletteBet[]): RouletteOutcome {
  return settleRoulette(random.int(ROULETTE_POCKETS), bets);
}
