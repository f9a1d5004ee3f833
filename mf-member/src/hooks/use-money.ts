import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@site/shared/src/query';
import { moneyApi } from '../api/payment-orders.api';
import { fetchMerchantWallet, fetchWallets } from '../api/wallet.api';

/** The deposit channels open to the member (the merchant's settings: not moved by a balance change). */
export const useDepositMethods = () => useQuery({ queryKey: queryKeys.member('deposit-methods'), queryFn: moneyApi.depositMethods });

/** The withdraw screen's limits, balances and wagering: they move with the wallet. */
export const useWithdrawInfo = () => useQuery({ queryKey: queryKeys.wallet('withdraw-info'), queryFn: moneyApi.withdrawInfo });

/** The member's wallets (MAIN and one per vendor) with their balances. */
export const useWallets = () => useQuery({ queryKey: queryKeys.wallet('wallets'), queryFn: fetchWallets });

/** Whether the merchant runs one wallet for every game (no transfers, product-rules 3). */
export const useMerchantWallet = () => useQuery({ queryKey: queryKeys.member('merchant-wallet'), queryFn: fetchMerchantWallet });
