import { useState } from 'react';
import { formatDate, formatMoney, i18n, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { useRebates } from '../hooks/use-agent';
import { AgentTopBar } from '../components/AgentTopBar';
import { AgentOnly } from '../components/AgentOnly';
import styles from './agent.module.css';

// The period starts at the merchant's midnight: written in the merchant's zone, it is that day for every browser.
const day = (ms: number) => formatDate(ms, i18n.language);
const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/**
 * The agent's rebates on its downlines' turnover (docs/agent.md "Rebates"; product-rules 6.14): the rate that applies
 * now, where it comes from, whose turnover counts, and each settled day with what it paid.
 */
export function RebatesPage() {
  const { t } = useTranslation(NS);
  return (
    <section className={styles.page} data-screen="agent_rebates">
      <AgentTopBar title={t('rebates.title')} back="/m/agent" />
      <AgentOnly>
        <Rebates />
      </AgentOnly>
    </section>
  );
}

function Rebates() {
  const { t } = useTranslation(NS);
  const [page, setPage] = useState(1);
  const { data, isPending } = useRebates(page);
  if (isPending) return <p className={styles.muted}>{t('common:loading')}</p>;
  if (!data) return <p className={styles.muted}>{t('common:in_no_data')}</p>;
  const { statements } = data;
  return (
    <>
      <div className={styles.panel} data-testid="agent-rebate-rate">
        <span className={styles.caption}>{t('rebates.rate')}</span>
        <strong className={styles.code}>{percent(data.rateBp)}</strong>
        <span className={styles.caption}>
          {t(`rebates.source_${data.source}`)} · {t(`rebates.levels_${data.levels}`)}
        </span>
        {data.rateBp === 0 ? <span className={styles.caption}>{t('rebates.none')}</span> : null}
      </div>
      <h2 className={styles.sectionTitle}>{t('rebates.statements')}</h2>
      {statements.rows.length === 0 ? (
        <p className={styles.muted}>{t('common:in_no_data')}</p>
      ) : (
        <ul className={styles.list} data-testid="agent-rebate-statements">
          {statements.rows.map((s) => (
            <li key={s.id} className={styles.recordRow} data-status={s.status}>
              <span>
                <strong>{day(s.periodStart)}</strong>
                <small className={styles.caption}>
                  {t('figures.turnover')} {formatMoney(s.turnover)} × {percent(s.rateBp)}
                </small>
                <small className={styles.caption}>{t(`rebates.status_${s.status}`)}</small>
              </span>
              <span className={s.status === 'PAID' ? styles.positive : styles.muted} data-testid="agent-rebate-amount">
                +{formatMoney(s.amount)}
              </span>
            </li>
          ))}
        </ul>
      )}
      {statements.totalPages > 1 ? (
        <div className={styles.pager}>
          <button type="button" aria-label={t('rebates.previous')} disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            ‹
          </button>
          <span>{t('downlines.page', { page, pages: statements.totalPages, total: statements.totalCount })}</span>
          <button
            type="button"
            aria-label={t('rebates.next')}
            disabled={page >= statements.totalPages}
            onClick={() => setPage((p) => p + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
    </>
  );
}
