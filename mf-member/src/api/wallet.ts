import { api, bus } from '@site/shared';

/**
 * The wallet API (part 1 of issue 5, api/src/wallet). Shapes as API-NOTES documents them; amounts are integer
 * minor units (1 THB = 100).
 */
export interface WalletBalance {
  sumBalance: number;
  balance: Array<{ accountTypeId: string | number; accountTypeName?: string; availBalance: number }>;
  currency: string;
  currencySymbol: string;
}

export const fetchBalance = () => api.get<WalletBalance>('/wps/v2/wallets/balance');

/** One wallet of the member: MAIN or a vendor's (GET /wps/wallets/gcs). */
export interface VendorWallet {
  wallet: string;
  name: string;
  balance: number;
}

type RawWallet = { wallet?: string; accountTypeId?: string | number; vendor?: string; name?: string; accountTypeName?: string; displayName?: string; balance?: number; availBalance?: number };

/** Reads either a list or {wallets: [...]} and either naming, so the screen keeps working while the API settles. */
export async function fetchWallets(): Promise<VendorWallet[]> {
  const value = await api.get<RawWallet[] | { wallets: RawWallet[] }>('/wps/wallets/gcs');
  const rows = Array.isArray(value) ? value : (value?.wallets ?? []);
  return rows.map((w) => {
    const wallet = String(w.wallet ?? w.accountTypeId ?? w.vendor ?? '');
    return { wallet, name: w.name ?? w.accountTypeName ?? w.displayName ?? wallet, balance: Number(w.balance ?? w.availBalance ?? 0) };
  });
}

export const fetchMerchantWallet = () => api.get<{ isSingle: boolean }>('/wps/relay/GCS_merchantWallet');

/** Main <-> vendor wallet transfer; the idempotency key makes a double tap move money once. */
export async function walletTransfer(input: { from: string; to: string; amount: number; idempotencyKey: string }) {
  const value = await api.post<{ balances?: Record<string, number>; sumBalance?: number }>('/wps/relay/GCS_walletTransfer', {
    fromWallet: input.from,
    toWallet: input.to,
    amount: input.amount,
    idempotencyKey: input.idempotencyKey,
  });
  bus.emit('wallet:changed', {});
  return value;
}

/** A transaction record (API-NOTES "transaction records"). */
export interface TransactionRow {
  txId: number | string;
  txTypeId: string | number;
  txTypeName: string;
  orderNo?: string | null;
  remark?: string | null;
  txTimeInTimestamp: number;
  amount: number;
  currentAvailBalance?: number | null;
}

export interface Paged<T> {
  rows: T[];
  totalPages: number;
  totalCount?: number;
  pageNum?: number;
}

export interface RecordQuery {
  startTime: number;
  endTime: number;
  page: number;
  size: number;
  codeTypes?: string;
  language?: string;
}

type RawPaged<T> = { rows?: T[]; content?: T[]; list?: T[]; totalPages?: number; totalCount?: number; pageNum?: number };
const paged = <T>(value: RawPaged<T>): Paged<T> => ({
  rows: value?.rows ?? value?.content ?? value?.list ?? [],
  totalPages: Math.max(1, Number(value?.totalPages ?? 1)),
  totalCount: value?.totalCount,
  pageNum: value?.pageNum,
});

export async function fetchTransactions(query: RecordQuery): Promise<Paged<TransactionRow>> {
  return paged(await api.get<RawPaged<TransactionRow>>('/wps/relay/ODS2_MemberTransaction', { ...query }));
}

export interface TxCode {
  code: string;
  name: string;
}

export async function fetchTxCodes(language: string): Promise<TxCode[]> {
  const value = await api.get<Array<{ code?: string; txTypeId?: string | number; id?: string | number; name?: string; txTypeName?: string }>>('/wps/relay/GLS2_TxCodeList', { language });
  return (value ?? []).map((c) => ({ code: String(c.code ?? c.txTypeId ?? c.id), name: c.name ?? c.txTypeName ?? String(c.code ?? c.txTypeId ?? c.id) }));
}

/** A round's outcome (GET /wps/wallets/bets). */
export type BetOutcome = 'WON' | 'LOST' | 'PENDING' | 'REFUNDED';

/** A bet record (/m/gameRecord): game and vendor as the lobby names them, in the request's language. */
export interface BetRow {
  id: number | string;
  gameName: string | null;
  vendorName: string | null;
  vendor?: string | null;
  betAmount: number;
  winAmount: number;
  status: BetOutcome;
  betTime: number;
  orderNo?: string;
}

export async function fetchBets(query: RecordQuery & { vendor?: string }): Promise<Paged<BetRow> & { totalBet?: number; totalWin?: number }> {
  const value = await api.get<RawPaged<BetRow> & { totalBet?: number; totalWin?: number }>('/wps/wallets/bets', { ...query });
  return { ...paged(value), totalBet: Number(value?.totalBet ?? 0), totalWin: Number(value?.totalWin ?? 0) };
}
