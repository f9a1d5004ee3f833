import { useEffect, useState, type ComponentType } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { EmptyState, GAME_LIST_PAGE, RetryPanel, Spinner, useTranslation } from '@site/shared';
import { GameGrid, LoadMore } from '../components/GameTile';
import { useGameActions } from '../hooks/use-game-actions';
import { useGameList, useLanes } from '../hooks/use-game-list';
import { CategoryIcon, IconGrid, IconSearch } from '../components/icons';
import { NS } from '../i18n';
import { PageHead } from '../components/PageHead';
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

/**
 * A game centre or list (product-rules 2): provider filter, search by name, paging by 9 with load-more ("display N of
 * total"), favourite toggle; a tile launches the game.
 */
export function GameListPage({ config }: { config: ListConfig }) {
  const { t } = useTranslation(NS);
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
  useEffect(() => {
    const timer = setTimeout(() => setGameName(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  // The server's first page fits only the page's own list (no filter or search of the player's in the address).
  const bootFits = gameType === config.gameType && vendor === config.vassalage && gameClassify === config.gameClassify && !gameName;
  const { games, vendors, total, failed, busy, retry, more, less } = useGameList(
    pathname,
    { gameType, vassalage: vendor, gameClassify, gameName: gameName || undefined },
    bootFits,
  );

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
        <RetryPanel message={t('load_failed')} retryLabel={t('common:retry')} onRetry={retry} />
      ) : games === null ? (
        <Spinner />
      ) : games.length === 0 ? (
        <EmptyState text={gameName ? t('no_search_result', { name: gameName }) : t('common:in_no_data')} />
      ) : (
        <>
          <GameGrid games={games} onOpen={launch} onFavourite={toggleFavourite} testId="game-list-grid" />
          <LoadMore shown={games.length} total={total} firstPage={LIST_PAGE} busy={busy} onMore={more} onLess={less} />
        </>
      )}
    </section>
  );
}
