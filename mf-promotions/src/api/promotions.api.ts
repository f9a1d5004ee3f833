import { api, type Promotion, type PromotionCategory, type PromotionQuery, type VipLevel } from '@site/shared';

export type { Promotion, PromotionLabel, VipBenefits, VipLevel } from '@site/shared';

export const CATEGORIES = ['deposit', 'rebate', 'vip', 'mission', 'event'] as const satisfies readonly PromotionCategory[];
export type Category = PromotionCategory;

export const fetchPromotions = (category?: Category) => api.get<Promotion[]>('/wps/promotions/activities', category ? ({ category } satisfies PromotionQuery) : undefined);
export const fetchPromotion = (id: number) => api.get<Promotion>(`/wps/promotions/activities/${id}`);
export const joinPromotion = (id: number) => api.post<Promotion>(`/wps/promotions/activities/${id}/join`);
export const fetchVipLevels = () => api.get<VipLevel[]>('/wps/promotions/vip/levels');
