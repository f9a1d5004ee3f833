/** What a game list page (product-rules 2) lists: the lobby's list screens ask for it, the server sends its first page. */
export interface GameListFilter {
  gameType?: string;
  gameClassify?: string;
  vassalage?: string;
}

/** The game list pages with a fixed filter (mf-lobby's expose/App.tsx; api/src/web/boot.ts sends their first page). */
export const GAME_LIST_FILTERS: Readonly<Record<string, GameListFilter>> = {
  '/m/live-games': { gameType: 'LIVE' },
  '/m/slot-games': { gameType: 'RNG' },
  '/m/slotsCenter': { gameType: 'RNG' },
  '/m/sport-games': { gameType: 'SPORTS' },
  '/m/esport-games': { gameType: 'ESPORTS' },
  '/m/cockfight': { gameType: 'COCKFIGHT' },
  '/m/fishing-games': { gameType: 'FISH' },
  '/m/poker-games': { gameType: 'PVP' },
  '/m/pvp-games': { gameType: 'PVP' },
  '/m/inHouse': { gameType: 'INHOUSE' },
  '/m/roulette': { gameClassify: 'ROULETTE' },
  '/m/baccarat': { gameClassify: 'BACCARAT' },
  '/m/pg-soft': { vassalage: 'PG' },
};

/** product-rules 9: list page 9. */
export const GAME_LIST_PAGE = 9;
