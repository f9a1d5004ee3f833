import type { Merchant } from '../system/merchant.repository';

/**
 * Money settings of a merchant (merchants.settings), with the defaults used when a merchant sets nothing.
 * Amounts are minor units (1 THB = 100).
 */
export interface WalletSettings {
  /** product-rules 3: merchantWallet.isSingle; true = one wallet only (no vendor wallets, no wallet transfer). */
  merchantWallet: { isSingle: boolean };
  deposit: {
    minAmount: number;
    maxAmount: number;
    /** Payment-method adapters offered (api/src/payments). */
    methods: string[];
    /** Where a manual bank transfer goes. */
    bankAccounts: Array<{ bankName: string; accountNo: string; holder: string }>;
  };
  withdraw: {
    minAmount: number;
    /** The largest withdrawal, unless the member's VIP level sets its own (withdrawalRules). */
    maxAmount: number;
    /** Withdrawal requests per member per day (rejected ones not counted), unless the member's VIP level sets its own. */
    dailyCount: number;
    /** Wagering requirement: bets since the last withdrawal must reach this multiple of what was credited since. */
    turnoverMultiplier: number;
  };
}

export const DEFAULT_WALLET_SETTINGS: WalletSettings = {
  merchantWallet: { isSingle: false },
  deposit: {
    minAmount: 10_000,
    maxAmount: 10_000_000,
    methods: ['MANUAL_BANK', 'GATEWAY_DEMO'],
    bankAccounts: [{ bankName: 'Kasikornbank', accountNo: '123-4-56789-0', holder: 'Royal Win Co., Ltd.' }],
  },
  withdraw: { minAmount: 10_000, maxAmount: 5_000_000, dailyCount: 5, turnoverMultiplier: 1 },
};

export function walletSettings(merchant: Merchant): WalletSettings {
  const s = merchant.settings as Partial<{
    merchantWallet: Partial<WalletSettings['merchantWallet']>;
    deposit: Partial<WalletSettings['deposit']>;
    withdraw: Partial<WalletSettings['withdraw']>;
  }>;
  return {
    merchantWallet: { ...DEFAULT_WALLET_SETTINGS.merchantWallet, ...(s.merchantWallet ?? {}) },
    deposit: { ...DEFAULT_WALLET_SETTINGS.deposit, ...(s.deposit ?? {}) },
    withdraw: { ...DEFAULT_WALLET_SETTINGS.withdraw, ...(s.withdraw ?? {}) },
  };
}
