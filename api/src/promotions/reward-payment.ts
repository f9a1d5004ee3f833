import type { Queryable } from '../db/db';
import { MAIN_WALLET, postTransferIn } from '../wallet/ledger.service';
import { ledgerCodeOf } from './activity-types';
import type { Activity } from './activity';
import { insertObligation } from './turnover.repository';

/** The house account promotions pay from (migration 300). */
export const PROMO_HOUSE = 'PROMO';

/** The ledger key of a reward: one per activity, member and period, so whatever path pays it pays it once. */
export const rewardKey = (activity: Pick<Activity, 'id' | 'type'>, memberId: number, period: string) =>
  `${ledgerCodeOf(activity.type)}:${activity.id}:${memberId}:${period}`;

/**
 * product-rules 4.30: pays a reward inside the caller's transaction: one BONUS (or REBATE) transfer from the house PROMO
 * account to the member's MAIN wallet, and the turnover obligation it carries (its multiple of the bonus, and of the
 * deposit it matched), when the activity asks for one.
 */
export async function payReward(
  tx: Queryable,
  p: { activity: Activity; memberId: number; period: string; amount: number; deposit?: number },
) {
  const { activity, memberId, period, amount, deposit = 0 } = p;
  const transfer = await postTransferIn(tx, {
    merchantCode: activity.merchantCode,
    idempotencyKey: rewardKey(activity, memberId, period),
    code: ledgerCodeOf(activity.type),
    from: { house: PROMO_HOUSE },
    to: { memberId, wallet: MAIN_WALLET },
    amount,
    memo: `${activity.code} ${period}`,
    meta: { promotionId: activity.id, promotionCode: activity.code, period },
  });
  const rule = activity.config?.turnover;
  const required = rule ? Math.ceil(amount * rule.bonusMultiple + deposit * rule.depositMultiple) : 0;
  if (required > 0) {
    await insertObligation(tx, {
      merchantCode: activity.merchantCode,
      memberId,
      promotionId: activity.id,
      period,
      bonusTransferId: transfer.transferId,
      bonus: amount,
      deposit,
      required,
    });
  }
  return { transferId: transfer.transferId, balance: transfer.balances[MAIN_WALLET] ?? null };
}
