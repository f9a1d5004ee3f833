import { useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { EmptyState, GAME_LIST_PAGE, RetryPanel, Spinner, toHeaderLanguage, useTranslation } from '@site/shared';
import * as lobbyApi from '../api/lobby.api';
import type { Game, GamePage, Lane, ScopeVendor } from '../api/lobby.api';
import { GameGrid, LoadMore } from '../components/GameTile';
import { useGameActions } from '../components/game-actions';
import { CategoryIcon, IconGrid, IconSearch } from '../components/icons';
import { NS } from '../i18n';
import { PageHead } from './PageHead';
import styles from './pages.module.css';

/** product-rules 9: list page 9. */
export const LIST_PAGE = GAME_LIST_PAGE;
const SEARCH_DEBOUNCE_MS = 300;

export interface ListConfig {
  /** i18n key of the page heading. */
  title: string;
  /** The heading's icon when the page has no category (a category page shows the category's). */
  icon?: ComponentType;
  gameType?: string;
  vassalage?: string;
  gameClassify?: string;
  /** Show category chips (game centre). */
  categoryChips?: boolean;
  /** Focus the search box (game search). */
  searchFirst?: boolean;
}

let lanesCache: { lang: string; lanes: Promise<Lane[]> } | null = null;
/** The vendor lanes (categories and their vendors), fetched once per language; none asked for when not wanted. */
export function useLanes(wanted = true): Lane[] | null {
  const { i18n } = useTranslation(NS);
  const [lanes, setLanes] = useState<Lane[] | null>(null);
  useEffect(() => {
    if (!wanted) return;
    if (!lanesCache || lanesCache.lang !== i18n.language) {
      lanesCache = { lang: i18n.language, lanes: lobbyApi.fetchLanes().then((v) => v.lanes) };
      lanesCache.lanes.catch(() => (lanesCache = null));
    }
    let live = true;
    lanesCache.lanes.then(
      (l) => live && setLanes(l),
      () => live && setLanes([]),
    );
    return () => {
      live = false;
    };
  }, [i18n.language, wanted]);
  return lanes;
}

interface BootGameList {
  path: string;
  lang: string;
  page: GamePage;
}

/**
 * The list's first page as the server sent it with the HTML (api/src/web/boot.ts, its tiles' images already
 * loading): for the page it was sent for, in that language, and only once (coming back asks the API).
 */
function takeBootPage(path: string, lang: string): GamePage | null {
  const boot = (window as Window & { __BOOT__?: { gameList?: BootGameList } }).__BOOT__;
  const sent = boot?.gameList;
  if (!sent || sent.path !== path || sent.lang !== lang) return null;
  delete boot.gameList;
  return sent.page;
}

/**
 * A game centre or list (product-rules 2): provider filter, search by name, paging by 9 with load-more ("display N of
 * total"), favourite toggle; a tile launches the game.
 */
export function GameListPage({ config }: { config: ListConfig }) {
  const { t, i18n } = useTranslation(NS);
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { launch, toggleFavourite } = useGameActions();
  // The lanes name the categories: for the category chips and a game list's heading, not for every list.
  const lanes = useLanes(!!config.categoryChips || config.title === 'game_list');
  const gameType = (params.get('gameType') ?? config.gameType ?? '').toUpperCase() || undefined;
  const gameClassify = (params.get('gameClassify') ?? config.gameClassify ?? '').toUpperCase() || undefined;
  const fixedVendor = config.vassalage;
  const vendor = fixedVendor ?? (params.get('vassalage')?.toUpperCase() || undefined);
  const [typed, setTyped] = useState(params.get('gameName') ?? '');
  const [gameName, setGameName] = useState(typed);
  // The server's first page fits only the page's own list (no filter or search of the player's in the address).
  const [sent] = useState(() =>
    gameType === config.gameType && vendor === config.vassalage && gameClassify === config.gameClassify && !gameName
      ? takeBootPage(pathname, toHeaderLanguage(i18n.language))
      : null,
  );
  const [games, setGames] = useState<Game[] | null>(sent?.games ?? null);
  const [vendors, setVendors] = useState<ScopeVendor[]>(sent?.vendors ?? []);
  const [total, setTotal] = useState(sent?.totalCount ?? 0);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const request = useRef(0);

  useEffect(() => {
    const timer = setTimeout(() => setGameName(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const query = { gameType, vassalage: vendor, gameClassify, gameName: gameName || undefined };
  const key = JSON.stringify(query) + i18n.language;
  const sentFor = useRef(sent ? key : null);

  const fetchPage = (pageNo: number) => {
    const id = ++request.current;
    setBusy(true);
    setFailed(false);
    lobbyApi.fetchGameList({ ...query, pageNo, pageSize: LIST_PAGE }).then(
      (result) => {
        if (id !== request.current) return;
        setGames((list) => (pageNo === 1 ? result.games : [...(list ?? []), ...result.games]));
        setVendors(result.vendors ?? []);
        setTotal(result.totalCount);
        setPage(pageNo);
        setBusy(false);
      },
      () => {
        if (id !== request.current) return;
        setFailed(true);
        setBusy(false);
      },
    );
  };

  useEffect(() => {
    // The server's first page is on screen already: asked for again only when the list changes.
    if (sentFor.current === key) return;
    sentFor.current = null;
    setGames(null);
    fetchPage(1);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- key is the query: a new query reloads, a new fetchPage (every render) does not
  }, [key]);

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name === 'gameType') next.delete('vassalage');
    setParams(next, { replace: true });
  };

  const Icon = config.icon ?? IconGrid;
  const heading =
    config.title === 'game_list' && gameType ? (lanes?.find((l) => l.title === gameType)?.displayName ?? t(config.title)) : t(config.title);

  return (
    <section className={styles.page} data-screen="game-list" data-game-type={gameType ?? ''}>
      <PageHead icon={gameType ? <CategoryIcon category={gameType} /> : <Icon />} title={heading} />

      <label className={styles.search}>
        <IconSearch />
        <input
          type="search"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          placeholder={t('search_placeholder')}
          aria-label={t('search_placeholder')}
          autoFocus={config.searchFirst}
          maxLength={60}
          data-testid="game-search"
          enterKeyHint="search"
        />
      </label>

      {config.categoryChips && lanes ? (
        <div className={styles.chips} role="tablist" aria-label={t('categories')}>
          <button type="button" role="tab" aria-selected={!gameType} onClick={() => setParam('gameType', undefined)}>
            {t('all')}
          </button>
          {lanes.map((lane) => (
            <button
              key={lane.title}
              type="button"
              role="tab"
              aria-selected={gameType === lane.title}
              onClick={() => setParam('gameType', lane.title)}
            >
              {lane.displayName}
            </button>
          ))}
        </div>
      ) : null}

      {/* Provider filter: the vendors the API finds games of in this list's scope (category, classification, search). */}
      {!fixedVendor && vendors.length > 1 ? (
        <div className={styles.providers} data-testid="provider-filter" aria-label={t('providers')}>
          <button type="button" aria-pressed={!vendor} onClick={() => setParam('vassalage', undefined)}>
            {t('all_providers')}
          </button>
          {vendors.map((card) => (
            <button
              key={card.vassalage}
              type="button"
              aria-pressed={vendor === card.vassalage}
              onClick={() => setParam('vassalage', card.vassalage)}
              data-vendor={card.vassalage}
            >
              {card.displayName}
            </button>
          ))}
        </div>
      ) : null}

      {failed && !games ? (
        <RetryPanel message={t('load_failed')} retryLabel={t('common:retry')} onRetry={() => fetchPage(1)} />
      ) : games === null ? (
        <Spinner />
      ) : games.length === 0 ? (
        <EmptyState text={gameName ? t('no_search_result', { name: gameName }) : t('common:in_no_data')} />
      ) : (
        <>
          <GameGrid games={games} onOpen={launch} onFavourite={toggleFavourite} testId="game-list-grid" />
          <LoadMore
            shown={games.length}
            total={total}
            firstPage={LIST_PAGE}
            busy={busy}
            onMore={() => fetchPage(page + 1)}
            onLess={() => {
              setGames(games.slice(0, LIST_PAGE));
              setPage(1);
            }}
          />
        </>
      )}
    </section>
  );
}
