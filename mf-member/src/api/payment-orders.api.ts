import {
  api,
  bus,
  type DepositMethod,
  type DepositPage,
  type DepositRequest,
  type DepositResult,
  type RecordQuery,
  type WithdrawInfo,
  type WithdrawRequest,
  type WithdrawalPage,
  type WithdrawResult,
} from '@site/shared';

/** Deposit and withdrawal (api/src/payments, api/src/withdraw); shapes from shared/src/contracts. Amounts are minor units. */
export type { DepositMethod, DepositOrder, WithdrawInfo } from '@site/shared';

export const moneyApi = {
  withdrawInfo: () => api.get<WithdrawInfo>('/wps/transaction/withdraw/info'),
  depositMethods: () => api.get<DepositMethod[]>('/wps/deposit/methods'),
  manualDeposit: (body: DepositRequest) => api.post<DepositResult>('/wps/deposit/manual', body),
  gatewayDeposit: (body: DepositRequest) => api.post<DepositResult>('/wps/deposit/gateway', body),
  depositRecords: (params: RecordQuery) => api.get<DepositPage>('/wps/deposit/records', params),
  withdrawalRecords: (params: RecordQuery) => api.get<WithdrawalPage>('/wps/transaction/withdraw/records', params),
  async withdraw(body: WithdrawRequest) {
    const value = await api.post<WithdrawResult>('/wps/transaction/withdraw', body);
    bus.emit('wallet:changed', {});
    return value;
  },
};
