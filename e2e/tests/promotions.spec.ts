import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';

/**
 * The promotions engine end to end: a new player joins the 100% welcome bonus, deposits through the demo
 * gateway, sees the bonus in the balance and the records, is refused a withdrawal until the bonus's turnover is
 * met, plays the in-house roulette, and withdraws.
 */

const PIN = '246810';

async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res =
    method === 'GET'
      ? await request.get(url, { headers: { authorization: token } })
      : await request.post(url, { headers: { authorization: token }, data });
  return res.json();
}

const balance = (page: Page) => page.getByTestId('balance-widget').first().getByTestId('balance-amount');

test('join the welcome bonus, deposit through the gateway, bonus in balance and records, withdrawal held until the turnover is met, play, withdraw', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { password } = await registerByUsername(page, context, request);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);

  // Join: the label moves from Join to Joined, and stays so on the detail page.
  await page.goto('/m/activity');
  await remoteReady(page, 'mf-promotions');
  const welcome = page.locator('[data-testid="promotion-card"][data-code="WELCOME100"]');
  await expect(welcome.getByTestId('promotion-action')).toHaveAttribute('data-label', 'JOIN');
  await welcome.getByTestId('promotion-action').click();
  await expect(welcome.getByTestId('promotion-action')).toHaveAttribute('data-label', 'JOINED');
  await welcome.locator('a').first().click();
  await expect(page.getByTestId('activity-entry')).toHaveAttribute('data-label', 'JOINED');
  await page.getByTestId('activity-deposit').click();

  // The voucher centre shows the pick and the bonus the amount earns; the demo gateway pays.
  await remoteReady(page, 'mf-member');
  await expect(page.locator('[data-screen="deposit"]')).toBeVisible();
  const picked = page.getByTestId('deposit-promotion-WELCOME100');
  await expect(picked.locator('input')).toBeChecked();
  await page.getByTestId('deposit-method-GATEWAY_DEMO').click();
  await page.getByTestId('amount-input').fill('200');
  await expect(page.getByTestId('deposit-promotion-bonus')).toContainText('200.00');
  await page.getByTestId('deposit-submit').click();
  await expect(page.getByTestId('gateway-amount')).toHaveText('200.00');
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter/);
  await remoteReady(page, 'mf-member');
  await page.getByTestId('balance-refresh').first().click();
  await expect(balance(page)).toHaveText('400.00');

  // The records list the bonus beside the deposit.
  await page.goto('/m/transaction/record');
  await remoteReady(page, 'mf-member');
  await expect(page.locator('[data-testid="tx-row"][data-type="BONUS"]')).toHaveAttribute('data-amount', '20000');
  await expect(page.locator('[data-testid="tx-row"][data-type="DEPOSIT"]')).toHaveAttribute('data-amount', '20000');

  // Payment password and bank card, then the withdraw screen: the obligation's progress, the button held.
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
  await page.goto('/m/withdraw');
  await remoteReady(page, 'mf-member');
  const obligation = page.getByTestId('withdraw-obligation');
  await expect(obligation).toHaveAttribute('data-status', 'ACTIVE');
  await expect(page.getByTestId('withdraw-obligation-progress')).toContainText('2,000.00');
  await page.getByTestId('amount-input').fill('100');
  await page.getByTestId('pin-paymentPassword').fill(PIN);
  await expect(page.getByTestId('withdraw-submit')).toBeDisabled();
  // The API refuses it too, with the obligations.
  const refused = await call(request, token, 'POST', '/wps/transaction/withdraw', {
    amount: 10_000,
    bankCardId: card.id,
    paymentPassword: PIN,
    idempotencyKey: `wd-refused-${Date.now()}`,
  });
  expect(refused).toMatchObject({ success: false, errorCode: 'withdraw.bonus.turnover' });

  // Play the in-house roulette: a round on red and black through the game's screen...
  const launch = (
    await call(request, token, 'GET', '/wps/game/launchGame?gameId=bgs-roulette&vassalage=BGS&accountType=1&backUrl=/m/withdraw')
  ).value.gameUrl;
  await page.goto(launch);
  await expect(page.getByTestId('game-balance').locator('b')).toHaveText('400.00');
  await page.locator('[data-chip="5000"]').click();
  await page.locator('[data-target="red"]').click();
  await page.locator('[data-target="black"]').click();
  await page.getByTestId('spin').click();
  await expect(page.getByTestId('spin')).toBeEnabled({ timeout: 15_000 });
  // ...and the rest of the turnover in rounds that cover every pocket (red, black and zero at 18:18:1).
  let progress = (await call(request, token, 'GET', '/wps/promotions/obligations')).value[0];
  expect(progress.progress).toBe(10_000);
  for (let round = 0; progress.status === 'ACTIVE'; round++) {
    expect(round).toBeLessThan(15);
    const play = await call(request, token, 'POST', '/wps/bgs/roulette/play', {
      roundId: `e2e-promo-${Date.now()}-${round}`,
      bets: [
        { target: 'red', amount: 9_000 },
        { target: 'black', amount: 9_000 },
        { target: '0', amount: 500 },
      ],
    });
    expect(play.success).toBe(true);
    progress = (await call(request, token, 'GET', '/wps/promotions/obligations')).value[0];
  }

  // The obligation is met: the withdraw screen says so and the withdrawal goes through.
  await page.goto('/m/withdraw');
  await remoteReady(page, 'mf-member');
  await expect(page.getByTestId('withdraw-obligation')).toHaveAttribute('data-status', 'MET');
  await page.getByTestId('amount-input').fill('100');
  await page.getByTestId('pin-paymentPassword').fill(PIN);
  await page.getByTestId('withdraw-submit').click();
  await expect(page.getByTestId('withdraw-done')).toBeVisible();
});
