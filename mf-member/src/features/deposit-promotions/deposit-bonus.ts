import type { DepositPromotion } from '@site/shared';

/** The bonus a deposit would earn (the API's rule, deposit-match.service.ts): percent of it, at most maxBonus; 0 below minDeposit. */
export function depositBonus(promotion: Pick<DepositPromotion, 'percent' | 'maxBonus' | 'minDeposit'>, amount: number | null): number {
  if (!amount || amount < promotion.minDeposit) return 0;
  return Math.min(Math.floor((amount * promotion.percent) / 100), promotion.maxBonus);
}
