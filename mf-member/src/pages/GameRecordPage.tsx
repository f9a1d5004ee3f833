import { useState } from 'react';
import { EmptyState, formatMoney, RetryPanel, Spinner, toHeaderLanguage, useTranslation } from '@site/shared';
import { NS } from '../i18n';
import { MemberGuard } from '../components/MemberGuard';
import { RecordFilters, type DateRange } from '../components/RecordFilters';
import { formatPicked, lastDays } from '../rules/date-rules';
import { usePagedRecords } from '../hooks/usePagedRecords';
import { fetchBets, type BetOutcome, type BetRow } from '../api/wallet.api';
import ui from '../components/ui.module.css';
import styles from '../components/records.module.css';

const PAGE_SIZE = 20;
const STATUS_CLASS: Record<BetOutcome, string> = { WON: ui.badgeOk, LOST: ui.badgeBad, PENDING: ui.badgeWarn, REFUNDED: '' };

/**
 * Bet records (/m/gameRecord): each bet with its game and vendor as the lobby names them (in the player's
 * language), its win and its round's outcome; date range and paging; totals for the range.
 */
export function GameRecordPage() {
  return (
    <MemberGuard>
      <GameRecords />
    </MemberGuard>
  );
}

function GameRecords() {
  const { t, i18n } = useTranslation(NS);
  const [range, setRange] = useState<DateRange>(() => lastDays(7));
  const language = toHeaderLanguage(i18n.language);
  const { rows, extra, failed, loading, hasMore, more, reload } = usePagedRecords<BetRow, { totalBet: number; totalWin: number }>(
    (page) => fetchBets({ startTime: range.start.getTime(), endTime: range.end.getTime(), page, size: PAGE_SIZE, language }),
    [range, language],
  );

  return (
    <section className={ui.page} data-screen="game_record">
      <div className={ui.card}>
        <RecordFilters value={range} onChange={setRange} />
      </div>
      <div className={ui.summary}>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('bets.total_bet')}</span>
          <span className={ui.statValue} data-testid="bets-total">
            ฿ {formatMoney(extra?.totalBet ?? 0)}
          </span>
        </div>
        <div className={ui.stat}>
          <span className={ui.statLabel}>{t('bets.total_win')}</span>
          <span className={ui.statValue}>฿ {formatMoney(extra?.totalWin ?? 0)}</span>
        </div>
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
            <ul className={ui.list} data-testid="bet-list">
              {rows.map((row) => (
                <li key={row.id} className={ui.listItem} data-testid="bet-row" data-status={row.status}>
                  <span className={ui.itemMain}>
                    <span className={ui.itemTitle} data-testid="bet-game">
                      {row.gameName ?? t('bets.unknown_game')}
                    </span>
                    <span className={ui.itemSub}>
                      {[row.vendorName, formatPicked(new Date(row.betTime), 'datetime')].filter(Boolean).join(' · ')}
                    </span>
                    <span className={ui.itemSub}>{row.orderNo}</span>
                  </span>
                  <span className={styles.right}>
                    <span className={ui.itemSub}>{t('bets.bet', { amount: formatMoney(row.betAmount) })}</span>
                    <span className={row.winAmount > 0 ? ui.amountPlus : ui.itemSub}>
                      {t('bets.win', { amount: formatMoney(row.winAmount) })}
                    </span>
                    <span className={`${ui.badge} ${STATUS_CLASS[row.status]}`} data-testid="bet-status">
                      {t(`bets.status_${row.status}`)}
                    </span>
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
