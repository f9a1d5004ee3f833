import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { EmptyState, Spinner, useSession, useTranslation } from '@site/shared';
import { queryKeys } from '@site/shared/src/query';
import * as lobbyApi from '../api/lobby.api';
import type { Game } from '../api/lobby.api';
import { GameGrid, LoadMore } from '../components/GameTile';
import { useGameActions } from '../hooks/use-game-actions';
import { useMemberGames } from '../stores/member-games.store';
import { IconHeart, IconTrophy } from '../components/icons';
import { NS } from '../i18n';
import { PageHead } from '../components/PageHead';
import { LIST_PAGE } from './GameListPage';
import styles from './pages.module.css';

function PagedGames({ games, emptyText, testId }: { games: Game[] | null; emptyText: string; testId: string }) {
  const { launch, toggleFavourite } = useGameActions();
  const [shown, setShown] = useState(LIST_PAGE);
  if (games === null) return <Spinner />;
  if (!games.length) return <EmptyState text={emptyText} />;
  return (
    <>
      <GameGrid games={games.slice(0, shown)} onOpen={launch} onFavourite={toggleFavourite} testId={testId} />
      <LoadMore
        shown={Math.min(shown, games.length)}
        total={games.length}
        firstPage={LIST_PAGE}
        onMore={() => setShown(shown + LIST_PAGE)}
        onLess={() => setShown(LIST_PAGE)}
      />
    </>
  );
}

/** /m/hot-games: the hot list, 9 at a time. */
export function HotGamesPage() {
  const { t, i18n } = useTranslation(NS);
  const hot = useQuery({ queryKey: queryKeys.content('hot-games', i18n.language), queryFn: lobbyApi.fetchHotGames });
  const games = hot.isError ? [] : (hot.data ?? null);
  return (
    <section className={styles.page} data-screen="hot-games">
      <PageHead icon={<IconTrophy />} title={t('hot_games')} />
      <PagedGames games={games} emptyText={t('common:in_no_data')} testId="hot-grid" />
    </section>
  );
}

/** /m/fav-games: favourites and recents of the member (product-rules 4: only with a session, else /m/login). */
export function MemberGamesPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const loggedIn = useSession((s) => !!s.session);
  const [tab, setTab] = useState<'favourite' | 'recent'>('favourite');
  const favourites = useMemberGames((s) => s.favourites);
  const recents = useMemberGames((s) => s.recents);
  useEffect(() => {
    if (!loggedIn) navigate('/m/login', { replace: true });
  }, [loggedIn, navigate]);
  if (!loggedIn) return null;
  return (
    <section className={styles.page} data-screen="fav-games">
      <PageHead icon={<IconHeart filled />} title={t('favourites')} />
      <div className={styles.chips} role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'favourite'}
          onClick={() => setTab('favourite')}
          data-testid="fav-tab-favourite"
        >
          {t('widget_favourite')}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'recent'} onClick={() => setTab('recent')} data-testid="fav-tab-recent">
          {t('widget_recent')}
        </button>
      </div>
      {tab === 'favourite' ? (
        <PagedGames key="f" games={favourites} emptyText={t('empty_favourite')} testId="favourites-grid" />
      ) : (
        <PagedGames key="r" games={recents} emptyText={t('empty_recent')} testId="recents-grid" />
      )}
    </section>
  );
}
