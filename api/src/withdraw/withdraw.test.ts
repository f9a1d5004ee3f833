import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { BAD_AMOUNTS, fundMember, makeWithdrawalReady, TEST_PAYMENT_PASSWORD, wager } from '../../test/wallet-helpers';
import { houseBalance, walletBalance } from '../wallet/ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A merchant without a wagering requirement and with one withdrawal a day, for the limit tests.
  await t.db.query(
    `INSERT INTO merchants (code, name, settings) VALUES ('WDLIMIT', 'Limits', '{"withdraw": {"turnoverMultiplier": 0, "dailyCount": 1}}'::jsonb) ON CONFLICT (code) DO NOTHING`,
  );
});
afterAll(() => t.close());

const OPS = { authorization: 'Bearer dev-operator-token', operator: 'bob' };
const withdraw = (token: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call({ method: 'POST', url: '/wps/transaction/withdraw', token, payload, headers });

async function readyMember(funds: number, merchantCode = 'DEMO') {
  const m = await createMember(t.db, { merchantCode });
  const { cardId } = await makeWithdrawalReady(t.db, m);
  if (funds) await fundMember(t.db, m.id, funds, merchantCode);
  return { ...m, cardId };
}

describe('withdrawals', () => {
  test('request holds the money; operator payout sends it to the bank; repeats move nothing twice', async () => {
    const m = await readyMember(100_000);
    await wager(t.db, m.id, 60_000, 60_000);
    await wager(t.db, m.id, 40_000);
    const body = { amount: 50_000, bankCardId: m.cardId, paymentPassword: TEST_PAYMENT_PASSWORD, idempotencyKey: 'wd-1' };
    const res = (await withdraw(m.token, body)).json().value;
    expect(res).toMatchObject({
      status: 'PENDING',
      amount: 50_000,
      bankName: 'Kasikornbank',
      accountNo: expect.stringMatching(/^\*+\d{4}$/),
      replayed: false,
      balances: { MAIN: 10_000, HOLD: 50_000 },
    });
    expect((await withdraw(m.token, body)).json().value).toMatchObject({ orderNo: res.orderNo, replayed: true });
    expect((await withdraw(m.token, { ...body, amount: 50_001 })).json().errorCode).toBe('idempotency.conflict');
    const info = (await t.call({ method: 'GET', url: '/wps/transaction/withdraw/info', token: m.token })).json().value;
    expect(info).toMatchObject({ availBalance: 10_000, heldBalance: 50_000, usedToday: 1, hasPaymentPassword: true, minAmount: 10_000 });
    const balance = (await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: m.token })).json().value;
    expect([balance.sumBalance, balance.heldBalance]).toEqual([10_000, 50_000]);

    const queue = (await t.call({ method: 'GET', url: '/ops/wallet/withdrawals?status=PENDING', headers: OPS })).json().value;
    expect(queue.find((o: { orderNo: string }) => o.orderNo === res.orderNo)).toMatchObject({
      accountNo: `10${String(m.id).padStart(8, '0')}`,
      account: m.account,
    });
    const bankBefore = await houseBalance(t.db, 'DEMO', 'BANK');
    expect((await t.call({ method: 'POST', url: `/ops/wallet/withdrawals/${res.id}/payout`, headers: OPS })).json().value).toMatchObject({
      status: 'PAID',
      replayed: false,
    });
    expect(
      (await t.call({ method: 'POST', url: `/ops/wallet/withdrawals/${res.orderNo}/payout`, headers: OPS })).json().value,
    ).toMatchObject({ status: 'PAID', replayed: true });
    expect(
      (await t.call({ method: 'POST', url: `/ops/wallet/withdrawals/${res.id}/reject`, headers: OPS, payload: { reason: 'x' } })).json()
        .errorCode,
    ).toBe('order.not.pending');
    expect(await walletBalance(t.db, m.id, 'HOLD')).toBe(0);
    expect(await walletBalance(t.db, m.id)).toBe(10_000);
    expect(await houseBalance(t.db, 'DEMO', 'BANK')).toBe(bankBefore + 50_000);

    const tx = (
      await t.call({
        method: 'GET',
        url: '/wps/relay/ODS2_MemberTransaction?codeTypes=WITHDRAW_HOLD,WITHDRAW_RELEASE&language=EN',
        token: m.token,
      })
    ).json().value;
    expect(tx.rows).toEqual([
      expect.objectContaining({
        txTypeId: 'WITHDRAW_HOLD',
        txTypeName: 'Withdrawal',
        amount: -50_000,
        orderNo: res.orderNo,
        currentAvailBalance: 10_000,
      }),
    ]);
    const records = (await t.call({ method: 'GET', url: '/wps/transaction/withdraw/records', token: m.token })).json().value;
    expect(records.rows.map((r: { orderNo: string; status: string }) => [r.orderNo, r.status])).toEqual([[res.orderNo, 'PAID']]);
  });

  test('operator rejection releases the held money back to MAIN', async () => {
    const m = await readyMember(20_000);
    await wager(t.db, m.id, 20_000, 20_000);
    const res = (await withdraw(m.token, { amount: 15_000, bankCardId: m.cardId, paymentPassword: TEST_PAYMENT_PASSWORD })).json().value;
    expect(await walletBalance(t.db, m.id)).toBe(5_000);
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/ops/wallet/withdrawals/${res.id}/reject`,
          headers: OPS,
          payload: { reason: 'name mismatch' },
        })
      ).json().value,
    ).toMatchObject({ status: 'REJECTED', reason: 'name mismatch' });
    expect(await walletBalance(t.db, m.id)).toBe(20_000);
    expect(await walletBalance(t.db, m.id, 'HOLD')).toBe(0);
    // The member's records show the refusal and the operator's reason (the records screen's withdrawals tab).
    const records = (await t.call({ method: 'GET', url: '/wps/transaction/withdraw/records', token: m.token })).json().value;
    expect(records.rows).toEqual([expect.objectContaining({ orderNo: res.orderNo, status: 'REJECTED', reason: 'name mismatch' })]);
    const tx = (await t.call({ method: 'GET', url: '/wps/relay/ODS2_MemberTransaction?codeTypes=WITHDRAW_RELEASE', token: m.token })).json()
      .value;
    expect(tx.rows[0]).toMatchObject({ amount: 15_000, currentAvailBalance: 20_000 });
    expect((await t.call({ method: 'POST', url: `/ops/wallet/withdrawals/${res.id}/payout` })).json().errorCode).toBe(
      'operator.unauthorized',
    );
  });

  test("refusals: wrong payment password, none set, another member's card, trial, guest, bad amounts, limits, funds", async () => {
    const m = await readyMember(30_000, 'WDLIMIT');
    const h = { merchant: 'WDLIMIT' };
    const ok = { amount: 10_000, bankCardId: m.cardId, paymentPassword: TEST_PAYMENT_PASSWORD };
    const wrong = await withdraw(m.token, { ...ok, paymentPassword: '000000' }, h);
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([400, 'payment.password.incorrect']);
    const other = await readyMember(0, 'WDLIMIT');
    expect((await withdraw(m.token, { ...ok, bankCardId: other.cardId }, h)).json().errorCode).toBe('bank.card.not.found');
    expect((await withdraw(m.token, { ...ok, bankCardId: 'abc' }, h)).json().errorCode).toBe('bank.card.not.found');
    for (const amount of BAD_AMOUNTS)
      expect([amount, (await withdraw(m.token, { ...ok, amount }, h)).json().errorCode]).toEqual([amount, 'amount.invalid']);
    expect((await withdraw(m.token, { ...ok, amount: 9_999 }, h)).json()).toMatchObject({
      errorCode: 'withdraw.limit',
      value: { minAmount: 10_000, maxAmount: 5_000_000 },
    });
    expect((await withdraw(m.token, { ...ok, amount: 5_000_001 }, h)).json().errorCode).toBe('withdraw.limit');
    const short = await withdraw(m.token, { ...ok, amount: 30_001 }, h);
    expect([short.statusCode, short.json().errorCode]).toEqual([422, 'balance.insufficient']);
    expect(await walletBalance(t.db, m.id, 'HOLD')).toBe(0);
    // One a day at this merchant.
    expect((await withdraw(m.token, ok, h)).json().value.status).toBe('PENDING');
    expect((await withdraw(m.token, ok, h)).json()).toMatchObject({ errorCode: 'withdraw.daily.limit', value: { dailyCount: 1 } });

    const noPassword = await createMember(t.db);
    await fundMember(t.db, noPassword.id, 20_000);
    expect((await withdraw(noPassword.token, { ...ok, bankCardId: 1 })).json().errorCode).toBe('bank.card.not.found');
    const trial = await createMember(t.db, { type: 4, trial: true });
    expect((await withdraw(trial.token, ok)).json().errorCode).toBe('free_reject');
    expect((await t.call({ method: 'POST', url: '/wps/transaction/withdraw', payload: ok })).json().errorCode).toBe('login.not.session');
    expect((await t.call({ method: 'GET', url: '/wps/transaction/withdraw/info', token: trial.token })).json().errorCode).toBe(
      'free_reject',
    );
  });

  test("withdrawals a day and the largest withdrawal are the member's VIP level's, the very figures of the VIP page", async () => {
    const levels = (await t.call({ method: 'GET', url: '/wps/promotions/vip/levels' })).json().value;
    const [bronze, silver] = levels;
    expect([bronze.name, silver.name]).toEqual(['Bronze', 'Silver']);
    const m = await readyMember(100_000);
    await wager(t.db, m.id, 100_000, 100_000);
    const info = async () => (await t.call({ method: 'GET', url: '/wps/transaction/withdraw/info', token: m.token })).json().value;
    expect(await info()).toMatchObject({
      dailyCount: bronze.benefits.withdrawalsPerDay,
      maxAmount: bronze.benefits.withdrawMaxAmount,
      vipLevel: { level: 0, name: 'Bronze' },
    });
    const ask = (amount: number) => withdraw(m.token, { amount, bankCardId: m.cardId, paymentPassword: TEST_PAYMENT_PASSWORD });
    expect((await ask(bronze.benefits.withdrawMaxAmount + 100)).json()).toMatchObject({
      errorCode: 'withdraw.limit',
      value: { maxAmount: bronze.benefits.withdrawMaxAmount },
    });
    for (let i = 0; i < bronze.benefits.withdrawalsPerDay; i++) expect((await ask(10_000)).json().value.status).toBe('PENDING');
    expect((await ask(10_000)).json()).toMatchObject({
      errorCode: 'withdraw.daily.limit',
      value: { dailyCount: bronze.benefits.withdrawalsPerDay },
    });

    // Reaching Silver (deposits and turnover from the ledger) gives Silver's figures at once.
    await fundMember(t.db, m.id, silver.depositRequired);
    for (let wagered = 0; wagered < silver.turnoverRequired; wagered += 500_000) await wager(t.db, m.id, 500_000, 500_000);
    expect(await info()).toMatchObject({
      dailyCount: silver.benefits.withdrawalsPerDay,
      maxAmount: silver.benefits.withdrawMaxAmount,
      vipLevel: { name: 'Silver' },
    });
    expect((await ask(10_000)).json().value.status).toBe('PENDING');
  });

  test('a member without a payment password is told to set one', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 20_000);
    // A card needs the payment password, so bind it straight in the table for this case.
    const [card] = await t.db.query<{ id: number }>(
      `INSERT INTO member_bank_cards (member_id, bank_code, bank_name, account_no, holder) VALUES ($1, 'KBANK', 'Kasikornbank', '1234567890', 'A B') RETURNING id`,
      [m.id],
    );
    const res = await withdraw(m.token, { amount: 10_000, bankCardId: card.id, paymentPassword: '123456' });
    expect([res.statusCode, res.json().errorCode]).toEqual([409, 'payment.password.not.set']);
  });

  test('the wagering requirement: bets since the last payout must reach the credited amount', async () => {
    const m = await readyMember(50_000);
    const ok = { amount: 10_000, bankCardId: m.cardId, paymentPassword: TEST_PAYMENT_PASSWORD };
    const refused = (await withdraw(m.token, ok)).json();
    expect(refused).toMatchObject({
      errorCode: 'withdraw.turnover.insufficient',
      value: { required: 50_000, achieved: 0, remaining: 50_000, multiplier: 1 },
    });
    await wager(t.db, m.id, 30_000, 30_000);
    expect((await withdraw(m.token, ok)).json().value).toMatchObject({ remaining: 20_000 });
    await wager(t.db, m.id, 20_000, 20_000);
    const accepted = (await withdraw(m.token, ok)).json().value;
    expect(accepted.status).toBe('PENDING');
    await t.call({ method: 'POST', url: `/ops/wallet/withdrawals/${accepted.id}/payout`, headers: OPS });
    // After a payout the count starts again: nothing new credited, nothing required.
    expect((await t.call({ method: 'GET', url: '/wps/transaction/withdraw/info', token: m.token })).json().value.turnover).toMatchObject({
      required: 0,
      remaining: 0,
    });
  });
});
