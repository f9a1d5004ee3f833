import { api, type VipRank } from '@site/shared';

export type { VipRank } from '@site/shared';

/** The member's VIP level as the engine holds it now, with the volumes counted and the next level's requirements. */
export const fetchVipProgress = () => api.get<VipRank>('/wps/promotions/vip/progress');
