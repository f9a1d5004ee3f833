import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { fundedMember, gameBalance, ledgerBalance, moveBetweenWallets } from './support/wallet';

/** A funded member with 2,000.00 in the Kingmaker wallet (the KM tables play from it), on the table's page. */
async function seatedMember(page: Page, context: BrowserContext, request: APIRequestContext, node: string, game: string) {
  const token = await fundedMember(page, context, request);
  await moveBetweenWallets(request, token, 'MAIN', 'KM', 200_000);
  const launch = await request.get(`/wps/game/launchGame?nodeId=${node}&gameId=${game}&vassalage=KM&accountType=1&backUrl=/m/poker-games`, {
    headers: { authorization: token },
  });
  await page.goto((await launch.json()).value.gameUrl as string);
  await remoteReady(page, 'mf-lobby');
  await expect(page.getByTestId('game-balance').locator('b')).toHaveText('2,000.00');
  await expect(page.getByTestId('poker-sit')).toBeEnabled();
  return token;
}

/** Plays the hand in front of the players passively (check, or call) until every page shows its result. */
async function playHand(pages: Page[]) {
  await expect
    .poll(
      async () => {
        let over = 0;
        for (const page of pages) {
          if (await page.getByTestId('poker-result').isVisible()) {
            over++;
            continue;
          }
          const actions = page.getByTestId('poker-actions');
          if (await actions.isVisible()) {
            const check = actions.locator('[data-action="check"]');
            await ((await check.isVisible()) ? check : actions.locator('[data-action="call"]'))
              .click({ timeout: 2000 })
              .catch(() => undefined);
          }
        }
        return over;
      },
      { timeout: 60_000, intervals: [500] },
    )
    .toBe(pages.length);
}

async function standUp(page: Page, request: APIRequestContext, token: string) {
  await page.getByTestId('poker-stand').click();
  await expect(page.getByTestId('poker-cashed-out')).toBeVisible({ timeout: 10_000 });
  const ledger = await ledgerBalance(request, token, 'KM');
  await expect.poll(() => gameBalance(page)).toBe(ledger);
  return ledger;
}

test.describe("heads-up Hold'em of the demo provider", () => {
  test('a member buys in, plays a hand against the house bot and stands up: the balance matches the ledger', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await seatedMember(page, context, request, 'km-1', 'KM1001');
    await expect(page.getByTestId('poker-buy-in')).toHaveText('1,000');
    await page.getByTestId('poker-sit').click();
    await expect(page.getByTestId('game-balance').locator('b')).toHaveText('1,000.00');
    expect(await ledgerBalance(request, token, 'KM')).toBe(100_000);
    // Nobody else waits at 5/10: the house bot sits down within a few seconds.
    await expect(page.getByTestId('poker-table')).toHaveAttribute('data-status', 'playing', { timeout: 15_000 });
    await expect(page.getByTestId('poker-table')).toContainText(/House bot|บอท/);
    await playHand([page]);
    const ledger = await standUp(page, request, token);
    expect(ledger).toBeGreaterThanOrEqual(0);
    expect(ledger).toBeLessThanOrEqual(300_000);
  });

  test('two members at the same stakes are matched with each other in two browsers, play a hand and stand up', async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const other = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 390, height: 844 },
      serviceWorkers: 'block',
    });
    const page2 = await other.newPage();
    // As the fixture's page: a returning visitor past the age gate and the day's popup.
    await page2.addInitScript(() => {
      localStorage.setItem('ageConfirmed', '21');
      localStorage.setItem('popupHiddenOn', new Date().toISOString().slice(0, 10));
    });
    const [a, b] = [
      await seatedMember(page, context, request, 'km-2', 'KM1002'),
      await seatedMember(page2, other, request, 'km-2', 'KM1002'),
    ];
    await page.getByTestId('poker-sit').click();
    await expect(page.getByTestId('poker-waiting')).toBeVisible();
    await page2.getByTestId('poker-sit').click();
    for (const p of [page, page2]) {
      await expect(p.getByTestId('poker-table')).toHaveAttribute('data-status', 'playing', { timeout: 10_000 });
      await expect(p.getByTestId('poker-table')).not.toContainText(/House bot|บอท/);
    }
    await playHand([page, page2]);
    // Both showdown pages show the same board.
    expect(await page.getByTestId('poker-board').innerHTML()).toBe(await page2.getByTestId('poker-board').innerHTML());
    const la = await standUp(page, request, a);
    const lb = await standUp(page2, request, b);
    // Chips moved between the two (less the rake), never created: each started with 2,000.00.
    expect(la + lb).toBeLessThanOrEqual(400_000);
    expect(la + lb).toBeGreaterThan(400_000 - 2 * 3 * 2000);
    await other.close();
  });
});
