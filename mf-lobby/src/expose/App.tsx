import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { categoryNameKey, GAME_LIST_FILTERS, pickScreen, remoteLifecycles, Spinner } from '@site/shared';
import '../i18n';
import { GameListPage, type ListConfig } from '../pages/GameListPage';
import { HotGamesPage, MemberGamesPage } from '../pages/LocalListPage';
import { ProvidersPage } from '../pages/ProvidersPage';
import { DownloadPage } from '../pages/DownloadPage';
import { IconCards, IconSearch, IconSlot, IconWheel } from '../components/icons';

/** A list page: its title and looks, and the filter of its path (shared GAME_LIST_FILTERS) if it has one. */
const list = (path: string, config: Omit<ListConfig, 'gameType' | 'gameClassify' | 'vassalage'>): ComponentType => {
  const Screen = () => <GameListPage config={{ ...config, ...GAME_LIST_FILTERS[path] }} />;
  return Screen;
};

/**
 * mf-lobby screens by path (product-rules 2 routes, shared/src/routes.ts). Game centres and lists share one page with a
 * per-route filter; a key per path remounts it when the route changes.
 */
const SCREENS: Record<string, ComponentType> = {
  '/m/live-games': list('/m/live-games', { title: categoryNameKey('LIVE') }),
  '/m/slot-games': list('/m/slot-games', { title: categoryNameKey('RNG') }),
  '/m/slotsCenter': list('/m/slotsCenter', { title: categoryNameKey('RNG') }),
  '/m/sport-games': list('/m/sport-games', { title: categoryNameKey('SPORTS') }),
  '/m/esport-games': list('/m/esport-games', { title: categoryNameKey('ESPORTS') }),
  '/m/cockfight': list('/m/cockfight', { title: categoryNameKey('COCKFIGHT') }),
  '/m/fishing-games': list('/m/fishing-games', { title: categoryNameKey('FISH') }),
  '/m/poker-games': list('/m/poker-games', { title: categoryNameKey('PVP') }),
  '/m/pvp-games': list('/m/pvp-games', { title: categoryNameKey('PVP') }),
  '/m/inHouse': list('/m/inHouse', { title: categoryNameKey('INHOUSE') }),
  '/m/roulette': list('/m/roulette', { title: 'roulette', icon: IconWheel }),
  '/m/baccarat': list('/m/baccarat', { title: 'baccarat', icon: IconCards }),
  '/m/pg-soft': list('/m/pg-soft', { title: 'pg_soft', icon: IconSlot }),
  '/m/gameCenter': list('/m/gameCenter', { title: 'game_center', categoryChips: true }),
  '/m/gameList': list('/m/gameList', { title: 'game_list' }),
  '/m/search': list('/m/search', { title: 'search', searchFirst: true, icon: IconSearch }),
  '/m/hot-games': HotGamesPage,
  '/m/fav-games': MemberGamesPage,
  '/m/provider': ProvidersPage,
  '/m/download': DownloadPage,

  // ---- games that play, lottery: '/m/app', '/m/lott', '/m/elott', '/m/lottery' ----
  // They import from ../play and ../lottery and are loaded on first use.
  '/m/app': lazy(() => import('../play/PlayScreen')),
  '/m/lott': lazy(() => import('../lottery/LotteryScreen')),
  '/m/elott': lazy(() => import('../lottery/LotteryScreen')),
  '/m/lottery': lazy(() => import('../lottery/LotteryScreen')),
  // ---- end of games that play and lottery ----
};

export default function App() {
  const { pathname } = useLocation();
  const Screen = pickScreen('mf-lobby', pathname, SCREENS);
  if (!Screen) return null;
  return (
    <Suspense fallback={<Spinner />}>
      <Screen key={pathname} />
    </Suspense>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);
