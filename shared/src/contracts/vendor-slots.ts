import { Type, type Static } from '@sinclair/typebox';

/**
 * The demo vendors' slots (/provider/demo/slot...), docs/games.md "Vendor slots": the game's model (reels, paytable,
 * lines or ways, stated RTP) with the commitment of the next spin, and a spin settled through the wallet callbacks.
 */
const checked = <T>(description: string, example: T) => Type.Optional(Type.Unsafe<T>({ description, examples: [example] }));

const Cell = Type.Tuple([Type.Integer(), Type.Integer()]);
export const VendorSlotWin = Type.Object({
  symbol: Type.String(),
  count: Type.Integer(),
  ways: Type.Integer(),
  line: Type.Optional(Type.Integer()),
  cells: Type.Array(Cell),
  win: Type.Integer(),
});
export type VendorSlotWin = Static<typeof VendorSlotWin>;
export const VendorSlotScreen = Type.Object({
  grid: Type.Array(Type.Array(Type.String())),
  wins: Type.Array(VendorSlotWin),
  win: Type.Integer(),
});
export type VendorSlotScreen = Static<typeof VendorSlotScreen>;

export const VendorSlotGame = Type.Object({
  game: Type.String(),
  vendor: Type.String(),
  /** The game's theme (its pictures), from its English name. */
  theme: Type.String(),
  mechanic: Type.Union([Type.Literal('ways'), Type.Literal('lines'), Type.Literal('tumble')]),
  reels: Type.Integer(),
  rows: Type.Integer(),
  /** A pay of p is worth p x bet / divisor. */
  divisor: Type.Integer(),
  symbols: Type.Array(Type.String()),
  pays: Type.Record(Type.String(), Type.Array(Type.Number())),
  tiers: Type.Optional(Type.Array(Type.Integer())),
  wild: Type.Optional(Type.String()),
  lines: Type.Optional(Type.Array(Type.Array(Type.Integer()))),
  scatter: Type.Optional(
    Type.Object({
      symbol: Type.String(),
      pays: Type.Record(Type.String(), Type.Number()),
      freeSpins: Type.Integer(),
      trigger: Type.Integer(),
      multiplier: Type.Integer(),
    }),
  ),
  rtp: Type.Number(),
  bets: Type.Array(Type.Integer()),
  /** The spin asked for (spinId) and the SHA-256 of its server seed, shown before it is spun. */
  spinId: Type.Union([Type.String(), Type.Null()]),
  commitment: Type.Union([Type.String(), Type.Null()]),
});
export type VendorSlotGame = Static<typeof VendorSlotGame>;

/** POST /provider/demo/slot/spin: without a token, free play (no money, nothing kept). Checked by the game (game.bet.invalid). */
export const VendorSlotSpinRequest = Type.Object({
  token: Type.Optional(Type.String({ maxLength: 128 })),
  game: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }),
  spinId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  clientSeed: Type.String({ pattern: '^[A-Za-z0-9_-]{1,64}$' }),
  bet: checked('minor units: whole baht, 100..100,000', 1000),
});
export type VendorSlotSpinRequest = Static<typeof VendorSlotSpinRequest>;

export const VendorSlotSpin = Type.Object({
  spinId: Type.String(),
  game: Type.String(),
  bet: Type.Integer(),
  win: Type.Integer(),
  screens: Type.Array(VendorSlotScreen),
  freeSpins: Type.Array(VendorSlotScreen),
  /** settled (credited), refunded (rolled back after a failure), or free (free play). */
  status: Type.String(),
  serverSeed: Type.String(),
  commitment: Type.String(),
  clientSeed: Type.String(),
  balance: Type.Union([Type.Integer(), Type.Null()]),
});
export type VendorSlotSpin = Static<typeof VendorSlotSpin>;
