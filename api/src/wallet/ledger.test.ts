import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import type { Queryable } from '../db/db';
import { houseBalance, postTransfer, postTransferIn, walletBalance, type TransferInput } from './ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let n = 0;
const key = () => `ledger-test-${Date.now()}-${++n}`;
const deposit = (memberId: number, amount: number, idempotencyKey = key()): TransferInput => ({
  merchantCode: 'DEMO',
  idempotencyKey,
  code: 'DEPOSIT',
  from: { house: 'BANK' },
  to: { memberId, wallet: 'MAIN' },
  amount,
});

/** Sum of a member account's journal entries (credits minus debits). */
async function journalSum(memberId: number, wallet: string): Promise<number> {
  const [row] = await t.db.query<{ s: number }>(
    `SELECT (COALESCE((SELECT SUM(amount) FROM ledger_transfers WHERE credit_account_id = a.id), 0)
           - COALESCE((SELECT SUM(amount) FROM ledger_transfers WHERE debit_account_id = a.id), 0))::bigint AS s
       FROM ledger_accounts a WHERE member_id = $1 AND wallet = $2`,
    [memberId, wallet],
  );
  return Number(row?.s ?? 0);
}

describe('ledger', () => {
  test('deposit, bet, win: balances move, house side derived from the journal', async () => {
    const m = await createMember(t.db);
    const houseBefore = await houseBalance(t.db, 'DEMO', 'GAME:TEST');
    const d = await postTransfer(t.db, deposit(m.id, 10_000));
    expect(d).toMatchObject({ replayed: false, balances: { MAIN: 10_000 } });
    const bet = await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: key(),
      code: 'BET',
      from: { memberId: m.id, wallet: 'MAIN' },
      to: { house: 'GAME:TEST' },
      amount: 2_500,
    });
    expect(bet.balances.MAIN).toBe(7_500);
    const win = await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: key(),
      code: 'WIN',
      from: { house: 'GAME:TEST' },
      to: { memberId: m.id, wallet: 'MAIN' },
      amount: 4_000,
    });
    expect(win.balances.MAIN).toBe(11_500);
    expect(await walletBalance(t.db, m.id)).toBe(11_500);
    expect(await walletBalance(t.db, m.id, 'MAIN')).toBe(await journalSum(m.id, 'MAIN'));
    expect(await houseBalance(t.db, 'DEMO', 'GAME:TEST')).toBe(houseBefore - 1_500);
    // House rows are never updated in place.
    const [house] = await t.db.query<{ balance: number }>(
      `SELECT balance FROM ledger_accounts WHERE merchant_code = 'DEMO' AND house = 'GAME:TEST'`,
    );
    expect(Number(house.balance)).toBe(0);
  });

  test('a member account never goes negative: balance.insufficient, nothing moves', async () => {
    const m = await createMember(t.db);
    await postTransfer(t.db, deposit(m.id, 1_000));
    await expect(
      postTransfer(t.db, {
        merchantCode: 'DEMO',
        idempotencyKey: key(),
        code: 'BET',
        from: { memberId: m.id, wallet: 'MAIN' },
        to: { house: 'GAME:TEST' },
        amount: 1_001,
      }),
    ).rejects.toMatchObject({ errorCode: 'balance.insufficient' });
    expect(await walletBalance(t.db, m.id)).toBe(1_000);
    // An empty vendor wallet cannot pay either.
    await expect(
      postTransfer(t.db, {
        merchantCode: 'DEMO',
        idempotencyKey: key(),
        code: 'TRANSFER',
        from: { memberId: m.id, wallet: 'BGS' },
        to: { memberId: m.id, wallet: 'MAIN' },
        amount: 1,
      }),
    ).rejects.toMatchObject({ errorCode: 'balance.insufficient' });
  });

  test('a repeated key returns the first result and moves nothing; other details are a conflict', async () => {
    const m = await createMember(t.db);
    const k = key();
    const first = await postTransfer(t.db, deposit(m.id, 5_000, k));
    const again = await postTransfer(t.db, deposit(m.id, 5_000, k));
    expect(again).toEqual({ transferId: first.transferId, replayed: true, balances: { MAIN: 5_000 } });
    await expect(postTransfer(t.db, deposit(m.id, 5_001, k))).rejects.toMatchObject({ errorCode: 'idempotency.conflict' });
    await expect(postTransfer(t.db, { ...deposit(m.id, 5_000, k), code: 'BONUS' })).rejects.toMatchObject({
      errorCode: 'idempotency.conflict',
    });
    expect(await walletBalance(t.db, m.id)).toBe(5_000);
  });

  test('amounts: zero, negative, fractional, huge, non-numeric are amount.invalid', async () => {
    const m = await createMember(t.db);
    const bad = fc.oneof(
      fc.integer({ max: 0 }),
      fc.double({ noNaN: false }).filter((x) => !Number.isSafeInteger(x) || x <= 0),
      fc.constantFrom(Number.MAX_SAFE_INTEGER + 1, Infinity, NaN, 1e300, 0.5, -0),
      fc.string(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(bad, async (amount) => {
        await expect(postTransfer(t.db, deposit(m.id, amount as number))).rejects.toMatchObject({ errorCode: 'amount.invalid' });
      }),
      { numRuns: 60 },
    );
    expect(await walletBalance(t.db, m.id)).toBe(0);
  });

  test('members of another merchant, unknown members and the same account on both sides are refused', async () => {
    await t.db.query(`INSERT INTO merchants (code, name) VALUES ('LEDGER2', 'Other') ON CONFLICT DO NOTHING`);
    const other = await createMember(t.db, { merchantCode: 'LEDGER2' });
    await expect(postTransfer(t.db, deposit(other.id, 100))).rejects.toMatchObject({ errorCode: 'user.not.exist.or.disabled' });
    await expect(postTransfer(t.db, deposit(99_999_999, 100))).rejects.toMatchObject({ errorCode: 'user.not.exist.or.disabled' });
    const m = await createMember(t.db);
    await expect(
      postTransfer(t.db, {
        merchantCode: 'DEMO',
        idempotencyKey: key(),
        code: 'TRANSFER',
        from: { memberId: m.id, wallet: 'MAIN' },
        to: { memberId: m.id, wallet: 'MAIN' },
        amount: 1,
      }),
    ).rejects.toMatchObject({ errorCode: 'validation.failed' });
  });

  test('transfers are immutable: update and delete fail; fixes are reversing transfers', async () => {
    const m = await createMember(t.db);
    const d = await postTransfer(t.db, deposit(m.id, 700));
    await expect(t.db.query(`UPDATE ledger_transfers SET amount = 1 WHERE id = $1`, [d.transferId])).rejects.toThrow(/immutable/);
    await expect(t.db.query(`DELETE FROM ledger_transfers WHERE id = $1`, [d.transferId])).rejects.toThrow(/immutable/);
    const reversal = await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: key(),
      code: 'ADJUSTMENT',
      from: { memberId: m.id, wallet: 'MAIN' },
      to: { house: 'BANK' },
      amount: 700,
      memo: `reverses ${d.transferId}`,
    });
    expect(reversal.balances.MAIN).toBe(0);
  });

  test('postTransferIn joins the caller transaction: a later failure rolls the transfer back', async () => {
    const m = await createMember(t.db);
    await expect(
      t.db.transaction(async (tx) => {
        await postTransferIn(tx, deposit(m.id, 300));
        throw new Error('caller failed');
      }),
    ).rejects.toThrow('caller failed');
    expect(await walletBalance(t.db, m.id)).toBe(0);
  });

  test('concurrent bets on one wallet are serialised: never negative, balance equals the journal', async () => {
    const m = await createMember(t.db);
    await postTransfer(t.db, deposit(m.id, 1_000));
    const bets = Array.from({ length: 30 }, (_, i) =>
      postTransfer(t.db, {
        merchantCode: 'DEMO',
        idempotencyKey: `${key()}-c${i % 20}`,
        code: 'BET',
        from: { memberId: m.id, wallet: 'MAIN' },
        to: { house: 'GAME:TEST' },
        amount: 100,
      }).then(
        () => 'ok',
        (e: { errorCode?: string }) => e.errorCode,
      ),
    );
    const results = await Promise.all(bets);
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(results.filter((r) => r !== 'ok').every((r) => r === 'balance.insufficient')).toBe(true);
    expect(await walletBalance(t.db, m.id)).toBe(0);
    expect(await journalSum(m.id, 'MAIN')).toBe(0);
  });

  test('the same key sent concurrently moves money once', async () => {
    const m = await createMember(t.db);
    const k = key();
    const results = await Promise.all(Array.from({ length: 8 }, () => postTransfer(t.db, deposit(m.id, 250, k))));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(await walletBalance(t.db, m.id)).toBe(250);
  });
});

describe('ledger_post_transfer (migrations 660, 661): the rules in one database call', () => {
  /** Calls the function as the repository does; a member side is [memberId, wallet], a house side [null, house]. */
  const post = (q: Queryable, k: string, code: string, debit: [number | null, string], credit: [number | null, string], amount: number) =>
    q
      .query<{ transfer_id: number | null; replayed: boolean; balances: Record<string, number> | null; error: string | null }>(
        `SELECT * FROM ledger_post_transfer('DEMO', $1, $2, $3, $4, $5, $6, $7, '', '{}')`,
        [k, code, ...debit, ...credit, amount],
      )
      .then((rows) => rows[0]);

  test('each refusal is an answer carrying the error key, never an exception, and posts nothing', async () => {
    const m = await createMember(t.db);
    await postTransfer(t.db, deposit(m.id, 1_000));
    const k = key();
    expect(await post(t.db, k, 'BET', [m.id, 'MAIN'], [null, 'GAME:TEST'], 1_001)).toMatchObject({
      transfer_id: null,
      error: 'balance.insufficient',
    });
    expect(await post(t.db, key(), 'BET', [99_999_999, 'MAIN'], [null, 'GAME:TEST'], 1)).toMatchObject({
      transfer_id: null,
      error: 'user.not.exist.or.disabled',
    });
    expect(await post(t.db, key(), 'TRANSFER', [m.id, 'MAIN'], [m.id, 'MAIN'], 1)).toMatchObject({
      transfer_id: null,
      error: 'validation.failed',
    });
    const first = await post(t.db, k, 'BET', [m.id, 'MAIN'], [null, 'GAME:TEST'], 400);
    expect(first).toMatchObject({ replayed: false, balances: { MAIN: 600 }, error: null });
    expect(await post(t.db, k, 'BET', [m.id, 'MAIN'], [null, 'GAME:TEST'], 401)).toMatchObject({
      transfer_id: null,
      error: 'idempotency.conflict',
    });
    expect(await post(t.db, k, 'BET', [m.id, 'MAIN'], [null, 'GAME:OTHER'], 400)).toMatchObject({
      transfer_id: null,
      error: 'idempotency.conflict',
    });
    expect(await post(t.db, k, 'BET', [m.id, 'MAIN'], [null, 'GAME:TEST'], 400)).toMatchObject({
      transfer_id: first.transfer_id,
      replayed: true,
      balances: { MAIN: 600 },
      error: null,
    });
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ledger_transfers WHERE idempotency_key = $1`, [k]);
    expect(n).toBe(1);
  });

  test("a refusal leaves the caller's transaction usable", async () => {
    const m = await createMember(t.db);
    const balance = await t.db.transaction(async (tx) => {
      await expect(
        postTransferIn(tx, {
          merchantCode: 'DEMO',
          idempotencyKey: key(),
          code: 'BET',
          from: { memberId: m.id, wallet: 'MAIN' },
          to: { house: 'GAME:TEST' },
          amount: 1,
        }),
      ).rejects.toMatchObject({
        errorCode: 'balance.insufficient',
      });
      return (await postTransferIn(tx, deposit(m.id, 900))).balances.MAIN;
    });
    expect(balance).toBe(900);
    expect(await walletBalance(t.db, m.id)).toBe(900);
  });

  test('a repeat answers as a replay even when the balance could not pay it again now', async () => {
    const m = await createMember(t.db);
    await postTransfer(t.db, deposit(m.id, 1_000));
    const bet = {
      merchantCode: 'DEMO',
      idempotencyKey: key(),
      code: 'BET' as const,
      from: { memberId: m.id, wallet: 'MAIN' },
      to: { house: 'GAME:TEST' },
      amount: 800,
    };
    const first = await postTransfer(t.db, bet);
    expect(await postTransfer(t.db, bet)).toEqual({ transferId: first.transferId, replayed: true, balances: { MAIN: 200 } });
    await expect(postTransfer(t.db, { ...bet, amount: 801 })).rejects.toMatchObject({ errorCode: 'idempotency.conflict' });
  });

  test('a credit that would take a balance past 2^53 - 1 is amount.invalid', async () => {
    const m = await createMember(t.db);
    await postTransfer(t.db, deposit(m.id, Number.MAX_SAFE_INTEGER - 10));
    await expect(postTransfer(t.db, deposit(m.id, 11))).rejects.toMatchObject({ errorCode: 'amount.invalid' });
    expect(await walletBalance(t.db, m.id)).toBe(Number.MAX_SAFE_INTEGER - 10);
  });

  test('house-to-house transfers with one key sent concurrently move money once', async () => {
    const k = key();
    const before = await houseBalance(t.db, 'DEMO', 'GAME:HOUSE2');
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        postTransfer(t.db, {
          merchantCode: 'DEMO',
          idempotencyKey: k,
          code: 'ADJUSTMENT',
          from: { house: 'BANK' },
          to: { house: 'GAME:HOUSE2' },
          amount: 300,
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.transferId)).size).toBe(1);
    expect(results.every((r) => Object.keys(r.balances).length === 0)).toBe(true);
    expect(await houseBalance(t.db, 'DEMO', 'GAME:HOUSE2')).toBe(before + 300);
  });

  test('concurrent first uses of a wallet create it once and lose no credit; member-to-member moves lock both sides', async () => {
    const m = await createMember(t.db);
    const credit = (k: string) => post(t.db, k, 'DEPOSIT', [null, 'BANK'], [m.id, 'NEWWALLET'], 125);
    const results = await Promise.all(Array.from({ length: 8 }, () => credit(key())));
    expect(results.every((r) => r.error === null && !r.replayed)).toBe(true);
    expect(await walletBalance(t.db, m.id, 'NEWWALLET')).toBe(1_000);
    expect(await journalSum(m.id, 'NEWWALLET')).toBe(1_000);
    const moved = await post(t.db, key(), 'TRANSFER', [m.id, 'NEWWALLET'], [m.id, 'MAIN'], 400);
    expect(moved).toMatchObject({ error: null, balances: { NEWWALLET: 600, MAIN: 400 } });
    expect(await post(t.db, key(), 'TRANSFER', [m.id, 'NEWWALLET'], [m.id, 'MAIN'], 601)).toMatchObject({ error: 'balance.insufficient' });
  });

  test('the database itself refuses an unknown transfer code', async () => {
    const m = await createMember(t.db);
    await expect(post(t.db, key(), 'GIFT', [null, 'BANK'], [m.id, 'MAIN'], 1)).rejects.toMatchObject({ code: '23514' });
    expect(await walletBalance(t.db, m.id)).toBe(0);
  });

  test('ledger accounts are never deleted: transfers point at them without a foreign key', async () => {
    const m = await createMember(t.db);
    await postTransfer(t.db, deposit(m.id, 100));
    await expect(t.db.query(`DELETE FROM ledger_accounts WHERE member_id = $1`, [m.id])).rejects.toThrow(/never deleted/);
  });
});
