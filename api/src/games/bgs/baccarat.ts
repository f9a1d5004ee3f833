import type { RandomSource } from './fair';

/**
 * BGS baccarat (punto banco). Each card is drawn independently and uniformly from 52 (a continuously shuffled
 * shoe, which is what a provably fair draw can promise), dealt Player, Banker, Player, Banker, then the third
 * cards by the standard tableau. Pays: Player 1:1, Banker 0.95:1, Tie 8:1 (Player and Banker bets push on a tie),
 * Player Pair and Banker Pair 11:1 (first two cards of the same rank).
 * Stated RTP per bet type is exact for this draw (baccaratExactRtp() enumerates it; a test pins them together).
 */
export const BACCARAT_BETS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratBetType = (typeof BACCARAT_BETS)[number];

export const BACCARAT_STATED_RTP: Record<BaccaratBetType, number> = {
  player: 0.98772,
  banker: 0.98936,
  tie: 0.85883,
  playerPair: 12 / 13,
  bankerPair: 12 / 13,
};

/** Winnings in hundredths of the stake, stake returned on top (a push returns the stake only). */
export const BACCARAT_PAYS_PERCENT: Record<BaccaratBetType, number> = {
  player: 100,
  banker: 95,
  tie: 800,
  playerPair: 1100,
  bankerPair: 1100,
};

export interface BaccaratBet {
  type: BaccaratBetType;
  amount: number;
}

export interface BaccaratHand {
  /** Cards as 0..51: rank = card % 13 (0 ace .. 12 king), suit = floor(card / 13). */
  player: number[];
  banker: number[];
  playerTotal: number;
  bankerTotal: number;
  winner: 'player' | 'banker' | 'tie';
  playerPair: boolean;
  bankerPair: boolean;
}

export interface BaccaratOutcome extends BaccaratHand {
  bets: Array<BaccaratBet & { win: number }>;
  totalBet: number;
  win: number;
}

/** Baccarat value of a rank: ace 1, 2-9 face value, ten and pictures 0. */
export const rankValue = (rank: number) => (rank >= 9 ? 0 : rank + 1);
const total = (ranks: readonly number[]) => ranks.reduce((sum, r) => sum + rankValue(r), 0) % 10;

/** Whether the banker draws, given its two-card total and the player's third card value (null: player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Deal a hand from a card source (next() gives the next card's rank 0..12 or card 0..51, per cardOf). */
export function dealBaccarat(nextCard: () => number): BaccaratHand {
  const player = [nextCard()];
  const banker = [nextCard()];
  player.push(nextCard());
  banker.push(nextCard());
  const rank = (card: number) => card % 13;
  const pTwo = total(player.map(rank));
  const bTwo = total(banker.map(rank));
  if (pTwo < 8 && bTwo < 8) {
    let playerThird: number | null = null;
    if (pTwo <= 5) {
      player.push(nextCard());
      playerThird = rankValue(rank(player[2]));
    }
    if (bankerDraws(bTwo, playerThird)) banker.push(nextCard());
  }
  const playerTotal = total(player.map(rank));
  const bankerTotal = total(banker.map(rank));
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: rank(player[0]) === rank(player[1]),
    bankerPair: rank(banker[0]) === rank(banker[1]),
  };
}

/** The amount a bet returns for a hand (stake included; 0 when lost). Amounts are multiples of 20 minor units so 0.95 is exact. */
export function baccaratReturn(hand: BaccaratHand, bet: BaccaratBet): number {
  const winsAt = (won: boolean) => (won ? bet.amount + (bet.amount * BACCARAT_PAYS_PERCENT[bet.type]) / 100 : 0);
  switch (bet.type) {
    case 'player':
      return hand.winner === 'tie' ? bet.amount : winsAt(hand.winner === 'player');
    case 'banker':
      return hand.winner === 'tie' ? bet.amount : winsAt(hand.winner === 'banker');
    case 'tie':
      return winsAt(hand.winner === 'tie');
    case 'playerPair':
      return winsAt(hand.playerPair);
    case 'bankerPair':
      return winsAt(hand.bankerPair);
  }
}

export function settleBaccarat(hand: BaccaratHand, bets: readonly BaccaratBet[]): BaccaratOutcome {
  const settled = bets.map((bet) => ({ ...bet, win: Math.floor(baccaratReturn(hand, bet)) }));
  return {
    ...hand,
    bets: settled,
    totalBet: bets.reduce((sum, bet) => sum + bet.amount, 0),
    win: settled.reduce((sum, bet) => sum + bet.win, 0),
  };
}

export function playBaccarat(random: RandomSource, bets: readonly BaccaratBet[]): BaccaratOutcome {
  return settleBaccarat(
    dealBaccarat(() => random.int(52)),
    bets,
  );
}

/** Exact return per unit stake of each bet type: every rank sequence weighted by (1/13)^cards dealt. */
export function baccaratExactRtp(): Record<BaccaratBetType, number> {
  const sums: Record<BaccaratBetType, number> = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };
  const walk = (ranks: number[], p: number) => {
    // Deal from the prefix; when it runs out, branch over the 13 ranks of the next card.
    let i = 0;
    let short = false;
    const next = () => {
      if (i < ranks.length) return ranks[i++];
      short = true;
      return 0;
    };
    const hand = dealBaccarat(next);
    if (short) {
      for (let r = 0; r < 13; r++) walk([...ranks, r], p / 13);
      return;
    }
    for (const type of BACCARAT_BETS) sums[type] += p * baccaratReturn(hand, { type, amount: 1 });
  };
  walk([], 1);
  return sums;
}
