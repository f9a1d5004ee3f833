import type { APIRequestContext } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';
import { fundMember } from './support/wallet';

const OPERATOR = { authorization: 'Bearer dev-operator-token' };
async function launch(request: APIRequestContext, token: string, game: string) {
  const res = await request.get(`/wps/game/launchGame?${game}&accountType=1&backUrl=/m/sport-games`, { headers: { authorization: token } });
  return (await res.json()).value.gameUrl as string;
}
test('shots', async ({ page, context, request }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await registerByUsername(page, context, request);
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
  await fundMember(request, token);
  for (const w of ['SBO', 'IMES'])
    await request.post('/wps/relay/GCS_walletTransfer', { headers: { authorization: token }, data: { fromWallet: 'MAIN', toWallet: w, amount: 100_000, idempotencyKey: `${w}-${Date.now()}` } });
  const SBO = 'nodeId=sbo-1&gameId=SBO1001&vassalage=SBO&gameType=SPORTS';
  const IMES = 'nodeId=imes-1&gameId=IMES1001&vassalage=IMES&gameType=ESPORTS';
  // Bets to settle: a single and a parlay, then the clock moves on 3 hours and the feed publishes.
  await page.goto(await launch(request, token, SBO));
  await remoteReady(page, 'mf-lobby');
  await page.getByTestId('sb-upcoming').click();
  const m = page.locator('article[data-status="upcoming"]');
  await m.nth(0).locator('[data-selection$=":1X2:home"]').click();
  await m.nth(1).locator('[data-selection$=":OU:over"]').click();
  await page.getByTestId('sb-slip-open').click();
  await page.getByTestId('sb-kind-parlay').click();
  await page.getByTestId('sb-place').click();
  await expect(page.getByTestId('sb-slip')).toBeHidden();
  await m.nth(2).locator('[data-selection$=":AH:away"]').click();
  await page.getByTestId('sb-slip-open').click();
  await page.getByTestId('sb-place').click();
  await expect(page.getByTestId('sb-slip')).toBeHidden();
  await request.post('/ops/providers/demo/sports/clock', { headers: OPERATOR, data: { advanceMs: 3 * 3600_000 } });
  await request.post('/ops/providers/demo/sports/publish', { headers: OPERATOR });
  for (const lang of ['th', 'en'])
    for (const theme of ['dark', 'light']) {
      await page.evaluate(([l, th]) => {
        localStorage.setItem('language', l);
        localStorage.setItem('theme', th);
      }, [lang, theme]);
      const book = lang === 'en' && theme === 'light' ? IMES : SBO;
      await page.goto(await launch(request, token, book));
      await remoteReady(page, 'mf-lobby');
      await expect(page.locator('article').first()).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `/tmp/sports-shots/live-${lang}-${theme}.png` });
      await page.getByTestId('sb-upcoming').click();
      const up = page.locator('article[data-status="upcoming"]');
      await up.nth(0).locator('[data-selection]:not([disabled])').first().click();
      await up.nth(1).locator('[data-selection]:not([disabled])').nth(2).click();
      await page.getByTestId('sb-slip-open').click();
      await page.getByTestId('sb-kind-parlay').click();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/sports-shots/slip-${lang}-${theme}.png` });
      await page.keyboard.press('Escape');
      await page.mouse.click(195, 60);
      await page.getByTestId('sb-tab-bets').click();
      await page.getByTestId('sb-bets-settled').click();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: `/tmp/sports-shots/bets-${lang}-${theme}.png` });
    }
});
