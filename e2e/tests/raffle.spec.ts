import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';

/**
 * A raffle end to end: the operator opens a raffle drawing in half a minute, with a ticket for every ฿10 bet; a new
 * player deposits, bets and sees the ticket (and the raffle tab's badge) with the seed's hash published before the
 * draw; the draw runs (twice: the second answers the first's result); the player sees the seed, the winners by masked
 * name with their own place marked, and the draw verified in the browser; the prize arrives in the balance once.
 * Every place wins the same prize, so whoever else bets meanwhile, the player's ticket wins.
 */

const OPERATOR = { authorization: 'Bearer dev-operator-token', merchant: 'DEMO', operator: 'e2e-raffle' };
const PRIZE = 1_000;

async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res =
    method === 'GET'
      ? await request.get(url, { headers: { authorization: token } })
      : await request.post(url, { headers: { authorization: token }, data });
  return res.json();
}
const sumBalance = async (request: APIRequestContext, token: string) =>
  (await call(request, token, 'GET', '/wps/v2/wallets/balance')).value.sumBalance as number;

async function activity(request: APIRequestContext, code: string, type: 'RAFFLE' | 'TICKET', config: object) {
  const res = await request.post('/ops/promotions/activities', {
    headers: OPERATOR,
    data: {
      code,
      type,
      category: 'event',
      title: { TH: `ลุ้นรางวัล ${code}`, EN: `Raffle ${code}` },
      summary: { TH: '', EN: '' },
      content: { TH: '', EN: '' },
      startTime: Date.now() - 1_000,
      endTime: null,
      config,
    },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).value as { id: number };
}

async function headingsInOrder(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze();
  expect(violations, where).toEqual([]);
}

test('a member earns a ticket, the draw runs once, the verified result shows, and the prize arrives once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const code = `E2ER${Date.now() % 1e8}`;
  const drawTime = Date.now() + 30_000;
  const raffle = await activity(request, code, 'RAFFLE', {
    frequency: 'ONCE',
    reward: { drawTime, prizes: Array<number>(100).fill(PRIZE) },
  });
  await activity(request, `${code}T`, 'TICKET', { frequency: 'ONCE', reward: { raffleCode: code, source: 'TURNOVER', every: 1_000 } });

  await registerByUsername(page, context, request);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
  await page.goto('/m/voucherCenter');
  await remoteReady(page, 'mf-member');
  await page.getByTestId('deposit-method-GATEWAY_DEMO').click();
  await page.getByTestId('amount-input').fill('100');
  await page.getByTestId('deposit-submit').click();
  await page.getByTestId('gateway-pay').click();
  await expect(page).toHaveURL(/\/m\/voucherCenter/);
  // One ฿10 bet: one ticket.
  expect((await call(request, token, 'POST', '/wps/bgs/slot/play', { roundId: `e2e-raffle-${Date.now()}`, bet: 1_000 })).success).toBe(
    true,
  );

  // Before the draw: the ticket, the raffle tab's badge (the TICKET counter), the hash and no seed.
  await page.goto('/m/rewardCenter?tab=raffle');
  await remoteReady(page, 'mf-promotions');
  const card = page.locator(`[data-testid="raffle"][data-code="${code}"]`);
  await expect(card).toHaveAttribute('data-drawn', 'false');
  await expect(card).toContainText(/1 (ticket|ใบ)/);
  await expect(page.getByTestId('reward-badge-raffle')).toBeVisible();
  await expect(card.getByTestId('raffle-seed')).toHaveCount(0);
  await headingsInOrder(page, '/m/rewardCenter?tab=raffle');

  // The draw: refused before its time, then run (the job's runDraw, through the operator's route: e2e runs no jobs).
  const draw = async () => (await request.post(`/ops/promotions/raffles/${raffle.id}/draw`, { headers: OPERATOR })).json();
  expect((await draw()).errorCode).toBe('promo.not.started');
  const before = await sumBalance(request, token);
  await expect.poll(async () => (await draw()).value?.replayed, { timeout: 60_000, intervals: [2_000] }).toBe(false);
  expect((await draw()).value.replayed).toBe(true);

  // After: the seed, the winners by masked name (never an id), the player's place marked, verified in the browser.
  await page.reload();
  await remoteReady(page, 'mf-promotions');
  await expect(card).toHaveAttribute('data-drawn', 'true');
  await expect(card.getByTestId('raffle-seed')).toBeVisible();
  await expect(card.getByTestId('raffle-verified')).toHaveAttribute('data-ok', 'true');
  const mine = card.locator('[data-testid="raffle-winner"][data-mine="true"]');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('***');
  const view = (await request.get(`/wps/promotions/raffles/${raffle.id}`)).json();
  expect(JSON.stringify(await view)).not.toContain('memberId');

  // The prize once: the balance rose by one prize, and drawing again pays nothing more.
  expect(await sumBalance(request, token)).toBe(before + PRIZE);
  await draw();
  expect(await sumBalance(request, token)).toBe(before + PRIZE);

  // Promo cards and the detail: headings in order (axe heading-order).
  await page.goto('/m/activity');
  await remoteReady(page, 'mf-promotions');
  await expect(page.getByTestId('promotion-card').first()).toBeVisible();
  await headingsInOrder(page, '/m/activity');
  await page.getByTestId('promotion-card').first().locator('a').first().click();
  await expect(page).toHaveURL(/\/m\/activityDetail\?id=/);
  await remoteReady(page, 'mf-promotions');
  await headingsInOrder(page, '/m/activityDetail');
});
