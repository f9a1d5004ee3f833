import { api, type ManualRebate, type RebateClaimed } from '@site/shared';

export type { ManualRebate, RebateClaimed, RebateClaimRecord, RebateLine } from '@site/shared';

/** The rebate due now (valid bets since the last claim at the VIP rates), the minimum claim and past claims. */
export const fetchManualRebate = () => api.get<ManualRebate>('/wps/rebate/manual');
/** Claims what is due, once; the key makes a retry of this tap its replay. */
export const claimManualRebate = (idempotencyKey: string) => api.post<RebateClaimed>('/wps/rebate/manual/claim', { idempotencyKey });
