import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { fundedMember, gameBalance, ledgerBalance, moveBetweenWallets } from './support/wallet';

const OPERATOR = { authorization: 'Bearer dev-operator-token' };

async function launch(request: APIRequestContext, token: string, game: string) {
  const res = await request.get(`/wps/game/launchGame?${game}&accountType=1&backUrl=/m/sport-games`, { headers: { authorization: token } });
  return (await res.json()).value.gameUrl as string;
}

/** Places what is in the slip at `stake` baht, as a single or a parlay. */
async function placeSlip(page: Page, kind: 'single' | 'parlay', stake: number) {
  await page.getByTestId('sb-slip-open').click();
  await page.getByTestId(`sb-kind-${kind}`).click();
  await page.getByTestId('sb-stake').fill(String(stake));
  // The prices of upcoming matches hold still; any change is accepted all the same (the slip says so).
  await page.getByTestId('sb-accept-any').check();
  await page.getByTestId('sb-place').click();
  await expect(page.getByTestId('sb-slip')).toBeHidden();
}

test.describe('the demo sportsbook and e-sports book', () => {
  test('a member places a single and a 2-leg parlay; the feed publishes the results, both settle and the balance matches the ledger; an e-sports bet too', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    const token = await fundedMember(page, context, request);
    await moveBetweenWallets(request, token, 'MAIN', 'SBO', 100_000);
    await moveBetweenWallets(request, token, 'MAIN', 'IMES', 50_000);

    await page.goto(await launch(request, token, 'nodeId=sbo-1&gameId=SBO1001&vassalage=SBO&gameType=SPORTS'));
    await remoteReady(page, 'mf-lobby');
    await expect(page.getByTestId('game-balance').locator('b')).toHaveText('1,000.00');
    await page.getByTestId('sb-upcoming').click();
    const matches = page.locator('article[data-status="upcoming"]');
    await expect(matches.first()).toBeVisible();

    // A single on the first match's home win.
    await matches.nth(0).locator('[data-selection$=":1X2:home"]').click();
    await placeSlip(page, 'single', 100);
    await expect(page.getByTestId('game-balance').locator('b')).toHaveText('900.00');

    // A parlay: the over of the first two matches.
    await matches.nth(0).locator('[data-selection$=":OU:over"]').click();
    await matches.nth(1).locator('[data-selection$=":OU:over"]').click();
    await placeSlip(page, 'parlay', 50);
    await expect(page.getByTestId('game-balance').locator('b')).toHaveText('850.00');
    expect(await ledgerBalance(request, token, 'SBO')).toBe(85_000);

    await page.getByTestId('sb-tab-bets').click();
    await expect(page.locator('[data-bet][data-status="open"]')).toHaveCount(2);

    // The result feed: the book's clock moved on past the matches (outside production only), then published.
    expect((await request.post('/ops/providers/demo/sports/clock', { headers: OPERATOR, data: { advanceMs: 6 * 3600_000 } })).ok()).toBe(
      true,
    );
    const run = await (await request.post('/ops/providers/demo/sports/publish', { headers: OPERATOR })).json();
    expect(run.value.settled).toBeGreaterThanOrEqual(2);

    await page.getByTestId('sb-bets-settled').click();
    const settled = page.locator('[data-bet]');
    await expect(settled).toHaveCount(2, { timeout: 10_000 });
    for (const status of await settled.evaluateAll((els) => els.map((e) => e.getAttribute('data-status'))))
      expect(['won', 'lost', 'void']).toContain(status);
    const ledger = await ledgerBalance(request, token, 'SBO');
    await expect.poll(() => gameBalance(page)).toBe(ledger);

    // One e-sports bet on the IMES book: debited once, the page's balance the ledger's.
    await page.goto(await launch(request, token, 'nodeId=imes-1&gameId=IMES1001&vassalage=IMES&gameType=ESPORTS'));
    await remoteReady(page, 'mf-lobby');
    await expect(page.getByTestId('game-balance').locator('b')).toHaveText('500.00');
    await page.getByTestId('sb-upcoming').click();
    await page.locator('article[data-status="upcoming"]').first().locator('[data-selection*=":ML:"]:not([disabled])').first().click();
    await placeSlip(page, 'single', 100);
    await expect(page.getByTestId('game-balance').locator('b')).toHaveText('400.00');
    expect(await ledgerBalance(request, token, 'IMES')).toBe(40_000);
  });
});
