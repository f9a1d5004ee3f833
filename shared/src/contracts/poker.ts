import { Type, type Static } from '@sinclair/typebox';

/**
 * The demo vendor's heads-up Hold'em (/provider/demo/poker/..., docs/games.md "Heads-up poker"): sit down with a
 * buy-in, read the table, act in turn, stand up. Cards are 0..51 (suit = card / 13: ♠ ♥ ♦ ♣; card % 13: A, 2..K).
 */
const Token = Type.String({ minLength: 10, maxLength: 128 });
/** The page's own id of the seat (16..32 of a-z 0-9): sitting again with it sits nothing more. */
const SeatId = Type.String({ pattern: '^[a-z0-9]{16,32}$' });
const Who = Type.Union([Type.Literal('me'), Type.Literal('opponent')]);

export const PokerStakes = Type.Object({
  sb: Type.Integer(),
  bb: Type.Integer(),
  minBuyIn: Type.Integer(),
  maxBuyIn: Type.Integer(),
});
export type PokerStakes = Static<typeof PokerStakes>;

export const PokerRake = Type.Object({
  percent: Type.Number({ description: 'of a pot that saw a flop' }),
  capBb: Type.Integer({ description: 'at most this many big blinds a pot' }),
  noFlopNoDrop: Type.Boolean(),
});

export const PokerTableInfo = Type.Object({ game: Type.String(), stakes: PokerStakes, rake: PokerRake });
export type PokerTableInfo = Static<typeof PokerTableInfo>;

export const PokerSitRequest = Type.Object({
  token: Token,
  game: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }),
  seatId: SeatId,
  buyIn: Type.Integer({ minimum: 1 }),
});
export type PokerSitRequest = Static<typeof PokerSitRequest>;

export const PokerSeatRequest = Type.Object({ token: Token, seatId: SeatId });
export type PokerSeatRequest = Static<typeof PokerSeatRequest>;

export const PokerActionType = Type.Union([
  Type.Literal('fold'),
  Type.Literal('check'),
  Type.Literal('call'),
  Type.Literal('bet'),
  Type.Literal('raise'),
]);
export type PokerActionType = Static<typeof PokerActionType>;

export const PokerAction = Type.Object({
  token: Token,
  seatId: SeatId,
  /** The hand the action is for: an action meant for a hand that is over is refused. */
  handNo: Type.Integer({ minimum: 1 }),
  /**
   * The decision the action answers (with handNo, its key): the street and the number of actions of the hand so far
   * (the view's actionNo). A repeated or stale action (the hand moved on) is refused with poker.action.stale.
   */
  street: Type.String({ maxLength: 16 }),
  actionNo: Type.Integer({ minimum: 0 }),
  type: PokerActionType,
  /** bet and raise: the total the player's bet on this street goes to. */
  to: Type.Optional(Type.Integer({ minimum: 1 })),
});
export type PokerAction = Static<typeof PokerAction>;

export const PokerHandView = Type.Object({
  tableId: Type.String(),
  version: Type.Integer(),
  /** False once the table broke up (the opponent left or someone busted): the last hand stays shown. */
  open: Type.Boolean(),
  opponent: Type.Object({ bot: Type.Boolean(), name: Type.String() }),
  handNo: Type.Integer(),
  button: Who,
  street: Type.String(),
  /** How many actions the hand has had (blinds included): the next decision's number, sent back with the action. */
  actionNo: Type.Integer(),
  board: Type.Array(Type.Integer()),
  myCards: Type.Array(Type.Integer()),
  /** Shown at a showdown only. */
  opponentCards: Type.Union([Type.Array(Type.Integer()), Type.Null()]),
  pot: Type.Integer(),
  bets: Type.Object({ me: Type.Integer(), opponent: Type.Integer() }),
  stacks: Type.Object({ me: Type.Integer(), opponent: Type.Integer() }),
  toAct: Type.Union([Who, Type.Null()]),
  deadline: Type.Union([Type.Integer(), Type.Null()]),
  legal: Type.Union([
    Type.Object({
      check: Type.Boolean(),
      call: Type.Integer(),
      minRaiseTo: Type.Union([Type.Integer(), Type.Null()]),
      maxRaiseTo: Type.Union([Type.Integer(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  log: Type.Array(Type.Object({ who: Who, type: Type.String(), amount: Type.Integer(), street: Type.String() })),
  /** SHA-256 of the hand's server seed, fixed before the deal; the seed itself once the hand is over. */
  commitment: Type.String(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  clientSeed: Type.String(),
  /** The next hand's commitment, shown before it is dealt. */
  nextCommitment: Type.String(),
  nextHandAt: Type.Union([Type.Integer(), Type.Null()]),
  result: Type.Union([
    Type.Object({
      winner: Type.Union([Who, Type.Literal('split')]),
      /** What the player took from the pot. */
      won: Type.Integer(),
      pot: Type.Integer(),
      rake: Type.Integer(),
      folded: Type.Union([Who, Type.Null()]),
      myHand: Type.Union([Type.String(), Type.Null()]),
      opponentHand: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
});
export type PokerHandView = Static<typeof PokerHandView>;

export const PokerView = Type.Object({
  seatId: Type.String(),
  game: Type.String(),
  /** pending, refused, waiting (for an opponent), playing, cashing/closed (stood up), cancelling/cancelled (refunded). */
  status: Type.String(),
  stakes: PokerStakes,
  rake: PokerRake,
  buyIn: Type.Integer(),
  /** The player's chips now (behind, during a hand). */
  stack: Type.Integer(),
  /** What the seat was cashed out with (the credit), once it stood up. */
  cashOut: Type.Union([Type.Integer(), Type.Null()]),
  handsPlayed: Type.Integer(),
  now: Type.Integer(),
  table: Type.Union([PokerHandView, Type.Null()]),
  /** The wallet the game plays from (balance callback). */
  balance: Type.Integer(),
});
export type PokerView = Static<typeof PokerView>;
