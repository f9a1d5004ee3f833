import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { BAD_AMOUNTS } from '../../test/wallet-helpers';
import { walletBalance, houseBalance } from '../wallet/ledger.service';
import { signCallback } from './demo-gateway';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const OPS = { authorization: 'Bearer dev-operator-token', operator: 'alice' };
const deposit = (token: string, payload: Record<string, unknown>) =>
  t.call({ method: 'POST', url: '/wps/wallets/deposit', token, payload });
const ops = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  t.call({ method, url, headers: OPS, ...(payload ? { payload } : {}) });

function callback(body: { orderNo: string; gatewayRef: string; amount: number; status: string; timestamp?: number }, signature?: string) {
  const signed = { timestamp: Date.now(), ...body } as Parameters<typeof signCallback>[1];
  return t.call({
    method: 'POST',
    url: '/wps/payments/callback/GATEWAY_DEMO',
    headers: { 'x-gateway-signature': signature ?? signCallback('dev-demo-gateway-secret', signed) },
    payload: signed,
  });
}

describe('deposits', () => {
  test('methods: manual bank transfer and the demo gateway, with limits', async () => {
    const m = await createMember(t.db);
    const methods = (
      await t.call({ method: 'GET', url: '/wps/wallets/deposit/methods', token: m.token, headers: { language: 'EN' } })
    ).json().value;
    expect(methods.map((x: { code: string; kind: string }) => [x.code, x.kind])).toEqual([
      ['MANUAL_BANK', 'MANUAL'],
      ['GATEWAY_DEMO', 'GATEWAY'],
    ]);
    expect(methods[0]).toMatchObject({
      name: 'Bank transfer',
      minAmount: 10_000,
      maxAmount: 10_000_000,
      bankAccounts: [expect.objectContaining({ bankName: expect.any(String) })],
    });
  });

  test('manual transfer: pending until an operator approves; the balance moves once; records show it', async () => {
    const m = await createMember(t.db);
    const res = await deposit(m.token, {
      channel: 'MANUAL_BANK',
      amount: 150_000,
      payerName: 'Somchai',
      reference: 'slip-1',
      idempotencyKey: 'dep-1',
    });
    const order = res.json().value;
    expect(order).toMatchObject({
      status: 'PENDING',
      amount: 150_000,
      channel: 'MANUAL_BANK',
      replayed: false,
      bankAccount: { accountNo: expect.any(String) },
    });
    // A double tap (the same key with the same body) is the same order.
    expect(
      (
        await deposit(m.token, {
          channel: 'MANUAL_BANK',
          amount: 150_000,
          payerName: 'Somchai',
          reference: 'slip-1',
          idempotencyKey: 'dep-1',
        })
      ).json().value,
    ).toMatchObject({ orderNo: order.orderNo, replayed: true });
    expect(
      (
        await deposit(m.token, {
          channel: 'MANUAL_BANK',
          amount: 150_001,
          payerName: 'Somchai',
          reference: 'slip-1',
          idempotencyKey: 'dep-1',
        })
      ).json().errorCode,
    ).toBe('idempotency.conflict');
    expect(await walletBalance(t.db, m.id)).toBe(0);

    const queue = (await ops('GET', '/ops/wallet/deposits?status=PENDING')).json().value;
    expect(queue.find((o: { orderNo: string }) => o.orderNo === order.orderNo)).toMatchObject({
      memberId: m.id,
      account: m.account,
      amount: 150_000,
    });
    const approved = await ops('POST', `/ops/wallet/deposits/${order.id}/approve`);
    expect(approved.json().value).toMatchObject({ status: 'APPROVED', replayed: false });
    expect((await ops('POST', `/ops/wallet/deposits/${order.orderNo}/approve`)).json().value).toMatchObject({
      status: 'APPROVED',
      replayed: true,
    });
    expect((await ops('POST', `/ops/wallet/deposits/${order.id}/reject`, { reason: 'late' })).json().errorCode).toBe('order.not.pending');
    expect(await walletBalance(t.db, m.id)).toBe(150_000);

    const mine = (await t.call({ method: 'GET', url: `/wps/wallets/deposit/${order.orderNo}`, token: m.token })).json().value;
    expect(mine).toMatchObject({ status: 'APPROVED', amount: 150_000 });
    const records = (await t.call({ method: 'GET', url: '/wps/wallets/deposit/records', token: m.token })).json().value;
    expect(records.rows.map((r: { orderNo: string; status: string }) => [r.orderNo, r.status])).toEqual([[order.orderNo, 'APPROVED']]);
    const tx = (await t.call({ method: 'GET', url: '/wps/relay/ODS2_MemberTransaction?codeTypes=DEPOSIT', token: m.token })).json().value;
    expect(tx.rows[0]).toMatchObject({ txTypeId: 'DEPOSIT', amount: 150_000, orderNo: order.orderNo, currentAvailBalance: 150_000 });
  });

  test('operator rejection credits nothing; the operator API needs the operator token', async () => {
    const m = await createMember(t.db);
    const order = (await deposit(m.token, { channel: 'MANUAL', amount: 20_000 })).json().value;
    expect((await t.call({ method: 'POST', url: `/ops/wallet/deposits/${order.id}/approve` })).json().errorCode).toBe(
      'operator.unauthorized',
    );
    expect((await t.call({ method: 'POST', url: `/ops/wallet/deposits/${order.id}/approve`, token: m.token })).json().errorCode).toBe(
      'operator.unauthorized',
    );
    // The reason is text (its contract): an object is refused, where it was once kept as "[object Object]".
    const objectReason = await ops('POST', `/ops/wallet/deposits/${order.id}/reject`, { reason: { text: 'no money' } });
    expect([objectReason.statusCode, objectReason.json().errorCode]).toEqual([422, 'validation.failed']);
    expect((await ops('POST', `/ops/wallet/deposits/${order.id}/reject`, { reason: 'no money arrived' })).json().value).toMatchObject({
      status: 'REJECTED',
      reason: 'no money arrived',
    });
    expect((await ops('POST', `/ops/wallet/deposits/${order.id}/approve`)).json().errorCode).toBe('order.not.pending');
    expect((await ops('POST', `/ops/wallet/deposits/999999999/approve`)).json().errorCode).toBe('order.not.found');
    expect(await walletBalance(t.db, m.id)).toBe(0);
    // The member's records show the refusal and the operator's reason (the records screen's deposits tab).
    const records = (await t.call({ method: 'GET', url: '/wps/deposit/records', token: m.token })).json().value;
    expect(records.rows).toEqual([expect.objectContaining({ orderNo: order.orderNo, status: 'REJECTED', reason: 'no money arrived' })]);
  });

  test('gateway: checkout page, pay, signed callback credits once; repeats and forgeries move nothing', async () => {
    const m = await createMember(t.db);
    const order = (await deposit(m.token, { channel: 'GATEWAY_DEMO', amount: 30_000 })).json().value;
    expect(order.payUrl).toBe(`/demo-gateway/checkout/${order.orderNo}`);
    const page = await t.call({ method: 'GET', url: order.payUrl });
    expect(page.body).toContain('300.00');
    const houseBefore = await houseBalance(t.db, 'DEMO', 'GATEWAY:DEMO');
    const paid = await t.call({
      method: 'POST',
      url: order.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect([paid.statusCode, paid.headers.location]).toEqual([303, `/m/voucherCenter?orderNo=${order.orderNo}`]);
    expect(await walletBalance(t.db, m.id)).toBe(30_000);
    expect(await houseBalance(t.db, 'DEMO', 'GATEWAY:DEMO')).toBe(houseBefore - 30_000);
    // The gateway retries its callback: same answer, no second credit.
    const [{ gateway_ref: gatewayRef }] = await t.db.query<{ gateway_ref: string }>(
      `SELECT gateway_ref FROM demo_gateway_payments WHERE order_no = $1`,
      [order.orderNo],
    );
    const again = await callback({ orderNo: order.orderNo, gatewayRef, amount: 30_000, status: 'SUCCESS' });
    expect(again.json().value).toEqual({ orderNo: order.orderNo, status: 'APPROVED', replayed: true });
    expect(await walletBalance(t.db, m.id)).toBe(30_000);

    const second = (await deposit(m.token, { channel: 'GATEWAY_DEMO', amount: 40_000 })).json().value;
    const bad = await callback({ orderNo: second.orderNo, gatewayRef: 'x', amount: 40_000, status: 'SUCCESS' }, 'a'.repeat(64));
    expect([bad.statusCode, bad.json().errorCode]).toEqual([401, 'gateway.signature.invalid']);
    expect(
      (
        await callback({ orderNo: second.orderNo, gatewayRef: 'x', amount: 40_000, status: 'SUCCESS', timestamp: Date.now() - 3_600_000 })
      ).json().errorCode,
    ).toBe('gateway.signature.invalid');
    expect((await callback({ orderNo: second.orderNo, gatewayRef: 'x', amount: 99_999, status: 'SUCCESS' })).json().errorCode).toBe(
      'gateway.amount.mismatch',
    );
    expect((await callback({ orderNo: 'D-nope', gatewayRef: 'x', amount: 40_000, status: 'SUCCESS' })).json().errorCode).toBe(
      'order.not.found',
    );
    // A manual order cannot be approved by a gateway callback.
    const manual = (await deposit(m.token, { channel: 'MANUAL_BANK', amount: 40_000 })).json().value;
    expect((await callback({ orderNo: manual.orderNo, gatewayRef: 'x', amount: 40_000, status: 'SUCCESS' })).json().errorCode).toBe(
      'order.not.found',
    );
    // Failed payment closes the order.
    const failed = await t.call({
      method: 'POST',
      url: second.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failed',
    });
    expect(failed.statusCode).toBe(303);
    expect((await t.call({ method: 'GET', url: `/wps/wallets/deposit/${second.orderNo}`, token: m.token })).json().value.status).toBe(
      'FAILED',
    );
    expect(await walletBalance(t.db, m.id)).toBe(30_000);
  });

  test("refusals: guests, trial members, bad amounts, limits, unknown channel, another member's order", async () => {
    const m = await createMember(t.db);
    const trial = await createMember(t.db, { type: 4, trial: true });
    expect(
      (await t.call({ method: 'POST', url: '/wps/wallets/deposit', payload: { channel: 'MANUAL_BANK', amount: 20_000 } })).json().errorCode,
    ).toBe('login.not.session');
    expect((await deposit(trial.token, { channel: 'MANUAL_BANK', amount: 20_000 })).json().errorCode).toBe('free_reject');
    expect((await t.call({ method: 'GET', url: '/wps/wallets/deposit/methods', token: trial.token })).json().errorCode).toBe('free_reject');
    for (const amount of BAD_AMOUNTS)
      expect([amount, (await deposit(m.token, { channel: 'MANUAL_BANK', amount })).json().errorCode]).toEqual([amount, 'amount.invalid']);
    const low = (await deposit(m.token, { channel: 'MANUAL_BANK', amount: 9_999 })).json();
    expect(low).toMatchObject({ errorCode: 'deposit.limit', value: { minAmount: 10_000, maxAmount: 10_000_000 } });
    expect((await deposit(m.token, { channel: 'MANUAL_BANK', amount: 10_000_001 })).json().errorCode).toBe('deposit.limit');
    expect((await deposit(m.token, { channel: 'ALIPAY', amount: 20_000 })).json().errorCode).toBe('deposit.method.unknown');
    const other = await createMember(t.db);
    const theirs = (await deposit(other.token, { channel: 'MANUAL_BANK', amount: 20_000 })).json().value;
    expect((await t.call({ method: 'GET', url: `/wps/wallets/deposit/${theirs.orderNo}`, token: m.token })).json().errorCode).toBe(
      'order.not.found',
    );
    expect((await t.call({ method: 'GET', url: '/wps/wallets/deposit/records', token: m.token })).json().value.rows).toEqual([]);
  });

  test('the member centre paths: /wps/deposit/manual, /gateway (return path kept on this site), /methods, /records', async () => {
    const m = await createMember(t.db);
    expect((await t.call({ method: 'GET', url: '/wps/deposit/methods', token: m.token })).json().value).toHaveLength(2);
    const manual = (
      await t.call({
        method: 'POST',
        url: '/wps/deposit/manual',
        token: m.token,
        payload: { amount: 12_300, payerName: 'Somchai', payerAccountNo: '1234', idempotencyKey: 'k1' },
      })
    ).json().value;
    expect(manual).toMatchObject({ method: 'MANUAL_BANK', status: 'PENDING', reference: '1234', bankAccount: expect.any(Object) });
    const gw = (
      await t.call({
        method: 'POST',
        url: '/wps/deposit/gateway',
        token: m.token,
        payload: { amount: 12_300, method: 'GATEWAY_DEMO', idempotencyKey: 'k2', returnUrl: 'http://localhost:8304/m/voucherCenter' },
      })
    ).json().value;
    const paid = await t.call({
      method: 'POST',
      url: gw.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(paid.headers.location).toBe(`/m/voucherCenter?orderNo=${gw.orderNo}`);
    const evil = (
      await t.call({
        method: 'POST',
        url: '/wps/deposit/gateway',
        token: m.token,
        payload: { amount: 12_300, method: 'GATEWAY_DEMO', returnUrl: 'https://evil.example/steal' },
      })
    ).json().value;
    const back = await t.call({
      method: 'POST',
      url: evil.payUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=failed',
    });
    expect(back.headers.location).toBe(`/m/voucherCenter?orderNo=${evil.orderNo}`);
    const records = (await t.call({ method: 'GET', url: '/wps/deposit/records?page=1&size=10', token: m.token })).json().value;
    expect(records.rows.map((r: { status: string }) => r.status)).toEqual(['FAILED', 'APPROVED', 'PENDING']);
  });

  test('at most a few pending deposits per member', async () => {
    const m = await createMember(t.db);
    for (let i = 0; i < 5; i++)
      expect((await deposit(m.token, { channel: 'MANUAL_BANK', amount: 10_000 })).json().value.status).toBe('PENDING');
    expect((await deposit(m.token, { channel: 'MANUAL_BANK', amount: 10_000 })).json().errorCode).toBe('rate.limited');
  });
});
