import { api } from '@site/shared';

export type PromotionLabel = 'JOIN' | 'CLAIM' | 'APPLYING' | 'REJECTED' | 'ISSUED' | 'CLAIMED' | 'PROCESS' | 'JOINED' | 'COMING_SOON' | 'CLOSE';

export interface Promotion {
  id: number;
  code: string;
  category: string;
  title: string;
  summary: string;
  content: string;
  art: { from?: string; to?: string; glyph?: string };
  startTime: number;
  endTime: number | null;
  label: PromotionLabel;
}

export interface VipLevel {
  level: number;
  name: string;
  depositRequired: number;
  turnoverRequired: number;
  benefits: Record<string, number | string>;
}

export const CATEGORIES = ['deposit', 'rebate', 'vip', 'mission', 'event'] as const;

export const fetchPromotions = (category?: string) => api.get<Promotion[]>('/wps/promotions/activities', category ? { category } : undefined);
export const fetchPromotion = (id: number) => api.get<Promotion>(`/wps/promotions/activities/${id}`);
export const joinPromotion = (id: number) => api.post<Promotion>(`/wps/promotions/activities/${id}/join`);
export const fetchVipLevels = () => api.get<VipLevel[]>('/wps/promotions/vip/levels');
