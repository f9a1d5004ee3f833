import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { TurnoverObligation } from '@site/shared/src/contracts/activities';
import type { TransferInput, TransferResult } from '../wallet/ledger.service';
import * as repo from './turnover.repository';
import type { ObligationRow } from './turnover.repository';

/**
 * Turnover (wagering): the games report every valid bet here, once, in the bet's own transaction (game-wallet.ts).
 * A bet is a wager event and fills the member's active obligations, oldest first, by its amount weighted by its
 * category; a refunded bet (a rollback to the member, a cancelled lottery line) takes its weight back, newest
 * obligation first, so a bet that met an obligation and is then refunded opens it again. A withdrawal is refused
 * while any obligation is active (product-rules 4.26).
 */

type Lang = 'TH' | 'EN';

/** A category's weight in percent: the merchant's turnoverWeights[category], else its `default`, else 100. */
export function weightOf(weights: Record<string, unknown>, category: string): number {
  for (const value of [weights[category], weights.default]) {
    if (typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 100) return value;
  }
  return 100;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Called for every transfer the games post: bets and refunds of bets count, anything else is not turnover. */
export async function countWager(tx: Queryable, input: TransferInput, result: TransferResult): Promise<void> {
  if (result.replayed) return;
  const bet = input.code === 'BET' && 'memberId' in input.from ? input.from.memberId : null;
  const refund = input.code === 'ROLLBACK' && 'memberId' in input.to ? input.to.memberId : null;
  const memberId = bet ?? refund;
  if (memberId === null) return;
  const category = await repo.insertWagerEvent(tx, {
    merchantCode: input.merchantCode,
    memberId,
    transferId: result.transferId,
    gameId: text(input.meta?.gameId),
    vendor: text(input.meta?.vendor),
    amount: bet !== null ? input.amount : -input.amount,
  });

  const obligations = await repo.lockObligations(tx, memberId, bet !== null ? ['ACTIVE'] : ['ACTIVE', 'MET']);
  if (!obligations.length) return;
  let left = Math.floor((input.amount * weightOf(obligations[0].weights ?? {}, category)) / 100);
  const order = bet !== null ? obligations : [...obligations].reverse();
  for (const o of order) {
    if (left <= 0) break;
    const progress = Number(o.progress);
    const required = Number(o.required);
    const step = bet !== null ? Math.min(left, required - progress) : Math.min(left, progress);
    if (step <= 0) continue;
    const after = bet !== null ? progress + step : progress - step;
    await repo.setProgress(tx, Number(o.id), after, after >= required ? 'MET' : 'ACTIVE');
    left -= step;
  }
}

export function obligationView(o: ObligationRow, lang: Lang): TurnoverObligation {
  const required = Number(o.required);
  const progress = Number(o.progress);
  return {
    id: Number(o.id),
    promotionId: o.promotion_id === null ? null : Number(o.promotion_id),
    title: o.title[lang] ?? o.title.TH,
    bonus: Number(o.bonus),
    deposit: Number(o.deposit),
    required,
    progress,
    remaining: o.status === 'ACTIVE' ? Math.max(0, required - progress) : 0,
    status: o.status,
    createdAt: new Date(o.created_at).getTime(),
  };
}

/** GET /wps/promotions/obligations: the member's active and met obligations, oldest first (the withdraw screen). */
export async function memberObligationList(db: Queryable, memberId: number, lang: Lang): Promise<TurnoverObligation[]> {
  return (await repo.memberObligations(db, memberId, ['ACTIVE', 'MET'])).map((o) => obligationView(o, lang));
}

/** product-rules 4.32: a withdrawal waits for every active obligation (withdraw.bonus.turnover, with them in the refusal's value). */
export async function assertTurnoverMet(db: Queryable, memberId: number): Promise<void> {
  await assertNoActiveObligation(db, memberId, 'withdraw.bonus.turnover');
}

/**
 * docs/wallet.md "Money out while a bonus is wagered": with an active obligation, money leaves a member's account only
 * as bets. Every other way out (a withdrawal, an agent's transfer to its downline) asks this first, with its own key.
 */
export async function assertNoActiveObligation(
  db: Queryable,
  memberId: number,
  key: 'withdraw.bonus.turnover' | 'agent.transfer.bonus.turnover',
): Promise<void> {
  const active = await repo.memberObligations(db, memberId, ['ACTIVE']);
  if (active.length) throw new AppError(key, undefined, undefined, { obligations: active.map((o) => obligationView(o, 'EN')) });
}

const opsView = (o: ObligationRow, replayed: boolean) => ({
  ...obligationView(o, 'EN'),
  memberId: Number(o.member_id),
  cancelReason: o.cancel_reason,
  cancelledBy: o.cancelled_by,
  replayed,
});

export async function operatorObligations(db: Queryable, merchantCode: string, q: { memberId?: number; status?: string; limit?: number }) {
  return (
    await repo.merchantObligations(db, merchantCode, { memberId: q.memberId ?? null, status: q.status ?? null, limit: q.limit ?? 100 })
  ).map((o) => opsView(o, false));
}

/** An operator releases a member from an obligation, with a reason; cancelling it again answers the same. */
export async function cancelObligation(db: Db, merchantCode: string, id: number, actor: string, reason: string) {
  return db.transaction(async (tx) => {
    const o = await repo.lockObligation(tx, merchantCode, id);
    if (!o) throw new AppError('not.found');
    if (o.status === 'CANCELLED') return opsView(o, true);
    if (o.status !== 'ACTIVE') throw new AppError('promo.state.invalid', 'the obligation is met already');
    return opsView(await repo.cancelObligation(tx, id, actor, reason), false);
  });
}
