import { Link } from 'react-router-dom';
import { formatMoney, useTranslation } from '@site/shared';
import type { Promotion } from '../../api/promotions.api';
import { NS } from '../../i18n';
import styles from './activity.module.css';
import { useEntry } from './use-entry';

/**
 * What the member has of the activity this period, under its detail: the reward paid and its turnover, the
 * operator's reason for a rejection, an application under review, a deposit match waiting for its deposit.
 */
export function EntryPanel({ promotion }: { promotion: Promotion }) {
  const { t } = useTranslation(NS);
  const entry = useEntry(promotion.id, promotion.label);
  if (!entry) return null;
  const { obligation } = entry;
  const depositMatch = promotion.category === 'deposit';
  // Only a panel with something to say: an entry that is merely joined (an upgrade bonus before its level) shows none.
  const hasContent =
    !!entry.amount ||
    !!obligation ||
    entry.label === 'APPLYING' ||
    entry.label === 'REJECTED' ||
    entry.label === 'PROCESS' ||
    (depositMatch && entry.label === 'JOINED');
  if (!hasContent) return null;
  return (
    <section className={styles.entry} data-testid="activity-entry" data-label={entry.label}>
      {entry.amount ? (
        <p className={styles.reward} data-testid="activity-reward">
          {t('entry.reward', { amount: formatMoney(entry.amount) })}
        </p>
      ) : null}
      {entry.label === 'APPLYING' ? <p>{t('entry.applying')}</p> : null}
      {entry.label === 'REJECTED' ? (
        <p className={styles.rejected}>{entry.reason ? t('entry.rejected_reason', { reason: entry.reason }) : t('entry.rejected')}</p>
      ) : null}
      {entry.label === 'PROCESS' ? <p>{t('entry.process')}</p> : null}
      {depositMatch && entry.label === 'JOINED' ? (
        <>
          <p>{t('entry.deposit_next')}</p>
          <Link to="/m/voucherCenter" className={styles.action} data-testid="activity-deposit">
            {t('entry.deposit_now')}
          </Link>
        </>
      ) : null}
      {obligation ? (
        <div className={styles.turnover}>
          <span>{t('entry.turnover', { progress: formatMoney(obligation.progress), required: formatMoney(obligation.required) })}</span>
          <span
            className={styles.track}
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={obligation.required}
            aria-valuenow={obligation.progress}
          >
            <span style={{ width: `${Math.min(100, (obligation.progress / Math.max(1, obligation.required)) * 100)}%` }} />
          </span>
        </div>
      ) : null}
    </section>
  );
}
