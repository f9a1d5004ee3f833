import { afterCommit, type Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { publish } from '../events/events';
import { recordTransfer, recordTransferDuration } from '../observability/metrics';
import type { AccountRef, TransferInput, TransferResult } from './ledger.service';
import { memberBalances } from './ledger.repository';

const memberOf = (ref: AccountRef): number | null => ('memberId' in ref ? ref.memberId : null);

/**
 * What the rest of the system hears of a transfer, around the ledger's exported functions (the ledger itself stays
 * pure money code): its latency and outcome in the metrics and, once its transaction has committed (never inside it,
 * never after a rollback), `wallet.changed` with the member's balances for the live channel: the debited member's
 * (TransferResult.balances), else the credited member's, and both when money moves between two members (an agent's
 * transfer to a downline: the receiver's open page hears of it too).
 */
export async function observeTransfer(tx: Queryable, input: TransferInput, post: () => Promise<TransferResult>): Promise<TransferResult> {
  const started = process.hrtime.bigint();
  let result: TransferResult;
  try {
    result = await post();
  } catch (error) {
    recordTransfer(input.code, error instanceof AppError ? 'refused' : 'failed');
    throw error;
  }
  recordTransferDuration(input.code, Number(process.hrtime.bigint() - started) / 1e9);
  if (result.replayed) {
    recordTransfer(input.code, 'replayed');
    return result;
  }
  const memberId = memberOf(input.from) ?? memberOf(input.to);
  const receiver = memberOf(input.to);
  // Read inside the transaction, so the balances are the ones this transfer left.
  const receiverBalances = receiver !== null && receiver !== memberId ? await memberBalances(tx, receiver) : null;
  afterCommit(tx, () => {
    recordTransfer(input.code, 'posted');
    if (memberId !== null) void publish('wallet.changed', { merchant: input.merchantCode, memberId, balances: result.balances });
    if (receiverBalances) void publish('wallet.changed', { merchant: input.merchantCode, memberId: receiver!, balances: receiverBalances });
  });
  return result;
}
