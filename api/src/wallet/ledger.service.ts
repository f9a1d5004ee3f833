import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { assertSameRequest, requestFingerprint } from '../http/idempotency';
import {
  ensureHouseAccount,
  ensureMemberAccount,
  findTransferByKey,
  insertTransfer,
  lockMemberAccounts,
  memberBalances,
  memberWalletBalance,
  setBalance,
  type AccountRow,
  type TransferRow,
} from './ledger.repository';
import { observeTransfer } from './ledger.observer';

/**
 * The double-entry ledger: every money movement is one immutable transfer from one account to another, keyed by an
 * idempotency key unique per merchant (migration 300 explains the tables).
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
  | 'ADJUSTMENT';

export const TRANSFER_CODES: readonly TransferCode[] = [
  'DEPOSIT', 'WITHDRAW_HOLD', 'WITHDRAW_PAYOUT', 'WITHDRAW_RELEASE', 'TRANSFER', 'BET', 'WIN', 'ROLLBACK', 'BONUS', 'REBATE', 'AGENT_TRANSFER', 'ADJUSTMENT',
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

async function resolve(tx: Queryable, merchantCode: string, ref: AccountRef): Promise<AccountRow> {
  if ('house' in ref) return ensureHouseAccount(tx, merchantCode, ref.house);
  const account = await ensureMemberAccount(tx, merchantCode, ref.memberId, ref.wallet);
  // A member of another merchant (or none) has no account here.
  if (!account || account.merchantCode !== merchantCode) throw new AppError('user.not.exist.or.disabled');
  return account;
}

const memberOf = (debit: AccountRow, credit: AccountRow) => debit.memberId ?? credit.memberId;

/** What a transfer is, for its idempotency key: the reason code, the two accounts and the amount (memo and meta describe it). */
const transferRequest = (t: { code: string; debitAccountId: number; creditAccountId: number; amount: number }) => ({
  code: t.code,
  debitAccountId: Number(t.debitAccountId),
  creditAccountId: Number(t.creditAccountId),
  amount: Number(t.amount),
});

async function replay(tx: Queryable, previous: TransferRow, input: TransferInput, debit: AccountRow, credit: AccountRow): Promise<TransferResult> {
  // The ledger row itself is the stored request: its fingerprint is taken from its columns.
  assertSameRequest(requestFingerprint(transferRequest(previous)), transferRequest({ code: input.code, debitAccountId: debit.id, creditAccountId: credit.id, amount: input.amount }));
  const memberId = memberOf(debit, credit);
  return { transferId: Number(previous.id), replayed: true, balances: memberId ? await memberBalances(tx, Number(memberId)) : {} };
}

/** Posts one transfer inside the caller's transaction (the caller commits or rolls back); metrics and events: ledger.observer. */
export async function postTransferIn(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  return observeTransfer(tx, input, () => postOneTransfer(tx, input));
}

async function postOneTransfer(tx: Queryable, input: TransferInput): Promise<TransferResult> {
  validate(input);
  const debit = await resolve(tx, input.merchantCode, input.from);
  const credit = await resolve(tx, input.merchantCode, input.to);
  if (debit.id === credit.id) throw new AppError('validation.failed', 'from and to are the same account', 422);

  const memberSides = [debit, credit].filter((a) => a.memberId !== null).map((a) => Number(a.id));
  const balances = await lockMemberAccounts(tx, memberSides);

  let debitAfter: number | null = null;
  let creditAfter: number | null = null;
  if (debit.memberId !== null) debitAfter = balances.get(Number(debit.id))! - input.amount;
  if (credit.memberId !== null) creditAfter = balances.get(Number(credit.id))! + input.amount;
  if ((debitAfter !== null && debitAfter < 0) || (creditAfter !== null && !Number.isSafeInteger(creditAfter))) {
    // A repeat of a transfer that went through answers as a replay even when it could not be paid again now.
    const previous = await findTransferByKey(tx, input.merchantCode, input.idempotencyKey);
    if (previous) return replay(tx, previous, input, debit, credit);
    throw new AppError(debitAfter !== null && debitAfter < 0 ? 'balance.insufficient' : 'amount.invalid');
  }

  const transferId = await insertTransfer(tx, {
    merchantCode: input.merchantCode,
    idempotencyKey: input.idempotencyKey,
    code: input.code,
    debitAccountId: Number(debit.id),
    creditAccountId: Number(credit.id),
    amount: input.amount,
    debitBalanceAfter: debitAfter,
    creditBalanceAfter: creditAfter,
    memo: (input.memo ?? '').slice(0, 500),
    meta: input.meta ?? {},
  });
  if (transferId === null) {
    // The key is taken: by an earlier transfer (the member lock above made us wait for it to commit) or, for
    // house-only transfers that take no row lock, by a concurrent twin. Either way answer as its replay.
    const twin = (await findTransferByKey(tx, input.merchantCode, input.idempotencyKey))!;
    return replay(tx, twin, input, debit, credit);
  }
  if (debitAfter !== null) await setBalance(tx, Number(debit.id), debitAfter);
  if (creditAfter !== null) await setBalance(tx, Number(credit.id), creditAfter);

  const memberId = memberOf(debit, credit);
  return { transferId, replayed: false, balances: memberId ? await memberBalances(tx, Number(memberId)) : {} };
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected

/** Posts one transfer in its own transaction (retried on a serialization failure or deadlock). */
export async function postTransfer(db: Db, input: TransferInput): Promise<TransferResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => postTransferIn(tx, input));
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
