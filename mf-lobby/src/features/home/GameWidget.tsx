import { memo, useState } from 'react';
import { EmptyState, useSession, useTranslation } from '@site/shared';
import type { Game } from '../../api/lobby.api';
import { GameGrid } from '../../components/GameTile';
import { useMemberGames } from '../../stores/member-games.store';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** product-rules 9: the widget shows the first 9 games, then a show-more toggle. */
export const WIDGET_FIRST = 9;
type WidgetTab = 'hot' | 'recent' | 'favourite';

/** product-rules 2 game list widget with tabs hot, recent, favourites (recent and favourites only with a session). */
export const GameWidget = memo(function GameWidget({
  hot,
  onOpen,
  onFavourite,
}: {
  hot: Game[] | null;
  onOpen(game: Game): void;
  onFavourite(game: Game): void;
}) {
  const { t } = useTranslation(NS);
  const loggedIn = useSession((s) => !!s.session);
  const [tab, setTab] = useState<WidgetTab>('hot');
  const [expanded, setExpanded] = useState(false);
  const favourites = useMemberGames((s) => s.favourites);
  const recents = useMemberGames((s) => s.recents);
  const current: WidgetTab = loggedIn ? tab : 'hot';
  const games = current === 'hot' ? hot : current === 'recent' ? recents : favourites;
  const shown = expanded ? (games ?? []) : (games ?? []).slice(0, WIDGET_FIRST);
  const tabs: WidgetTab[] = loggedIn ? ['hot', 'recent', 'favourite'] : ['hot'];
  return (
    <div className={styles.widget} data-testid="game-widget">
      <div className={styles.widgetTabs} role="tablist">
        {tabs.map((key) => (
          <button
            key={key}
            type="button"
            role="tab"
            aria-selected={current === key}
            data-testid={`widget-${key}`}
            onClick={() => {
              setTab(key);
              setExpanded(false);
            }}
          >
            {t(`widget_${key}`)}
          </button>
        ))}
      </div>
      {games === null ? (
        // As many placeholders as games to come, so nothing below moves when they arrive.
        <div className={styles.skeletonGrid} aria-hidden="true">
          {Array.from({ length: WIDGET_FIRST }, (_, i) => (
            <span key={i} />
          ))}
        </div>
      ) : games.length === 0 ? (
        <EmptyState text={t(`empty_${current}`)} />
      ) : (
        <>
          <GameGrid games={shown} onOpen={onOpen} onFavourite={onFavourite} testId={`widget-grid-${current}`} />
          {games.length > WIDGET_FIRST ? (
            <button type="button" className={styles.toggle} onClick={() => setExpanded(!expanded)}>
              {t(expanded ? 'common:show_less' : 'common:show_more')}
            </button>
          ) : null}
        </>
      )}
    </div>
  );
});
