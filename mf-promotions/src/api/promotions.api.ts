import { api, type ActivityEntry, type Promotion, type PromotionCategory, type PromotionQuery, type VipLevel } from '@site/shared';

export type { ActivityEntry, Promotion, PromotionLabel, TurnoverObligation, VipBenefits, VipLevel } from '@site/shared';

export const CATEGORIES = ['deposit', 'rebate', 'vip', 'mission', 'event'] as const satisfies readonly PromotionCategory[];
export type Category = PromotionCategory;

export const fetchPromotions = (category?: Category) =>
  api.get<Promotion[]>('/wps/promotions/activities', category ? ({ category } satisfies PromotionQuery) : undefined);
export const fetchPromotion = (id: number) => api.get<Promotion>(`/wps/promotions/activities/${id}`);
/** Join or apply, as the activity's type asks; answers the promotion with its new label. */
export const joinPromotion = (id: number) => api.post<Promotion>(`/wps/promotions/activities/${id}/join`);
/** Claim a reward that is due: paid at once, once per period. */
export const claimPromotion = (id: number) => api.post<ActivityEntry>(`/wps/promotions/activities/${id}/claim`, {});
/** The member's entry this period: reward paid, operator's reason, turnover obligation. */
export const fetchEntry = (id: number) => api.get<ActivityEntry>(`/wps/promotions/activities/${id}/entry`);
export const fetchVipLevels = () => api.get<VipLevel[]>('/wps/promotions/vip/levels');
