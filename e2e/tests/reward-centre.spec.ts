import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';

/**
 * The reward centre end to end: a new player deposits through the demo gateway and plays three rounds of
 * the in-house slot, which finishes the demo's daily mission; the pop-up menu's Mission badge counts it, the Mission
 * item opens the reward centre's missions with full progress bars, the claim pays ฿20 once, and the history lists it.
 */

async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res =
    method === 'GET'
      ? await request.get(url, { headers: { authorization: token } })
      : await request.post(url, { headers: { authorization: token }, data });
  return res.json();
}

const sumBalance = async (request: APIRequestContext, token: string) =>
  (await call(request, token, 'GET', '/wps/v2/wallets/balance')).value.sumBalance as number;

async function depositThroughGateway(page: Page, amount: string) {
  await page.goto('/m/voucherCenter');
  await remoteReady(page, 'mf-member');
  await page.getByTestId('deposit-method-GATEWAY_DEMO').click();
  await page.getByTestId('amount-input').fill(amount);
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter/);
}

test('finish the daily mission with a deposit and three rounds, see it counted on the menu badge, claim it once from the reward centre', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  await registerByUsername(page, context, request);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);

  // Before: the mission is listed with empty progress bars and nothing to claim.
  await page.goto('/m/rewardCenter?tab=missions');
  await remoteReady(page, 'mf-promotions');
  const mission = page.locator('[data-testid="mission"][data-code="DAILYMISSION"]');
  await expect(mission).toHaveAttribute('data-label', 'JOIN');
  await expect(mission.getByTestId('mission-task').first()).toHaveAttribute('data-done', 'false');

  await depositThroughGateway(page, '100');
  for (let round = 0; round < 3; round++) {
    expect(
      (await call(request, token, 'POST', '/wps/bgs/slot/play', { roundId: `e2e-mission-${Date.now()}-${round}`, bet: 1_000 })).success,
    ).toBe(true);
  }
  const before = await sumBalance(request, token);

  // The pop-up menu's Mission item carries the count of missions waiting, and opens them.
  await page.goto('/m/home');
  await page.getByTestId('quick-menu').click();
  await expect(page.getByTestId('menu-badge-mission')).toHaveText('1');
  await page.locator('[data-menu="menu_mission"]').click();
  await expect(page).toHaveURL(/\/m\/rewardCenter\?tab=missions$/);
  await remoteReady(page, 'mf-promotions');
  await expect(mission).toHaveAttribute('data-label', 'CLAIM');
  await expect(mission.getByTestId('mission-task')).toHaveCount(2);
  for (const task of await mission.getByTestId('mission-task').all()) await expect(task).toHaveAttribute('data-done', 'true');
  await expect(page.getByTestId('reward-badge-missions')).toHaveText('1');

  // Claim: paid at once, the mission shows Claimed, the badge is gone, the history lists the ฿20.
  await mission.getByTestId('reward-claim').click();
  await expect(mission).toHaveAttribute('data-label', 'CLAIMED');
  await expect(page.getByTestId('reward-badge-missions')).toHaveCount(0);
  expect(await sumBalance(request, token)).toBe(before + 2_000);
  await page.getByTestId('reward-tab-history').click();
  await expect(page.locator('[data-testid="reward-history"][data-code="DAILYMISSION"]')).toContainText('20.00');

  // A second claim (a replay of the same key, or a new request) pays nothing more.
  const id = (await call(request, token, 'GET', '/wps/promotions/rewards')).value.missions.find(
    (m: { code: string }) => m.code === 'DAILYMISSION',
  ).promotionId;
  expect((await call(request, token, 'POST', `/wps/promotions/activities/${id}/claim`, {})).value).toMatchObject({
    label: 'CLAIMED',
    replayed: true,
  });
  expect(await sumBalance(request, token)).toBe(before + 2_000);
});
