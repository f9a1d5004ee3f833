import { useEffect, useState } from 'react';
import { bus, EmptyState, formatMoney, i18n, RetryPanel, Spinner, toHeaderLanguage, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { RecordFilters, type DateRange } from '../components/RecordFilters';
import { lastDays, formatPicked } from '../rules/date-rules';
import { usePagedRecords } from '../hooks/usePagedRecords';
import { fetchTransactions, fetchTxCodes, type TxCode } from '../api/wallet.api';
import ui from '../components/ui.module.css';
import styles from '../components/records.module.css';

const PAGE_SIZE = 20;

/** Transaction records (/m/transaction/record): ODS2_MemberTransaction with type codes from GLS2_TxCodeList. */
export function TransactionRecordPage() {
  return (
    <MemberGuard>
      <TransactionRecords />
    </MemberGuard>
  );
}

function TransactionRecords() {
  const { t } = useTranslation(NS);
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [code, setCode] = useState('');
  const [codes, setCodes] = useState<TxCode[]>([]);
  const language = toHeaderLanguage(i18n.language);
  useEffect(() => {
    fetchTxCodes(language).then(setCodes, () => setCodes([]));
  }, [language]);

  const { rows, extra, failed, loading, hasMore, more, reload } = usePagedRecords(
    (page) =>
      fetchTransactions({
        startTime: range.start.getTime(),
        endTime: range.end.getTime(),
        page,
        size: PAGE_SIZE,
        codeTypes: code || undefined,
        language,
      }),
    [range, code, language],
  );
  useEffect(() => bus.on('wallet:changed', () => void reload()), [reload]);

  return (
    <section className={ui.page} data-screen="transaction_record">
      <div className={ui.card}>
        <RecordFilters value={range} onChange={setRange} />
        <select
          className={ui.select}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          aria-label={t('records.type')}
          data-testid="tx-type"
        >
          <option value="">{t('records.all_types')}</option>
          {codes.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      <div className={ui.card}>
        {failed ? (
          <RetryPanel message={t('records.load_failed')} retryLabel={t('common:retry')} onRetry={reload} />
        ) : !rows ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <EmptyState text={t('common:in_no_data')} />
        ) : (
          <>
            <ul className={ui.list} data-testid="tx-list">
              {rows.map((row) => (
                <li key={row.txId} className={ui.listItem} data-testid="tx-row" data-type={row.txTypeId} data-amount={row.amount}>
                  <span className={ui.itemMain}>
                    <span className={ui.itemTitle}>{row.txTypeName}</span>
                    {row.remark ? (
                      <span className={ui.itemSub} data-testid="tx-remark">
                        {row.remark}
                      </span>
                    ) : null}
                    <span className={ui.itemSub}>{formatPicked(new Date(row.txTimeInTimestamp), 'datetime')}</span>
                    <span className={ui.itemSub}>{row.orderNo}</span>
                  </span>
                  <span className={styles.right}>
                    <span className={row.amount >= 0 ? ui.amountPlus : ui.amountMinus}>
                      {row.amount >= 0 ? '+' : '−'}
                      {formatMoney(Math.abs(row.amount))}
                    </span>
                    {row.currentAvailBalance !== null && row.currentAvailBalance !== undefined ? (
                      <span className={ui.itemSub}>{t('records.balance_after', { amount: formatMoney(row.currentAvailBalance) })}</span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
            <div className={styles.more}>
              <span>{t('common:display_of_total', { count: rows.length, total: extra?.totalCount ?? rows.length })}</span>
              {hasMore ? (
                <button type="button" className={styles.moreButton} onClick={more} disabled={loading} data-testid="records-more">
                  {loading ? t('common:loading') : t('common:load_more')}
                </button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
