import { memo } from 'react';
import { formatMoney, useTranslation } from '@site/shared';
import type { Winner } from '../../api/lobby.api';
import { IconPlay } from '../../components/icons';
import { WhenNearScreen } from '../../components/WhenNearScreen';
import { NS } from '../../i18n';
import styles from './home.module.css';

/** product-rules 9: auto-scroll only above 4 entries. */
export const WINNER_AUTOSCROLL_ABOVE = 4;
/** One row's height (home.module.css: .winner, and the board's 4 × 60 px). */
const WINNER_ROW_HEIGHT = 60;

/** product-rules 2 winner board: icon, name + "just won", game, amount, play button; sorted by winAmount descending. */
export const WinnerBoard = memo(function WinnerBoard({
  winners,
  currency,
  onPlay,
}: {
  winners: Winner[] | null;
  currency: string;
  onPlay(winner: Winner): void;
}) {
  const { t } = useTranslation(NS);
  const sorted = [...(winners ?? [])].sort((a, b) => b.vo.winAmount - a.vo.winAmount);
  const scrolling = sorted.length > WINNER_AUTOSCROLL_ABOVE;
  // A scrolling board repeats its list once so the loop has no gap.
  const rows = scrolling ? [...sorted, ...sorted] : sorted;
  return (
    // Until the winners arrive the board keeps the height of four rows, so nothing below it moves.
    <div className={styles.winners} data-testid="winner-board" data-scrolling={scrolling} data-loading={winners === null}>
      {/* Its rows (two copies of twenty when scrolling) are half the home page's elements: made when it is close. */}
      <WhenNearScreen minHeight={Math.min(sorted.length, WINNER_AUTOSCROLL_ABOVE) * WINNER_ROW_HEIGHT} distance="50%">
        <div
          className={scrolling ? styles.winnerTrackScrolling : styles.winnerTrack}
          style={scrolling ? { animationDuration: `${sorted.length * 2.5}s` } : undefined}
        >
          {rows.map((w, i) => (
            <div key={`${w.vo.nodeId}-${i}`} className={styles.winner} aria-hidden={i >= sorted.length}>
              <img
                src={w.vo.iconUrl}
                alt=""
                loading="lazy"
                width="40"
                height="40"
                onError={(e) => (e.currentTarget.style.visibility = 'hidden')}
              />
              <div className={styles.winnerText}>
                <span>
                  <strong>{w.vo.customerName}</strong> <em>{t('just_won')}</em>
                </span>
                <span className={styles.winnerGame}>{w.vo.gameName}</span>
              </div>
              <span className={styles.winnerAmount} data-testid="winner-amount">
                {currency}
                {formatMoney(w.vo.winAmount)}
              </span>
              <button
                type="button"
                className={styles.winnerPlay}
                onClick={() => onPlay(w)}
                aria-label={t('play')}
                tabIndex={i >= sorted.length ? -1 : 0}
              >
                <IconPlay />
              </button>
            </div>
          ))}
        </div>
      </WhenNearScreen>
    </div>
  );
});
