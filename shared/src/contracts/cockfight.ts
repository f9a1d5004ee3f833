import { Type, type Static } from '@sinclair/typebox';

/**
 * The demo vendors' cockfight arenas (/provider/demo/cockfight/...), docs/games.md "Cockfight": fights on a shared clock,
 * meron / wala / draw at fixed odds or pari-mutuel pools as the vendor sets. Amounts in minor units.
 */
export const CockSide = Type.Union([Type.Literal('meron'), Type.Literal('wala'), Type.Literal('draw')]);
export type CockSide = Static<typeof CockSide>;

export const FightResult = Type.Object({ fightNo: Type.Integer(), winner: CockSide, cancelled: Type.Boolean() });
export type FightResult = Static<typeof FightResult>;

const Sides = Type.Object({ meron: Type.Integer(), wala: Type.Integer(), draw: Type.Integer() });

/** GET /provider/demo/cockfight/arena: the arena now, the same for every player. */
export const CockfightState = Type.Object({
  arena: Type.String(),
  /** odds: fixed odds with a margin; pool: pari-mutuel pools less the commission. */
  mode: Type.Union([Type.Literal('odds'), Type.Literal('pool')]),
  /** The margin (odds) or commission (pool), as a fraction. */
  cut: Type.Number(),
  limits: Type.Object({ min: Type.Integer(), max: Type.Record(Type.String(), Type.Integer()) }),
  now: Type.Integer(),
  fightNo: Type.Integer(),
  fightId: Type.String(),
  phase: Type.Union([Type.Literal('betting'), Type.Literal('dealing'), Type.Literal('result')]),
  roundStart: Type.Integer(),
  bettingMs: Type.Integer(),
  fightMs: Type.Integer(),
  roundMs: Type.Integer(),
  commitment: Type.String(),
  serverSeed: Type.Union([Type.String(), Type.Null()]),
  /** The meron's win chance in basis points (public before betting; a draw is 1000, the wala the rest). */
  meronBp: Type.Integer(),
  /** Decimal odds in hundredths, stake included: fixed at an odds arena; at a pool arena what the pools pay now. */
  odds: Sides,
  /** The live pools (crowd and players) at a pool arena; null at an odds arena. */
  pools: Type.Union([Sides, Type.Null()]),
  result: Type.Union([FightResult, Type.Null()]),
  /** The arena's earlier fights, oldest first. */
  history: Type.Array(FightResult),
  /** The stated return per side. */
  rtp: Type.Record(Type.String(), Type.Number()),
});
export type CockfightState = Static<typeof CockfightState>;

export const CockBetRequest = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 128 }),
  arena: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }),
  fightNo: Type.Integer(),
  /** The page's own id of this bet (16..32 of a-z 0-9): placing it again places nothing more. */
  betId: Type.String({ pattern: '^[a-z0-9]{16,32}$' }),
  side: CockSide,
  amount: Type.Integer({ minimum: 1 }),
});
export type CockBetRequest = Static<typeof CockBetRequest>;

export const CockSettleRequest = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 128 }),
  arena: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }),
});
export type CockSettleRequest = Static<typeof CockSettleRequest>;
