import {
  api,
  bus,
  type BetPage,
  type BetQuery,
  type MemberWallet,
  type MemberWallets,
  type MerchantWallet,
  type TransactionPage,
  type TransactionQuery,
  type TxCode,
  type WalletBalance,
  type WalletTransferResult,
} from '@site/shared';

/** The wallet API (api/src/wallet); shapes from shared/src/contracts/wallet. Amounts are integer minor units (1 THB = 100). */
export type { BetOutcome, BetRow, MemberWallet, TransactionRow, TxCode, WalletBalance } from '@site/shared';

export const fetchBalance = () => api.get<WalletBalance>('/wps/v2/wallets/balance');

/** The member's wallets: MAIN and one per vendor (GET /wps/wallets/gcs). */
export const fetchWallets = async (): Promise<MemberWallet[]> => (await api.get<MemberWallets>('/wps/wallets/gcs')).wallets;

export const fetchMerchantWallet = () => api.get<MerchantWallet>('/wps/relay/GCS_merchantWallet');

/** Main <-> vendor wallet transfer; the idempotency key makes a double tap move money once. */
export async function walletTransfer(input: { from: string; to: string; amount: number; idempotencyKey: string }) {
  const value = await api.post<WalletTransferResult>('/wps/relay/GCS_walletTransfer', {
    fromWallet: input.from,
    toWallet: input.to,
    amount: input.amount,
    idempotencyKey: input.idempotencyKey,
  });
  bus.emit('wallet:changed', {});
  return value;
}

export const fetchTransactions = (query: TransactionQuery) => api.get<TransactionPage>('/wps/relay/ODS2_MemberTransaction', { ...query });

export const fetchTxCodes = (language: string) => api.get<TxCode[]>('/wps/relay/GLS2_TxCodeList', { language });

/** Bet records (/m/gameRecord): game and vendor as the lobby names them, in the request's language. */
export const fetchBets = (query: BetQuery) => api.get<BetPage>('/wps/wallets/bets', { ...query });
