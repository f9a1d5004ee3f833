import { Type, type Static } from '@sinclair/typebox';
import { Replayed } from './wallet';
import { BaccaratHand } from './bgs';

/**
 * Game providers: the seamless-wallet callbacks a provider signs (POST /wps/provider/{code}/{kind}, HMAC in
 * X-Signature, docs/api-conventions.md A10.3), the operators' review of held credits, and the local demo provider's
 * own game server (/provider/demo/..., which mf-lobby's demo game calls).
 */

export const CallbackKind = Type.Union([Type.Literal('balance'), Type.Literal('debit'), Type.Literal('credit'), Type.Literal('rollback')]);
export type CallbackKind = Static<typeof CallbackKind>;

/** A field the wallet checks itself (so a bad one answers its own key: amount.invalid, provider.session.invalid). */
const checked = <T>(description: string, example: T) => Type.Optional(Type.Unsafe<T>({ description, examples: [example] }));

/**
 * A callback's body, as the provider signed it. balance needs playerToken only; debit and credit name their round;
 * rollback names the transaction it undoes. The wallet checks every field, not the schema.
 */
export const ProviderCallback = Type.Unsafe<{
  playerToken: string;
  transactionId: string;
  roundId?: string;
  amount?: number;
  refTransactionId?: string;
  gameCode?: string;
  roundEnd?: boolean;
}>(
  Type.Object({
    playerToken: checked('the player token the game was launched with (10..128 characters)', 'k3J9x0QmZt7VbN2wLr5Y'),
    transactionId: checked("the provider's id of this call, unique per provider: 1..80 of A-Z a-z 0-9 : _ . -", 'R42:D'),
    roundId: checked('the round a debit and its credit share', 'R42'),
    amount: checked('minor units: debit > 0, credit >= 0 (0 closes a losing round)', 1000),
    refTransactionId: checked('rollback: the debit or credit it undoes', 'R41:D'),
    gameCode: checked("the provider's game code", 'PG1001'),
    roundEnd: checked(
      'credit: whether it ends its round (default true). A round of several credits sends false on all but its last; a credit of a closed round with a new transaction id is held for review',
      true,
    ),
  }),
);
export type ProviderCallback = Static<typeof ProviderCallback>;

/** balance: the balance of the wallet the game plays from (fixed at launch). */
export const ProviderBalance = Type.Object({
  balance: Type.Integer(),
  wallet: Type.String(),
  /** The player's stable id for the vendor, the same in every session of that player. */
  playerId: Type.Optional(Type.String()),
});
export type ProviderBalance = Static<typeof ProviderBalance>;

/** debit, credit, rollback: OK applied (or replayed); ROLLED_BACK the debit was undone or refused; REVIEW a credit held for an operator. */
export const CallbackResult = Type.Object({
  transactionId: Type.String(),
  status: Type.Union([Type.Literal('OK'), Type.Literal('ROLLED_BACK'), Type.Literal('REVIEW')]),
  balance: Type.Integer(),
  replayed: Replayed,
});
export type CallbackResult = Static<typeof CallbackResult>;

/** A credit held because its round had no debit, or had been closed by an earlier credit, and the operator's decision on it. */
export const HeldCredit = Type.Object({
  id: Type.Integer(),
  provider: Type.String(),
  transactionId: Type.String(),
  roundId: Type.Union([Type.String(), Type.Null()]),
  memberId: Type.Integer(),
  account: Type.String(),
  amount: Type.Integer(),
  wallet: Type.String(),
  /** review (waiting), applied (approved and paid) or refused. */
  status: Type.String(),
  reviewedBy: Type.Union([Type.String(), Type.Null()]),
  /** Why it was held: no-debit (no standing debit of the player's round) or round-closed (an earlier credit ended the round). */
  heldFor: Type.Union([Type.Literal('no-debit'), Type.Literal('round-closed')]),
  /** The operator's reason for the decision. */
  reason: Type.String(),
  createdAt: Type.Integer(),
});
export type HeldCredit = Static<typeof HeldCredit>;
export const ReviewDecision = Type.Composite([HeldCredit, Type.Object({ replayed: Replayed })]);
export type ReviewDecision = Static<typeof ReviewDecision>;

/** POST /provider/demo/balance: what the demo game shows, read by the provider through the balance callback. */
export const DemoBalanceRequest = Type.Object({ token: Type.String({ minLength: 1, maxLength: 128 }) });
export type DemoBalanceRequest = Static<typeof DemoBalanceRequest>;

/** POST /provider/demo/play: a side (pick 0 or 1) and a stake; without a token, free play. Checked by the game (game.bet.invalid). */
/**
 * The demo vendor's live baccarat tables (/provider/demo/live/...): one shared clock per table, docs/games.md "Live
 * tables". Amounts in minor units.
 */
export const LiveBetType = Type.Union([
  Type.Literal('player'),
  Type.Literal('banker'),
  Type.Literal('tie'),
  Type.Literal('playerPair'),
  Type.Literal('bankerPair'),
]);
export type LiveBetType = Static<typeof LiveBetType>;

/** One dealt round of a live table; a voided round was cancelled and refunded. */
export const LiveHand = Type.Object({
  roundNo: Type.Integer(),
  ...BaccaratHand.properties,
  voided: Type.Boolean(),
  /** Roulette: the pocket 0..36 (no cards). */
  pocket: Type.Optional(Type.Integer()),
  /** Sic bo: the three dice 1..6 (no cards). */
  dice: Type.Optional(Type.Array(Type.Integer())),
});
export type LiveHand = Static<typeof LiveHand>;

/** GET /provider/demo/live/table: the table now, the same for every player. */
export const LiveTableState = Type.Object({
  table: Type.String(),
  /** BACCARAT, or DRAGON_TIGER: one card each, player = Dragon and banker = Tiger, totals = ranks 1..13, bets player, banker, tie. */
  kind: Type.Union([Type.Literal('BACCARAT'), Type.Literal('DRAGON_TIGER'), Type.Literal('ROULETTE'), Type.Literal('SICBO')]),
  room: Type.Union([Type.Literal('FREE'), Type.Literal('VIP'), Type.Literal('PPV')]),
  limits: Type.Object({ min: Type.Integer(), max: Type.Record(Type.String(), Type.Integer()) }),
  now: Type.Integer(),
  roundNo: Type.Integer(),
  roundId: Type.String(),
  phase: Type.Union([Type.Literal('betting'), Type.Literal('dealing'), Type.Literal('result')]),
  roundStart: Type.Integer(),
  bettingMs: Type.Integer(),
  dealMs: Type.Integer(),
  roundMs: Type.Integer(),
  /** SHA-256 of this round's server seed, shown before any bet. */
  commitment: Type.String(),
  /** The server seed, once betting has closed (null while bets are open). */
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  /** This round's cards once betting has closed (the page turns them one by one over dealMs). */
  hand: Type.Union([LiveHand, Type.Null()]),
  /** The table's earlier rounds, oldest first (road maps). */
  history: Type.Array(LiveHand),
  /** The stated return per bet type (exact for the dealt stream). */
  rtp: Type.Record(Type.String(), Type.Number()),
});
export type LiveTableState = Static<typeof LiveTableState>;

export const LiveBetRequest = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 128 }),
  table: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }),
  roundNo: Type.Integer(),
  /** The page's own id of this bet (16..32 of a-z 0-9): placing it again places nothing more. */
  betId: Type.String({ pattern: '^[a-z0-9]{16,32}$' }),
  /** A baccarat or dragon tiger spot (LiveBetType), a roulette target ("17", "s17-20", "red", "dozen2" ...) or a sic bo bet ("big", "total9", "single4" ...). */
  type: Type.String({ pattern: '^[A-Za-z0-9-]{1,16}$' }),
  amount: Type.Integer({ minimum: 1 }),
});
export type LiveBetRequest = Static<typeof LiveBetRequest>;

export const LiveBet = Type.Object({
  betId: Type.String(),
  roundNo: Type.Integer(),
  type: Type.String(),
  amount: Type.Integer(),
  status: Type.String(),
  /** What the bet returned (stake included; 0 lost), once settled. */
  win: Type.Union([Type.Integer(), Type.Null()]),
});
export type LiveBet = Static<typeof LiveBet>;

/** A bet or a settlement's answer: the player's bets of the round(s) touched and the balance after. */
export const LiveBets = Type.Object({ bets: Type.Array(LiveBet), balance: Type.Integer() });
export type LiveBets = Static<typeof LiveBets>;

export const LiveSettleRequest = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 128 }),
  table: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }),
});
export type LiveSettleRequest = Static<typeof LiveSettleRequest>;
