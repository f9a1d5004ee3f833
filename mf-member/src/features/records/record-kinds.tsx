import type { ReactNode } from 'react';
import {
  formatMoney,
  type DepositOrder,
  type DepositStatus,
  type RecordPage,
  type RecordQuery,
  type Withdrawal,
  type WithdrawalStatus,
} from '@site/shared';
import type { TFunction } from 'i18next';
import { fetchBets, fetchTransactions, fetchTxCodes, type BetOutcome, type BetRow, type TransactionRow } from '../../api/wallet.api';
import { moneyApi } from '../../api/payment-orders.api';
import { formatPicked } from '../../rules/date-rules';
import ui from '../../components/ui.module.css';

/** What a records screen asks for one page: the date range, the page, the player's language and the type filter. */
export interface RecordPageQuery {
  startTime: number;
  endTime: number;
  page: number;
  size: number;
  language: string;
  /** The type filter's value; '' is every type. */
  type: string;
}

/** One cell of a record row: the left column (what and when) or the right one (the amounts). */
export interface RecordColumn<Row> {
  key: string;
  side: 'main' | 'right';
  cell(row: Row, t: TFunction): ReactNode;
}

/**
 * A kind of record (transactions, bets) as the one records screen shows it: its API call, its filters, its totals
 * and its column set. The screen itself does the range, the paging and the states.
 */
export interface RecordKind<Row, Extra = object> {
  /** data-screen of the section (the e2e specs find the screen by it); also the part of its query key that names it. */
  screen: string;
  testIds: { list: string; row: string };
  fetchPage(query: RecordPageQuery): Promise<RecordPage<Row> & Extra>;
  /**
   * A select of record types, its options from the API in the player's language (read once per language: the key
   * names what the options depend on).
   */
  typeFilter?: { testId: string; key: string; options(language: string): Promise<Array<{ value: string; label: string }>> };
  /** Totals over the whole range, above the list. */
  summary?: Array<{ key: string; label: string; value(extra: Extra | null): number; testId?: string }>;
  rowKey(row: Row): string | number;
  rowData(row: Row): Record<`data-${string}`, string | number>;
  columns: Array<RecordColumn<Row>>;
}

const STATUS_CLASS: Record<BetOutcome, string> = { WON: ui.badgeOk, LOST: ui.badgeBad, PENDING: ui.badgeWarn, REFUNDED: '', PUSH: '' };

/** Transaction records (/m/transaction/record): ODS2_MemberTransaction with type codes from GLS2_TxCodeList. */
export const TRANSACTION_RECORDS: RecordKind<TransactionRow> = {
  screen: 'transaction_record',
  testIds: { list: 'tx-list', row: 'tx-row' },
  fetchPage: ({ type, ...query }) => fetchTransactions({ ...query, codeTypes: type || undefined }),
  typeFilter: {
    testId: 'tx-type',
    key: 'tx-codes',
    options: async (language) => (await fetchTxCodes(language)).map((c) => ({ value: c.code, label: c.name })),
  },
  rowKey: (row) => row.txId,
  rowData: (row) => ({ 'data-type': row.txTypeId, 'data-amount': row.amount }),
  columns: [
    { key: 'type', side: 'main', cell: (row) => <span className={ui.itemTitle}>{row.txTypeName}</span> },
    {
      key: 'remark',
      side: 'main',
      cell: (row) =>
        row.remark ? (
          <span className={ui.itemSub} data-testid="tx-remark">
            {row.remark}
          </span>
        ) : null,
    },
    {
      key: 'time',
      side: 'main',
      cell: (row) => <span className={ui.itemSub}>{formatPicked(new Date(row.txTimeInTimestamp), 'datetime')}</span>,
    },
    { key: 'order', side: 'main', cell: (row) => <span className={ui.itemSub}>{row.orderNo}</span> },
    {
      key: 'amount',
      side: 'right',
      cell: (row) => (
        <span className={row.amount >= 0 ? ui.amountPlus : ui.amountMinus}>
          {row.amount >= 0 ? '+' : '−'}
          {formatMoney(Math.abs(row.amount))}
        </span>
      ),
    },
    {
      key: 'balance',
      side: 'right',
      cell: (row, t) =>
        row.currentAvailBalance !== null && row.currentAvailBalance !== undefined ? (
          <span className={ui.itemSub}>{t('records.balance_after', { amount: formatMoney(row.currentAvailBalance) })}</span>
        ) : null,
    },
  ],
};

/**
 * Bet records (/m/gameRecord): each bet with its game and vendor as the lobby names them (in the player's
 * language), its win and its round's outcome; totals for the range.
 */
export const BET_RECORDS: RecordKind<BetRow, { totalBet: number; totalWin: number }> = {
  screen: 'game_record',
  testIds: { list: 'bet-list', row: 'bet-row' },
  fetchPage: ({ type: _everyType, ...query }) => fetchBets(query),
  summary: [
    { key: 'bet', label: 'bets.total_bet', value: (extra) => extra?.totalBet ?? 0, testId: 'bets-total' },
    { key: 'win', label: 'bets.total_win', value: (extra) => extra?.totalWin ?? 0 },
  ],
  rowKey: (row) => row.id,
  rowData: (row) => ({ 'data-status': row.status }),
  columns: [
    {
      key: 'game',
      side: 'main',
      cell: (row, t) => (
        <span className={ui.itemTitle} data-testid="bet-game">
          {row.gameName ?? t('bets.unknown_game')}
        </span>
      ),
    },
    {
      key: 'vendor',
      side: 'main',
      cell: (row) => (
        <span className={ui.itemSub}>{[row.vendorName, formatPicked(new Date(row.betTime), 'datetime')].filter(Boolean).join(' · ')}</span>
      ),
    },
    { key: 'order', side: 'main', cell: (row) => <span className={ui.itemSub}>{row.orderNo}</span> },
    {
      key: 'bet',
      side: 'right',
      cell: (row, t) => <span className={ui.itemSub}>{t('bets.bet', { amount: formatMoney(row.betAmount) })}</span>,
    },
    {
      key: 'win',
      side: 'right',
      cell: (row, t) => (
        <span className={row.winAmount > 0 ? ui.amountPlus : ui.itemSub}>{t('bets.win', { amount: formatMoney(row.winAmount) })}</span>
      ),
    },
    {
      key: 'status',
      side: 'right',
      cell: (row, t) => (
        <span className={`${ui.badge} ${STATUS_CLASS[row.status]}`} data-testid="bet-status">
          {t(`bets.status_${row.status}`)}
        </span>
      ),
    },
  ],
};

/** An order's state as the player sees it (product-rules 4: an order waits for an operator, then is paid or refused). */
type OrderStatus = DepositStatus | WithdrawalStatus;
const ORDER_CLASS: Record<OrderStatus, string> = {
  PENDING: ui.badgeWarn,
  APPROVED: ui.badgeOk,
  PAID: ui.badgeOk,
  REJECTED: ui.badgeBad,
  FAILED: ui.badgeBad,
};

/** The columns both kinds of order share: when, the order number, the amount, the state and a refusal's reason. */
function orderColumns<Row extends DepositOrder | Withdrawal>(title: RecordColumn<Row>): Array<RecordColumn<Row>> {
  return [
    title,
    { key: 'time', side: 'main', cell: (row) => <span className={ui.itemSub}>{formatPicked(new Date(row.createdAt), 'datetime')}</span> },
    { key: 'order', side: 'main', cell: (row) => <span className={ui.itemSub}>{row.orderNo}</span> },
    {
      key: 'reason',
      side: 'main',
      // A refused order says why, in the operator's words.
      cell: (row, t) =>
        row.status === 'REJECTED' || row.status === 'FAILED' ? (
          <span className={ui.itemSub} data-testid="order-reason">
            {t('orders.reason', { reason: row.reason || t('orders.no_reason') })}
          </span>
        ) : null,
    },
    { key: 'amount', side: 'right', cell: (row) => <span className={ui.itemTitle}>{formatMoney(row.amount)}</span> },
    {
      key: 'status',
      side: 'right',
      cell: (row, t) => (
        <span className={`${ui.badge} ${ORDER_CLASS[row.status]}`} data-testid="order-status">
          {t(`orders.status_${row.status}`)}
        </span>
      ),
    },
  ];
}

/** A kind of order as the records list it: its screen, its page call and the title of each row. */
function orderKind<Row extends DepositOrder | Withdrawal>(
  screen: string,
  fetchPage: (query: RecordQuery) => Promise<RecordPage<Row>>,
  title: RecordColumn<Row>,
): RecordKind<Row> {
  return {
    screen,
    testIds: { list: 'order-list', row: 'order-row' },
    fetchPage: ({ startTime, endTime, page, size }) => fetchPage({ startTime, endTime, page, size }),
    rowKey: (row) => row.orderNo,
    rowData: (row) => ({ 'data-status': row.status, 'data-order': row.orderNo }),
    columns: orderColumns(title),
  };
}

/** Deposit orders: each with its channel and its state (pending, approved, rejected with the reason, failed). */
export const DEPOSIT_ORDERS = orderKind<DepositOrder>('deposit_orders', moneyApi.depositRecords, {
  key: 'channel',
  side: 'main',
  cell: (row, t) => <span className={ui.itemTitle}>{t('orders.deposit', { channel: row.channelName || row.channel })}</span>,
});

/** Withdrawals: each with its bank card and its state (pending, paid, rejected with the reason). */
export const WITHDRAWAL_ORDERS = orderKind<Withdrawal>('withdrawal_orders', moneyApi.withdrawalRecords, {
  key: 'card',
  side: 'main',
  cell: (row, t) => <span className={ui.itemTitle}>{t('orders.withdrawal', { bank: row.bankName, account: row.accountNo })}</span>,
});
