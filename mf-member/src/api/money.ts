import { api, bus } from '@site/shared';

/**
 * Deposit and withdrawal (part 1 of issue 5: api/src/payments, api/src/withdraw). Amounts are minor units.
 */
export interface DepositMethod {
  code: string;
  name?: string;
  kind?: 'MANUAL' | 'GATEWAY' | string;
  minAmount?: number;
  maxAmount?: number;
  bankAccounts?: Array<{ bankName: string; accountNo: string; holder: string }>;
}

export interface DepositOrder {
  id: number | string;
  orderNo?: string;
  method?: string;
  amount: number;
  status: string;
  createdAt?: number;
  payUrl?: string | null;
}

export interface WithdrawInfo {
  minAmount: number;
  maxAmount: number;
  dailyCount: number;
  usedToday: number;
  availBalance: number;
  heldBalance: number;
  hasPaymentPassword: boolean;
  turnover: { multiplier: number; required: number; achieved: number; remaining: number };
}

export const moneyApi = {
  withdrawInfo: () => api.get<WithdrawInfo>('/wps/transaction/withdraw/info'),
  depositMethods: () => api.get<DepositMethod[] | { methods: DepositMethod[] }>('/wps/deposit/methods').then((v) => (Array.isArray(v) ? v : (v?.methods ?? []))),
  manualDeposit: (body: { amount: number; payerName: string; payerAccountNo?: string; idempotencyKey: string }) => api.post<DepositOrder>('/wps/deposit/manual', body),
  gatewayDeposit: (body: { amount: number; method: string; idempotencyKey: string; returnUrl: string }) => api.post<DepositOrder>('/wps/deposit/gateway', body),
  depositRecords: (params: { page: number; size: number }) =>
    api.get<{ rows?: DepositOrder[]; content?: DepositOrder[]; totalPages?: number }>('/wps/deposit/records', params).then((v) => ({ rows: v?.rows ?? v?.content ?? [], totalPages: Math.max(1, Number(v?.totalPages ?? 1)) })),
  async withdraw(body: { amount: number; bankCardId: number; paymentPassword: string; idempotencyKey: string }) {
    const value = await api.post<{ id?: number | string; orderNo?: string; status?: string; amount?: number }>('/wps/transaction/withdraw', body);
    bus.emit('wallet:changed', {});
    return value;
  },
};
