import crypto from 'node:crypto';
import { SLOT_PAYLINES } from '../games/bgs/slot';
import { fairRandom, hashServerSeed, simulationRandom, type RandomSource } from '../games/bgs/fair';

/**
 * The demo vendors' slots (docs/games.md, "Vendor slots"): one data-driven model per vendor (reel strips or symbol
 * weights, paytable, lines or ways), each game of the vendor drawing the model's symbols in its own theme.
 *
 * - PG: 5x3, 243 ways (a symbol pays on adjacent reels from the left, times the ways), wild on reels 2-4.
 * - PP: 6x5 scatter pays with tumbles: 8 or more of a symbol anywhere pay; they burst, the rest fall, new ones drop.
 * - JOKER: 5x3, the 20 paylines of the in-house slot (games/bgs/slot.ts), left to right, wild substitutes.
 * - JILI: 3x3 classic, 5 lines (three rows and the diagonals), wild substitutes.
 * - SG: 5x3, 243 ways; 3, 4 or 5 scatters pay and 3 or more give 8 free spins whose wins are doubled (no retrigger).
 *
 * Symbols are slots, not pictures: h1..h4 are the theme's four pictures (h1 the highest), a k q j t the royals
 * (A K Q J 10), w the wild, s the scatter. Pays are in hundredths of the total bet for ways and scatter pays
 * (divisor 100) and in line bets for lines (divisor = lines), so with a bet in whole baht every win is whole satang.
 */
export type SlotVendor = 'PG' | 'PP' | 'JOKER' | 'JILI' | 'SG';
export type Mechanic = 'ways' | 'lines' | 'tumble';
export const SLOT_VENDORS: readonly SlotVendor[] = ['PG', 'PP', 'JOKER', 'JILI', 'SG'];

export interface SlotModel {
  vendor: SlotVendor;
  mechanic: Mechanic;
  reels: number;
  rows: number;
  /** Win = pay x bet / divisor. */
  divisor: number;
  /** Paying symbols, highest first. */
  symbols: readonly string[];
  /** pays[symbol][i]: for ways and lines, i = count - 3; for tumble, i = tier (counts from tiers[i] up). */
  pays: Record<string, readonly number[]>;
  tiers?: readonly number[];
  wild?: string;
  /** Reel strips (ways, lines), top to bottom, wrapping. */
  strips?: readonly (readonly string[])[];
  /** Symbol weights per cell (tumble). */
  weights?: Record<string, number>;
  lines?: readonly (readonly number[])[];
  scatter?: { symbol: string; pays: Record<number, number>; freeSpins: number; trigger: number; multiplier: number };
  /** The return per unit bet: exact for ways and lines (exactRtp, pinned by a test); for tumbles a 10M-spin measure. */
  statedRtp: number;
}

/** Bets (minor units): whole baht from 1 to 1,000. */
export const SLOT_MIN_BET = 100;
export const SLOT_MAX_BET = 100_000;

/** A strip from symbol counts, in a fixed shuffled order, with no two scatters closer than `gap` (one per window at most). */
function strip(counts: Record<string, number>, seed: number, gap = 3): string[] {
  for (let attempt = 0; ; attempt++) {
    const symbols = Object.entries(counts).flatMap(([symbol, n]) => Array<string>(n).fill(symbol));
    const random = simulationRandom(seed * 1000 + attempt);
    for (let i = symbols.length - 1; i > 0; i--) {
      const j = random.int(i + 1);
      [symbols[i], symbols[j]] = [symbols[j], symbols[i]];
    }
    const spaced = symbols.every((symbol, i) => {
      if (symbol !== 's' && symbol !== 'w') return true;
      for (let d = 1; d < gap; d++) if (symbols[(i + d) % symbols.length] === symbol) return false;
      return true;
    });
    if (spaced) return symbols;
  }
}

const ROYALS = { a: 4, k: 5, q: 5, j: 6, t: 6 };

const PG: SlotModel = {
  vendor: 'PG',
  mechanic: 'ways',
  reels: 5,
  rows: 3,
  divisor: 100,
  symbols: ['h1', 'h2', 'h3', 'h4', 'a', 'k', 'q', 'j', 't'],
  pays: {
    h1: [125, 500, 1800],
    h2: [100, 375, 1250],
    h3: [75, 250, 875],
    h4: [60, 180, 600],
    a: [40, 100, 300],
    k: [40, 100, 300],
    q: [25, 75, 200],
    j: [25, 75, 200],
    t: [20, 60, 180],
  },
  wild: 'w',
  strips: [1, 2, 3, 4, 5].map((reel) =>
    strip({ h1: 2, h2: 2, h3: 3, h4: 3, ...ROYALS, ...(reel > 1 && reel < 5 ? { w: 2 } : {}) }, 100 + reel),
  ),
  statedRtp: 0.958,
};

const PP: SlotModel = {
  vendor: 'PP',
  mechanic: 'tumble',
  reels: 6,
  rows: 5,
  divisor: 100,
  symbols: ['h1', 'h2', 'h3', 'h4', 'a', 'k', 'q', 'j', 't'],
  tiers: [8, 10, 12],
  pays: {
    h1: [2500, 6500, 13500],
    h2: [700, 2500, 7000],
    h3: [550, 1400, 4000],
    h4: [400, 550, 3300],
    a: [275, 400, 2750],
    k: [220, 330, 2200],
    q: [140, 275, 1400],
    j: [110, 250, 1100],
    t: [70, 200, 550],
  },
  weights: { h1: 3, h2: 4, h3: 5, h4: 6, a: 8, k: 9, q: 10, j: 11, t: 12 },
  statedRtp: 0.9655,
};

const JOKER: SlotModel = {
  vendor: 'JOKER',
  mechanic: 'lines',
  reels: 5,
  rows: 3,
  divisor: SLOT_PAYLINES.length,
  symbols: ['h1', 'h2', 'h3', 'h4', 'a', 'k', 'q', 'j', 't'],
  pays: {
    h1: [100, 350, 1750],
    h2: [70, 200, 900],
    h3: [50, 140, 525],
    h4: [35, 105, 350],
    a: [18, 70, 210],
    k: [18, 50, 175],
    q: [14, 42, 140],
    j: [11, 35, 105],
    t: [11, 35, 105],
  },
  wild: 'w',
  lines: SLOT_PAYLINES,
  strips: [1, 2, 3, 4, 5].map((reel) => strip({ h1: 1, h2: 2, h3: 2, h4: 3, a: 3, k: 3, q: 4, j: 4, t: 4, w: 1 }, 200 + reel)),
  statedRtp: 0.9625,
};

const JILI: SlotModel = {
  vendor: 'JILI',
  mechanic: 'lines',
  reels: 3,
  rows: 3,
  divisor: 5,
  symbols: ['h1', 'h2', 'h3', 'h4'],
  pays: { h1: [80], h2: [20], h3: [8], h4: [2] },
  wild: 'w',
  lines: [
    [1, 1, 1],
    [0, 0, 0],
    [2, 2, 2],
    [0, 1, 2],
    [2, 1, 0],
  ],
  strips: [1, 2, 3].map((reel) => strip({ h1: 2, h2: 3, h3: 5, h4: 8, w: 1 }, 300 + reel)),
  statedRtp: 0.9617,
};

const SG: SlotModel = {
  vendor: 'SG',
  mechanic: 'ways',
  reels: 5,
  rows: 3,
  divisor: 100,
  symbols: ['h1', 'h2', 'h3', 'h4', 'a', 'k', 'q', 'j', 't'],
  pays: {
    h1: [120, 450, 1800],
    h2: [90, 375, 1200],
    h3: [75, 225, 900],
    h4: [60, 180, 600],
    a: [40, 100, 300],
    k: [40, 100, 300],
    q: [30, 90, 250],
    j: [20, 75, 200],
    t: [20, 75, 200],
  },
  wild: 'w',
  scatter: { symbol: 's', pays: { 3: 500, 4: 2000, 5: 10000 }, freeSpins: 8, trigger: 3, multiplier: 2 },
  strips: [1, 2, 3, 4, 5].map((reel) =>
    strip({ h1: 2, h2: 2, h3: 3, h4: 3, ...ROYALS, s: 1, ...(reel > 1 && reel < 5 ? { w: 2 } : {}) }, 400 + reel),
  ),
  statedRtp: 0.9678,
};

export const SLOT_MODELS: Record<SlotVendor, SlotModel> = { PG, PP, JOKER, JILI, SG };

export interface SlotWin {
  symbol: string;
  /** Reels in a row (ways, lines), or how many on the screen (tumble, scatter). */
  count: number;
  /** Ways (ways), 1 otherwise. */
  ways: number;
  /** The payline (1-based) of a line win. */
  line?: number;
  /** [reel, row] of the cells that pay. */
  cells: [number, number][];
  win: number;
}

/** One screen: the symbols, what pays on it, and what it pays. grid[reel][row]. */
export interface SlotScreen {
  grid: string[][];
  wins: SlotWin[];
  win: number;
}

export interface VendorSlotOutcome {
  /** The spin's screens: one, or with tumbles the screen after each burst. */
  screens: SlotScreen[];
  /** The free spins it gave (their wins already multiplied). */
  freeSpins: SlotScreen[];
  bet: number;
  win: number;
}

const payOf = (model: SlotModel, pay: number, bet: number) => (pay * bet) / model.divisor;

function stripGrid(model: SlotModel, random: RandomSource): string[][] {
  return model.strips!.map((reel) => {
    const stop = random.int(reel.length);
    return Array.from({ length: model.rows }, (_, row) => reel[(stop + row) % reel.length]);
  });
}

function waysWins(model: SlotModel, grid: string[][], bet: number, multiplier = 1): SlotWin[] {
  const wins: SlotWin[] = [];
  for (const symbol of model.symbols) {
    const cells: [number, number][] = [];
    let ways = 1;
    let reels = 0;
    for (const column of grid) {
      const hits = column.flatMap((s, row) => (s === symbol || s === model.wild ? [row] : []));
      if (!hits.length) break;
      ways *= hits.length;
      hits.forEach((row) => cells.push([reels, row]));
      reels++;
    }
    if (reels >= 3)
      wins.push({ symbol, count: reels, ways, cells, win: payOf(model, model.pays[symbol][reels - 3] * ways, bet) * multiplier });
  }
  return wins;
}

/** A line's pay: the first symbol's run from the left (wilds substitute; a line of wilds only pays the top symbol). */
export function lineRun(model: SlotModel, symbols: readonly string[]): { symbol: string; count: number } | null {
  const first = symbols.find((s) => s !== model.wild) ?? model.symbols[0];
  let count = 0;
  while (count < symbols.length && (symbols[count] === first || symbols[count] === model.wild)) count++;
  return count >= 3 && model.pays[first] ? { symbol: first, count } : null;
}

function lineWins(model: SlotModel, grid: string[][], bet: number): SlotWin[] {
  const wins: SlotWin[] = [];
  model.lines!.forEach((rows, index) => {
    const run = lineRun(
      model,
      rows.map((row, reel) => grid[reel][row]),
    );
    if (run)
      wins.push({
        ...run,
        ways: 1,
        line: index + 1,
        cells: rows.slice(0, run.count).map((row, reel) => [reel, row]),
        win: payOf(model, model.pays[run.symbol][run.count - 3], bet),
      });
  });
  return wins;
}

function tumbleWins(model: SlotModel, grid: string[][], bet: number): SlotWin[] {
  const wins: SlotWin[] = [];
  const tiers = model.tiers!;
  for (const symbol of model.symbols) {
    const cells: [number, number][] = [];
    grid.forEach((column, reel) => column.forEach((s, row) => s === symbol && cells.push([reel, row])));
    let tier = -1;
    while (tier + 1 < tiers.length && cells.length >= tiers[tier + 1]) tier++;
    if (tier >= 0) wins.push({ symbol, count: cells.length, ways: 1, cells, win: payOf(model, model.pays[symbol][tier], bet) });
  }
  return wins;
}

/** The weighted draw of one cell (tumble): symbols in model order, a uniform integer below the total weight. */
function drawer(model: SlotModel) {
  const entries = Object.entries(model.weights!);
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  return (random: RandomSource) => {
    let u = random.int(total);
    for (const [symbol, w] of entries) {
      if (u < w) return symbol;
      u -= w;
    }
    return entries[0][0];
  };
}
const drawers = new Map<SlotVendor, (random: RandomSource) => string>();
const drawOf = (model: SlotModel) => {
  let draw = drawers.get(model.vendor);
  if (!draw) drawers.set(model.vendor, (draw = drawer(model)));
  return draw;
};

const sum = (wins: SlotWin[]) => wins.reduce((total, w) => total + w.win, 0);

/** At most this many tumbles in one spin (a guard; the weights make long chains very rare). */
const MAX_TUMBLES = 50;

/** One spin of a model from a random stream: every draw in a fixed order (reel stops, then refills, then free spins). */
export function spinModel(model: SlotModel, random: RandomSource, bet: number): VendorSlotOutcome {
  if (model.mechanic === 'tumble') {
    const draw = drawOf(model);
    let grid = Array.from({ length: model.reels }, () => Array.from({ length: model.rows }, () => draw(random)));
    const screens: SlotScreen[] = [];
    for (let i = 0; i <= MAX_TUMBLES; i++) {
      const wins = tumbleWins(model, grid, bet);
      screens.push({ grid, wins, win: sum(wins) });
      if (!wins.length) break;
      // Winning symbols burst; the rest fall to the bottom; new ones drop in from the top (top row first).
      const burst = new Set(wins.flatMap((w) => w.cells.map(([reel, row]) => `${reel}:${row}`)));
      grid = grid.map((column, reel) => {
        const kept = column.filter((_, row) => !burst.has(`${reel}:${row}`));
        const fresh = Array.from({ length: model.rows - kept.length }, () => draw(random));
        return [...fresh, ...kept];
      });
    }
    return { screens, freeSpins: [], bet, win: screens.reduce((total, s) => total + s.win, 0) };
  }
  const evaluate = (grid: string[][], multiplier = 1) =>
    model.mechanic === 'ways' ? waysWins(model, grid, bet, multiplier) : lineWins(model, grid, bet);
  const grid = stripGrid(model, random);
  const wins = evaluate(grid);
  const freeSpins: SlotScreen[] = [];
  const scatter = model.scatter;
  if (scatter) {
    const cells: [number, number][] = [];
    grid.forEach((column, reel) => column.forEach((s, row) => s === scatter.symbol && cells.push([reel, row])));
    const pay = scatter.pays[cells.length];
    if (pay) wins.push({ symbol: scatter.symbol, count: cells.length, ways: 1, cells, win: payOf(model, pay, bet) });
    if (cells.length >= scatter.trigger)
      for (let i = 0; i < scatter.freeSpins; i++) {
        const free = stripGrid(model, random);
        const freeWins = evaluate(free, scatter.multiplier);
        freeSpins.push({ grid: free, wins: freeWins, win: sum(freeWins) });
      }
  }
  const screens = [{ grid, wins, win: sum(wins) }];
  return { screens, freeSpins, bet, win: sum(wins) + freeSpins.reduce((total, s) => total + s.win, 0) };
}

/**
 * Provably fair spins: spin <id>'s server seed is HMAC-SHA256(vendor secret, `slot:<game>:<spin id>`); the page is
 * shown its SHA-256 before it spins, sends its client seed with the spin, and gets the seed back with the outcome.
 * The symbols are the platform's fair stream (games/bgs/fair.ts) with that server seed, the client seed and nonce 0.
 */
export const slotServerSeed = (secret: string, game: string, spinId: string) =>
  crypto.createHmac('sha256', secret).update(`slot:${game}:${spinId}`).digest('hex');
export const slotCommitment = (secret: string, game: string, spinId: string) => hashServerSeed(slotServerSeed(secret, game, spinId));

export function fairSpin(model: SlotModel, serverSeed: string, clientSeed: string, bet: number): VendorSlotOutcome {
  return spinModel(model, fairRandom(serverSeed, clientSeed, 0), bet);
}

// ---- Exact returns (ways, lines and scatter free spins on independent reels); tumbles are measured (bench/slots.mjs).

function windowsOf(model: SlotModel, reel: number): string[][] {
  const s = model.strips![reel];
  return s.map((_, stop) => Array.from({ length: model.rows }, (__, row) => s[(stop + row) % s.length]));
}

/** The base game's return per unit bet of a ways model: reels are independent, so E[ways] is a product of means. */
function waysRtp(model: SlotModel): number {
  let total = 0;
  for (const symbol of model.symbols) {
    const perReel = model.strips!.map((_, reel) => {
      const counts = windowsOf(model, reel).map((w) => w.filter((s) => s === symbol || s === model.wild).length);
      return { mean: counts.reduce((a, b) => a + b, 0) / counts.length, none: counts.filter((c) => c === 0).length / counts.length };
    });
    let product = 1;
    for (let k = 1; k <= model.reels; k++) {
      product *= perReel[k - 1].mean;
      if (k < 3) continue;
      const stop = k < model.reels ? perReel[k].none : 1;
      total += (model.pays[symbol][k - 3] / model.divisor) * product * stop;
    }
  }
  return total;
}

/** A line model's return: every line sees, on each reel, the strip's symbol distribution. */
function linesRtp(model: SlotModel): number {
  const dists = model.strips!.map((s) => {
    const counts = new Map<string, number>();
    for (const symbol of s) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
    return [...counts].map(([symbol, n]) => ({ symbol, p: n / s.length }));
  });
  let expected = 0;
  const walk = (reel: number, symbols: string[], p: number) => {
    if (reel === model.reels) {
      const run = lineRun(model, symbols);
      if (run) expected += p * model.pays[run.symbol][run.count - 3];
      return;
    }
    for (const { symbol, p: q } of dists[reel]) walk(reel + 1, [...symbols, symbol], p * q);
  };
  walk(0, [], 1);
  return (expected * model.lines!.length) / model.divisor;
}

/** Exact return per unit bet, or null for a tumble model (measured instead). */
export function exactRtp(model: SlotModel): number | null {
  if (model.mechanic === 'tumble') return null;
  const base = model.mechanic === 'ways' ? waysRtp(model) : linesRtp(model);
  const scatter = model.scatter;
  if (!scatter) return base;
  // How many reels show the scatter (at most one per window): a distribution built reel by reel.
  let dist = [1];
  for (let reel = 0; reel < model.reels; reel++) {
    const windows = windowsOf(model, reel);
    const p = windows.filter((w) => w.includes(scatter.symbol)).length / windows.length;
    dist = [...dist, 0].map((q, n) => q * (1 - p) + (n > 0 ? dist[n - 1] * p : 0));
  }
  let total = base;
  dist.forEach((p, n) => {
    total += (p * (scatter.pays[n] ?? 0)) / model.divisor;
    if (n >= scatter.trigger) total += p * scatter.freeSpins * scatter.multiplier * base;
  });
  return total;
}
