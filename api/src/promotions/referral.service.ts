import type { Db, Queryable } from '../db/db';
import { findMerchant } from '../system/merchant.repository';
import { MAIN_WALLET, postTransferIn } from '../wallet/ledger.service';
import type {
  Invitee,
  InviteeState,
  OpsInvitee,
  OpsReferralReward,
  ReferralRefusal,
  ReferralSummary,
} from '@site/shared/src/contracts/referral';
import type { Page } from '@site/shared/src/contracts/envelope';
import { AppError } from '../http/errors';
import { promoSwitchOn } from '@site/shared/src/promotions/promo-switch';
import * as repo from './referral.repository';
import type { InviteeRow } from './referral.repository';
import { PROMO_HOUSE } from './reward-payment';

/**
 * Referral (/m/inviteFriends): a member registered with another's affiliate code is that member's invitee
 * (members.referrer_id). The invitee becomes valid once its approved deposits and valid bets reach the merchant's
 * thresholds, unless it shares the referrer's device, IP, phone or bank card; the referrer is paid one reward per
 * valid invitee, ever. docs/promotions.md, Referral.
 */

export interface ReferralRules {
  /** Approved deposits the invitee must reach, minor units. */
  minDeposit: number;
  /** Valid bets the invitee must reach, minor units. */
  minTurnover: number;
  /** What the referrer is paid per valid invitee, minor units. */
  reward: number;
}

const DEFAULT_RULES: ReferralRules = { minDeposit: 10_000, minTurnover: 0, reward: 5_000 };

const wholeOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : fallback;

/**
 * The merchant's `settings.referral`, each figure falling back to its default when missing or not a whole amount; no
 * reward while the merchant's REFERRAL promo switch is off (product-rules 3.20).
 */
export async function referralRules(db: Queryable, merchantCode: string): Promise<ReferralRules> {
  const settings = (await findMerchant(db, merchantCode))?.settings ?? {};
  const raw = (settings.referral ?? {}) as Partial<Record<keyof ReferralRules, unknown>>;
  const switchedOff = !promoSwitchOn(settings.promos, 'REFERRAL');
  return {
    minDeposit: wholeOr(raw.minDeposit, DEFAULT_RULES.minDeposit),
    minTurnover: wholeOr(raw.minTurnover, DEFAULT_RULES.minTurnover),
    reward: switchedOff ? 0 : wholeOr(raw.reward, DEFAULT_RULES.reward),
  };
}

/** The first thing the invitee shares with its referrer, checked in this order; null when nothing. */
function refusalOf(row: InviteeRow): ReferralRefusal | null {
  if (row.shared_device) return 'referral.shared.device';
  if (row.shared_ip) return 'referral.shared.ip';
  if (row.shared_phone) return 'referral.shared.phone';
  if (row.shared_bank_card) return 'referral.shared.bank.card';
  return null;
}

/** Valid once both thresholds are met and nothing is shared; a first deposit of any size makes it DEPOSITED. */
export function inviteeState(row: InviteeRow, rules: ReferralRules): { state: InviteeState; refusal: ReferralRefusal | null } {
  // A reward once paid stays paid: the invitee stays valid even if it later logs in from the referrer's device.
  if (row.reward !== null) return { state: 'VALID', refusal: null };
  const refusal = refusalOf(row);
  if (refusal) return { state: 'REFUSED', refusal };
  if (row.deposit >= Math.max(rules.minDeposit, 1) && row.turnover >= rules.minTurnover) return { state: 'VALID', refusal: null };
  return { state: row.deposit > 0 ? 'DEPOSITED' : 'REGISTERED', refusal: null };
}

/** The ledger key of a referral reward: one per referrer and invitee. */
export const referralRewardKey = (referrerId: number, inviteeId: number) => `REFERRAL:${referrerId}:${inviteeId}`;

/**
 * Pays the invitee's referrer when the invitee is valid and not yet rewarded, inside the caller's transaction: the
 * reward row first (its unique key is the lock: a concurrent settle waits, then finds it and pays nothing), then one
 * BONUS transfer from the house PROMO account. Called when the invitee's deposit is approved and when the referrer
 * looks at the invitees (the turnover threshold is met by bets, which are not held up for this).
 */
export async function settleInvitee(tx: Queryable, inviteeId: number, rules?: ReferralRules): Promise<number | null> {
  const row = await repo.invitee(tx, inviteeId);
  if (!row || row.reward !== null) return null;
  const r = rules ?? (await referralRules(tx, row.merchant_code));
  if (r.reward <= 0 || inviteeState(row, r).state !== 'VALID') return null;
  const rewardId = await repo.takeRewardRow(tx, {
    merchantCode: row.merchant_code,
    referrerId: row.referrer_id,
    inviteeId,
    amount: r.reward,
  });
  if (rewardId === null) return null;
  const transfer = await postTransferIn(tx, {
    merchantCode: row.merchant_code,
    idempotencyKey: referralRewardKey(row.referrer_id, inviteeId),
    code: 'BONUS',
    from: { house: PROMO_HOUSE },
    to: { memberId: row.referrer_id, wallet: MAIN_WALLET },
    amount: r.reward,
    memo: `REFERRAL ${row.account}`,
    meta: { referral: { inviteeId } },
  });
  await repo.setRewardTransfer(tx, rewardId, transfer.transferId);
  return r.reward;
}

/** The REFERRAL counter (product-rules 3.20): invitees now valid whose reward is not paid yet (none while the switch is off). */
export async function referralRewardsReady(db: Queryable, merchantCode: string, memberId: number): Promise<number> {
  const rules = await referralRules(db, merchantCode);
  if (rules.reward <= 0) return 0;
  return (await repo.unrewardedInvitees(db, memberId)).filter((row) => inviteeState(row, rules).state === 'VALID').length;
}

/** The account masked for its referrer: the first two and last two characters. */
const masked = (account: string) => (account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`);

/**
 * GET /wps/referral: the member's code and link, the rules, one page of the invitees with their states, and the
 * valid count and reward total over all of them. The invitees not rewarded yet are read in full (they are what may be
 * due): those now valid are settled first.
 */
export async function referralSummary(
  db: Db,
  merchantCode: string,
  memberId: number,
  page: { pageNo: number; pageSize: number } = { pageNo: 1, pageSize: 20 },
): Promise<ReferralSummary> {
  const rules = await referralRules(db, merchantCode);
  const valid = (row: InviteeRow) => inviteeState(row, rules).state === 'VALID';
  for (const row of (await repo.unrewardedInvitees(db, memberId)).filter(valid)) {
    await db.transaction((tx) => settleInvitee(tx, row.id, rules));
  }
  // A valid invitee is rewarded once settled; without a reward (the REFERRAL switch off) it is counted as it stands.
  const validUnrewarded = rules.reward > 0 ? 0 : (await repo.unrewardedInvitees(db, memberId)).filter(valid).length;
  const totals = await repo.inviteeTotals(db, memberId);
  const rows = await repo.invitees(db, memberId, page.pageNo, page.pageSize);
  const code = (await repo.affiliateCodeOf(db, memberId)) ?? '';
  const invitees: Invitee[] = rows.map((row) => ({
    account: masked(row.account),
    registeredAt: new Date(row.created_at).getTime(),
    ...inviteeState(row, rules),
    deposit: row.deposit,
    turnover: row.turnover,
    reward: row.reward,
  }));
  return {
    code,
    path: `/m/register?affiliateCode=${encodeURIComponent(code)}`,
    rules,
    invitees,
    pageNum: page.pageNo,
    totalPages: Math.max(1, Math.ceil(totals.count / page.pageSize)),
    totalCount: totals.count,
    validCount: totals.rewarded + validUnrewarded,
    rewardTotal: totals.rewardTotal,
  };
}

const pageOf = <T>(content: T[], pageNo: number, pageSize: number, total: number): Page<T> => ({
  content,
  pageNum: pageNo,
  totalPages: Math.max(1, Math.ceil(total / pageSize)),
  totalCount: total,
});

/** GET /ops/promotions/referral-rewards: the rewards paid, newest first, of one referrer or all. */
export async function operatorReferralRewards(
  db: Queryable,
  merchantCode: string,
  q: { referrerId?: number; pageNo: number; pageSize: number },
): Promise<Page<OpsReferralReward>> {
  const { rows, total } = await repo.merchantRewards(db, merchantCode, q.referrerId ?? null, q.pageNo, q.pageSize);
  const content = rows.map((r) => ({
    id: Number(r.id),
    referrerId: Number(r.referrer_id),
    referrer: r.referrer,
    inviteeId: Number(r.invitee_id),
    invitee: r.invitee,
    amount: Number(r.amount),
    transferId: r.transfer_id === null ? null : Number(r.transfer_id),
    createdAt: new Date(r.created_at).getTime(),
  }));
  return pageOf(content, q.pageNo, q.pageSize, total);
}

/**
 * GET /ops/promotions/referrals/:id/invitees: a referrer's invitees as the operator reviews them (whole accounts,
 * states, refusals), without settling anything; not.found for a member of another merchant.
 */
export async function operatorInvitees(
  db: Queryable,
  merchantCode: string,
  referrerId: number,
  q: { pageNo: number; pageSize: number },
): Promise<Page<OpsInvitee>> {
  if (!(await repo.merchantMember(db, merchantCode, referrerId))) throw new AppError('not.found');
  const rules = await referralRules(db, merchantCode);
  const rows = await repo.invitees(db, referrerId, q.pageNo, q.pageSize);
  const content = rows.map((row) => ({
    id: row.id,
    account: row.account,
    registeredAt: new Date(row.created_at).getTime(),
    ...inviteeState(row, rules),
    deposit: row.deposit,
    turnover: row.turnover,
    reward: row.reward,
  }));
  return pageOf(content, q.pageNo, q.pageSize, (await repo.inviteeTotals(db, referrerId)).count);
}
