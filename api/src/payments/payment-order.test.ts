import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember, makeWithdrawalReady, TEST_PAYMENT_PASSWORD, wager } from '../../test/wallet-helpers';
import { walletBalance } from '../wallet/ledger.service';

/** The decision every payment order shares (payment-order.service.ts): exactly once, whichever decisions race. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OPS = { authorization: 'Bearer dev-operator-token', operator: 'carol' };
const decide = (url: string) => t.call({ method: 'POST', url, headers: OPS, payload: { reason: 'raced' } });
const outcome = (res: Awaited<ReturnType<typeof decide>>) =>
  res.statusCode === 200 ? `${res.json().value.status}${res.json().value.replayed ? ' replayed' : ''}` : res.json().errorCode;
const transfersOf = async (orderNo: string) =>
  (await t.db.query<{ code: string }>(`SELECT code FROM ledger_transfers WHERE meta->>'orderNo' = $1 ORDER BY id`, [orderNo])).map(
    (r) => r.code,
  );

describe('payment orders: one decision, once', () => {
  test('a deposit approved and rejected at once: one decision wins, the other is order.not.pending; credited at most once', async () => {
    const m = await createMember(t.db);
    const order = (
      await t.call({
        method: 'POST',
        url: '/wps/wallets/deposit',
        token: m.token,
        payload: { channel: 'MANUAL_BANK', amount: 120_000, payerName: 'Somchai', reference: 'race-1' },
      })
    ).json().value;
    const base = `/ops/wallet/deposits/${order.orderNo}`;
    const answers = (await Promise.all([decide(`${base}/approve`), decide(`${base}/reject`), decide(`${base}/approve`)])).map(outcome);
    const won = answers.find((a) => a === 'APPROVED' || a === 'REJECTED')!;
    expect(answers.filter((a) => a === won)).toHaveLength(1);
    expect(answers.filter((a) => a === 'order.not.pending').length).toBeGreaterThanOrEqual(1);
    if (won === 'APPROVED') expect(answers).toContain('APPROVED replayed');
    expect(await walletBalance(t.db, m.id)).toBe(won === 'APPROVED' ? 120_000 : 0);
    expect(await transfersOf(order.orderNo)).toEqual(won === 'APPROVED' ? ['DEPOSIT'] : []);
  });

  test('a withdrawal paid out and rejected at once: the held money leaves once, to the bank or back to MAIN', async () => {
    const m = await createMember(t.db);
    const { cardId } = await makeWithdrawalReady(t.db, m);
    await fundMember(t.db, m.id, 30_000);
    await wager(t.db, m.id, 30_000, 30_000);
    const order = (
      await t.call({
        method: 'POST',
        url: '/wps/transaction/withdraw',
        token: m.token,
        payload: { amount: 20_000, bankCardId: cardId, paymentPassword: TEST_PAYMENT_PASSWORD },
      })
    ).json().value;
    const base = `/ops/wallet/withdrawals/${order.id}`;
    const answers = (await Promise.all([decide(`${base}/payout`), decide(`${base}/reject`), decide(`${base}/reject`)])).map(outcome);
    const won = answers.find((a) => a === 'PAID' || a === 'REJECTED')!;
    expect(answers.filter((a) => a === won)).toHaveLength(1);
    expect(answers.filter((a) => a === 'order.not.pending').length).toBeGreaterThanOrEqual(1);
    expect(await walletBalance(t.db, m.id, 'HOLD')).toBe(0);
    expect(await walletBalance(t.db, m.id)).toBe(won === 'PAID' ? 10_000 : 30_000);
    expect(await transfersOf(order.orderNo)).toEqual(['WITHDRAW_HOLD', won === 'PAID' ? 'WITHDRAW_PAYOUT' : 'WITHDRAW_RELEASE']);
  });

  test("another merchant's operator finds no order", async () => {
    const m = await createMember(t.db);
    const order = (
      await t.call({
        method: 'POST',
        url: '/wps/wallets/deposit',
        token: m.token,
        payload: { channel: 'MANUAL_BANK', amount: 120_000, payerName: 'Somchai', reference: 'race-2' },
      })
    ).json().value;
    await t.db.query(`INSERT INTO merchants (code, name) VALUES ('OTHERPAY', 'Other') ON CONFLICT (code) DO NOTHING`);
    const res = await t.call({
      method: 'POST',
      url: `/ops/wallet/deposits/${order.orderNo}/approve`,
      headers: { ...OPS, merchant: 'OTHERPAY' },
    });
    expect(res.json().errorCode).toBe('order.not.found');
    expect(await walletBalance(t.db, m.id)).toBe(0);
  });
});
