import type { Queryable } from '../db/db';
import { closedRounds } from '../providers/provider.repository';
import { orderProgress } from '../lottery/lottery.repository';
import { HOUSE } from './game-wallet';

/** A round's outcome as the member's bet records show it. */
export type BetOutcome = 'WON' | 'LOST' | 'PENDING' | 'REFUNDED' | 'PUSH';

/** A bet as the ledger holds it: its transfer, the game's house account, its wins and whether it was rolled back. */
export interface PlacedBet {
  id: number;
  house: string;
  meta: Record<string, unknown>;
  /** The stake: a settled bet that returned exactly it is a push (a sports push or void, the stake back). */
  amount: number;
  winAmount: number;
  rolledBack: boolean;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/**
 * Whether each bet's round is over, asked of the game that played it: a losing round moves no money, so only the
 * game knows it ended. In-house rounds settle with the bet; a provider's round is over once it sent the round's
 * credit (zero for a loss); a lottery order once none of its sub-orders is pending (refunded when all were
 * cancelled). A bet of any other house counts as over once it won.
 */
export async function betOutcomes(db: Queryable, memberId: number, bets: PlacedBet[]): Promise<Map<number, BetOutcome>> {
  const providerRounds = new Map<string, string[]>();
  const orderNos: string[] = [];
  for (const bet of bets) {
    const provider = text(bet.meta.provider);
    const round = text(bet.meta.roundId);
    if (bet.house.startsWith(HOUSE.provider('')) && provider && round)
      providerRounds.set(provider, [...(providerRounds.get(provider) ?? []), round]);
    if (bet.house === HOUSE.lottery && text(bet.meta.orderNo)) orderNos.push(String(bet.meta.orderNo));
  }
  const closed = new Map<string, Set<string>>();
  for (const [provider, rounds] of providerRounds) closed.set(provider, await closedRounds(db, provider, memberId, rounds));
  const orders = await orderProgress(db, memberId, orderNos);

  const outcomes = new Map<number, BetOutcome>();
  for (const bet of bets) {
    let over = bet.winAmount > 0;
    let refunded = bet.rolledBack;
    if (bet.house === HOUSE.bgs) over = true;
    else if (bet.house === HOUSE.lottery) {
      const order = orders.get(String(bet.meta.orderNo));
      over = !!order && order.pending === 0;
      refunded ||= !!order && order.total > 0 && order.cancelled === order.total;
    } else if (bet.house.startsWith(HOUSE.provider(''))) {
      over ||= closed.get(String(bet.meta.provider))?.has(String(bet.meta.roundId)) ?? false;
    }
    const settled = bet.winAmount === bet.amount ? 'PUSH' : bet.winAmount > 0 ? 'WON' : 'LOST';
    outcomes.set(bet.id, refunded ? 'REFUNDED' : !over ? 'PENDING' : settled);
  }
  return outcomes;
}
