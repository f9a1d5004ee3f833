import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { categoryNameKey, pickScreen, remoteLifecycles, Spinner } from '@site/shared';
import '../i18n';
import { GameListPage, type ListConfig } from '../pages/GameListPage';
import { HotGamesPage, MemberGamesPage } from '../pages/LocalListPage';
import { ProvidersPage } from '../pages/ProvidersPage';
import { DownloadPage } from '../pages/DownloadPage';
import { IconCards, IconSearch, IconSlot, IconWheel } from '../components/icons';

const list = (config: ListConfig): ComponentType => {
  const Screen = () => <GameListPage config={config} />;
  return Screen;
};

/**
 * mf-lobby screens by path (spec 2 routes, shared/src/routes.ts). Game centres and lists share one page with a
 * per-route filter; a key per path remounts it when the route changes.
 */
const SCREENS: Record<string, ComponentType> = {
  '/m/live-games': list({ title: categoryNameKey('LIVE'), gameType: 'LIVE' }),
  '/m/slot-games': list({ title: categoryNameKey('RNG'), gameType: 'RNG' }),
  '/m/slotsCenter': list({ title: categoryNameKey('RNG'), gameType: 'RNG' }),
  '/m/sport-games': list({ title: categoryNameKey('SPORTS'), gameType: 'SPORTS' }),
  '/m/esport-games': list({ title: categoryNameKey('ESPORTS'), gameType: 'ESPORTS' }),
  '/m/cockfight': list({ title: categoryNameKey('COCKFIGHT'), gameType: 'COCKFIGHT' }),
  '/m/fishing-games': list({ title: categoryNameKey('FISH'), gameType: 'FISH' }),
  '/m/poker-games': list({ title: categoryNameKey('PVP'), gameType: 'PVP' }),
  '/m/pvp-games': list({ title: categoryNameKey('PVP'), gameType: 'PVP' }),
  '/m/inHouse': list({ title: categoryNameKey('INHOUSE'), gameType: 'INHOUSE' }),
  '/m/roulette': list({ title: 'roulette', gameClassify: 'ROULETTE', icon: IconWheel }),
  '/m/baccarat': list({ title: 'baccarat', gameClassify: 'BACCARAT', icon: IconCards }),
  '/m/pg-soft': list({ title: 'pg_soft', vassalage: 'PG', icon: IconSlot }),
  '/m/gameCenter': list({ title: 'game_center', categoryChips: true }),
  '/m/gameList': list({ title: 'game_list' }),
  '/m/search': list({ title: 'search', searchFirst: true, icon: IconSearch }),
  '/m/hot-games': HotGamesPage,
  '/m/fav-games': MemberGamesPage,
  '/m/provider': ProvidersPage,
  '/m/download': DownloadPage,

  // ---- Part 2 (games that play, lottery): '/m/app', '/m/lott', '/m/elott', '/m/lottery' ----
  // They import from ../play and ../lottery and are loaded on first use.
  '/m/app': lazy(() => import('../play/PlayScreen')),
  '/m/lott': lazy(() => import('../lottery/LotteryScreen')),
  '/m/elott': lazy(() => import('../lottery/LotteryScreen')),
  '/m/lottery': lazy(() => import('../lottery/LotteryScreen')),
  // ---- end of part 2 ----
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
