import { afterCommit, type Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { publish } from '../events/events';
import { recordTransfer, recordTransferDuration } from '../observability/metrics';
import type { AccountRef, TransferInput, TransferResult } from './ledger.service';

const memberOf = (ref: AccountRef): number | null => ('memberId' in ref ? ref.memberId : null);

/**
 * What the rest of the system hears of a transfer, around the ledger's exported functions (the ledger itself stays
 * pure money code): its latency and outcome in the metrics and, once its transaction has committed (never inside it,
 * never after a rollback), `wallet.changed` with the member's balances for the live channel. The balances are the
 * debited member's, else the credited member's (TransferResult.balances).
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
  afterCommit(tx, () => {
    recordTransfer(input.code, 'posted');
    if (memberId !== null) void publish('wallet.changed', { merchant: input.merchantCode, memberId, balances: result.balances });
  });
  return result;
}
