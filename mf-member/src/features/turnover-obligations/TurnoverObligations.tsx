import { formatMoney, useTranslation, type TurnoverObligation } from '@site/shared';
import { NS } from '../../i18n';
import ui from '../../components/ui.module.css';
import styles from './turnover-obligations.module.css';

/** Each bonus's wagering on /m/withdraw: how far it is, and that the withdrawal waits until every one is met. */
export function TurnoverObligations({ obligations }: { obligations: TurnoverObligation[] }) {
  const { t } = useTranslation(NS);
  if (!obligations.length) return null;
  const waiting = obligations.some((o) => o.status === 'ACTIVE');
  return (
    <div className={ui.card} data-testid="withdraw-obligations">
      <h2 className={ui.cardTitle}>{t('obligations.title')}</h2>
      {waiting ? <p className={ui.muted}>{t('obligations.hold')}</p> : <p className={ui.muted}>{t('obligations.all_met')}</p>}
      <ul className={styles.list}>
        {obligations.map((o) => (
          <li key={o.id} className={styles.item} data-status={o.status} data-testid="withdraw-obligation">
            <div className={styles.head}>
              <strong>{o.title}</strong>
              <span className={`${ui.badge} ${o.status === 'MET' ? ui.badgeOk : ui.badgeWarn}`}>{t(`obligations.status.${o.status}`)}</span>
            </div>
            <span className={styles.track} role="progressbar" aria-valuemin={0} aria-valuemax={o.required} aria-valuenow={o.progress}>
              <span style={{ width: `${Math.min(100, (o.progress / Math.max(1, o.required)) * 100)}%` }} />
            </span>
            <span className={ui.hint} data-testid="withdraw-obligation-progress">
              {t('obligations.progress', {
                progress: formatMoney(o.progress),
                required: formatMoney(o.required),
                bonus: formatMoney(o.bonus),
              })}
            </span>
            {o.remaining > 0 ? <span className={ui.hint}>{t('obligations.left', { left: formatMoney(o.remaining) })}</span> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
