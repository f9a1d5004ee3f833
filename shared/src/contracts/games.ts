import { Type, type Static } from '@sinclair/typebox';
import { Nullable, Page } from './envelope';

/**
 * The game catalogue, member game lists, the winner board and launching (GCSGAME_*, MCSFE_*Favorite*, GCS_*Recent*,
 * /wps/game/...), shared by the API and mf-lobby. Field names are the platform's (docs/api-conventions.md A12.2, A12.3).
 */

/** A code in a query: letters, digits and _ only. */
const code = (max: number) => Type.String({ pattern: `^[A-Za-z0-9_]{1,${max}}$` });
const Language = Type.String({ pattern: '^[A-Za-z]{2}$' });

/** Parameters the platform's clients send that change nothing here (the merchant comes from the header), and language. */
export const CatalogueQuery = Type.Object({
  merchant: Type.Optional(Type.String({ maxLength: 40 })),
  merchantCode: Type.Optional(Type.String({ maxLength: 40 })),
  merchant_code: Type.Optional(Type.String({ maxLength: 40 })),
  platform: Type.Optional(Type.String({ maxLength: 20 })),
  clientType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  isPlatform: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  typeId: Type.Optional(Type.Integer({ minimum: 0, maximum: 99 })),
  language: Type.Optional(Language),
});
export type CatalogueQuery = Static<typeof CatalogueQuery>;

/** A live room's kind (product-rules: Free, VIP, Pay per View). */
export const RoomType = Nullable(Type.Union([Type.Literal('FREE'), Type.Literal('VIP'), Type.Literal('PPV')]));

/** A playable entry (a game, a live room or a vendor lobby) with the platform's field names, named in one language. */
export const Game = Type.Object({
  nodeId: Type.String(),
  gameId: Type.String(),
  roomId: Nullable(Type.String()),
  vassalage: Type.String(),
  accountTypeName: Type.String(),
  vendorName: Type.String(),
  gameName: Type.String(),
  nodeName: Type.String(),
  displayName: Type.String(),
  gameType: Type.String(),
  gameClassifyNew: Type.String(),
  showIcon: Type.String(),
  iconUrl: Type.String(),
  defaultIcon: Type.String(),
  mobileLargeIcon: Type.String(),
  isGameH5: Type.Literal(1),
  freeplay: Type.Union([Type.Literal(0), Type.Literal(1)]),
  supportPlay: Type.Union([Type.Literal(0), Type.Literal(1)]),
  lottoMode: Nullable(Type.String()),
  gameCode: Type.String(),
  roomType: RoomType,
  minBet: Type.Integer(),
  minLine: Type.Integer(),
  isNew: Type.Boolean(),
  canFavourite: Type.Boolean(),
});
export type Game = Static<typeof Game>;

/** GET /wps/relay/GCSGAME_gameList: every filter optional; 9 a page by default. */
export const GameListQuery = Type.Composite([
  CatalogueQuery,
  Type.Object({
    gameName: Type.Optional(Type.String({ maxLength: 60 })),
    gameType: Type.Optional(code(20)),
    vassalage: Type.Optional(code(30)),
    gameClassify: Type.Optional(code(30)),
    isNew: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1'), Type.Literal('true'), Type.Literal('false')])),
    minBet: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000_000_000 })),
    minLine: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    pageNo: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
    pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 9 }),
  }),
]);
export type GameListQuery = Static<typeof GameListQuery>;

/** A provider chip of a list: a vendor with games in the list's scope. */
export const ScopeVendor = Type.Object({ vassalage: Type.String(), displayName: Type.String(), gameCount: Type.Integer() });
export type ScopeVendor = Static<typeof ScopeVendor>;

export const GamePage = Type.Object({
  games: Type.Array(Game),
  pageNum: Type.Integer(),
  totalPages: Type.Integer(),
  totalCount: Type.Integer(),
  /** The vendors with games in the list's scope (every filter but the vendor): the only provider filters to offer. */
  vendors: Type.Array(ScopeVendor),
});
export type GamePage = Static<typeof GamePage>;

export const HotGamesQuery = Type.Composite([
  CatalogueQuery,
  Type.Object({ limit: Type.Integer({ minimum: 1, maximum: 50, default: 30 }) }),
]);
export type HotGamesQuery = Static<typeof HotGamesQuery>;

export const VendorCard = Type.Object({
  vassalage: Type.String(),
  accountTypeName: Type.String(),
  displayName: Type.String(),
  gameCount: Type.Integer(),
  icons: Type.Object({ mobile: Type.String() }),
});
export type VendorCard = Static<typeof VendorCard>;

/** One category lane of the lobby: its vendors, its classifications and its first games (home previews). */
export const Lane = Type.Object({
  title: Type.String(),
  displayName: Type.String(),
  gameCount: Type.Integer(),
  gameClassify: Type.Array(Type.Object({ key: Type.String(), displayName: Type.String(), gameCount: Type.Integer() })),
  cards: Type.Array(VendorCard),
  games: Type.Array(Game),
});
export type Lane = Static<typeof Lane>;

/** The lottery prize mode (product-rules 4.22): ELOTT when the vendor mapping has an ELOTT lottery entry. */
export const PrizeMode = Type.Union([Type.Literal('ELOTT'), Type.Literal('LOTT')]);
export type PrizeMode = Static<typeof PrizeMode>;

/** GET /wps/relay/GCSGAME_newGameVendor (A12.2). */
export const Lanes = Type.Object({ lanes: Type.Array(Lane), prizeMode: PrizeMode });
export type Lanes = Static<typeof Lanes>;

/** GET /wps/relay/GCSGAME_vendorSorting: each category's vendors in the merchant's order. */
export const VendorSorting = Type.Object({
  gameCategory: Type.String(),
  vendorNames: Type.Array(Type.Object({ vassalage: Type.String(), accountTypeName: Type.String(), displayName: Type.String() })),
});
export type VendorSorting = Static<typeof VendorSorting>;

/** GET /wps/relay/GCSGAME_vendorGameTypes: the categories with their vendor and game counts. */
export const VendorGameType = Type.Object({
  gameType: Type.String(),
  displayName: Type.String(),
  vendorCount: Type.Integer(),
  gameCount: Type.Integer(),
});
export type VendorGameType = Static<typeof VendorGameType>;

export const GameDetailQuery = Type.Composite([CatalogueQuery, Type.Object({ nodeId: Type.String({ minLength: 1, maxLength: 60 }) })]);
export type GameDetailQuery = Static<typeof GameDetailQuery>;

/** The jackpot banner's reading (whole currency units for display, not money that moves). */
export const JackpotConfig = Type.Union([
  Type.Object({
    mode: Type.Literal('ROLLING'),
    min: Type.Integer(),
    max: Type.Integer(),
    decimals: Type.Literal(0),
    currencySymbol: Type.String(),
  }),
  Type.Object({
    mode: Type.Literal('RISING'),
    start: Type.Integer(),
    stepMin: Type.Integer(),
    stepMax: Type.Integer(),
    stepSeconds: Type.Array(Type.Integer()),
    decimals: Type.Literal(0),
    currencySymbol: Type.String(),
  }),
]);
export type JackpotConfig = Static<typeof JackpotConfig>;

/** POST (add) and DELETE (remove) /wps/relay/MCSFE_*FavoriteGameV2: the game, its vendor when given must match. */
export const FavouriteBody = Type.Object({
  nodeId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }),
  vendor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{0,30}$' })),
  token: Type.Optional(Type.String({ maxLength: 200 })),
});
export type FavouriteBody = Static<typeof FavouriteBody>;
export const FavouriteAdded = Type.Object({ nodeId: Type.String(), added: Type.Boolean() });
export type FavouriteAdded = Static<typeof FavouriteAdded>;
export const FavouriteRemoved = Type.Object({ nodeId: Type.String(), removed: Type.Boolean() });
export type FavouriteRemoved = Static<typeof FavouriteRemoved>;

/** GET /wps/relay/MCSFE_getFavoriteGamesList: 50 a page by default. */
export const FavouritesQuery = Type.Object({
  pageNo: Type.Integer({ minimum: 1, maximum: 10_000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 50 }),
  language: Type.Optional(Language),
  token: Type.Optional(Type.String({ maxLength: 200 })),
});
export type FavouritesQuery = Static<typeof FavouritesQuery>;
export const FavouritePage = Page(Game);
export type FavouritePage = Static<typeof FavouritePage>;

/** GET /wps/relay/GCS_recentGame: the member's recently played games, newest first. */
export const RecentsQuery = Type.Object({
  pageNo: Type.Integer({ minimum: 1, maximum: 100, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 50, default: 50 }),
  language: Type.Optional(Language),
  clientType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
});
export type RecentsQuery = Static<typeof RecentsQuery>;
export const RecentGame = Type.Composite([Game, Type.Object({ playedAt: Type.Integer() })]);
export type RecentGame = Static<typeof RecentGame>;

/** GET /wps/relay/GCS_addRecentGame: the game in the query (vendor or vassalage, when given, must match). */
export const AddRecentQuery = Type.Object({
  nodeId: Type.String({ pattern: '^[A-Za-z0-9_-]{1,60}$' }),
  vendor: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{0,30}$' })),
  vassalage: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{0,30}$' })),
  clientType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
});
export type AddRecentQuery = Static<typeof AddRecentQuery>;

/** GET /wps/relay/GCSGAME_getRankList: the biggest recent wins, of one category or ALL (20 by default, product-rules 9). */
export const WinnersQuery = Type.Object({
  gameCategory: Type.String({ pattern: '^[A-Za-z_]{1,20}$', default: 'ALL' }),
  language: Type.Optional(Language),
  limitNum: Type.Integer({ minimum: 1, maximum: 50, default: 20 }),
});
export type WinnersQuery = Static<typeof WinnersQuery>;

/** A win on the board (A12.2: wrapped in vo); the customer name masked, the amount in minor units. */
export const Winner = Type.Object({
  vo: Type.Object({
    nodeId: Type.String(),
    gameName: Type.String(),
    nodeName: Type.String(),
    customerName: Type.String(),
    winAmount: Type.Integer(),
    iconUrl: Type.String(),
    gameType: Type.String(),
    gameCategory: Type.String(),
    vendor: Type.String(),
    wonAt: Type.Integer(),
  }),
});
export type Winner = Static<typeof Winner>;

/** GET /wps/game/launchGame (A12.3): the game by nodeId, else by gameId and vassalage; accountType 1 real, 0 free. */
export const LaunchQuery = Type.Object({
  nodeId: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  gameId: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  vassalage: Type.Optional(Type.String({ maxLength: 20 })),
  gameType: Type.Optional(Type.String({ pattern: '^[A-Za-z_]{0,20}$' })),
  platform: Type.Optional(Type.String({ maxLength: 10 })),
  clientType: Type.Optional(Type.Integer({ minimum: 0, maximum: 9 })),
  launchMode: Type.Optional(Type.String({ maxLength: 20 })),
  accountType: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  language: Type.Optional(Type.String({ maxLength: 5 })),
  backUrl: Type.Optional(Type.String({ maxLength: 300 })),
});
export type LaunchQuery = Static<typeof LaunchQuery>;

export const LaunchResult = Type.Object({
  content: Type.Object({ game_url: Type.String() }),
  gameUrl: Type.String(),
  mode: Type.Union([Type.Literal('real'), Type.Literal('free')]),
  /** The catalogue's game that opens (its page shows this game's name and nothing else). */
  nodeId: Type.String(),
  /** The member's wallet the game plays from (null for free play). */
  wallet: Nullable(Type.String()),
});
export type LaunchResult = Static<typeof LaunchResult>;

/** POST /wps/game/ticket: a provider game's launch ticket, traded once for the player's game session. */
export const GameTicket = Type.Object({ ticket: Type.String({ minLength: 1, maxLength: 128 }) });
export type GameTicket = Static<typeof GameTicket>;
export const GameSession = Type.Object({
  playerToken: Type.String(),
  provider: Type.String(),
  vendor: Type.String(),
  game: Type.String(),
  gameType: Type.String(),
});
export type GameSession = Static<typeof GameSession>;
