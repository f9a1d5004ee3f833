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

/**
 * A VIP level's benefits: the one source of each figure. The withdrawal rules apply withdrawalsPerDay and
 * withdrawMaxAmount to the member's level, and the VIP page shows the same numbers.
 */
export interface VipBenefits {
  /** Withdrawal requests a day (rejected ones not counted). */
  withdrawalsPerDay: number;
  /** The largest single withdrawal, minor units. */
  withdrawMaxAmount: number;
  /** Rebate on turnover, in percent (0.5 = 0.5 %). */
  rebatePercent: number;
  /** Minor units. */
  birthdayGift: number;
}

export interface VipLevel {
  level: number;
  name: string;
  depositRequired: number;
  turnoverRequired: number;
  benefits: VipBenefits;
}
