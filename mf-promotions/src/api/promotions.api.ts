import { api, type Promotion, type VipLevel } from '@site/shared';

export type { Promotion, PromotionLabel, VipBenefits, VipLevel } from '@site/shared';

export const CATEGORIES = ['deposit', 'rebate', 'vip', 'mission', 'event'] as const;
export type Category = (typeof CATEGORIES)[number];

export const fetchPromotions = (category?: string) => api.get<Promotion[]>('/wps/promotions/activities', category ? { category } : undefined);
export const fetchPromotion = (id: number) => api.get<Promotion>(`/wps/promotions/activities/${id}`);
export const joinPromotion = (id: number) => api.post<Promotion>(`/wps/promotions/activities/${id}/join`);
export const fetchVipLevels = () => api.get<VipLevel[]>('/wps/promotions/vip/levels');
