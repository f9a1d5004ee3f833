import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatMoney, useTranslation } from '@site/shared';
import { GAMES_NS } from '../../i18n/games';
import type { Mode } from './api/play.api';
import styles from './play.module.css';

/** The game page chrome (the shell hides its header and footer on /m/app): back, title, balance, free-play note. */
export function GameFrame({
  title,
  subtitle,
  balance,
  mode,
  backUrl,
  children,
  className,
}: {
  title: string;
  subtitle?: string;
  balance: number | null;
  mode: Mode;
  backUrl: string;
  children: ReactNode;
  /** A page of its own look (the sportsbook follows the site's theme). */
  className?: string;
}) {
  const { t } = useTranslation(GAMES_NS);
  const navigate = useNavigate();
  return (
    <div className={`${styles.page} ${className ?? ''}`}>
      <header className={styles.bar}>
        <button type="button" className={styles.back} onClick={() => navigate(backUrl)} aria-label={t('back')}>
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path fill="currentColor" d="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12z" />
          </svg>
        </button>
        <div className={styles.titles}>
          <h1 className={styles.title} data-testid="game-title">
            {title}
          </h1>
          {subtitle && <span className={styles.subtitle}>{subtitle}</span>}
        </div>
        <div className={styles.balance} data-testid="game-balance">
          <span>{mode === 'free' ? t('demo_balance') : t('balance')}</span>
          <b>{balance === null ? '—' : formatMoney(balance)}</b>
        </div>
      </header>
      {mode === 'free' && <p className={styles.freeNote}>{t('free_mode')}</p>}
      {children}
    </div>
  );
}

/** The stake on the table, labelled, beside the play button. */
export function BetTotal({ amount }: { amount: number }) {
  const { t } = useTranslation(GAMES_NS);
  return (
    <span className={styles.betTotal}>
      <small>{t('total_bet')}</small>
      <b>{formatMoney(amount)}</b>
    </span>
  );
}

/** Chip values in minor units (whole baht: the server's bet unit). */
export const CHIPS = [1000, 5000, 10000, 50000, 100000];

export function ChipRack({ value, onChange }: { value: number; onChange(v: number): void }) {
  return (
    <div className={styles.chips} role="radiogroup">
      {CHIPS.map((chip) => (
        <button
          key={chip}
          type="button"
          role="radio"
          aria-checked={chip === value}
          className={`${styles.chip} ${chip === value ? styles.chipOn : ''}`}
          data-chip={chip}
          onClick={() => onChange(chip)}
        >
          {chip >= 100000 ? `${chip / 100000}K` : chip / 100}
        </button>
      ))}
    </div>
  );
}
