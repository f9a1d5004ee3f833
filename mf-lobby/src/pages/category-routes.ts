/** product-rules 2: a game tile on home routes goes to its category page. */
export const CATEGORY_ROUTES: Record<string, string> = {
  INHOUSE: '/m/inHouse',
  LIVE: '/m/live-games',
  RNG: '/m/slot-games',
  FISH: '/m/fishing-games',
  PVP: '/m/poker-games',
  SPORTS: '/m/sport-games',
  ESPORTS: '/m/esport-games',
  COCKFIGHT: '/m/cockfight',
  LOTT: '/m/lott',
  ELOTT: '/m/elott',
};
