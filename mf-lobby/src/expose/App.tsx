import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes } from 'react-router-dom';
import { categoryNameKey, GAME_LIST_FILTERS, remoteLifecycles, Spinner } from '@site/shared';
import { SharedQueries } from '@site/shared/src/query';
import '../i18n';
import { GameListPage, type ListConfig } from '../pages/GameListPage';
import { HotGamesPage, MemberGamesPage } from '../pages/LocalListPage';
import { ProvidersPage } from '../pages/ProvidersPage';
import { DownloadPage } from '../pages/DownloadPage';
import { IconCards, IconSearch, IconSlot, IconWheel } from '../components/icons';

// Games that play and the lottery are loaded on first use.
const PlayScreen = lazy(() => import('../features/play/PlayScreen'));
const LotteryScreen = lazy(() => import('../features/lottery/LotteryScreen'));

/**
 * The game lists: one page with its path's title and looks and its filter (shared GAME_LIST_FILTERS) if it has one.
 * The key remounts the page when the route moves from one list to another.
 */
const LISTS: Array<[path: string, config: Omit<ListConfig, 'gameType' | 'gameClassify' | 'vassalage'>]> = [
  ['/m/live-games', { title: categoryNameKey('LIVE') }],
  ['/m/slot-games', { title: categoryNameKey('RNG') }],
  ['/m/slotsCenter', { title: categoryNameKey('RNG') }],
  ['/m/sport-games', { title: categoryNameKey('SPORTS') }],
  ['/m/esport-games', { title: categoryNameKey('ESPORTS') }],
  ['/m/cockfight', { title: categoryNameKey('COCKFIGHT') }],
  ['/m/fishing-games', { title: categoryNameKey('FISH') }],
  ['/m/poker-games', { title: categoryNameKey('PVP') }],
  ['/m/pvp-games', { title: categoryNameKey('PVP') }],
  ['/m/inHouse', { title: categoryNameKey('INHOUSE') }],
  ['/m/roulette', { title: 'roulette', icon: IconWheel }],
  ['/m/baccarat', { title: 'baccarat', icon: IconCards }],
  ['/m/pg-soft', { title: 'pg_soft', icon: IconSlot }],
  ['/m/gameCenter', { title: 'game_center', categoryChips: true }],
  ['/m/gameList', { title: 'game_list' }],
  ['/m/search', { title: 'search', searchFirst: true, icon: IconSearch }],
];

/** The screens loaded on first use wait under one spinner. */
function LoadedOnUse() {
  return (
    <Suspense fallback={<Spinner />}>
      <Outlet />
    </Suspense>
  );
}

/**
 * mf-lobby's routes (product-rules 2.3 and 2.5; the shell mounts this remote for the paths shared/src/routes.ts gives
 * it). On any other path nothing matches and it draws nothing.
 */
export default function App() {
  return (
    <SharedQueries>
      <Routes>
        {LISTS.map(([path, config]) => (
          <Route key={path} path={path} element={<GameListPage key={path} config={{ ...config, ...GAME_LIST_FILTERS[path] }} />} />
        ))}
        <Route path="/m/hot-games" element={<HotGamesPage />} />
        <Route path="/m/fav-games" element={<MemberGamesPage />} />
        <Route path="/m/provider" element={<ProvidersPage />} />
        <Route path="/m/download" element={<DownloadPage />} />
        <Route element={<LoadedOnUse />}>
          <Route path="/m/app" element={<PlayScreen />} />
          {['/m/lott', '/m/elott', '/m/lottery'].map((path) => (
            <Route key={path} path={path} element={<LotteryScreen key={path} />} />
          ))}
        </Route>
      </Routes>
    </SharedQueries>
  );
}

export const { bootstrap, mount, unmount } = remoteLifecycles(App);
