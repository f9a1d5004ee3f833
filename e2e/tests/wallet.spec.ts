import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { registerByUsername } from './support/auth';
import { meetTurnover } from './support/wallet';

/**
 * Money flows through the real API of a running site: manual deposit approved by the operator,
 * transfer to a vendor wallet and back, withdrawal with the payment password paid out by the operator, and the
 * records of each movement. The member is registered through the site; the screens come with mf-member's specs.
 */
const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'e2e' };
const PIN = '246810';

async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res =
    method === 'GET'
      ? await request.get(url, { headers: { authorization: token } })
      : await request.post(url, { headers: { authorization: token }, data });
  return res.json();
}

const balance = async (request: APIRequestContext, token: string) => (await call(request, token, 'GET', '/wps/v2/wallets/balance')).value;

test('deposit, operator approval, wallet transfer and back, withdrawal with the payment password, records of each movement', async ({
  page,
  context,
  request,
}) => {
  const { password } = await registerByUsername(page, context, request);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
  expect((await balance(request, token)).sumBalance).toBe(0);

  // Manual bank transfer: pending until the operator approves it; a double submit is one order.
  const depositBody = {
    channel: 'MANUAL_BANK',
    amount: 300_000,
    payerName: 'E2E Player',
    reference: 'slip-e2e',
    idempotencyKey: `dep-${Date.now()}`,
  };
  const order = (await call(request, token, 'POST', '/wps/wallets/deposit', depositBody)).value;
  expect(order).toMatchObject({ status: 'PENDING', amount: 300_000, bankAccount: expect.any(Object) });
  expect((await call(request, token, 'POST', '/wps/wallets/deposit', depositBody)).value).toMatchObject({
    orderNo: order.orderNo,
    replayed: true,
  });
  expect((await balance(request, token)).sumBalance).toBe(0);
  const queue = (await (await request.get('/ops/wallet/deposits?status=PENDING', { headers: OPERATOR })).json()).value;
  expect(queue.map((o: { orderNo: string }) => o.orderNo)).toContain(order.orderNo);
  const approved = await (await request.post(`/ops/wallet/deposits/${order.id}/approve`, { headers: OPERATOR })).json();
  expect(approved.value.status).toBe('APPROVED');
  expect(await balance(request, token)).toMatchObject({ sumBalance: 300_000, currency: 'THB' });

  // Main -> vendor wallet and back; the total never changes.
  const out = (
    await call(request, token, 'POST', '/wps/relay/GCS_walletTransfer', {
      fromWallet: 'MAIN',
      toWallet: 'PG',
      amount: 50_000,
      idempotencyKey: `out-${Date.now()}`,
    })
  ).value;
  expect(out).toMatchObject({ balances: { MAIN: 250_000, PG: 50_000 }, sumBalance: 300_000 });
  const wallets = (await call(request, token, 'GET', '/wps/wallets/gcs')).value;
  expect(wallets.wallets.find((w: { wallet: string }) => w.wallet === 'PG').balance).toBe(50_000);
  const back = (
    await call(request, token, 'POST', '/wps/relay/GCS_walletTransfer', {
      fromWallet: 'PG',
      toWallet: 'MAIN',
      amount: 50_000,
      idempotencyKey: `back-${Date.now()}`,
    })
  ).value;
  expect(back).toMatchObject({ balances: { MAIN: 300_000, PG: 0 }, sumBalance: 300_000 });

  // The wagering requirement (1x the deposit): play roulette rounds covering red and black until it is met.
  const { before, after: info } = await meetTurnover(request, token);
  expect(before.turnover).toMatchObject({ required: 300_000, remaining: 300_000 });
  const beforeWithdraw = (await balance(request, token)).sumBalance;
  expect(beforeWithdraw).toBeGreaterThanOrEqual(10_000);

  // Payment password and a bank card (security centre), then the withdrawal: a wrong PIN is refused, the right one holds the money.
  expect(
    (await call(request, token, 'POST', '/wps/member/paymentPassword', { loginPassword: password, newPassword: PIN, confirmPassword: PIN }))
      .success,
  ).toBe(true);
  const card = (
    await call(request, token, 'POST', '/wps/member/bankCard', {
      bankCode: 'KBANK',
      accountNo: `${Date.now()}`.slice(-10),
      holder: 'Somsri Player',
      paymentPassword: PIN,
    })
  ).value;
  const withdrawBody = { amount: 10_000, bankCardId: card.id, paymentPassword: PIN, idempotencyKey: `wd-${Date.now()}` };
  expect((await call(request, token, 'POST', '/wps/transaction/withdraw', { ...withdrawBody, paymentPassword: '000000' })).errorCode).toBe(
    'payment.password.incorrect',
  );
  const withdrawal = (await call(request, token, 'POST', '/wps/transaction/withdraw', withdrawBody)).value;
  expect(withdrawal).toMatchObject({ status: 'PENDING', amount: 10_000 });
  expect(await balance(request, token)).toMatchObject({ sumBalance: beforeWithdraw - 10_000, heldBalance: 10_000 });
  const paid = await (await request.post(`/ops/wallet/withdrawals/${withdrawal.id}/payout`, { headers: OPERATOR })).json();
  expect(paid.value.status).toBe('PAID');
  expect(await balance(request, token)).toMatchObject({ sumBalance: beforeWithdraw - 10_000, heldBalance: 0 });

  // Records: each movement with its type and signed amount, newest first.
  const records = (await call(request, token, 'GET', '/wps/relay/ODS2_MemberTransaction?page=1&size=100&language=EN')).value;
  const moves = records.rows.map((r: { txTypeId: string; amount: number }) => [r.txTypeId, r.amount]);
  expect(moves[0]).toEqual(['WITHDRAW_HOLD', -10_000]);
  expect(moves).toContainEqual(['TRANSFER', 50_000]);
  expect(moves).toContainEqual(['TRANSFER', -50_000]);
  expect(moves[moves.length - 1]).toEqual(['DEPOSIT', 300_000]);
  expect(moves.filter(([type]: [string]) => type === 'BET').length).toBeGreaterThan(0);
  expect(records.rows[0]).toMatchObject({
    txTypeName: 'Withdrawal',
    orderNo: withdrawal.orderNo,
    currentAvailBalance: beforeWithdraw - 10_000,
  });
  const bets = (await call(request, token, 'GET', '/wps/wallets/bets?page=1&size=50')).value;
  expect(bets.totalBet).toBe(info.turnover.achieved);
  const withdrawals = (await call(request, token, 'GET', '/wps/transaction/withdraw/records')).value;
  expect(withdrawals.rows[0]).toMatchObject({ orderNo: withdrawal.orderNo, status: 'PAID' });
  const deposits = (await call(request, token, 'GET', '/wps/wallets/deposit/records')).value;
  expect(deposits.rows[0]).toMatchObject({ orderNo: order.orderNo, status: 'APPROVED' });
});

test('gateway deposit: the demo gateway checkout pays and calls back; the member returns to the deposit page with the balance credited', async ({
  page,
  context,
  request,
}) => {
  await registerByUsername(page, context, request);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
  const order = (
    await call(request, token, 'POST', '/wps/deposit/gateway', {
      method: 'GATEWAY_DEMO',
      amount: 25_000,
      idempotencyKey: `gw-${Date.now()}`,
      returnUrl: '/m/voucherCenter',
    })
  ).value;
  await page.goto(order.payUrl);
  await expect(page.getByTestId('gateway-amount')).toHaveText('250.00');
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(new RegExp(`/m/voucherCenter\\?orderNo=${order.orderNo}`));
  expect((await call(request, token, 'GET', `/wps/wallets/deposit/${order.orderNo}`)).value.status).toBe('APPROVED');
  expect((await balance(request, token)).sumBalance).toBe(25_000);
});

test('guests are refused money endpoints; the operator API needs the operator token', async ({ request }) => {
  expect((await (await request.get('/wps/v2/wallets/balance')).json()).errorCode).toBe('login.not.session');
  expect((await (await request.post('/wps/wallets/deposit', { data: { channel: 'MANUAL_BANK', amount: 10_000 } })).json()).errorCode).toBe(
    'login.not.session',
  );
  expect((await (await request.post('/ops/wallet/deposits/1/approve')).json()).errorCode).toBe('operator.unauthorized');
});
