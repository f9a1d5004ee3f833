// The site's tokens and global rules come first, so every CSS module after them can override them.
import '@site/shared/src/theme/tokens.css';
import './global.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import {
  AUTH_POPUP_PATHS,
  bus,
  HOME_PATHS,
  ROUTE_ALIASES,
  ROUTES,
  setLanguage,
  useChangeEffect,
  whenSettled,
  type AuthView,
  type RemoteName,
} from '@site/shared';
import { StatusGate } from './layout/StatusGate';
import { Header } from './layout/Header';
import { Footer } from './layout/Footer';
import { NavBar } from './layout/NavBar';
import { Toasts } from './layout/Toasts';
import { AuthPopup } from './layout/AuthPopup';
import { LogoutPrompt } from './layout/LogoutPrompt';
import { authPopupView } from './layout/layout-rules';
import { HomePage } from './pages/HomePage';
import { preloadRemote, RemoteMount } from './remotes/RemoteMount';
import { refreshRegistry } from './remotes/registry';
import { importWhenOnline } from './remotes/connection';
import styles from './layout/shell.module.css';

// Not part of the first screen: loaded once the page has settled or the player scrolls (offline, when the
// connection returns: a failed lazy import would unmount the whole page).
const SidePanel = lazy(() => importWhenOnline(() => import('./layout/SidePanel')));

/**
 * product-rules 2.5: every remote and the paths it owns (shared/src/routes.ts). Exact paths: below one of them is an
 * unknown path, which goes home (product-rules 2.6).
 */
const REMOTE_PATHS = [...new Set(ROUTES.map((route) => route.remote))].map((remote): [RemoteName, string[]] => [
  remote,
  ROUTES.filter((route) => route.remote === remote).map((route) => route.path),
]);

const AUTH_PATH_BY_VIEW = Object.fromEntries(Object.entries(AUTH_POPUP_PATHS).map(([path, view]) => [view, path])) as Record<
  AuthView,
  string
>;

/** product-rules 2: 300 ms fade between pages, none after a back swipe of more than 100 px. */
const FADE_MS = 300;
const SWIPE_BACK_PX = 100;

function usePageFade(pathname: string) {
  const ref = useRef<HTMLElement>(null);
  const swipedBack = useRef(false);
  useEffect(() => {
    let startX = 0;
    const onStart = (e: TouchEvent) => {
      startX = e.touches[0]?.clientX ?? 0;
    };
    const onEnd = (e: TouchEvent) => {
      const endX = e.changedTouches[0]?.clientX ?? 0;
      if (endX - startX > SWIPE_BACK_PX) {
        swipedBack.current = true;
        setTimeout(() => (swipedBack.current = false), 1000);
      }
    };
    window.addEventListener('touchstart', onStart, { passive: true });
    window.addEventListener('touchend', onEnd, { passive: true });
    return () => {
      window.removeEventListener('touchstart', onStart);
      window.removeEventListener('touchend', onEnd);
    };
  }, []);
  useChangeEffect(() => {
    window.scrollTo(0, 0);
    if (swipedBack.current) {
      swipedBack.current = false;
      return;
    }
    ref.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: FADE_MS, easing: 'ease-out' });
  }, [pathname]);
  return ref;
}

function Site() {
  const location = useLocation();
  const navigate = useNavigate();
  const { pathname } = location;
  const main = usePageFade(pathname);
  const urlView = authPopupView(pathname);
  // A popup opened through the bus sits over the current page; one opened by URL sits over home.
  const [busView, setBusView] = useState<AuthView | null>(null);
  // The side a login opened through the bus is for (an agent page asks for the agent side, product-rules 6.5).
  const [busSide, setBusSide] = useState<'member' | 'agent' | undefined>(undefined);
  const [settled, setSettled] = useState(false);
  const view = urlView ?? busView;

  useEffect(
    () =>
      bus.on('auth:open', ({ view: next, side }) => {
        setBusView(next);
        setBusSide(side);
      }),
    [],
  );
  useEffect(() => bus.on('auth:loggedIn', () => setBusView(null)), []);
  // Remotes ask; only the shell changes the language (engineering-habits H7).
  useEffect(() => bus.on('language:set', ({ code }) => void setLanguage(code)), []);
  useEffect(() => setBusView(null), [pathname]);
  // A registry change (a remote shipped or rolled back) is picked up on the next navigation. Not on the first
  // page: the registry the shell started with (the HTML's boot data, else its own fetch) is from this moment.
  useChangeEffect(() => void refreshRegistry(), [pathname]);
  useEffect(() => {
    // Likely next screens load while the player looks at this one. The game lists are the likeliest next
    // screen: fetched once the first screen has settled (nav touches preload sooner), so they never compete
    // with what the player is waiting for.
    const cancel = whenSettled(() => (preloadRemote('mf-lobby'), setSettled(true)), 8000);
    const onScroll = () => setSettled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => {
      cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, []);

  const closePopup = () => {
    if (urlView) navigate('/m/home');
    else setBusView(null);
  };
  // product-rules 4: opening login, register or forget closes the other two.
  const switchPopup = (next: AuthView) => {
    if (urlView) navigate(AUTH_PATH_BY_VIEW[next], { replace: true });
    else setBusView(next);
  };

  return (
    // product-rules 4: any modal adds a class to the page container; closing removes it.
    <div className={view ? `${styles.page} page-modal-open` : styles.page} data-modal-open={view ? 'true' : undefined}>
      <Header />
      <main ref={main} className={styles.main} data-testid="site-main">
        <Routes>
          {HOME_PATHS.map((path) => (
            <Route key={path} path={path} element={<HomePage authPopupOpen={!!view} />} />
          ))}
          {Object.keys(AUTH_POPUP_PATHS).map((path) => (
            <Route key={path} path={path} element={<HomePage authPopupOpen={!!view} />} />
          ))}
          {Object.entries(ROUTE_ALIASES).map(([from, to]) => (
            <Route key={from} path={from} element={<Navigate to={to} replace />} />
          ))}
          {/* One layout route per remote mounts it for its paths; the remote's own <Routes> picks the screen. */}
          {REMOTE_PATHS.map(([remote, paths]) => (
            <Route key={remote} element={<RemoteMount remote={remote} expose="./App" />}>
              {paths.map((path) => (
                <Route key={path} path={path} />
              ))}
            </Route>
          ))}
          <Route path="*" element={<Navigate to="/m/home" replace />} />
        </Routes>
      </main>
      <Footer />
      <NavBar />
      {settled ? (
        <Suspense fallback={null}>
          <SidePanel />
        </Suspense>
      ) : null}
      {view ? <AuthPopup view={view} side={urlView ? undefined : busSide} onClose={closePopup} onSwitch={switchPopup} /> : null}
      <LogoutPrompt />
      <Toasts />
    </div>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <StatusGate>
        <Site />
      </StatusGate>
    </BrowserRouter>
  );
}
