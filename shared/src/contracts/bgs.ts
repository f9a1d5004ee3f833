import { Type, type Static } from '@sinclair/typebox';

/**
 * The in-house games (vendor BGS: /wps/bgs/...), shared by the API and mf-lobby's game pages. Stakes and wins are
 * minor units in whole baht; every round is provably fair (server seed hash shown before play, revealed on rotation).
 */

export const BGS_GAMES = ['slot', 'roulette', 'baccarat'] as const;
export const BgsGame = Type.Union(BGS_GAMES.map((game) => Type.Literal(game)));
export type BgsGame = Static<typeof BgsGame>;

/** GET /wps/bgs/games: each game's rules, paytables and stated RTP. */
export const BgsRules = Type.Object({
  betUnit: Type.Integer(),
  slot: Type.Object({
    rtp: Type.Number(),
    lines: Type.Integer(),
    /** The row (0 top, 2 bottom) on each of the 5 reels, per payline. */
    paylines: Type.Array(Type.Array(Type.Integer())),
    /** Multipliers of the line bet for 3, 4 and 5 in a row, per symbol. */
    paytable: Type.Record(Type.String(), Type.Tuple([Type.Number(), Type.Number(), Type.Number()])),
    /** Reel strips, top to bottom, wrapping. */
    strips: Type.Array(Type.Array(Type.String())),
  }),
  roulette: Type.Object({ rtp: Type.Number(), wheel: Type.Array(Type.Integer()), outsideBets: Type.Array(Type.String()) }),
  /** Per bet type (player, banker, tie, playerPair, bankerPair). */
  baccarat: Type.Object({ rtp: Type.Record(Type.String(), Type.Number()), paysPercent: Type.Record(Type.String(), Type.Integer()) }),
});
export type BgsRules = Static<typeof BgsRules>;

/** The member's active seed pair: the server seed's hash, the client seed and the next round's nonce. */
export const SeedView = Type.Object({ serverSeedHash: Type.String(), clientSeed: Type.String(), nonce: Type.Integer() });
export type SeedView = Static<typeof SeedView>;

/** POST /wps/bgs/seeds/rotate: reveals the active server seed, starts a new pair (the body may be absent). */
export const RotateSeed = Type.Union([Type.Object({ clientSeed: Type.Optional(Type.String({ maxLength: 64 })) }), Type.Null()]);
export type RotateSeed = Static<typeof RotateSeed>;
export const RotatedSeed = Type.Object({
  revealed: Type.Object({
    serverSeed: Type.String(),
    serverSeedHash: Type.String(),
    clientSeed: Type.String(),
    roundsPlayed: Type.Integer(),
  }),
  next: SeedView,
});
export type RotatedSeed = Static<typeof RotatedSeed>;

const Stake = Type.Integer({ description: 'minor units, whole baht' });

export const SlotOutcome = Type.Object({
  /** The reel stop (index of the top row's symbol in each strip). */
  stops: Type.Array(Type.Integer()),
  /** grid[reel][row]. */
  grid: Type.Array(Type.Array(Type.String())),
  lines: Type.Array(
    Type.Object({ line: Type.Integer(), symbol: Type.String(), count: Type.Integer(), multiplier: Type.Number(), win: Stake }),
  ),
  totalBet: Stake,
  win: Stake,
});
export type SlotOutcome = Static<typeof SlotOutcome>;

export const RouletteOutcome = Type.Object({
  number: Type.Integer(),
  color: Type.Union([Type.Literal('green'), Type.Literal('red'), Type.Literal('black')]),
  /** A straight-up number ("17") or an outside bet name, with what it won. */
  bets: Type.Array(Type.Object({ target: Type.String(), amount: Stake, win: Stake })),
  totalBet: Stake,
  win: Stake,
});
export type RouletteOutcome = Static<typeof RouletteOutcome>;

/** A dealt baccarat hand (the in-house game's and the live tables'). */
export const BaccaratHand = Type.Object({
  /** Cards as 0..51: rank = card % 13 (0 ace .. 12 king), suit = floor(card / 13). */
  player: Type.Array(Type.Integer()),
  banker: Type.Array(Type.Integer()),
  playerTotal: Type.Integer(),
  bankerTotal: Type.Integer(),
  winner: Type.Union([Type.Literal('player'), Type.Literal('banker'), Type.Literal('tie')]),
  playerPair: Type.Boolean(),
  bankerPair: Type.Boolean(),
});
export type BaccaratHand = Static<typeof BaccaratHand>;

export const BaccaratOutcome = Type.Object({
  ...BaccaratHand.properties,
  bets: Type.Array(Type.Object({ type: Type.String(), amount: Stake, win: Stake })),
  totalBet: Stake,
  win: Stake,
});
export type BaccaratOutcome = Static<typeof BaccaratOutcome>;

export const BgsOutcome = Type.Union([SlotOutcome, RouletteOutcome, BaccaratOutcome]);
export type BgsOutcome = Static<typeof BgsOutcome>;

/** A round's play as the game read it: a slot's total bet, or the table bets. */
export const PlayRequest = Type.Union([
  Type.Object({ game: Type.Literal('slot'), bet: Stake }),
  Type.Object({ game: Type.Literal('roulette'), bets: Type.Array(Type.Object({ target: Type.String(), amount: Stake })) }),
  Type.Object({ game: Type.Literal('baccarat'), bets: Type.Array(Type.Object({ type: Type.String(), amount: Stake })) }),
]);
export type PlayRequest = Static<typeof PlayRequest>;

/**
 * POST /wps/bgs/{game}/play: {roundId, bet} (slot) or {roundId, bets: [{target | type, amount}]}; {free: true} plays
 * free. The bets are checked by the game, not the schema: a bad one is game.bet.invalid.
 */
export const PlayBody = Type.Object({
  roundId: Type.Optional(Type.String({ maxLength: 64 })),
  free: Type.Optional(Type.Boolean()),
  clientSeed: Type.Optional(Type.String({ maxLength: 64 })),
  bet: Type.Optional(
    Type.Unsafe<number>({ description: 'slot: the total bet, whole baht in minor units, a multiple of the lines', examples: [2000] }),
  ),
  bets: Type.Optional(
    Type.Unsafe<Array<{ target?: string; type?: string; amount: number }>>({
      description: 'roulette {target, amount}, baccarat {type, amount}',
      examples: [[{ target: 'red', amount: 1000 }]],
    }),
  ),
});
export type PlayBody = Static<typeof PlayBody>;

/** A stored round (the server seed shown once the pair is rotated). */
export const BgsRound = Type.Object({
  id: Type.Integer(),
  roundId: Type.String(),
  game: Type.String(),
  nonce: Type.Integer(),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  totalBet: Stake,
  win: Stake,
  outcome: BgsOutcome,
  request: PlayRequest,
  createdAt: Type.Integer(),
});
export type BgsRound = Static<typeof BgsRound>;

/** A real-money round (or its replay, A7.2), the balance after it and the seed pair's next nonce. */
export const PlayedRound = Type.Composite([BgsRound, Type.Object({ replayed: Type.Boolean(), balance: Type.Integer(), seed: SeedView })]);
export type PlayedRound = Static<typeof PlayedRound>;

/** A free round: a throw-away seed revealed at once, no money, nothing stored. */
export const FreeRound = Type.Object({
  game: BgsGame,
  free: Type.Literal(true),
  nonce: Type.Literal(0),
  serverSeed: Type.String(),
  serverSeedHash: Type.String(),
  clientSeed: Type.String(),
  totalBet: Stake,
  win: Stake,
  outcome: BgsOutcome,
});
export type FreeRound = Static<typeof FreeRound>;

export const PlayResult = Type.Union([PlayedRound, FreeRound]);
export type PlayResult = Static<typeof PlayResult>;

/** GET /wps/bgs/rounds/{id}/verify: the stored round recomputed from its revealed seeds. */
export const RoundCheck = Type.Object({
  round: BgsRound,
  recomputed: BgsOutcome,
  hashMatches: Type.Boolean(),
  outcomeMatches: Type.Boolean(),
});
export type RoundCheck = Static<typeof RoundCheck>;

/** POST /wps/bgs/verify: recompute any round from seeds the player brings. */
export const VerifyRound = Type.Object({
  game: BgsGame,
  serverSeed: Type.String({ minLength: 1, maxLength: 128 }),
  clientSeed: Type.String({ minLength: 1, maxLength: 64 }),
  nonce: Type.Integer({ minimum: 0, maximum: 2147483647 }),
  request: Type.Object({}, { description: "the round's play body: {bet} or {bets}" }),
});
export type VerifyRound = Static<typeof VerifyRound>;
export const VerifiedRound = Type.Object({ serverSeedHash: Type.String(), outcome: BgsOutcome, totalBet: Stake, win: Stake });
export type VerifiedRound = Static<typeof VerifiedRound>;
