import { bus, EmptyState, formatDateTime, formatMoney, Spinner, useSession, useTranslation } from '@site/shared';
import { NS } from '../../i18n';
import styles from '../referral/referral.module.css';
import { useManualRebate } from './use-manual-rebate';

/**
 * /m/member/manualRebate (MANPLAYREB3): the rebate due now, per game category (valid turnover since the last claim at
 * the member's VIP rate), the claim once it reaches the merchant's minimum, and the past claims.
 */
export function ManualRebatePage() {
  const { t, i18n } = useTranslation(NS);
  const session = useSession((s) => s.session);
  const { rebate, claim, busy } = useManualRebate();
  const when = (ms: number) => formatDateTime(ms, i18n.language);

  if (!session) {
    return (
      <section className={styles.page} data-screen="manualRebate">
        <div className={styles.card}>
          <p>{t('rebate.guest')}</p>
          <button type="button" className={styles.primary} onClick={() => bus.emit('auth:open', { view: 'login' })}>
            {t('common:login')}
          </button>
        </div>
      </section>
    );
  }
  if (rebate === undefined) return <Spinner />;
  if (!rebate) return <EmptyState text={t('common:free_reject')} />;

  return (
    <section className={styles.page} data-screen="manualRebate">
      <div className={styles.card}>
        <h2>{t('rebate.due')}</h2>
        <strong className={styles.due} data-testid="rebate-due">
          ฿{formatMoney(rebate.amount)}
        </strong>
        <p className={styles.muted}>{t('rebate.window', { from: when(rebate.from), turnover: formatMoney(rebate.turnover) })}</p>
        {rebate.lines.length ? (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('rebate.category')}</th>
                <th scope="col">{t('rebate.turnover')}</th>
                <th scope="col">{t('rebate.rate')}</th>
                <th scope="col">{t('rebate.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rebate.lines.map((line) => (
                <tr key={line.category}>
                  <td>{t(`rebate.categories.${line.category}`, { defaultValue: line.category })}</td>
                  <td>{formatMoney(line.turnover)}</td>
                  <td>{line.percent}%</td>
                  <td>{formatMoney(line.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <p className={styles.muted}>{t('rebate.minimum', { amount: formatMoney(rebate.minClaim) })}</p>
        <button type="button" className={styles.primary} disabled={!rebate.claimable || busy} onClick={claim} data-testid="rebate-claim">
          {t('rebate.claim')}
        </button>
      </div>

      <h3 className={styles.heading}>{t('rebate.history')}</h3>
      {!rebate.history.length ? (
        <EmptyState text={t('common:in_no_data')} />
      ) : (
        <ul className={styles.list}>
          {rebate.history.map((c) => (
            <li key={c.id} className={styles.row} data-testid="rebate-history">
              <div>
                <strong>{when(c.claimedAt)}</strong>
                <span className={styles.muted}>{t('rebate.turnover_of', { turnover: formatMoney(c.turnover) })}</span>
              </div>
              <div className={styles.right}>
                <span className={styles.reward}>+฿{formatMoney(c.amount)}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
