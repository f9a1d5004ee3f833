import { api, type ActivityEntry, type RewardCentre } from '@site/shared';

export type { MissionTask, RaffleView, RewardCentre, RewardItem } from '@site/shared';

/** The reward centre in one call: promo counters, rewards to claim, missions with progress, history. */
export const fetchRewardCentre = () => api.get<RewardCentre>('/wps/promotions/rewards');
/** Claim a reward that is due (a daily reward, a rebate, a done mission): paid at once, once per period. */
export const claimReward = (promotionId: number, idempotencyKey: string) =>
  api.post<ActivityEntry>(`/wps/promotions/activities/${promotionId}/claim`, { idempotencyKey });
