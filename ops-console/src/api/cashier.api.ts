import type { OperatorDeposit } from '@site/shared/src/contracts/payments';
import type { OperatorWithdrawal } from '@site/shared/src/contracts/withdraw';
import { opsCall } from './client';

/** The cashier's queues on the existing operator API (docs/wallet.md). */
export const pendingDeposits = () => opsCall<OperatorDeposit[]>('GET', '/ops/wallet/deposits?status=PENDING&limit=100');
export const approveDeposit = (id: number) => opsCall<unknown>('POST', `/ops/wallet/deposits/${id}/approve`);
export const rejectDeposit = (id: number, reason: string) => opsCall<unknown>('POST', `/ops/wallet/deposits/${id}/reject`, { reason });

export const pendingWithdrawals = () => opsCall<OperatorWithdrawal[]>('GET', '/ops/wallet/withdrawals?status=PENDING&limit=100');
export const payoutWithdrawal = (id: number) => opsCall<unknown>('POST', `/ops/wallet/withdrawals/${id}/payout`);
export const rejectWithdrawal = (id: number, reason: string) =>
  opsCall<unknown>('POST', `/ops/wallet/withdrawals/${id}/reject`, { reason });
