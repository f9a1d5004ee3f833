/** Shapes of the promotions API (/wps/promotions/...), shared by the API and mf-promotions. */

/** spec 4 promotion activity labels: Join, Claim, Applying, Rejected, Issued, Claimed, Process, Joined, coming soon, Close. */
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
