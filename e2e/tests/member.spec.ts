import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';

/** The e2e server runs outside production: the operator token is the development default. */
const OPERATOR = { authorization: 'Bearer dev-operator-token', merchant: 'DEMO', operator: 'e2e-cashier' };

async function openMemberScreen(page: Page, path: string, screen: string) {
  await page.goto(path);
  await remoteReady(page, 'mf-member');
  await expect(page.locator(`[data-screen="${screen}"]`)).toBeVisible();
}

async function approveDeposit(request: APIRequestContext, orderNo: string) {
  const res = await request.post(`/ops/wallet/deposits/${orderNo}/approve`, { headers: OPERATOR, data: {} });
  expect(res.status(), await res.text()).toBe(200);
}

const balance = (page: Page) => page.getByTestId('balance-widget').first().getByTestId('balance-amount');
const money = (minor: number) => (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** The DEMO merchant asks for turnover 1x the deposit before a withdrawal: one baccarat round on player and banker. */
async function wager(request: APIRequestContext, token: string, each: number) {
  const res = await request.post('/wps/bgs/baccarat/play', {
    headers: { authorization: token, merchant: 'DEMO' },
    data: {
      roundId: `e2e-${Date.now()}`,
      bets: [
        { type: 'player', amount: each },
        { type: 'banker', amount: each },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function sumBalance(request: APIRequestContext, token: string): Promise<number> {
  return (await (await request.get('/wps/v2/wallets/balance', { headers: { authorization: token, merchant: 'DEMO' } })).json()).value
    .sumBalance;
}

test.describe('member centre and wallet', () => {
  test('guests opening a member route get the login popup', async ({ page }) => {
    await page.goto('/m/withdraw');
    await remoteReady(page, 'mf-member');
    await expect(page.getByTestId('member-login-needed')).toBeVisible();
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('deposit by manual transfer, operator approval, transfers to a vendor wallet and back, withdraw with the payment password, records of every movement', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    const { password } = await registerByUsername(page, context, request);

    // Deposit 1,000.00 by manual bank transfer through the UI.
    await openMemberScreen(page, '/m/voucherCenter', 'deposit');
    await page.getByTestId('deposit-method-MANUAL_BANK').click();
    await expect(page.getByTestId('deposit-bank-account').first()).toBeVisible();
    await page.getByTestId('amount-input').fill('1000');
    await page.getByTestId('deposit-payer').fill('Somchai Jaidee');
    await page.getByTestId('deposit-submit').click();
    await expect(page.getByTestId('deposit-done')).toBeVisible();
    const orderNo = ((await page.getByTestId('deposit-order-no').textContent()) ?? '').split(' ').pop()!;
    expect(orderNo).toBeTruthy();

    // Nothing is credited before the operator approves; the refresh button re-reads the wallet.
    await page.getByTestId('deposit-another').click();
    await page.getByTestId('balance-refresh').click();
    await expect(balance(page)).toHaveText('0.00');
    await approveDeposit(request, orderNo);
    await page.getByTestId('balance-refresh').click();
    await expect(balance(page)).toHaveText('1,000.00');

    // Play through the deposit once (the wagering requirement); a baccarat round on both sides keeps most of it.
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
    await wager(request, token, 50_000);
    const total = await sumBalance(request, token);
    expect(total).toBeGreaterThan(90_000);

    // Main -> vendor wallet and back; the wallet list follows without a reload.
    await openMemberScreen(page, '/m/transfer', 'transfer');
    const vendor = await page.getByTestId('transfer-vendor').inputValue();
    await page.getByTestId('amount-input').fill('300');
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId(`wallet-balance-${vendor}`)).toHaveText('฿ 300.00');
    await expect(page.getByTestId('wallet-balance-MAIN')).toHaveText(`฿ ${money(total - 30_000)}`);
    await expect(balance(page)).toHaveText(money(total));
    await page.getByTestId('transfer-swap').click();
    await page.getByTestId('amount-all').click();
    await page.getByTestId('transfer-submit').click();
    await expect(page.getByTestId(`wallet-balance-${vendor}`)).toHaveText('฿ 0.00');
    await expect(page.getByTestId('wallet-balance-MAIN')).toHaveText(`฿ ${money(total)}`);

    // Withdrawals need a payment password and a bank card (security centre).
    await openMemberScreen(page, '/m/withdraw', 'withdraw');
    await expect(page.getByTestId('withdraw-setup')).toBeVisible();
    await openMemberScreen(page, '/m/securityCenter', 'security_center');
    await page.locator('input[name="loginPassword"]').fill(password);
    await page.getByTestId('pin-newPin').fill('246810');
    await page.getByTestId('pin-confirmPin').fill('246810');
    await page.getByTestId('pin-submit').click();
    await expect(page.getByTestId('pin-oldPin')).toBeVisible();
    await page.getByTestId('security-tab-cards').click();
    await page.getByTestId('add-card').click();
    await page.getByTestId('card-bank').selectOption('KBANK');
    await page.getByTestId('card-account').fill('1234567890');
    await page.getByTestId('card-holder').fill('Somchai Jaidee');
    await page.getByTestId('pin-cardPin').fill('246810');
    await page.getByTestId('card-submit').click();
    await expect(page.getByTestId('bank-card')).toContainText('******7890');

    // A wrong payment password is refused and moves nothing; the right one requests the withdrawal.
    await openMemberScreen(page, '/m/withdraw', 'withdraw');
    await expect(balance(page)).toHaveText(money(total));
    await expect(page.getByTestId('withdraw-turnover')).toHaveCount(0);
    await page.getByTestId('amount-input').fill('200');
    await page.getByTestId('pin-paymentPassword').fill('111111');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByText(/The payment password is incorrect|รหัสผ่านการชำระเงินไม่ถูกต้อง/)).toBeVisible();
    await expect(balance(page)).toHaveText(money(total));
    await page.getByTestId('pin-paymentPassword').fill('246810');
    await page.getByTestId('withdraw-submit').click();
    await expect(page.getByTestId('withdraw-done')).toBeVisible();
    // The held amount leaves the total at once (bus wallet:changed, no reload).
    await expect(balance(page)).toHaveText(money(total - 20_000));
    await page.getByTestId('withdraw-another').click();
    await expect(page.getByTestId('withdraw-held')).toHaveText('฿ 200.00');

    // Records: each movement with its type and signed amount.
    await openMemberScreen(page, '/m/transaction/record', 'transaction_record');
    const rows = page.getByTestId('tx-row');
    await expect(rows.first()).toBeVisible();
    const movements = await rows.evaluateAll((els) => els.map((el) => `${el.getAttribute('data-type')} ${el.getAttribute('data-amount')}`));
    expect(movements).toEqual(expect.arrayContaining(['DEPOSIT 100000', 'TRANSFER -30000', 'TRANSFER 30000']));
    expect(movements.some((m) => /^WITHDRAW\w* -20000$/.test(m))).toBe(true);
    await page.getByTestId('tx-type').selectOption('DEPOSIT');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('+1,000.00');

    // Orders with their states: the deposit approved; the withdrawal pending, then refused by the operator with a
    // reason that the player reads on the records screen.
    await page.getByTestId('records-tab-deposits').click();
    await expect(page.locator(`[data-testid="order-row"][data-order="${orderNo}"]`)).toHaveAttribute('data-status', 'APPROVED');
    await page.getByTestId('records-tab-withdrawals').click();
    await expect(page.locator('[data-screen="withdrawal_orders"]')).toBeVisible();
    const withdrawal = (
      await (await request.get('/wps/transaction/withdraw/records', { headers: { authorization: token, merchant: 'DEMO' } })).json()
    ).value.rows[0] as { id: number; orderNo: string };
    const row = page.locator(`[data-testid="order-row"][data-order="${withdrawal.orderNo}"]`);
    await expect(row).toHaveAttribute('data-status', 'PENDING');
    await expect(row.getByTestId('order-reason')).toHaveCount(0);
    const reason = 'The name on the card does not match the account';
    const rejected = await request.post(`/ops/wallet/withdrawals/${withdrawal.id}/reject`, { headers: OPERATOR, data: { reason } });
    expect(rejected.status(), await rejected.text()).toBe(200);
    await page.reload();
    await remoteReady(page, 'mf-member');
    await expect(row).toHaveAttribute('data-status', 'REJECTED');
    await expect(row.getByTestId('order-reason')).toContainText(reason);
    await expect(row.getByTestId('order-status')).toHaveText(/Rejected|ถูกปฏิเสธ/);
    // The held amount came back to the wallet.
    expect(await sumBalance(request, token)).toBe(total);
  });
});
