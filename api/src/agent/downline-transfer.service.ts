import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { assertSameRequest, requestFingerprint } from '../http/idempotency';
import { hasPaymentPassword, verifyPaymentPassword } from '../security/payment-password.service';
import { assertNoActiveObligation } from '../promotions/turnover.service';
import { parseAmount } from '../wallet/money';
import { MAIN_WALLET, postTransferIn, walletBalance } from '../wallet/ledger.service';
import type { AgentTransferRecord, DownlineTransfer, DownlineTransferBody, TransferLimits } from '@site/shared/src/contracts/agent';
import type { RecordPage } from '@site/shared/src/contracts/wallet';
import type { Merchant } from '../system/merchant.repository';
import { agentSettings } from './agent-settings';
import { periodBounds } from './team-figures.service';
import { assertInTeam } from './team.service';
import * as repo from './downline-transfer.repository';

/**
 * An agent's transfer to a member of its team (docs/agent.md): one AGENT_TRANSFER from the agent's MAIN wallet to the
 * downline's, under the payment password, within the merchant's limits, once per idempotency key (api-conventions
 * A7: the same key with another request is idempotency.conflict; concurrent repeats move money once).
 */

const todayStart = (timeZone: string) => new Date(periodBounds('today', Date.now(), timeZone).start);

export async function transferLimits(db: Queryable, merchant: Merchant, agentId: number, timeZone: string): Promise<TransferLimits> {
  const { minAmount, maxAmount, dailyMax } = agentSettings(merchant).transfer;
  return {
    minAmount,
    maxAmount,
    dailyMax,
    usedToday: await repo.sentSince(db, agentId, todayStart(timeZone)),
    balance: await walletBalance(db, agentId, MAIN_WALLET),
    hasPaymentPassword: await hasPaymentPassword(db, agentId),
  };
}

export async function transferToDownline(
  db: Db,
  merchant: Merchant,
  agentId: number,
  input: DownlineTransferBody,
  timeZone: string,
): Promise<DownlineTransfer> {
  const { minAmount, maxAmount, dailyMax } = agentSettings(merchant).transfer;
  parseAmount(input.amount);
  if (input.amount < minAmount || input.amount > maxAmount)
    throw new AppError('agent.transfer.limit', undefined, undefined, { minAmount, maxAmount });
  await assertInTeam(db, agentId, input.memberId);
  // Outside the transaction: a wrong attempt must stay counted (the security centre's lock) even though we refuse.
  if (!(await verifyPaymentPassword(db, agentId, input.paymentPassword))) throw new AppError('payment.password.incorrect');

  // The payment password proves who asks; it is not part of what is asked.
  const request = { memberId: input.memberId, amount: input.amount };
  return db.transaction(async (tx) => {
    await repo.lockAgent(tx, agentId);
    const previous = await repo.findByRequestKey(tx, agentId, input.idempotencyKey);
    if (previous) {
      assertSameRequest(previous.requestFingerprint, request);
      return view(previous, await walletBalance(tx, agentId, MAIN_WALLET), true);
    }
    // Bonus money leaves only as bets: no transfer out while the sender's obligation is active (locked with the agent).
    await assertNoActiveObligation(tx, agentId, 'agent.transfer.bonus.turnover');
    if ((await repo.sentSince(tx, agentId, todayStart(timeZone))) + input.amount > dailyMax)
      throw new AppError('agent.transfer.daily.limit', undefined, undefined, { dailyMax });
    const posted = await postTransferIn(tx, {
      merchantCode: merchant.code,
      idempotencyKey: `AGENT_TRANSFER:${agentId}:${input.idempotencyKey}`,
      code: 'AGENT_TRANSFER',
      from: { memberId: agentId, wallet: MAIN_WALLET },
      to: { memberId: input.memberId, wallet: MAIN_WALLET },
      amount: input.amount,
      memo: 'Transfer from agent to downline',
      meta: { agentId, downlineId: input.memberId },
    });
    const row = await repo.insertTransfer(tx, {
      merchantCode: merchant.code,
      agentId,
      downlineId: input.memberId,
      amount: input.amount,
      requestKey: input.idempotencyKey,
      requestFingerprint: requestFingerprint(request),
      transferId: posted.transferId,
    });
    return view(row, posted.balances[MAIN_WALLET] ?? 0, false);
  });
}

const view = (row: repo.AgentTransferRow, balance: number, replayed: boolean): DownlineTransfer => ({
  id: row.id,
  memberId: row.downlineId,
  account: row.downlineAccount,
  amount: row.amount,
  createdAt: row.createdAt.getTime(),
  balance,
  replayed,
});

/** A member's transfers with agents, as it sees them: sent to a downline (out, negative) or received from its agent (in). */
export async function agentTransferRecords(
  db: Queryable,
  memberId: number,
  page: number,
  size: number,
): Promise<RecordPage<AgentTransferRecord>> {
  const { rows, total } = await repo.transfersOf(db, memberId, size, (page - 1) * size);
  return {
    rows: rows.map((r) => {
      const out = r.agentId === memberId;
      return {
        id: r.id,
        direction: out ? ('out' as const) : ('in' as const),
        counterpart: out ? r.downlineAccount : r.agentAccount,
        amount: out ? -r.amount : r.amount,
        createdAt: r.createdAt.getTime(),
      };
    }),
    totalCount: total,
    totalPages: Math.ceil(total / size),
    pageNum: page,
  };
}
