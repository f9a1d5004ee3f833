import {
  api,
  i18n,
  type ChatLaunch,
  type ChatLaunchQuery,
  toHeaderLanguage,
  type FavouriteAdded,
  type FavouritePage,
  type FavouriteRemoved,
  type Game,
  type GameListQuery,
  type GamePage,
  type JackpotConfig,
  type Lanes,
  type LaunchResult,
  type RecentGame,
  type Winner,
} from '@site/shared';

/** The catalogue's shapes, as the API declares them (shared/src/contracts/games). */
export type { Game, GamePage, JackpotConfig, Lane, Lanes, LaunchResult, ScopeVendor, VendorCard, Winner } from '@site/shared';

export interface Banner {
  bannerId: number;
  url: string;
  title: string;
  redirect: string | null;
  externalLink: string | null;
}

export interface Announcement {
  id: number;
  title: string;
  content: string;
  read: boolean;
}

const language = () => toHeaderLanguage(i18n.language);

/** product-rules 7 / 9: platform html5, clientType 2, list page 9. */
export type GameQuery = Partial<Pick<GameListQuery, 'gameType' | 'vassalage' | 'gameClassify' | 'gameName' | 'pageNo' | 'pageSize'>>;

export const fetchGameList = (q: GameQuery) =>
  api.get<GamePage>('/wps/relay/GCSGAME_gameList', {
    platform: 'html5',
    clientType: 2,
    pageNo: 1,
    pageSize: 9,
    language: language(),
    ...q,
  });

export const fetchHotGames = () =>
  api.get<Game[]>('/wps/relay/GCSGAME_hotGamesV2', { isPlatform: 2, language: language(), platform: 'html5' });

export const fetchLanes = () =>
  api.get<Lanes>('/wps/relay/GCSGAME_newGameVendor', { platform: 'html5', clientType: 2, language: language() });

/** product-rules 7: favourites list pageSize 50; ids separately. Only with a session (product-rules 4). */
export const fetchFavouriteIds = () => api.get<string[]>('/wps/relay/MCSFE_getFavoriteGames');
export const fetchFavourites = (pageNo = 1) =>
  api.get<FavouritePage>('/wps/relay/MCSFE_getFavoriteGamesList', { pageNo, pageSize: 50, language: language() });
export const addFavourite = (game: Game) =>
  api.post<FavouriteAdded>('/wps/relay/MCSFE_addFavoriteGameV2', { nodeId: game.nodeId, vendor: game.vassalage });
export const removeFavourite = (game: Game) =>
  api.delete<FavouriteRemoved>('/wps/relay/MCSFE_removeFavoriteGameV2', { nodeId: game.nodeId, vendor: game.vassalage });

/** product-rules 7: recent list pageNo 1, pageSize 50, language, clientType 2; add is a GET with the game in the query. */
export const fetchRecents = () =>
  api.get<RecentGame[]>('/wps/relay/GCS_recentGame', { pageNo: 1, pageSize: 50, language: language(), clientType: 2 });
export const addRecent = (game: Game) =>
  api.get<{ nodeId: string }>('/wps/relay/GCS_addRecentGame', { nodeId: game.nodeId, vendor: game.vassalage, clientType: 2 });

/** product-rules 9: winner limit 20. */
export const fetchWinners = () =>
  api.get<Winner[]>('/wps/relay/GCSGAME_getRankList', { gameCategory: 'ALL', language: language(), limitNum: 20 });

/** product-rules 3: announcement request types 'B,PL,PU,PR,H', platform M; the home banners are the mobile home group. */
export const fetchAnnouncements = () =>
  api.get<{ banners: Banner[]; player: Announcement[]; popup: Announcement[]; promotion: Announcement[]; hot: Announcement[] }>(
    '/wps/relay/MCSFE_getListAnnouncements',
    {
      types: 'B,PL,PU,PR,H',
      groupName: 'm_home',
      platform: 'M',
      language: language(),
    },
  );

export const fetchJackpot = () => api.get<JackpotConfig>('/wps/game/jackpot');

export const fetchCustomerService = () =>
  api.get<{
    entries: Array<{ csType: string; title: string; type: string; path: string }>;
    links: Array<{ resourceType: string; url: string; labelNameEn?: string }>;
  }>('/wps/content/customerService');

/** product-rules 7.15: where live chat opens (the site's own chat screen, with the display parameters). */
export const launchChat = (query: ChatLaunchQuery) =>
  api.get<ChatLaunch>('/wps/chat/launch', { b2c: '1', module: 'CBS3', language: toHeaderLanguage(i18n.language).toUpperCase(), ...query });

/** product-rules 3: a customer service path's last 8 characters are its key (XOR, base64url; see api content.service). */
export function decodeServicePath(encoded: string): string {
  try {
    const key = new TextEncoder().encode(encoded.slice(-8));
    const b64 = encoded.slice(0, -8).replace(/-/g, '+').replace(/_/g, '/');
    const raw = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
    const bytes = Uint8Array.from(raw, (c, i) => c.charCodeAt(0) ^ key[i % key.length]);
    return new TextDecoder().decode(bytes);
  } catch {
    return '';
  }
}

/** GET /wps/game/launchGame (api-conventions A12.3). */
export const launchGame = (game: Game, backUrl: string) =>
  api.get<LaunchResult>('/wps/game/launchGame', {
    nodeId: game.nodeId,
    gameId: game.gameId,
    vassalage: game.vassalage,
    gameType: game.gameType,
    platform: 'html5',
    clientType: 2,
    accountType: 1,
    language: language(),
    backUrl,
  });

export const fetchGameDetail = (nodeId: string) => api.get<Game>('/wps/game/detail', { nodeId, language: language() });
