import { useState } from 'react';
import { imageUrl, useTranslation } from '@site/shared';
import type { Game } from '../api/lobby.api';
import { NS } from '../i18n';
import { IconHeart } from './icons';
import { isFavourite, useMemberGames } from '../stores/member-games.store';
import styles from './games.module.css';

/** product-rules 2: the favourite icon is hidden for LOTT and ELOTT. */
export const showsFavourite = (game: Game) => game.canFavourite !== false && game.gameType !== 'LOTT' && game.gameType !== 'ELOTT';

/** product-rules 4: live rooms are labelled Free, VIP or Pay per View. */
const ROOM_KEYS = { FREE: 'room_free', VIP: 'room_vip', PPV: 'room_ppv' } as const;

export function GameTile({ game, onOpen, onFavourite }: { game: Game; onOpen(game: Game): void; onFavourite?(game: Game): void }) {
  const { t } = useTranslation(NS);
  const [broken, setBroken] = useState(false);
  const favourite = useMemberGames((s) => isFavourite(s, game.nodeId));
  return (
    <div className={styles.tile} data-testid="game-tile" data-node-id={game.nodeId}>
      {/* Named by what it shows (room, "new", name, vendor): a label of the name alone hid the rest from screen readers. */}
      <button type="button" className={styles.tileButton} onClick={() => onOpen(game)}>
        <span className={styles.art}>
          {broken ? (
            <span className={styles.artFallback} aria-hidden="true">
              {game.gameName.slice(0, 1)}
            </span>
          ) : (
            <img
              src={imageUrl(game.showIcon)}
              alt=""
              loading="lazy"
              decoding="async"
              width="200"
              height="200"
              onError={() => setBroken(true)}
            />
          )}
          {game.isNew ? <span className={styles.newBadge}>{t('new')}</span> : null}
        </span>
        <span className={styles.name} data-testid="game-tile-name">
          {game.gameName}
        </span>
        <span className={styles.vendor}>{game.vendorName}</span>
        {/* In the caption, never on the art: live and roulette art draw the game's name where a badge would sit. */}
        {game.roomType ? (
          <span className={styles.room} data-room={game.roomType}>
            {t(ROOM_KEYS[game.roomType])}
          </span>
        ) : null}
      </button>
      {onFavourite && showsFavourite(game) ? (
        <button
          type="button"
          className={styles.heart}
          data-on={favourite}
          aria-pressed={favourite}
          aria-label={t(favourite ? 'fav_remove' : 'fav_add')}
          data-testid="fav-toggle"
          onClick={() => onFavourite(game)}
        >
          <IconHeart filled={favourite} />
        </button>
      ) : null}
    </div>
  );
}

export function GameGrid({
  games,
  onOpen,
  onFavourite,
  testId,
}: {
  games: Game[];
  onOpen(game: Game): void;
  onFavourite?(game: Game): void;
  testId?: string;
}) {
  return (
    <div className={styles.grid} data-testid={testId}>
      {games.map((game) => (
        <GameTile key={game.nodeId} game={game} onOpen={onOpen} onFavourite={onFavourite} />
      ))}
    </div>
  );
}

/** product-rules 2 load-more control: "display N of total", load more / view less (only once more than the first page shows). */
export function LoadMore({
  shown,
  total,
  firstPage,
  onMore,
  onLess,
  busy,
}: {
  shown: number;
  total: number;
  firstPage: number;
  onMore?(): void;
  onLess?(): void;
  busy?: boolean;
}) {
  const { t } = useTranslation(NS);
  if (total <= 0) return null;
  return (
    <div className={styles.loadMore} data-testid="load-more">
      <span className={styles.loadMoreText}>{t('common:display_of_total', { count: shown, total })}</span>
      <div className={styles.bar}>
        <span style={{ width: `${Math.min(100, (shown / total) * 100)}%` }} />
      </div>
      {shown < total && onMore ? (
        <button type="button" className={styles.moreButton} onClick={onMore} disabled={busy} data-testid="load-more-button">
          {t('common:load_more')}
        </button>
      ) : shown > firstPage && onLess ? (
        <button type="button" className={styles.moreButton} onClick={onLess} data-testid="view-less-button">
          {t('common:view_less')}
        </button>
      ) : null}
    </div>
  );
}
