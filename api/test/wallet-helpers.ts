import type { Db } from '../src/db/db';
import { postTransfer } from '../src/wallet/ledger.service';

let counter = 0;

/** Credits a member's MAIN wallet straight through the ledger (a deposit from the house BANK), for tests. */
export async function fundMember(db: Db, memberId: number, amount: number, merchantCode = 'DEMO'): Promise<void> {
  await postTransfer(db, {
    merchantCode,
    idempotencyKey: `test-fund-${memberId}-${process.pid}-${Date.now()}-${++counter}`,
    code: 'DEPOSIT',
    from: { house: 'BANK' },
    to: { memberId, wallet: 'MAIN' },
    amount,
  });
}

/** Values that must be refused as amount.invalid: zero, negative, fractional, huge, non-numeric. */
export const BAD_AMOUNTS: unknown[] = [0, -1, -100, 0.5, 10.01, 1e13, Number.MAX_SAFE_INTEGER + 2, 1e300, '100', 'abc', '', null, true, [], {}, '1e3'];
