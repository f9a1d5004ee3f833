import type { PaymentMethodAdapter } from './payment-method';

/**
 * Manual bank transfer: the player sends money to the merchant's bank account and submits the order (payer name,
 * slip reference); an operator checks the bank statement and approves or rejects through the operator API.
 */
export const manualBankAdapter: PaymentMethodAdapter = {
  code: 'MANUAL_BANK',
  kind: 'MANUAL',
  names: { TH: 'โอนผ่านธนาคาร', EN: 'Bank transfer' },
  house: 'BANK',
  async start(_db, order, { bankAccounts }) {
    // Several accounts spread the load; the order number picks one so the same order always shows the same account.
    const digits = Number(order.orderNo.replace(/\D/g, '').slice(-6)) || 0;
    return { bankAccount: bankAccounts[digits % bankAccounts.length] };
  },
};
