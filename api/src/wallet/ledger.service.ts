import type { Db, Queryable } from '../db/db';
import type { ErrorKey } from '@site/shared/src/api/error-keys';
import { AppError } from '../http/errors';
import { memberWalletBalance, postTransferRow, type AccountSide } from './ledger.repository';
import { observeTransfer } from './ledger.observer';

/**
 * The double-entry ledger: every money movement is one immutable transfer from one account to another, keyed by an
 * idempotency key unique per merchant (migration 300 explains the tables). The rules below run in the database, in one
 * call of ledger_post_transfer (migrations 660, 661): one round trip per transfer; the input checks run here first.
 *
 * - Member accounts keep their balance in the row; it is updated in the same transaction as the transfer, after
 *   SELECT ... FOR UPDATE of both member sides in ascending account id order (one global lock order: no deadlocks).
 *   A member account never goes negative (balance.insufficient).
 * - House accounts are append-only: never updated, their balance is the SUM of their transfers (no hot row).
 * - A repeated key with the same details (code, accounts, amount) returns the first transfer with replayed: true and
 *   the member's current balances, and moves nothing; the same key with other details is idempotency.conflict.
 * - Withdrawal holds: WITHDRAW_HOLD moves MAIN -> the member's HOLD wallet; WITHDRAW_PAYOUT moves HOLD -> house BANK;
 *   WITHDRAW_RELEASE moves HOLD -> MAIN. Held money is thus a real balance of the member, visible and never spendable.
 */

export type TransferCode =
  | 'DEPOSIT'
  | 'WITHDRAW_HOLD'
  | 'WITHDRAW_PAYOUT'
  | 'WITHDRAW_RELEASE'
  | 'TRANSFER'
  | 'BET'
  | 'WIN'
  | 'ROLLBACK'
  | 'BONUS'
  | 'REBATE'
  | 'AGENT_TRANSFER'
  | 'AGENT_CONTRACT'
  | 'AGENT_REBATE'
  | 'ADJUSTMENT';

export const TRANSFER_CODES: readonly TransferCode[] = [
  'DEPOSIT',
  'WITHDRAW_HOLD',
  'WITHDRAW_PAYOUT',
  'WITHDRAW_RELEASE',
  'TRANSFER',
  'BET',
  'WIN',
  'ROLLBACK',
  'BONUS',
  'REBATE',
  'AGENT_TRANSFER',
  'AGENT_CONTRACT',
  'AGENT_REBATE',
  'ADJUSTMENT',
];

/** A member's wallet ('MAIN', a vendor code, or 'HOLD') or a merchant's house account ('GAME:BGS', 'BANK', ...). */
export type AccountRef = { memberId: number; wallet: string } | { house: string };

export interface TransferInput {
  merchantCode: string;
  idempotencyKey: string;
  code: TransferCode;
  from: AccountRef;
  to: AccountRef;
  /** Positive integer minor units (1 THB = 100). */
  amount: number;
  memo?: string;
  meta?: Record<string, unknown>;
}

export interface TransferResult {
  transferId: number;
  replayed: boolean;
  /** The member's wallet balances after the transfer, by wallet (the debited member's, else the credited one's). */
  balances: Record<string, number>;
}

export const MAIN_WALLET = 'MAIN';
/** Per-member account holding requested withdrawals until an operator pays them out or releases them. */
export const HOLD_WALLET = 'HOLD';

const NAME = /^[A-Za-z0-9_:.-]{1,64}$/;

/** Money is a positive safe integer of minor units; anything else (0, negative, fractional, huge, NaN, strings) is refused. */
export function assertAmount(amount: unknown): asserts amount is number {
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) throw new AppError('amount.invalid');
}

function validate(input: TransferInput): void {
  assertAmount(input.amount);
  if (typeof input.idempotencyKey !== 'string' || !input.idempotencyKey || input.idempotencyKey.length > 200) {
    throw new AppError('validation.failed', 'idempotencyKey must be 1..200 characters', 422);
  }
  if (!TRANSFER_CODES.includes(input.code)) throw new AppError('validation.failed', `unknown transfer code ${String(input.code)}`, 422);
  for (const ref of [input.from, input.to]) {
    const name = 'house' in ref ? ref.house : ref.wallet;
    if (typeof name !== 'string' || !NAME.test(name)) throw new AppError('validation.failed', 'bad account name', 422);
    if ('memberId' in ref && !(Number.isSafeInteger(ref.memberId) && ref.memberId > 0)) throw new AppError('user.not.exist.or.disabled');
  }
}

const sideOf = (ref: AccountRef): AccountSide =>
  'house' in ref ? { member: null, name: ref.house } : { member: ref.memberId, name: ref.wallet };

/** The refusals ledger_post_transfer answers (its error column), thrown as the errors the service has always thrown. */
const REFUSALS: readonly ErrorKey[] = ['balance.insufficient', 'amount.invalid', 'idempotency.conflict', 'user.not.exist.or.disabled'];

function refusal(errorKey: string): Error {
  if (errorKey === 'validation.failed') return new AppError('validation.failed', 'from and to are the same account', 422);
  if (REFUSALS.includes(errorKey as ErrorKey)) return new AppError(errorKey as ErrorKey);
  return new Error(`ledger_post_transfer answered an unknown error: ${errorKey}`);
}

/** Posts one transfer inside the caller's transaction (the caller commits or rolls back); metrics and events: ledger.observer. */
export async function postTransferIn(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  return observeTransfer(tx, input, () => postOneTransfer(tx, input));
}

/** One round trip: the rules run in ledger_post_transfer (migrations 660, 661); a refusal has written nothing but new accounts. */
async function postOneTransfer(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  validate(input);
  const posted = await postTransferRow(tx, {
    merchantCode: input.merchantCode,
    idempotencyKey: input.idempotencyKey,
    code: input.code,
    debit: sideOf(input.from),
    credit: sideOf(input.to),
    amount: input.amount,
    memo: (input.memo ?? '').slice(0, 500),
    meta: input.meta ?? {},
  });
  if (posted.error) throw refusal(posted.error);
  return { transferId: Number(posted.transferId), replayed: posted.replayed, balances: posted.balances ?? {} };
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected

/**
 * Posts one transfer in its own transaction (retried on a serialization failure or deadlock): the one statement is
 * its transaction, so no BEGIN and COMMIT round trips. A refusal keeps only the accounts it created (created on first use).
 */
export async function postTransfer(db: Db, input: TransferInput): Promise<TransferResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await postTransferIn(db, input);
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 5 || !code || !RETRYABLE.has(code)) throw error;
    }
  }
}

/** The member's balance in one wallet (MAIN by default); 0 for a wallet never used. */
export async function walletBalance(db: Queryable, memberId: number, wallet: string = MAIN_WALLET): Promise<number> {
  return memberWalletBalance(db, memberId, wallet);
}

export { memberBalances, houseBalance } from './ledger.repository';
