import { one, type Queryable } from '../db/db';
import type { ActivityConfig, ActivityType } from '@site/shared/src/contracts/activities';
import type { ErrorKey } from '@site/shared/src/api/error-keys';
import type { VipBenefits } from '@site/shared/src/contracts/promotions';
import { findMerchant } from '../system/merchant.repository';
import { configOf, takeKind, typeSwitchedOn } from './activity-types';
import { isOpen, type ActivityWindow, type TakeKind } from './entry-state';
import { localDate, merchantTimeZone, periodOf } from './activity-period';
import { memberVipBenefits } from './vip.service';
import type { PromotionRow } from './promotions.repository';

/**
 * An activity as the engine reads it (its row, its parsed configuration, how members take part), the merchant's
 * rules that apply to it (time zone, promo switches), the member facts eligibility looks at, and the eligibility
 * rule itself: real members only (trial never, product-rules 6.2), the merchant's switch, the activity's window,
 * VIP levels, first deposit or not, the birthday month.
 */

export interface Activity {
  id: number;
  merchantCode: string;
  code: string;
  type: ActivityType;
  row: PromotionRow;
  /** Null for an activity whose configuration does not fit its type: it offers nothing. */
  config: ActivityConfig | null;
  kind: TakeKind;
  window: ActivityWindow;
}

export function activityOf(row: PromotionRow): Activity {
  const config = configOf(row.type, row.config);
  return {
    id: Number(row.id),
    merchantCode: row.merchant_code,
    code: row.code,
    type: row.type,
    row,
    config,
    kind: takeKind(row.type, config),
    window: {
      startsAt: new Date(row.starts_at),
      endsAt: row.ends_at && new Date(row.ends_at),
      closedAt: row.closed_at && new Date(row.closed_at),
    },
  };
}

export interface MerchantRules {
  timeZone: string;
  promos: Record<string, { enabled?: boolean }> | undefined;
}

export async function merchantRules(db: Queryable, merchantCode: string): Promise<MerchantRules> {
  const settings = (await findMerchant(db, merchantCode))?.settings ?? {};
  return { timeZone: merchantTimeZone(settings), promos: settings.promos };
}

/** The activity's period holding `now` (an activity without configuration has the one period 'once'). */
export const currentPeriod = (activity: Activity, rules: MerchantRules, now: Date) =>
  periodOf(activity.config?.frequency ?? 'ONCE', now, rules.timeZone);

/** Offered to members at all: configured and its type's switch on (a switched-off type is not listed, product-rules 2.24). */
export const isOffered = (activity: Activity, rules: MerchantRules) =>
  activity.config !== null && typeSwitchedOn(activity.type, rules.promos);

export interface MemberFacts {
  id: number;
  type: number;
  trial: boolean;
  vipLevel: number | null;
  vipBenefits: VipBenefits | null;
  /** Deposits credited to the member so far (ledger DEPOSIT transfers). */
  deposits: number;
  /** YYYY-MM-DD, or null when the member gave none. */
  birthday: string | null;
}

export async function memberFacts(db: Queryable, merchantCode: string, memberId: number): Promise<MemberFacts> {
  const row = await one<{ type: number; trial: boolean; birthday: string | null; deposits: number }>(
    db,
    `SELECT m.type, m.trial, to_char(m.birthday, 'YYYY-MM-DD') AS birthday,
       (SELECT COUNT(*) FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id WHERE a.member_id = m.id AND t.code = 'DEPOSIT')::int AS deposits
     FROM members m WHERE m.id = $1 AND m.merchant_code = $2`,
    [memberId, merchantCode],
  );
  const vip = await memberVipBenefits(db, merchantCode, memberId);
  return {
    id: memberId,
    type: Number(row?.type ?? 4),
    trial: row?.trial ?? true,
    vipLevel: vip?.level ?? null,
    vipBenefits: vip?.benefits ?? null,
    deposits: Number(row?.deposits ?? 0),
    birthday: row?.birthday ?? null,
  };
}

/** product-rules 6.2: member types 0, 1 and 2 are real accounts; trial accounts never take part. */
const REAL_TYPES = new Set([0, 1, 2]);

/** Why the member may not take part now, or null when they may. `depositsBefore` overrides the count (a deposit being paid). */
export function refusalOf(
  activity: Activity,
  member: MemberFacts,
  rules: MerchantRules,
  now: Date,
  depositsBefore = member.deposits,
): ErrorKey | null {
  if (member.trial || !REAL_TYPES.has(member.type)) return 'free_reject';
  if (!isOffered(activity, rules)) return 'function.not.available';
  if (activity.window.startsAt > now) return 'promo.not.started';
  if (!isOpen(activity.window, now)) return 'promo.closed';
  const { minVipLevel, maxVipLevel, deposit = 'ANY' } = activity.config!.eligibility ?? {};
  if (minVipLevel !== undefined && (member.vipLevel ?? -1) < minVipLevel) return 'promo.vip.level';
  if (maxVipLevel !== undefined && (member.vipLevel ?? -1) > maxVipLevel) return 'promo.vip.level';
  if (deposit === 'FIRST' && depositsBefore > 0) return 'promo.first.deposit.only';
  if (deposit === 'RELOAD' && depositsBefore === 0) return 'promo.reload.only';
  if (activity.type === 'BIRTHDAY') {
    if (!member.birthday) return 'promo.birthday.missing';
    if (Number(member.birthday.slice(5, 7)) !== localDate(now, rules.timeZone).month) return 'promo.birthday.month';
  }
  return null;
}
