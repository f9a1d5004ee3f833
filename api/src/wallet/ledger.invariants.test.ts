import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { postTransfer, walletBalance } from './ledger.service';
import { houseBalance } from './ledger.repository';

describe('ledger', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fund = (memberId: number, amount: number, key: string) =>
    postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: key,
      code: 'DEPOSIT',
      from: { house: 'CASHIER' },
      to: { memberId, wallet: 'MAIN' },
      amount,
    });

  test('a deposit and a bet move money between two accounts; balances never go negative', async () => {
    const m = await createMember(t.db);
    const deposit = await fund(m.id, 10_000, `dep-${m.id}`);
    expect(deposit).toMatchObject({ replayed: false, balances: { MAIN: 10_000 } });
    const bet = await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: `bet-${m.id}`,
      code: 'BET',
      from: { memberId: m.id, wallet: 'MAIN' },
      to: { house: 'GAME:BGS' },
      amount: 2_500,
    });
    expect(bet.balances.MAIN).toBe(7_500);
    await expect(
      postTransfer(t.db, {
        merchantCode: 'DEMO',
        idempotencyKey: `bet2-${m.id}`,
        code: 'BET',
        from: { memberId: m.id, wallet: 'MAIN' },
        to: { house: 'GAME:BGS' },
        amount: 7_501,
      }),
    ).rejects.toMatchObject({ errorCode: 'balance.insufficient' });
    expect(await walletBalance(t.db, m.id)).toBe(7_500);
  });

  test('a repeated key returns the first result and moves nothing; other details conflict', async () => {
    const m = await createMember(t.db);
    const first = await fund(m.id, 500, `same-${m.id}`);
    const again = await fund(m.id, 500, `same-${m.id}`);
    expect(again).toEqual({ ...first, replayed: true });
    expect(await walletBalance(t.db, m.id)).toBe(500);
    await expect(fund(m.id, 501, `same-${m.id}`)).rejects.toMatchObject({ errorCode: 'idempotency.conflict' });
  });

  test('amounts must be positive safe integers of minor units', async () => {
    const m = await createMember(t.db);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.integer({ max: 0 }),
          fc.double().filter((v) => !Number.isSafeInteger(v)),
          fc.constant(2 ** 53),
          fc.constant(Number.NaN),
        ),
        async (amount) => {
          await expect(fund(m.id, amount, `bad-${Math.random()}`)).rejects.toMatchObject({ errorCode: 'amount.invalid' });
        },
      ),
      { numRuns: 100 },
    );
    expect(await walletBalance(t.db, m.id)).toBe(0);
  });

  test('concurrent transfers on one wallet: no lost update, no overdraft, duplicated keys move once', async () => {
    const m = await createMember(t.db);
    await fund(m.id, 1_000, `seed-${m.id}`);
    // 40 bets of 50 (2,000 wanted, 1,000 available) with every key sent twice.
    const bets = Array.from({ length: 80 }, (_, i) =>
      postTransfer(t.db, {
        merchantCode: 'DEMO',
        idempotencyKey: `cc-${m.id}-${i % 40}`,
        code: 'BET',
        from: { memberId: m.id, wallet: 'MAIN' },
        to: { house: 'GAME:BGS' },
        amount: 50,
      }).then(
        (r) => (r.replayed ? 'replayed' : 'moved'),
        (e) => e.errorCode as string,
      ),
    );
    const outcomes = await Promise.all(bets);
    const moved = outcomes.filter((o) => o === 'moved').length;
    expect(moved).toBe(20);
    expect(outcomes.every((o) => ['moved', 'replayed', 'balance.insufficient'].includes(o))).toBe(true);
    expect(await walletBalance(t.db, m.id)).toBe(0);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key LIKE $1`, [
      `cc-${m.id}-%`,
    ]);
    expect(n).toBe(20);
  });

  test('every member balance equals the sum of its transfers; the books balance to zero', async () => {
    const drift = await t.db.query(
      `SELECT a.id FROM ledger_accounts a
        WHERE a.member_id IS NOT NULL AND a.balance <> (
          SELECT COALESCE(SUM(CASE WHEN tr.credit_account_id = a.id THEN tr.amount ELSE -tr.amount END), 0)
            FROM ledger_transfers tr WHERE tr.credit_account_id = a.id OR tr.debit_account_id = a.id)`,
    );
    expect(drift).toEqual([]);
    const [{ members }] = await t.db.query<{ members: number }>(
      'SELECT COALESCE(SUM(balance), 0)::bigint AS members FROM ledger_accounts WHERE member_id IS NOT NULL',
    );
    const houses = (await houseBalance(t.db, 'DEMO', 'CASHIER')) + (await houseBalance(t.db, 'DEMO', 'GAME:BGS'));
    expect(Number(members) + houses).toBe(0);
  });
});
