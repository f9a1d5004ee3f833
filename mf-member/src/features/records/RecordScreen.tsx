import { Fragment, useState, type ReactNode } from 'react';
import { EmptyState, formatMoney, RetryPanel, Spinner, toHeaderLanguage, useTranslation } from '@site/shared';
import { NS } from '../../i18n';
import { useRecords, useTypeOptions } from './use-records';
import { lastDays } from '../../rules/date-rules';
import { RecordFilters, type DateRange } from './RecordFilters';
import type { RecordKind } from './record-kinds';
import ui from '../../components/ui.module.css';
import styles from './records.module.css';

const PAGE_SIZE = 20;

/** The one records screen: date range (last 7 days first), the kind's filter and totals, its column set, paging. */
export function RecordScreen<Row, Extra>({ kind, tabs }: { kind: RecordKind<Row, Extra>; tabs?: ReactNode }) {
  const { t, i18n } = useTranslation(NS);
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const [type, setType] = useState('');
  const language = toHeaderLanguage(i18n.language);
  const typeFilter = kind.typeFilter;
  const types = useTypeOptions(kind as RecordKind<unknown, unknown>, language) ?? [];
  const { rows, extra, failed, loadingMore, hasMore, more, reload } = useRecords(kind, {
    startTime: range.start.getTime(),
    endTime: range.end.getTime(),
    size: PAGE_SIZE,
    language,
    type,
  });

  const cells = (row: Row, side: 'main' | 'right') =>
    kind.columns.filter((c) => c.side === side).map((c) => <Fragment key={c.key}>{c.cell(row, t)}</Fragment>);
  return (
    <section className={ui.page} data-screen={kind.screen}>
      {tabs}
      <div className={ui.card}>
        <RecordFilters value={range} onChange={setRange} />
        {typeFilter ? (
          <select
            className={ui.select}
            value={type}
            onChange={(e) => setType(e.target.value)}
            aria-label={t('records.type')}
            data-testid={typeFilter.testId}
          >
            <option value="">{t('records.all_types')}</option>
            {types.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        ) : null}
      </div>
      {kind.summary ? (
        <div className={ui.summary}>
          {kind.summary.map((s) => (
            <div key={s.key} className={ui.stat}>
              <span className={ui.statLabel}>{t(s.label)}</span>
              <span className={ui.statValue} data-testid={s.testId}>
                ฿ {formatMoney(s.value(extra))}
              </span>
            </div>
          ))}
        </div>
      ) : null}
      <div className={ui.card}>
        {failed ? (
          <RetryPanel message={t('records.load_failed')} retryLabel={t('common:retry')} onRetry={reload} />
        ) : !rows ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <EmptyState text={t('common:in_no_data')} />
        ) : (
          <>
            <ul className={ui.list} data-testid={kind.testIds.list}>
              {rows.map((row) => (
                <li key={kind.rowKey(row)} className={ui.listItem} data-testid={kind.testIds.row} {...kind.rowData(row)}>
                  <span className={ui.itemMain}>{cells(row, 'main')}</span>
                  <span className={styles.right}>{cells(row, 'right')}</span>
                </li>
              ))}
            </ul>
            <div className={styles.more}>
              <span>{t('common:display_of_total', { count: rows.length, total: extra?.totalCount ?? rows.length })}</span>
              {hasMore ? (
                <button type="button" className={styles.moreButton} onClick={more} disabled={loadingMore} data-testid="records-more">
                  {loadingMore ? t('common:loading') : t('common:load_more')}
                </button>
              ) : null}
            </div>
          </>
        )}
      </div>
    </section>
  );
}
