import { lazy, memo, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  debounce,
  measureOnLayoutChange,
  RetryPanel,
  Spinner,
  SPINNER_BOX_PX,
  useChangeEffect,
  useSession,
  useTranslation,
} from '@site/shared';
import * as lobbyApi from '../../api/lobby.api';
import type { Announcement, Banner, Game, JackpotConfig, Lane, Winner } from '../../api/lobby.api';
import { GameGrid } from '../../components/GameTile';
import { useGameActions } from '../../hooks/use-game-actions';
import { CATEGORY_ROUTES } from '../../pages/category-routes';
import { CategoryIcon, IconHome, IconTrophy } from '../../components/icons';
import { SectionTitle } from '../../components/SectionTitle';
import { WhenNearScreen } from '../../components/WhenNearScreen';
import { NS } from '../../i18n';
import { BannerCarousel } from './BannerCarousel';
import { ContractRequestAlert } from './ContractRequestAlert';
import { useBelowFoldReady } from '../../hooks/use-below-fold-ready';
import { PopupNotice } from './PopupNotice';
import { GameWidget } from './GameWidget';
import { JackpotBanner } from './JackpotBanner';
import { NoticeMarquee } from './NoticeMarquee';
import { QuickActions } from './QuickActions';
import { WinnerBoard } from './WinnerBoard';
import styles from './home.module.css';

/** The pop-up menu's code loads when the player opens it. */
const PopupMenu = lazy(() => import('./PopupMenu').then((module) => ({ default: module.PopupMenu })));

/** product-rules 9: home preview 3. */
export const HOME_PREVIEW = 3;
/** A category section's height at 390 px, held until it is drawn (home.module.css: .belowFold). */
const LANE_HEIGHT = 269;
/** product-rules 9: winner reload debounced 250 ms. */
const WINNER_RELOAD_MS = 250;

interface HomeData {
  lanes: Lane[];
  hot: Game[];
}

/** One home section per category: first 3 games, show more/less when there are more (product-rules 2). */
const CategorySection = memo(function CategorySection({
  lane,
  onOpen,
  onFavourite,
}: {
  lane: Lane;
  onOpen(game: Game): void;
  onFavourite(game: Game): void;
}) {
  const { t } = useTranslation(NS);
  const [expanded, setExpanded] = useState(false);
  const games = expanded ? lane.games : lane.games.slice(0, HOME_PREVIEW);
  return (
    <>
      <SectionTitle
        icon={<CategoryIcon category={lane.title} />}
        name={lane.displayName}
        count={lane.gameCount}
        moreTo={CATEGORY_ROUTES[lane.title]}
      />
      <GameGrid games={games} onOpen={onOpen} onFavourite={onFavourite} testId={`home-grid-${lane.title}`} />
      {lane.games.length > HOME_PREVIEW ? (
        <button type="button" className={styles.toggle} onClick={() => setExpanded(!expanded)} data-testid={`toggle-${lane.title}`}>
          {t(expanded ? 'common:show_less' : 'common:show_more')}
        </button>
      ) : null}
    </>
  );
});

/**
 * The height of the shell's sticky header, so the tab bar sticks right below it. Read when the ResizeObserver
 * reports it (once at the start, then on every change), after the browser's own layout: reading offsetHeight
 * as home mounts had the browser lay out the page there and then, inside the mount's task.
 */
function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>('[data-testid="site-header"]');
    if (!header) return;
    if (typeof ResizeObserver === 'undefined') return setHeight(header.offsetHeight);
    // The size the observer measured (older Safari has none in its entries: the element's, read after layout).
    const observer = new ResizeObserver(([entry]) => setHeight(Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? header.offsetHeight)));
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/**
 * product-rules 2 tab bar: Home, Jackpot, one tab per vendor category. Tapping scrolls to the section; scrolling updates
 * the active tab (the last section whose top passed under the bar).
 */
function useScrollSpy(ids: string[], offset: number) {
  const [active, setActive] = useState(ids[0]);
  const lockedUntil = useRef(0);
  const scrolled = useRef(false);
  const idsKey = ids.join(',');
  useEffect(() => {
    const sections = idsKey.split(',');
    let pending: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      // While a tapped tab scrolls its section in, keep that tab; look again when the scroll is over.
      const wait = lockedUntil.current - Date.now();
      if (wait > 0) {
        clearTimeout(pending);
        pending = setTimeout(onScroll, wait + 20);
        return;
      }
      let current = sections[0];
      // Until the first scroll the page is at its top and the first tab is the active one: no need to lay the page
      // out to know it while it grows (even reading scrollY lays it out).
      if (!scrolled.current) return setActive(current);
      for (const id of sections) {
        const el = document.getElementById(id);
        if (el && el.getBoundingClientRect().top - offset - 60 <= 0) current = id;
      }
      // At the very bottom the last section is the active one even if it is short.
      if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 4) current = sections[sections.length - 1];
      setActive(current);
    };
    // Sections mount after load and the page grows without a scroll event: it looks again when it does.
    const stop = measureOnLayoutChange(onScroll, () => (scrolled.current = true));
    return () => {
      clearTimeout(pending);
      stop();
    };
  }, [idsKey, offset]);
  const go = (id: string, framesLeft = 60) => {
    setActive(id);
    lockedUntil.current = Date.now() + 1500;
    const el = document.getElementById(id);
    const top = el ? el.getBoundingClientRect().top + window.scrollY - offset - 50 : 0;
    const reachable = document.documentElement.scrollHeight - window.innerHeight >= top;
    // The sections appear one a frame just after load: a tab tapped before its section exists, or before the page
    // below it is long enough to scroll it up under the tabs, waits for it (at most a second).
    if ((!el || !reachable) && framesLeft > 0) {
      requestAnimationFrame(() => go(id, framesLeft - 1));
      return;
    }
    if (!el) return;
    window.scrollTo({ top, behavior: 'smooth' });
    // Release the tapped tab when the scroll is over, so that only the reader's own scrolling moves it afterwards.
    window.addEventListener('scrollend', () => (lockedUntil.current = Math.min(lockedUntil.current, Date.now() + 100)), { once: true });
  };
  return { active, go };
}

/** True from the frame after the first paint on: a step that waits until what is already there is on screen. */
function useAfterFirstFrame(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setShown(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return shown;
}

interface HomeSectionsProps {
  data: HomeData | null;
  failed: boolean;
  /** null until the first answer. */
  winners: Winner[] | null;
  jackpot: JackpotConfig | null;
  onRetry(): void;
}

/**
 * Everything below the tab bar. Memoised: the home's own updates (the active tab while scrolling, banners,
 * notices, the menu) do not render the game sections again.
 */
const HomeSections = memo(function HomeSections({ data, failed, winners, jackpot, onRetry }: HomeSectionsProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const { launch, toggleFavourite, toLogin } = useGameActions();
  const loggedIn = useSession((s) => !!s.session);
  const currency = t('common:currency_symbol');

  // product-rules 2: on home, a game tile goes to its category page.
  const openCategory = (game: Game) => navigate(CATEGORY_ROUTES[game.gameType] ?? `/m/gameList?gameType=${game.gameType}`);

  const playWinner = async (winner: Winner) => {
    if (!loggedIn) return toLogin();
    try {
      const game = await lobbyApi.fetchGameDetail(winner.vo.nodeId);
      await launch(game);
    } catch {
      toLogin();
    }
  };

  // The sections get handlers that never change, so that mounting one section a frame does not render the ones
  // already there again (they are memoised); the handlers call the latest closures.
  const latest = useRef({ openCategory, toggleFavourite, playWinner });
  latest.current = { openCategory, toggleFavourite, playWinner };
  const handlers = useMemo(
    () => ({
      openCategory: (game: Game) => latest.current.openCategory(game),
      toggleFavourite: (game: Game) => latest.current.toggleFavourite(game),
      playWinner: (winner: Winner) => latest.current.playWinner(winner),
    }),
    [],
  );

  // The game widget comes the frame after the first screen has painted. The jackpot and winners and the categories'
  // sections come together once the page has settled or the player reaches for them (useBelowFoldReady). Each
  // category is an empty box of its height until it nears the screen (WhenNearScreen).
  const lanes = data?.lanes ?? [];
  const widgetShown = useAfterFirstFrame();
  const belowFold = useBelowFoldReady();
  return (
    <div className={styles.sections}>
      {widgetShown ? (
        <section className={styles.section}>
          <GameWidget hot={data?.hot ?? null} onOpen={handlers.openCategory} onFavourite={handlers.toggleFavourite} />
        </section>
      ) : null}

      {belowFold ? (
        <section id="jackpot" className={`${styles.section} ${styles.belowFold}`}>
          <JackpotBanner config={jackpot} />
          <SectionTitle icon={<IconTrophy />} name={t('winners')} />
          <WinnerBoard winners={winners} currency={currency} onPlay={handlers.playWinner} />
        </section>
      ) : null}

      {failed ? (
        <RetryPanel message={t('load_failed')} retryLabel={t('common:retry')} onRetry={onRetry} />
      ) : !data ? (
        // Below the first screen, with the sections it stands for (below-fold.ts), and turning only once it is in
        // view: each of its frames is one more the browser composites while home loads.
        belowFold ? (
          <WhenNearScreen minHeight={SPINNER_BOX_PX} distance="0px">
            <Spinner />
          </WhenNearScreen>
        ) : null
      ) : (
        (belowFold ? lanes : []).map((lane) => (
          <section
            key={lane.title}
            id={`cat-${lane.title}`}
            className={`${styles.section} ${styles.belowFold}`}
            data-testid={`section-${lane.title}`}
          >
            <WhenNearScreen minHeight={LANE_HEIGHT}>
              <CategorySection lane={lane} onOpen={handlers.openCategory} onFavourite={handlers.toggleFavourite} />
            </WhenNearScreen>
          </section>
        ))
      )}
    </div>
  );
});

export function HomePage({ memberBar, authPopupOpen }: { memberBar?: ReactNode; authPopupOpen?: boolean }) {
  const { t, i18n } = useTranslation(NS);
  const [data, setData] = useState<HomeData | null>(null);
  const [failed, setFailed] = useState(false);
  // The server put the home banners (TH) in the HTML: the carousel paints without waiting for the API.
  const [banners, setBanners] = useState<Banner[]>(
    () => ((window as Window & { __BOOT__?: { homeBanners?: Banner[] } }).__BOOT__?.homeBanners ?? []) as Banner[],
  );
  const [notices, setNotices] = useState<Announcement[] | null>(null);
  const [popups, setPopups] = useState<Announcement[]>([]);
  const [winners, setWinners] = useState<Winner[] | null>(null);
  const [jackpot, setJackpot] = useState<JackpotConfig | null>(null);
  const [menu, setMenu] = useState(false);
  const headerHeight = useHeaderHeight();

  // Data for the sections below the first screen arrives as a transition: React renders it in slices and
  // keeps the page responsive (no long task), while the banners and notices above it stay urgent.
  const load = useCallback(() => {
    setFailed(false);
    Promise.all([lobbyApi.fetchLanes(), lobbyApi.fetchHotGames()]).then(
      ([vendors, hot]) => startTransition(() => setData({ lanes: vendors.lanes, hot })),
      () => setFailed(true),
    );
    lobbyApi.fetchAnnouncements().then(
      (value) => {
        setBanners(value.banners);
        setNotices(value.player);
        setPopups(value.popup ?? []);
      },
      () => setNotices([]),
    );
    lobbyApi.fetchJackpot().then(
      (value) => startTransition(() => setJackpot(value)),
      () => undefined,
    );
  }, []);

  useEffect(() => load(), [load, i18n.language]);

  useEffect(() => {
    const reload = debounce(
      () =>
        lobbyApi.fetchWinners().then(
          (value) => startTransition(() => setWinners(value)),
          () => undefined,
        ),
      WINNER_RELOAD_MS,
    );
    reload();
    return reload.cancel;
  }, [i18n.language]);

  const lanes = data?.lanes ?? [];
  const ids = ['home', 'jackpot', ...lanes.map((l) => `cat-${l.title}`)];
  const { active, go } = useScrollSpy(ids, headerHeight);
  const tabBar = useRef<HTMLElement>(null);
  // Keep the active tab visible in the horizontally scrolling bar. Not as home mounts: the first tab is active and
  // in view, and measuring the tabs then would lay the page out inside the mount's task.
  useChangeEffect(() => {
    const bar = tabBar.current;
    const button = bar?.querySelector<HTMLElement>('[data-on="true"]');
    if (bar && button) bar.scrollTo({ left: button.offsetLeft - bar.clientWidth / 2 + button.offsetWidth / 2, behavior: 'smooth' });
  }, [active]);

  return (
    <div className={styles.home} data-screen="home">
      <section id="home" className={styles.top}>
        <BannerCarousel banners={banners} />
        <NoticeMarquee notices={notices} />
        <ContractRequestAlert />
        {memberBar ? <div className={styles.memberSlot}>{memberBar}</div> : null}
        <QuickActions onMenu={() => setMenu(true)} />
      </section>

      <nav ref={tabBar} className={styles.tabs} style={{ top: headerHeight }} data-testid="home-tabs" aria-label={t('categories')}>
        <button type="button" data-on={active === 'home'} onClick={() => go('home')} data-tab="home">
          <IconHome />
          {t('tab_home')}
        </button>
        <button type="button" data-on={active === 'jackpot'} onClick={() => go('jackpot')} data-tab="jackpot">
          <IconTrophy />
          {t('tab_jackpot')}
        </button>
        {lanes.map((lane) => (
          <button
            key={lane.title}
            type="button"
            data-on={active === `cat-${lane.title}`}
            onClick={() => go(`cat-${lane.title}`)}
            data-tab={lane.title}
          >
            <CategoryIcon category={lane.title} />
            {lane.displayName}
          </button>
        ))}
      </nav>

      <HomeSections data={data} failed={failed} winners={winners} jackpot={jackpot} onRetry={load} />

      <PopupNotice popups={popups} authPopupOpen={authPopupOpen} />
      {menu ? (
        <Suspense fallback={null}>
          <PopupMenu onClose={() => setMenu(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
