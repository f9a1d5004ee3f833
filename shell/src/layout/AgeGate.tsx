import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '@site/shared';
import styles from './shell.module.css';

export const AGE_GATE_KEY = 'ageConfirmed';

function confirmedAge(): number {
  try {
    return Number(window.localStorage.getItem(AGE_GATE_KEY)) || 0;
  } catch {
    return 0;
  }
}

/** spec 1: a visitor confirms being over the merchant's minimum age (18, some labels 21) and agrees to the terms. */
export function AgeGate() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const minimumAge = useSystemStatus((s) => s.status?.info.minimumAge ?? 18);
  const [confirmed, setConfirmed] = useState(confirmedAge());
  const [agreed, setAgreed] = useState(true);
  // The terms must stay readable before agreeing to them.
  if (confirmed >= minimumAge || pathname === '/m/help') return null;
  const accept = () => {
    try {
      window.localStorage.setItem(AGE_GATE_KEY, String(minimumAge));
    } catch {
      /* remembered for this page only */
    }
    setConfirmed(minimumAge);
  };
  return (
    <div className={styles.modalMask} data-testid="age-gate">
      <div className={styles.ageCard} role="dialog" aria-modal="true" aria-labelledby="age-title">
        <div className={styles.ageBadge}>{minimumAge}+</div>
        <h2 id="age-title">{t('age_title')}</h2>
        <p>{t('age_text', { age: minimumAge })}</p>
        <label className={styles.checkRow}>
          <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid="age-terms" />
          <span>
            {t('age_agree')} <Link to="/m/help?tag=terms">{t('terms')}</Link>
          </span>
        </label>
        <button type="button" className={styles.primaryButton} disabled={!agreed} onClick={accept} data-testid="age-confirm">
          {t('age_confirm', { age: minimumAge })}
        </button>
      </div>
    </div>
  );
}
