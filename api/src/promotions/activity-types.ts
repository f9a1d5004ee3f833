import { Value } from '@sinclair/typebox/value';
import { ActivityConfig, REWARD_SCHEMAS, type ActivityType } from '@site/shared/src/contracts/activities';
import { AppError } from '../http/errors';
import type { TakeKind } from './entry-state';
import { promoSwitchOn } from '@site/shared/src/promotions/promo-switch';

/**
 * What each activity type is: how a member takes part (TakeKind), the merchant's promo switch it answers to
 * (product-rules 3.20: a type whose switch is off is not offered), and the ledger code of what it pays.
 */

/** product-rules 3.20: the promo counters' keys double as the merchant's switches of these types. */
const SWITCH: Partial<Record<ActivityType, string>> = {
  LOGIN: 'LOGIN',
  MANUAL: 'MANUAL',
  RAFFLE: 'RAFFLE',
  UPGRADE_BONUS: 'UPGRADE_BONUS',
  MISSION_MANUAL: 'MISSION_MANUAL',
  TICKET: 'TICKET',
  MISSION: 'MISSION',
};

/** False when the merchant switched the type's promo off (product-rules 3.26; a type without a switch is always on). */
export function typeSwitchedOn(type: ActivityType, promos: Record<string, { enabled?: boolean }> | undefined): boolean {
  const key = SWITCH[type];
  return !key || promoSwitchOn(promos, key);
}

export function takeKind(type: ActivityType, config: ActivityConfig | null): TakeKind {
  switch (type) {
    case 'LOGIN':
    case 'REBATE':
      return 'claim';
    case 'MANUAL':
      return 'apply';
    case 'BIRTHDAY':
      return config && 'review' in config.reward && config.reward.review ? 'apply' : 'claim';
    // Paid by the platform without a tap: an upgrade bonus when the level is reached, raffle tickets for turnover or
    // deposits (product-rules 4.36: shown Joined, never Join).
    case 'UPGRADE_BONUS':
    case 'TICKET':
      return 'auto';
    default:
      return 'join';
  }
}

/** A rebate pays REBATE; every other reward is a BONUS (both carry their obligations alike). */
export const ledgerCodeOf = (type: ActivityType): 'BONUS' | 'REBATE' => (type === 'REBATE' ? 'REBATE' : 'BONUS');

/** The configuration when it fits the activity's type, else null (an activity never configured offers nothing). */
export function configOf(type: ActivityType, raw: unknown): ActivityConfig | null {
  if (!Value.Check(ActivityConfig, raw)) return null;
  return Value.Check(REWARD_SCHEMAS[type], raw.reward) ? raw : null;
}

/** An operator's configuration: its reward must be the shape of the type, and VIP bounds in order. */
export function assertConfig(type: ActivityType, config: ActivityConfig): void {
  if (!configOf(type, config)) throw new AppError('promo.config.invalid', `the reward is not the shape of a ${type} reward`);
  const { minVipLevel, maxVipLevel } = config.eligibility ?? {};
  if (minVipLevel !== undefined && maxVipLevel !== undefined && minVipLevel > maxVipLevel)
    throw new AppError('promo.config.invalid', 'minVipLevel is above maxVipLevel');
}
