import { formatMoney, useTranslation } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import type { LivePhase, RoundOutcome } from './use-live-table';
import styles from './live.module.css';
import play from './play.module.css';

/** The top of a shared-clock game's stage: the LIVE badge, the round (or fight) and the betting countdown. */
export function RoundTop({ label, phase, seconds, phaseLabel }: { label: string; phase: LivePhase; seconds: number; phaseLabel: string }) {
  const { t } = useTranslation(GAMES_NS);
  return (
    <div className={styles.stageTop}>
      <span className={styles.liveDot}>{t('live_badge')}</span>
      <span className={styles.roundNo} data-testid="live-round">
        {label}
      </span>
      <span
        className={styles.countdown}
        data-phase={phase}
        data-testid="live-countdown"
        role="timer"
        aria-label={phase === 'betting' ? t('live_closes_in', { seconds }) : phaseLabel}
      >
        {phase === 'betting' ? seconds : ''}
      </span>
    </div>
  );
}

/** The bar under the stage: the game's end, the round's outcome for the player once settled, or the stake on the table. */
export function LiveWinBar({ ended, mine, staked }: { ended: string | null; mine: RoundOutcome | null; staked: number }) {
  const { t } = useTranslation(GAMES_NS);
  return (
    <div
      className={play.winBar}
      aria-live="polite"
      data-testid="live-result"
      data-outcome={mine ? (mine.voided ? 'refund' : mine.returned > 0 ? 'win' : 'lose') : undefined}
    >
      {ended ? (
        <span role="alert" data-testid="game-ended">
          {ended}
        </span>
      ) : mine ? (
        mine.voided ? (
          <b className={play.winText}>{t('live_refunded', { amount: formatMoney(mine.returned) })}</b>
        ) : mine.returned > 0 ? (
          <b className={play.winText} data-testid="live-win">
            {t('you_won', { amount: formatMoney(mine.returned) })}
          </b>
        ) : (
          <span>{t('live_no_win')}</span>
        )
      ) : (
        <span>
          {t('total_bet')}: <b>{formatMoney(staked)}</b>
        </span>
      )}
    </div>
  );
}

/** The provably fair box: how to check, the round's id, the seed's hash and (once betting closed) the seed. */
export function FairDetails({
  help,
  label,
  id,
  commitment,
  seed,
}: {
  help: string;
  label: string;
  id?: string;
  commitment?: string;
  seed?: string | null;
}) {
  const { t } = useTranslation(GAMES_NS);
  return (
    <details className={styles.fair}>
      <summary>{t('fair_title')}</summary>
      <p>{help}</p>
      <dl>
        <dt>{label}</dt>
        <dd>{id}</dd>
        <dt>{t('server_seed_hash')}</dt>
        <dd className={styles.code}>{commitment}</dd>
        <dt>{t('revealed_seed')}</dt>
        <dd className={styles.code}>{seed ?? t('live_seed_after')}</dd>
      </dl>
    </details>
  );
}
