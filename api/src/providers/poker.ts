import crypto from 'node:crypto';
import { fairRandom, hashServerSeed, type RandomSource } from '../games/bgs/fair';
import { categoryOf, evaluate7, type HandCategory } from './poker-hand';

/**
 * The demo vendor's heads-up Texas Hold'em (docs/games.md, "Heads-up poker"): the hand as a pure state machine,
 * kept by the table server (poker.service.ts) in its table row. Two seats, 0 and 1; the button posts the small blind
 * and acts first before the flop, last after it. No limit: a bet or raise is at least the big blind and at least the
 * last raise's size, or all-in for less (which, heads-up, the other player can only call or fold). A bet nobody
 * called goes back to its player before the pot is shared. The vendor's rake (its margin): 5% of a pot that saw a
 * flop, at most 3 big blinds; no flop, no rake.
 */
export interface Stakes {
  sb: number;
  bb: number;
  minBuyIn: number;
  maxBuyIn: number;
}
export const RAKE_PERCENT = 5;
export const RAKE_CAP_BB = 3;
export const BUY_IN_BB = { min: 50, max: 200 } as const;
/** A player's time to act; then the table checks for them if it can, or folds. */
export const ACTION_MS = 20_000;
/** The result of a hand stays on the table this long before the next is dealt. */
export const NEXT_HAND_MS = 4_000;

export function stakesOf(bb: number): Stakes {
  return { sb: Math.floor(bb / 2), bb, minBuyIn: bb * BUY_IN_BB.min, maxBuyIn: bb * BUY_IN_BB.max };
}

export type Seat = 0 | 1;
export type Street = 'preflop' | 'flop' | 'turn' | 'river' | 'over';
export type ActionType = 'fold' | 'check' | 'call' | 'bet' | 'raise';
export interface Action {
  type: ActionType;
  /** bet and raise (the same move: a bet is the first raise of a street): the total the player's bet of this street goes to. */
  to?: number;
}

export interface HandResult {
  /** Who takes the pot: both on a split. */
  winners: Seat[];
  /** What each seat takes from the pot (after the rake). */
  won: [number, number];
  pot: number;
  rake: number;
  /** The folded seat, or null at a showdown. */
  folded: Seat | null;
  values: [number, number] | null;
  categories: [HandCategory, HandCategory] | null;
}

export interface Hand {
  handNo: number;
  button: Seat;
  seed: string;
  commitment: string;
  /** The client seed of the deal: the table's id (nonce = the hand's number). */
  clientSeed: string;
  hole: [number[], number[]];
  /** All five board cards, from the deal; shown street by street. */
  board: number[];
  street: Street;
  /** The furthest street dealt (the board shown): 'over' never. */
  shown: number;
  stacks: [number, number];
  bets: [number, number];
  pot: number;
  toAct: Seat | null;
  minRaise: number;
  acted: [boolean, boolean];
  deadline: number | null;
  /** Whether each seat has put chips in voluntarily or acted (a timeout without it counts to sitting out). */
  log: Array<{ seat: Seat; type: ActionType | 'sb' | 'bb' | 'timeout'; amount: number; street: Street }>;
  result: HandResult | null;
  endedAt: number | null;
}

export class PokerRuleError extends Error {
  constructor(readonly key: 'poker.action.invalid' | 'poker.not.your.turn') {
    super(key);
  }
}

export const other = (s: Seat): Seat => (s === 0 ? 1 : 0);
const BOARD_SHOWN: Record<Street, number> = { preflop: 0, flop: 3, turn: 4, river: 5, over: 5 };

/** The 52 cards shuffled by the fair stream (Fisher-Yates), the first nine dealt: hole cards 0,2 / 1,3, board 4..8. */
export function dealCards(seed: string, clientSeed: string, handNo: number): { hole: [number[], number[]]; board: number[] } {
  const random = fairRandom(seed, clientSeed, handNo);
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 51; i > 0; i--) {
    const j = random.int(i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  return {
    hole: [
      [deck[0], deck[2]],
      [deck[1], deck[3]],
    ],
    board: deck.slice(4, 9),
  };
}

export const newSeed = () => crypto.randomBytes(32).toString('hex');

/** Deals a hand and posts the blinds (a short stack posts what it has, all-in). */
export function startHand(o: {
  handNo: number;
  button: Seat;
  stacks: [number, number];
  seed: string;
  clientSeed: string;
  stakes: Stakes;
  now: number;
}): Hand {
  const { hole, board } = dealCards(o.seed, o.clientSeed, o.handNo);
  const hand: Hand = {
    handNo: o.handNo,
    button: o.button,
    seed: o.seed,
    commitment: hashServerSeed(o.seed),
    clientSeed: o.clientSeed,
    hole,
    board,
    street: 'preflop',
    shown: 0,
    stacks: [...o.stacks],
    bets: [0, 0],
    pot: 0,
    toAct: o.button,
    minRaise: o.stakes.bb,
    acted: [false, false],
    deadline: o.now + ACTION_MS,
    log: [],
    result: null,
    endedAt: null,
  };
  const post = (seat: Seat, amount: number, type: 'sb' | 'bb') => {
    const paid = Math.min(amount, hand.stacks[seat]);
    hand.stacks[seat] -= paid;
    hand.bets[seat] += paid;
    hand.log.push({ seat, type, amount: paid, street: 'preflop' });
  };
  post(o.button, o.stakes.sb, 'sb');
  post(other(o.button), o.stakes.bb, 'bb');
  settleStreet(hand, o.stakes, o.now);
  return hand;
}

export interface Legal {
  check: boolean;
  /** What calling costs (0 when a check is open). */
  call: number;
  /** The smallest and largest total a bet or raise may go to; null when the player cannot raise. */
  minRaiseTo: number | null;
  maxRaiseTo: number | null;
}

export function legalActions(hand: Hand, seat: Seat): Legal {
  const opp = other(seat);
  const call = Math.min(hand.bets[opp] - hand.bets[seat], hand.stacks[seat]);
  const all = hand.bets[seat] + hand.stacks[seat];
  const canRaise = hand.stacks[opp] > 0 && all > hand.bets[opp];
  return {
    check: hand.bets[seat] >= hand.bets[opp],
    call: Math.max(0, call),
    minRaiseTo: canRaise ? Math.min(all, hand.bets[opp] + hand.minRaise) : null,
    maxRaiseTo: canRaise ? all : null,
  };
}

/** Applies the seat's action; throws PokerRuleError for one out of turn or against the rules. */
export function act(hand: Hand, seat: Seat, action: Action, stakes: Stakes, now: number): Hand {
  if (hand.result || hand.toAct !== seat) throw new PokerRuleError('poker.not.your.turn');
  const legal = legalActions(hand, seat);
  const opp = other(seat);
  const pay = (amount: number) => {
    hand.stacks[seat] -= amount;
    hand.bets[seat] += amount;
  };
  switch (action.type) {
    case 'fold':
      hand.log.push({ seat, type: 'fold', amount: 0, street: hand.street });
      return finish(hand, stakes, now, seat);
    case 'check':
      if (!legal.check) throw new PokerRuleError('poker.action.invalid');
      hand.log.push({ seat, type: 'check', amount: 0, street: hand.street });
      break;
    case 'call':
      if (legal.check) throw new PokerRuleError('poker.action.invalid');
      pay(legal.call);
      hand.log.push({ seat, type: 'call', amount: legal.call, street: hand.street });
      break;
    case 'bet':
    case 'raise': {
      const to = action.to;
      if (legal.minRaiseTo === null || legal.maxRaiseTo === null || typeof to !== 'number' || !Number.isSafeInteger(to))
        throw new PokerRuleError('poker.action.invalid');
      if (to < legal.minRaiseTo || to > legal.maxRaiseTo) throw new PokerRuleError('poker.action.invalid');
      const raise = to - hand.bets[opp];
      if (raise >= hand.minRaise) hand.minRaise = raise;
      pay(to - hand.bets[seat]);
      hand.log.push({ seat, type: action.type, amount: to, street: hand.street });
      hand.acted[opp] = false;
      break;
    }
    default:
      throw new PokerRuleError('poker.action.invalid');
  }
  hand.acted[seat] = true;
  hand.toAct = opp;
  hand.deadline = now + ACTION_MS;
  settleStreet(hand, stakes, now);
  return hand;
}

/** The seat gives up its hand at once, in turn or not (standing up mid-hand). */
export function forfeit(hand: Hand, seat: Seat, stakes: Stakes, now: number): Hand {
  if (hand.result) return hand;
  hand.log.push({ seat, type: 'fold', amount: 0, street: hand.street });
  return finish(hand, stakes, now, seat);
}

/** The player to act ran out of time: check when it is free, otherwise fold. */
export function timeOut(hand: Hand, stakes: Stakes, now: number): Seat | null {
  if (hand.result || hand.toAct === null || hand.deadline === null || now < hand.deadline) return null;
  const seat = hand.toAct;
  hand.log.push({ seat, type: 'timeout', amount: 0, street: hand.street });
  act(hand, seat, { type: legalActions(hand, seat).check ? 'check' : 'fold' }, stakes, now);
  return seat;
}

/** Returns what the other player could not call to the one who bet it. */
function returnUncalled(hand: Hand) {
  const [a, b] = hand.bets;
  if (a === b) return;
  const hi: Seat = a > b ? 0 : 1;
  const excess = hand.bets[hi] - hand.bets[other(hi)];
  hand.bets[hi] -= excess;
  hand.stacks[hi] += excess;
}

/** When the street's betting is over: the bets go to the pot and the next street opens (or the board runs out). */
function settleStreet(hand: Hand, stakes: Stakes, now: number) {
  const [a, b] = hand.bets;
  const lo: Seat = a <= b ? 0 : 1;
  const shortAllIn = a !== b && hand.stacks[lo] === 0;
  const matched = a === b && ((hand.acted[0] && hand.acted[1]) || hand.stacks[0] === 0 || hand.stacks[1] === 0);
  // The blinds alone: the big blind still has its option (unless someone is all-in).
  if (!shortAllIn && !matched) return;
  returnUncalled(hand);
  hand.pot += hand.bets[0] + hand.bets[1];
  hand.bets = [0, 0];
  if (hand.street === 'river' || hand.stacks[0] === 0 || hand.stacks[1] === 0) return finish(hand, stakes, now, null);
  hand.street = hand.street === 'preflop' ? 'flop' : hand.street === 'flop' ? 'turn' : 'river';
  hand.shown = BOARD_SHOWN[hand.street];
  hand.acted = [false, false];
  hand.minRaise = stakes.bb;
  hand.toAct = other(hand.button);
  hand.deadline = now + ACTION_MS;
}

export const rakeOf = (pot: number, sawFlop: boolean, stakes: Stakes) =>
  sawFlop ? Math.min(Math.floor((pot * RAKE_PERCENT) / 100), RAKE_CAP_BB * stakes.bb) : 0;

function finish(hand: Hand, stakes: Stakes, now: number, folded: Seat | null): Hand {
  returnUncalled(hand);
  hand.pot += hand.bets[0] + hand.bets[1];
  hand.bets = [0, 0];
  const sawFlop = hand.shown >= 3 || folded === null;
  const rake = rakeOf(hand.pot, sawFlop, stakes);
  const net = hand.pot - rake;
  const won: [number, number] = [0, 0];
  let winners: Seat[];
  let values: [number, number] | null = null;
  if (folded !== null) {
    winners = [other(folded)];
  } else {
    hand.shown = 5;
    values = [evaluate7([...hand.hole[0], ...hand.board]), evaluate7([...hand.hole[1], ...hand.board])];
    winners = values[0] === values[1] ? [0, 1] : values[0] > values[1] ? [0] : [1];
  }
  if (winners.length === 2) {
    // A split: the odd chip to the first seat after the button (the big blind).
    const half = Math.floor(net / 2);
    won[hand.button] = half;
    won[other(hand.button)] = net - half;
  } else won[winners[0]] = net;
  hand.stacks = [hand.stacks[0] + won[0], hand.stacks[1] + won[1]];
  hand.result = {
    winners,
    won,
    pot: hand.pot,
    rake,
    folded,
    values,
    categories: values ? [categoryOf(values[0]), categoryOf(values[1])] : null,
  };
  hand.street = 'over';
  hand.toAct = null;
  hand.deadline = null;
  hand.endedAt = now;
  return hand;
}

/**
 * The house bot: its hand's strength (its chance to win against a random hand, by Monte Carlo over the cards it
 * cannot see: the opponent's and the board still to come) against the pot odds. Strong: bet or raise about two
 * thirds of the pot; good enough for the price: call (or check); otherwise check, or fold to a bet.
 */
export function equity(hole: readonly number[], board: readonly number[], random: RandomSource, samples = 200): number {
  const seen = new Set([...hole, ...board]);
  const rest = Array.from({ length: 52 }, (_, i) => i).filter((c) => !seen.has(c));
  let score = 0;
  const need = 2 + (5 - board.length);
  for (let s = 0; s < samples; s++) {
    // A partial Fisher-Yates: the first `need` cards of a fresh shuffle.
    for (let i = 0; i < need; i++) {
      const j = i + random.int(rest.length - i);
      [rest[i], rest[j]] = [rest[j], rest[i]];
    }
    const full = [...board, ...rest.slice(2, need)];
    const mine = evaluate7([...hole, ...full]);
    const theirs = evaluate7([rest[0], rest[1], ...full]);
    score += mine > theirs ? 1 : mine === theirs ? 0.5 : 0;
  }
  return score / samples;
}

export function botAction(hand: Hand, seat: Seat, random: RandomSource, samples = 200): Action {
  const legal = legalActions(hand, seat);
  const e = equity(hand.hole[seat], hand.board.slice(0, hand.shown), random, samples);
  const pot = hand.pot + hand.bets[0] + hand.bets[1];
  const raiseTo = (fraction: number): Action | null => {
    if (legal.minRaiseTo === null || legal.maxRaiseTo === null) return null;
    // In whole baht, as a person bets.
    const target = hand.bets[other(seat)] + Math.round(((pot + legal.call) * fraction) / 100) * 100;
    const to = Math.max(legal.minRaiseTo, Math.min(legal.maxRaiseTo, target));
    return { type: hand.bets[other(seat)] === 0 ? 'bet' : 'raise', to };
  };
  const roll = random.int(100);
  if (legal.check) {
    if (e > 0.7 || (e > 0.55 && roll < 35)) return raiseTo(0.66) ?? { type: 'check' };
    return { type: 'check' };
  }
  const odds = legal.call / (pot + legal.call);
  if (e > 0.8 && roll < 70) return raiseTo(0.75) ?? { type: 'call' };
  if (e >= odds + 0.05) return { type: 'call' };
  return { type: 'fold' };
}
