import type { DepositPromotion } from '../contracts/activities';

/**
 * The bonus a deposit earns from a deposit match: percent of it, at most maxBonus; 0 below minDeposit. One rule for
 * the API that pays it (api/src/promotions/deposit-match.service.ts) and the voucher centre that shows it.
 */
export function depositBonus(reward: Pick<DepositPromotion, 'percent' | 'maxBonus' | 'minDeposit'>, amount: number | null): number {
  if (!amount || amount < reward.minDeposit) return 0;
  return Math.min(Math.floor((amount * reward.percent) / 100), reward.maxBonus);
}
