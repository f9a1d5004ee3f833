import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { ErrorEnvelope, Nullable } from './envelope';

/**
 * The lottery gateway (/lgw/...), shared by the API and mf-lobby's lottery screen. It answers raw JSON without the
 * envelope when it succeeds, its refusals keep the refusal envelope (docs/api-conventions.md A1.2). Minor units.
 */

/** A gateway answer: the raw value on success, the refusal envelope on a 4xx or 5xx. */
export const GatewayAnswer = <T extends TSchema>(value: T) => ({ 200: value, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope });

export const LOTTERY_PRIZE_MODES = ['LOTT', 'ZY', 'ELOTT'] as const;
export const LotteryPrizeMode = Type.Union(LOTTERY_PRIZE_MODES.map((mode) => Type.Literal(mode)));
export type LotteryPrizeMode = Static<typeof LotteryPrizeMode>;

/** A lottery game and its rules: the plays it takes and their odds (hundredths per unit and hit). */
export const LotteryGame = Type.Object({
  gameId: Type.String(),
  gameName: Type.String(),
  prizeMode: LotteryPrizeMode,
  prizeModeId: LotteryPrizeMode,
  kind: Type.Union([Type.Literal('QUICK'), Type.Literal('VN')]),
  region: Nullable(Type.Union([Type.Literal('NORTH'), Type.Literal('CENTRAL'), Type.Literal('SOUTH')])),
  intervalSeconds: Type.Integer(),
  closeSeconds: Type.Integer(),
  odds: Type.Record(Type.String(), Type.Integer()),
  plays: Type.Array(Type.String()),
});
export type LotteryGame = Static<typeof LotteryGame>;

/** A draw: open (takes bets) -> closed -> settled (result drawn, wins paid); times in ms. */
export const Draw = Type.Object({
  numero: Type.String(),
  status: Type.Union([Type.Literal('open'), Type.Literal('closed'), Type.Literal('settled')]),
  opensAt: Type.Integer(),
  closeTime: Type.Integer(),
  drawTime: Type.Integer(),
  result: Nullable(Type.Array(Type.String())),
});
export type Draw = Static<typeof Draw>;

/** GET /lgw/games, /lgw/games/mobile: each game with its current and last draw and the wallet it plays from. */
export const LotteryGameWithDraws = Type.Composite([
  LotteryGame,
  Type.Object({ wallet: Type.String(), current: Nullable(Draw), last: Nullable(Draw) }),
]);
export type LotteryGameWithDraws = Static<typeof LotteryGameWithDraws>;

/** GET /lgw/games/game_menus?prizeMode=: the games of each prize mode (one mode when asked). */
export const GameMenusQuery = Type.Object({
  prizeMode: Type.Optional(Type.Union(['LOTT', 'ZY', 'ELOTT', 'Lott', 'Elott', 'lott', 'elott', 'zy'].map((mode) => Type.Literal(mode)))),
});
export type GameMenusQuery = Static<typeof GameMenusQuery>;
export const GameMenu = Type.Object({
  menuId: LotteryPrizeMode,
  prizeMode: LotteryPrizeMode,
  menuName: Type.String(),
  games: Type.Array(LotteryGameWithDraws),
});
export type GameMenu = Static<typeof GameMenu>;

/** GET /lgw/vn/games/game_menu: the Vietnamese games by region. */
export const VnMenu = Type.Object({ region: Type.String(), regionName: Type.String(), games: Type.Array(LotteryGameWithDraws) });
export type VnMenu = Static<typeof VnMenu>;

const GameId = Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$' });

/** GET /lgw/numeros/near?gameId=: the current draw, the next ones (chase) and the last results. */
export const NearNumeros = Type.Object({
  gameId: Type.String(),
  serverTime: Type.Integer(),
  current: Nullable(Draw),
  next: Type.Array(Draw),
  previous: Type.Array(Draw),
});
export type NearNumeros = Static<typeof NearNumeros>;

/** GET /lgw/draw/{gameId}: the game and its last 20 results. */
export const DrawHistory = Type.Composite([LotteryGame, Type.Object({ draws: Type.Array(Draw) })]);
export type DrawHistory = Static<typeof DrawHistory>;

/**
 * POST /lgw/orders/betting. bettingSlipString is a JSON array of lines [{playCode, content, unitAmount}];
 * betCartAmountSum is the slip's total x chase; requestId makes a retry return the first order (A7.1).
 */
export const LotteryBetting = Type.Object({
  gameId: GameId,
  currentNumero: Type.String({ maxLength: 30 }),
  betCartAmountSum: Type.Integer({ minimum: 1, maximum: 1e12 }),
  chase: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  device: Type.Optional(Type.String({ maxLength: 20 })),
  orderType: Type.Optional(Type.String({ maxLength: 20 })),
  prizeModeId: Type.Optional(Type.String({ maxLength: 10 })),
  bettingSlipString: Type.String({ maxLength: 20000 }),
  requestId: Type.Optional(Type.String({ maxLength: 64 })),
});
export type LotteryBetting = Static<typeof LotteryBetting>;

/** One slip line on one draw. */
export const Suborder = Type.Object({
  id: Type.Integer(),
  numero: Type.String(),
  playCode: Type.String(),
  content: Type.String(),
  betCount: Type.Integer(),
  unitAmount: Type.Integer(),
  amount: Type.Integer(),
  oddsPercent: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('cancelled'), Type.Literal('won'), Type.Literal('lost')]),
  winAmount: Type.Integer(),
  settledAt: Nullable(Type.Integer()),
  cancelledAt: Nullable(Type.Integer()),
});
export type Suborder = Static<typeof Suborder>;

export const LotteryOrder = Type.Object({
  orderNo: Type.String(),
  gameId: Type.String(),
  prizeModeId: Type.String(),
  wallet: Type.String(),
  chase: Type.Integer(),
  betAmountSum: Type.Integer(),
  device: Nullable(Type.String()),
  orderType: Nullable(Type.String()),
  createdAt: Type.Integer(),
  numeros: Type.Array(Type.String()),
  winAmount: Type.Integer(),
  status: Type.Union([Type.Literal('pending'), Type.Literal('settled'), Type.Literal('cancelled')]),
  subOrders: Type.Array(Suborder),
});
export type LotteryOrder = Static<typeof LotteryOrder>;

/** A placed order (or its replay) and the balance of the wallet it was paid from. */
export const PlacedLotteryOrder = Type.Composite([LotteryOrder, Type.Object({ replayed: Type.Boolean(), balance: Type.Integer() })]);
export type PlacedLotteryOrder = Static<typeof PlacedLotteryOrder>;

/** GET /lgw/orders: the member's orders, newest first. */
export const LotteryOrdersQuery = Type.Object({
  gameId: Type.Optional(GameId),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type LotteryOrdersQuery = Static<typeof LotteryOrdersQuery>;
export const LotteryOrders = Type.Object({
  page: Type.Integer(),
  size: Type.Integer(),
  total: Type.Integer(),
  list: Type.Array(LotteryOrder),
});
export type LotteryOrders = Static<typeof LotteryOrders>;

/** PUT /lgw/orders/suborders/cancel: pending sub-orders whose draw still takes bets, all or nothing, refunded. */
export const CancelSuborders = Type.Array(Type.Integer({ minimum: 1, maximum: 9007199254740991 }), { minItems: 1, maxItems: 200 });
export type CancelSuborders = Static<typeof CancelSuborders>;
export const CancelledSuborders = Type.Object({
  cancelled: Type.Array(Type.Integer()),
  refunded: Type.Integer(),
  wallet: Type.String(),
  balance: Type.Integer(),
});
export type CancelledSuborders = Static<typeof CancelledSuborders>;
