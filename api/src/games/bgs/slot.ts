import type { RandomSource } from './fair';

/**
 * The in-house slot (catalogue bgs-slot, named there): a 5-reel, 3-row video slot with 20 fixed paylines, left-to-right line pays and a wild.
 * Every line bets totalBet / 20; a line pays lineBet x multiplier. The stated RTP is what this paytable gives,
 * computed exactly by slotExactRtp() (each line sees, on every reel, the strip's symbol distribution, so the
 * RTP is the expected multiplier of one line) and checked by bench/rtp.mjs over 10 million spins.
 */
export const SLOT_SYMBOLS = ['cherry', 'lemon', 'orange', 'grape', 'bell', 'bar', 'seven', 'wild'] as const;
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number];

export const SLOT_ROWS = 3;
export const SLOT_REELS = 5;

/** Multipliers of the line bet for 3, 4 and 5 in a row from the leftmost reel. */
export const SLOT_PAYTABLE: Record<SlotSymbol, [number, number, number]> = {
  cherry: [7, 25, 80],
  lemon: [7, 25, 80],
  orange: [10, 30, 120],
  grape: [14, 40, 150],
  bell: [20, 75, 300],
  bar: [40, 150, 600],
  seven: [80, 400, 2000],
  wild: [200, 1000, 5000],
};

const c = 'cherry',
  l = 'lemon',
  o = 'orange',
  g = 'grape',
  b = 'bell',
  r = 'bar',
  s = 'seven',
  w = 'wild';
/** Reel strips (top to bottom, wrapping). */
export const SLOT_STRIPS: readonly (readonly SlotSymbol[])[] = [
  [c, l, o, g, c, b, l, r, c, o, l, g, s, c, l, o, w, c, g, l, b, o, c, l, r, g, o, c, l, b],
  [l, c, g, o, b, l, c, r, o, l, g, c, s, l, o, c, w, g, l, c, b, o, l, g, r, c, o, l, b, c],
  [o, c, l, g, b, c, l, r, o, g, c, l, s, o, c, g, w, l, o, c, b, g, l, c, r, o, g, c, l, b],
  [g, l, c, o, b, l, c, r, g, o, l, c, s, g, l, o, w, c, l, g, b, o, c, l, r, g, o, c, b, l],
  [c, o, l, g, b, c, o, r, l, g, c, o, s, l, g, c, w, o, l, c, b, g, o, l, r, c, g, o, b, l],
];

/** The 20 paylines: the row (0 top, 2 bottom) on each of the 5 reels. */
export const SLOT_PAYLINES: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];

export const SLOT_LINES = SLOT_PAYLINES.length;

export interface SlotLineWin {
  line: number;
  symbol: SlotSymbol;
  count: number;
  multiplier: number;
  win: number;
}

export interface SlotOutcome {
  /** The reel stop (index of the top row's symbol in each strip). */
  stops: number[];
  /** grid[reel][row]. */
  grid: SlotSymbol[][];
  lines: SlotLineWin[];
  totalBet: number;
  win: number;
}

/** The multiplier of one line's five symbols: best of the wild run and the first plain symbol's run (wilds substitute). */
export function linePay(symbols: readonly SlotSymbol[]): { symbol: SlotSymbol; count: number; multiplier: number } | null {
  let wildRun = 0;
  while (wildRun < symbols.length && symbols[wildRun] === 'wild') wildRun++;
  let best: { symbol: SlotSymbol; count: number; multiplier: number } | null = null;
  if (wildRun >= 3) best = { symbol: 'wild', count: wildRun, multiplier: SLOT_PAYTABLE.wild[wildRun - 3] };
  if (wildRun < symbols.length) {
    const symbol = symbols[wildRun];
    let count = wildRun;
    while (count < symbols.length && (symbols[count] === symbol || symbols[count] === 'wild')) count++;
    if (count >= 3) {
      const multiplier = SLOT_PAYTABLE[symbol][count - 3];
      if (!best || multiplier > best.multiplier) best = { symbol, count, multiplier };
    }
  }
  return best;
}

export function slotGrid(stops: readonly number[]): SlotSymbol[][] {
  return SLOT_STRIPS.map((strip, reel) => Array.from({ length: SLOT_ROWS }, (_, row) => strip[(stops[reel] + row) % strip.length]));
}

/** Evaluate a spin from its stops; totalBet must be a multiple of SLOT_LINES (integer line bet). */
export function evaluateSlot(stops: readonly number[], totalBet: number): SlotOutcome {
  const lineBet = totalBet / SLOT_LINES;
  const grid = slotGrid(stops);
  const lines: SlotLineWin[] = [];
  SLOT_PAYLINES.forEach((rows, index) => {
    const pay = linePay(rows.map((row, reel) => grid[reel][row]));
    if (pay) lines.push({ line: index + 1, ...pay, win: pay.multiplier * lineBet });
  });
  return { stops: [...stops], grid, lines, totalBet, win: lines.reduce((sum, line) => sum + line.win, 0) };
}

/** One spin: a uniform stop per reel, in reel order. */
export function spinSlot(random: RandomSource, totalBet: number): SlotOutcome {
  return evaluateSlot(
    SLOT_STRIPS.map((strip) => random.int(strip.length)),
    totalBet,
  );
}

// The same rules on symbol indices, for the simulation's inner loop (a test checks it agrees with evaluateSlot).
const WILD = SLOT_SYMBOLS.indexOf('wild');
const STRIP_IDS = SLOT_STRIPS.map((strip) => Int8Array.from(strip, (symbol) => SLOT_SYMBOLS.indexOf(symbol)));
const PAY_IDS = SLOT_SYMBOLS.map((symbol) => [0, 0, 0, ...SLOT_PAYTABLE[symbol]]);
const line = new Int8Array(SLOT_REELS);

/** The return of one spin per unit bet, without building the outcome. */
export function slotReturnPerUnit(random: RandomSource): number {
  const s0 = random.int(STRIP_IDS[0].length),
    s1 = random.int(STRIP_IDS[1].length),
    s2 = random.int(STRIP_IDS[2].length);
  const s3 = random.int(STRIP_IDS[3].length),
    s4 = random.int(STRIP_IDS[4].length);
  const stops = [s0, s1, s2, s3, s4];
  let multiplier = 0;
  for (const rows of SLOT_PAYLINES) {
    for (let reel = 0; reel < SLOT_REELS; reel++) {
      const strip = STRIP_IDS[reel];
      line[reel] = strip[(stops[reel] + rows[reel]) % strip.length];
    }
    let wildRun = 0;
    while (wildRun < SLOT_REELS && line[wildRun] === WILD) wildRun++;
    let best = PAY_IDS[WILD][wildRun];
    if (wildRun < SLOT_REELS) {
      const symbol = line[wildRun];
      let count = wildRun;
      while (count < SLOT_REELS && (line[count] === symbol || line[count] === WILD)) count++;
      const pay = PAY_IDS[symbol][count];
      if (pay > best) best = pay;
    }
    multiplier += best;
  }
  return multiplier / SLOT_LINES;
}

/** Exact RTP: the expected multiplier of one line, by enumerating each reel's symbol distribution. */
export function slotExactRtp(): number {
  const dists = SLOT_STRIPS.map((strip) => {
    const counts = new Map<SlotSymbol, number>();
    for (const symbol of strip) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts].map(([symbol, count]) => ({ symbol, p: count / strip.length }));
  });
  let expected = 0;
  const walk = (reel: number, symbols: SlotSymbol[], p: number) => {
    if (reel === SLOT_REELS) {
      const pay = linePay(symbols);
      if (pay) expected += p * pay.multiplier;
      return;
    }
    for (const { symbol, p: q } of dists[reel]) walk(reel + 1, [...symbols, symbol], p * q);
  };
  walk(0, [], 1);
  return expected;
}

/** The RTP this paytable gives, rounded to 4 decimals (slotExactRtp() is the source; a test pins them together). */
export const SLOT_STATED_RTP = 0.9596;
