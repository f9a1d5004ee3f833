import type { Db } from '../src/db/db';
import { postTransfer } from '../src/wallet/ledger.service';

let counter = 0;

/** Credits a member's wallet (MAIN unless told) straight through the ledger (a deposit from the house BANK), for tests. */
export async function fundMember(db: Db, memberId: number, amount: number, merchantCode = 'DEMO', wallet = 'MAIN'): Promise<void> {
  await postTransfer(db, {
    merchantCode,
    idempotencyKey: `test-fund-${memberId}-${process.pid}-${Date.now()}-${++counter}`,
    code: 'DEPOSIT',
    from: { house: 'BANK' },
    to: { memberId, wallet },
    amount,
  });
}

/** Values that must be refused as amount.invalid: zero, negative, fractional, huge, non-numeric. */
export const BAD_AMOUNTS: unknown[] = [
  0,
  -1,
  -100,
  0.5,
  10.01,
  1e13,
  Number.MAX_SAFE_INTEGER + 2,
  1e300,
  '100',
  'abc',
  '',
  null,
  true,
  [],
  {},
  '1e3',
];

export const TEST_PAYMENT_PASSWORD = '246810';

/** Gives a member a payment password and a bound bank card (security centre services), for withdrawal tests. */
export async function makeWithdrawalReady(
  db: Db,
  member: { id: number; password: string },
  accountNo = `10${String(member.id).padStart(8, '0')}`,
): Promise<{ cardId: number }> {
  const { savePaymentPassword } = await import('../src/security/payment-password.service');
  const { addCard } = await import('../src/security/bank-card.service');
  await savePaymentPassword(db, member.id, {
    loginPassword: member.password,
    newPassword: TEST_PAYMENT_PASSWORD,
    confirmPassword: TEST_PAYMENT_PASSWORD,
  });
  const card = await addCard(db, member.id, {
    bankCode: 'KBANK',
    accountNo,
    holder: 'Somchai Jaidee',
    paymentPassword: TEST_PAYMENT_PASSWORD,
  });
  return { cardId: card.id };
}

/** A bet and its win through the ledger (turnover for the wagering requirement). */
export async function wager(db: Db, memberId: number, bet: number, win = 0, merchantCode = 'DEMO'): Promise<void> {
  const round = `test-round-${memberId}-${Date.now()}-${++counter}`;
  await postTransfer(db, {
    merchantCode,
    idempotencyKey: `${round}:BET`,
    code: 'BET',
    from: { memberId, wallet: 'MAIN' },
    to: { house: 'GAME:TEST' },
    amount: bet,
    meta: { roundId: round },
  });
  if (win)
    await postTransfer(db, {
      merchantCode,
      idempotencyKey: `${round}:WIN`,
      code: 'WIN',
      from: { house: 'GAME:TEST' },
      to: { memberId, wallet: 'MAIN' },
      amount: win,
      meta: { roundId: round },
    });
}
