import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { assertSameRequest, requestFingerprint } from '../http/idempotency';
import { findMerchant } from '../system/merchant.repository';
import { MAIN_WALLET, postTransferIn } from '../wallet/ledger.service';
import type { VipBenefits } from '@site/shared/src/contracts/promotions';
import type { ManualRebate, OpsRebateClaim, RebateClaimed, RebateClaimRecord, RebateLine } from '@site/shared/src/contracts/referral';
import type { Page } from '@site/shared/src/contracts/envelope';
import { merchantTimeZone, startOfDay } from './activity-period';
import * as repo from './manual-rebate.repository';
import type { RebateClaimRow } from './manual-rebate.repository';
import { PROMO_HOUSE } from './reward-payment';
import { memberVipBenefits } from './vip.service';

/**
 * The member's manual rebate (/m/member/manualRebate, MANPLAYREB3): the valid bets since the last claim, per game
 * category at the member's VIP rate, paid on the member's claim as one REBATE transfer. A bet is rebated once: the
 * window starts after both the last manual claim and the last day a daily REBATE activity paid (and that activity
 * starts after the last manual claim). docs/promotions.md, Manual rebate.
 */

const DEFAULT_MIN_CLAIM = 100;

/** The merchant's `settings.manualRebate.minClaim` (minor units), 1.00 by default. */
async function minClaimOf(db: Queryable, merchantCode: string): Promise<number> {
  const raw = ((await findMerchant(db, merchantCode))?.settings.manualRebate as { minClaim?: unknown } | undefined)?.minClaim;
  return typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 1 ? raw : DEFAULT_MIN_CLAIM;
}

/** A category's rate: the level's own rate for it, else the level's rebatePercent; no VIP level, no rebate. */
const percentOf = (benefits: VipBenefits | null, category: string) => benefits?.rebatePercents?.[category] ?? benefits?.rebatePercent ?? 0;

/** The ledger key of a claim: one per member and window start. */
export const manualRebateKey = (memberId: number, from: Date) => `REBATE:manual:${memberId}:${from.toISOString()}`;

/**
 * The claim's bounds (product-rules 4.37): `floor`, the end of the last day the daily REBATE activity paid (else the
 * member's registration), below which nothing is paid here; `from`, what the screen shows as the window's start, the
 * later of the floor and the last claim's instant. A bet counts by its wager event's time, and is paid once: a claim
 * marks the events it paid, and the next claim pays every unmarked event since the floor, so a bet that committed
 * after a claim with an earlier time is paid by the next claim.
 */
async function windowBounds(db: Queryable, merchantCode: string, memberId: number): Promise<{ floor: Date; from: Date }> {
  let floor = new Date(await repo.memberSince(db, memberId));
  const period = await repo.lastDailyRebatePeriod(db, memberId);
  if (period) {
    const [year, month, day] = period.split('-').map(Number);
    const dailyEnd = startOfDay(year, month, day, merchantTimeZone((await findMerchant(db, merchantCode))?.settings ?? {}));
    if (dailyEnd > floor) floor = dailyEnd;
  }
  const lastClaim = await repo.lastClaimEnd(db, memberId);
  return { floor, from: lastClaim && new Date(lastClaim) > floor ? new Date(lastClaim) : floor };
}

/** Per category, floor(turnover x percent / 100), and their sums. */
function linesOf(turnovers: Array<{ category: string; turnover: number }>, benefits: VipBenefits | null) {
  const lines: RebateLine[] = turnovers.map(({ category, turnover }) => {
    const percent = percentOf(benefits, category);
    return { category, turnover, percent, amount: Math.floor((turnover * percent) / 100) };
  });
  return { lines, turnover: lines.reduce((s, l) => s + l.turnover, 0), amount: lines.reduce((s, l) => s + l.amount, 0) };
}

/** The rebate due now (the screen's figures: the same rows a claim would pay, without locking them). */
async function rebateDue(db: Queryable, merchantCode: string, memberId: number, now: Date) {
  const { floor, from } = await windowBounds(db, merchantCode, memberId);
  const benefits = (await memberVipBenefits(db, merchantCode, memberId))?.benefits ?? null;
  return { from, to: now, ...linesOf(await repo.unrebatedTurnoverByCategory(db, memberId, floor, now), benefits) };
}

/** In a claim: the rows it pays, locked, summed per category (refunds netted; a category below zero counts 0). */
async function rebateToPay(tx: Queryable, merchantCode: string, memberId: number, now: Date) {
  const { floor, from } = await windowBounds(tx, merchantCode, memberId);
  const rows = await repo.lockUnrebated(tx, memberId, floor, now);
  const byCategory = new Map<string, number>();
  for (const r of rows) byCategory.set(r.category, (byCategory.get(r.category) ?? 0) + r.amount);
  const turnovers = [...byCategory.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([category, turnover]) => ({ category, turnover: Math.max(0, turnover) }));
  const benefits = (await memberVipBenefits(tx, merchantCode, memberId))?.benefits ?? null;
  return { from, to: now, ids: rows.map((r) => r.id), ...linesOf(turnovers, benefits) };
}

const recordOf = (row: RebateClaimRow): RebateClaimRecord => ({
  id: row.id,
  from: new Date(row.window_from).getTime(),
  to: new Date(row.window_to).getTime(),
  turnover: row.turnover,
  amount: row.amount,
  lines: row.lines,
  claimedAt: new Date(row.created_at).getTime(),
});

/** GET /wps/rebate/manual: the rebate due now, the minimum claim, and the member's past claims. */
export async function manualRebate(db: Queryable, merchantCode: string, memberId: number, now = new Date()): Promise<ManualRebate> {
  const due = await rebateDue(db, merchantCode, memberId, now);
  const minClaim = await minClaimOf(db, merchantCode);
  const history = (await repo.claimHistory(db, memberId)).map(recordOf);
  return {
    from: due.from.getTime(),
    to: due.to.getTime(),
    turnover: due.turnover,
    amount: due.amount,
    lines: due.lines,
    minClaim,
    claimable: due.amount >= minClaim,
    history,
  };
}

/**
 * POST /wps/rebate/manual/claim: pays what is due as one REBATE transfer. Claims of one member run one at a time (the
 * member's row is locked), so a concurrent second claim finds the first's window closed and nothing left to pay; a
 * retry with the request's key answers as a replay (api-conventions A7).
 */
export async function claimManualRebate(
  db: Db,
  merchantCode: string,
  memberId: number,
  requestKey: string | null,
  now = new Date(),
): Promise<RebateClaimed> {
  const request = { action: 'manualRebateClaim' };
  return db.transaction(async (tx) => {
    await repo.lockMember(tx, memberId);
    if (requestKey) {
      const previous = await repo.claimByRequestKey(tx, memberId, requestKey);
      if (previous) {
        assertSameRequest(previous.request_fingerprint, request);
        return { claim: recordOf(previous), balance: null, replayed: true };
      }
    }
    const { ids, ...due } = await rebateToPay(tx, merchantCode, memberId, now);
    const minClaim = await minClaimOf(tx, merchantCode);
    if (due.amount < minClaim)
      throw new AppError('rebate.claim.minimum', `the rebate due (${due.amount}) is below the minimum claim (${minClaim})`);
    const claim = await repo.insertClaim(tx, {
      merchantCode,
      memberId,
      ...due,
      requestKey,
      fingerprint: requestKey ? requestFingerprint(request) : null,
    });
    const transfer = await postTransferIn(tx, {
      merchantCode,
      idempotencyKey: manualRebateKey(memberId, due.from),
      code: 'REBATE',
      from: { house: PROMO_HOUSE },
      to: { memberId, wallet: MAIN_WALLET },
      amount: due.amount,
      memo: 'MANPLAYREB3',
      meta: { manualRebate: { claimId: claim.id, from: due.from.toISOString(), to: due.to.toISOString() } },
    });
    await repo.setClaimTransfer(tx, claim.id, transfer.transferId);
    await repo.markRebated(tx, ids, claim.id);
    return { claim: recordOf(claim), balance: transfer.balances[MAIN_WALLET] ?? null, replayed: false };
  });
}

/** GET /ops/promotions/manual-rebate-claims: the merchant's claims with their windows, lines and transfers, a page at a time. */
export async function operatorRebateClaims(
  db: Queryable,
  merchantCode: string,
  q: { memberId?: number; pageNo: number; pageSize: number },
): Promise<Page<OpsRebateClaim>> {
  const { rows, total } = await repo.merchantClaims(db, merchantCode, q.memberId ?? null, q.pageNo, q.pageSize);
  return {
    content: rows.map((r) => ({
      ...recordOf(r),
      memberId: r.member_id,
      account: r.account,
      transferId: r.transfer_id === null ? null : Number(r.transfer_id),
    })),
    pageNum: q.pageNo,
    totalPages: Math.max(1, Math.ceil(total / q.pageSize)),
    totalCount: total,
  };
}
