import { Type, type Static } from '@sinclair/typebox';

/**
 * The demo vendor's sportsbook and e-sports book (/provider/demo/sports/...), docs/games.md "Sportsbook and
 * e-sports". Odds are decimal odds in hundredths (185 = 1.85); amounts in minor units.
 */
export const SportsBook = Type.Union([Type.Literal('SPORTS'), Type.Literal('ESPORTS')]);
export type SportsBook = Static<typeof SportsBook>;

export const SportsSelection = Type.Object({
  /** <match id>:<market>:<outcome> */
  id: Type.String(),
  outcome: Type.String(),
  /** null: suspended (not offered now). */
  odds: Type.Union([Type.Integer(), Type.Null()]),
});
export const SportsMarket = Type.Object({
  /** 1X2, ML (match winner), AH (handicap, line = the home side's), OU (over/under, line = the total), MH (map handicap). */
  market: Type.String(),
  line: Type.Union([Type.Number(), Type.Null()]),
  selections: Type.Array(SportsSelection),
});
export type SportsMarket = Static<typeof SportsMarket>;

export const SportsMatch = Type.Object({
  matchId: Type.String(),
  sport: Type.String(),
  league: Type.String(),
  home: Type.String(),
  away: Type.String(),
  kickoff: Type.Integer(),
  status: Type.Union([Type.Literal('upcoming'), Type.Literal('live')]),
  /** period: H1, HT, H2 (football), Q, OT (basketball), MAP, BREAK (e-sports: minute = the map's number). */
  clock: Type.Union([Type.Object({ period: Type.String(), minute: Type.Integer() }), Type.Null()]),
  score: Type.Union([Type.Object({ home: Type.Integer(), away: Type.Integer() }), Type.Null()]),
  /** SHA-256 of the match's server seed (revealed with the result). */
  commitment: Type.String(),
  markets: Type.Array(SportsMarket),
});
export type SportsMatch = Static<typeof SportsMatch>;

export const SportsLimits = Type.Object({
  minStake: Type.Integer(),
  maxStakeSingle: Type.Integer(),
  maxStakeParlay: Type.Integer(),
  maxPayout: Type.Integer(),
  maxLegs: Type.Integer(),
});
export type SportsLimits = Static<typeof SportsLimits>;

export const SportsResult = Type.Object({
  matchId: Type.String(),
  sport: Type.String(),
  homeTeam: Type.String(),
  awayTeam: Type.String(),
  home: Type.Integer(),
  away: Type.Integer(),
  abandoned: Type.Boolean(),
  serverSeed: Type.String(),
});
export type SportsResult = Static<typeof SportsResult>;

/** GET /provider/demo/sports/board?book=: the same for every player. */
export const SportsBoard = Type.Object({
  book: SportsBook,
  now: Type.Integer(),
  /** Each selection returns this share of its stake on average (1 / overround); the margin is 1 - it. */
  statedReturn: Type.Number(),
  limits: SportsLimits,
  sports: Type.Array(Type.Object({ sport: Type.String(), matches: Type.Array(SportsMatch) })),
});
export type SportsBoard = Static<typeof SportsBoard>;

export const SportsBetRequest = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 128 }),
  /** The catalogue's game the book was opened as (SBO's sportsbook, an e-sports book...). */
  game: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }),
  /** The page's own id of this bet (16..32 of a-z 0-9): placing it again places nothing more. */
  betId: Type.String({ pattern: '^[a-z0-9]{16,32}$' }),
  kind: Type.Union([Type.Literal('single'), Type.Literal('parlay')]),
  stake: Type.Integer({ minimum: 1 }),
  /** The selections with the odds the page showed. */
  selections: Type.Array(Type.Object({ id: Type.String({ maxLength: 40 }), odds: Type.Integer({ minimum: 100 }) }), {
    minItems: 1,
    maxItems: 12,
  }),
  /** Take the bet at the odds now whatever they are; without it a lower price refuses it (a higher one is taken). */
  acceptAnyOdds: Type.Optional(Type.Boolean()),
});
export type SportsBetRequest = Static<typeof SportsBetRequest>;

export const SportsLeg = Type.Object({
  matchId: Type.String(),
  market: Type.String(),
  outcome: Type.String(),
  line: Type.Union([Type.Number(), Type.Null()]),
  odds: Type.Integer(),
  home: Type.String(),
  away: Type.String(),
  kickoff: Type.Integer(),
  result: Type.Union([Type.String(), Type.Null()]),
  /** The published final score (null until then). */
  score: Type.Union([Type.Object({ home: Type.Integer(), away: Type.Integer() }), Type.Null()]),
});
export type SportsLeg = Static<typeof SportsLeg>;

export const SportsBet = Type.Object({
  betId: Type.String(),
  kind: Type.String(),
  stake: Type.Integer(),
  /** Total decimal odds in hundredths (a parlay's product, rounded down). */
  odds: Type.Integer(),
  /** open, refused, won, lost, void. */
  status: Type.String(),
  /** What it returned (stake included; 0 lost), once settled. */
  win: Type.Union([Type.Integer(), Type.Null()]),
  placedAt: Type.Integer(),
  legs: Type.Array(SportsLeg),
});
export type SportsBet = Static<typeof SportsBet>;

export const SportsPlaced = Type.Object({ bet: SportsBet, balance: Type.Integer() });
export type SportsPlaced = Static<typeof SportsPlaced>;

export const SportsBetsRequest = Type.Object({
  token: Type.String({ minLength: 10, maxLength: 128 }),
  settled: Type.Optional(Type.Boolean()),
  /** Only the bets placed on this book (the catalogue's game): each book plays from its own vendor's wallet. */
  game: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' })),
});
export type SportsBetsRequest = Static<typeof SportsBetsRequest>;
export const SportsBets = Type.Object({ bets: Type.Array(SportsBet), balance: Type.Integer() });
export type SportsBets = Static<typeof SportsBets>;

/** The result feed's run: results published and bets settled. */
export const SportsFeedRun = Type.Object({ published: Type.Integer(), settled: Type.Integer(), failed: Type.Integer() });
export type SportsFeedRun = Static<typeof SportsFeedRun>;
