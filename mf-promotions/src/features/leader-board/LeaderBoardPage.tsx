import { useState } from 'react';
import { EmptyState, formatMoney, Spinner, useTranslation } from '@site/shared';
import { NS } from '../../i18n';
import page from '../../pages/promotions.module.css';
import { BOARDS, SPANS, type LeaderBoardKind, type LeaderBoardPlace, type LeaderBoardSpan } from './api/leader-board.api';
import { useLeaderBoard } from './use-leader-board';
import styles from './leader-board.module.css';

/**
 * product-rules 4.34: /m/leaderBoard, the deposit-bet rank: today, this week or this month by turnover, deposits or
 * the biggest win; names masked; the member's own place pinned below; the prizes the period pays when it closes.
 */
export function LeaderBoardPage() {
  const { t } = useTranslation(NS);
  const [board, setBoard] = useState<LeaderBoardKind>('TURNOVER');
  const [span, setSpan] = useState<LeaderBoardSpan>('DAY');
  const value = useLeaderBoard(board, span);
  const prizeOf = (rank: number) => value?.prizes.find((p) => p.rank === rank)?.amount;

  return (
    <section className={page.page} data-screen="leader-board">
      <nav className={page.filters} aria-label={t('leader.boards')}>
        {BOARDS.map((b) => (
          <button
            key={b}
            type="button"
            className={page.filter}
            data-active={b === board}
            aria-pressed={b === board}
            onClick={() => setBoard(b)}
          >
            {t(`leader.board.${b}`)}
          </button>
        ))}
      </nav>
      <nav className={styles.spans} aria-label={t('leader.spans')}>
        {SPANS.map((s) => (
          <button
            key={s}
            type="button"
            className={styles.span}
            data-active={s === span}
            aria-pressed={s === span}
            onClick={() => setSpan(s)}
          >
            {t(`leader.span.${s}`)}
          </button>
        ))}
      </nav>
      {value === undefined ? (
        <Spinner />
      ) : value === null || !value.places.length ? (
        <EmptyState text={t('leader.empty')} />
      ) : (
        <ol className={styles.places} data-testid="leader-places">
          {value.places.map((p) => (
            <Place key={p.rank} place={p} prize={prizeOf(p.rank)} />
          ))}
        </ol>
      )}
      {value?.mine && (
        <div className={styles.mine} data-testid="leader-mine">
          <span>{t('leader.mine')}</span>
          <ul className={styles.places}>
            <Place place={value.mine} prize={prizeOf(value.mine.rank)} />
          </ul>
        </div>
      )}
    </section>
  );
}

function Place({ place, prize }: { place: LeaderBoardPlace; prize: number | undefined }) {
  const { t } = useTranslation(NS);
  return (
    <li className={styles.place} data-me={place.me} data-rank={place.rank} data-testid="leader-place">
      <span className={styles.rank} aria-label={t('leader.rank', { rank: place.rank })}>
        {place.rank}
      </span>
      <span className={styles.name}>{place.name}</span>
      <span className={styles.amount}>
        ฿{formatMoney(place.amount, 0)}
        {prize ? <small>{t('leader.prize', { amount: formatMoney(prize, 0) })}</small> : null}
      </span>
    </li>
  );
}
