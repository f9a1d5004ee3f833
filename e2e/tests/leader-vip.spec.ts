import type { APIRequestContext } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';

/**
 * The VIP engine and the leader board end to end: a new player is Bronze, deposits 10,000 THB through the
 * demo gateway and plays the in-house roulette until the turnover reaches Silver's (50,000 THB); the VIP page shows
 * Silver at once and the player sees themselves on today's turnover board with their masked name.
 */

async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res =
    method === 'GET'
      ? await request.get(url, { headers: { authorization: token } })
      : await request.post(url, { headers: { authorization: token }, data });
  return res.json();
}

test('play, see yourself on the leader board, and the VIP level up on the VIP page', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const { username } = await registerByUsername(page, context, request);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);

  await page.goto('/m/member/benefits');
  await remoteReady(page, 'mf-promotions');
  await expect(page.getByTestId('vip-progress')).toHaveAttribute('data-level', '0');

  const order = (
    await call(request, token, 'POST', '/wps/deposit/gateway', {
      method: 'GATEWAY_DEMO',
      amount: 1_000_000,
      idempotencyKey: `vip-${Date.now()}`,
      returnUrl: '/m/voucherCenter',
    })
  ).value;
  await page.goto(order.payUrl);
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter/);

  // Seven rounds of 8,000 THB covering every pocket: 56,000 THB of turnover, never more than 200 THB lost a round.
  for (let round = 0; round < 7; round++) {
    const play = await call(request, token, 'POST', '/wps/bgs/roulette/play', {
      roundId: `e2e-vip-${Date.now()}-${round}`,
      bets: [
        { target: 'red', amount: 390_000 },
        { target: 'black', amount: 390_000 },
        { target: '0', amount: 20_000 },
      ],
    });
    expect(play.success).toBe(true);
  }

  await page.goto('/m/member/benefits');
  await remoteReady(page, 'mf-promotions');
  await expect(page.getByTestId('vip-progress')).toHaveAttribute('data-level', '1');
  await expect(page.getByTestId('vip-progress')).toContainText('Silver');
  await expect(page.locator('[data-testid="vip-level"][data-current="true"]')).toContainText('Silver');

  await page.goto('/m/leaderBoard');
  await remoteReady(page, 'mf-promotions');
  const masked = `${username.slice(0, 3)}***${username.slice(-2)}`;
  await expect(page.getByTestId('leader-mine')).toContainText(masked);
  await expect(page.getByTestId('leader-mine')).toContainText('56,000');
  await expect(page.locator('[data-testid="leader-places"] [data-me="true"]')).toContainText(masked);
  await expect(page.locator('[data-screen="leader-board"]').getByText(username)).toHaveCount(0); // never the full name
});
