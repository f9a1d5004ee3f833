import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { fundedMember, gameBalance, ledgerBalance, moveBetweenWallets } from './support/wallet';
import { bettingOpen } from './support/live';

/** The three games of this spec, each from its vendor's wallet; they share the live tables' clock, so one round plays all three. */
const GAMES = [
  { name: 'roulette', query: 'nodeId=evo-2&gameId=EVO1002&vassalage=EVO', wallet: 'EVO', spot: 'red', chip: 1000 },
  { name: 'sic bo', query: 'nodeId=wm-2&gameId=WM1002&vassalage=WM', wallet: 'WM', spot: 'big', chip: 1000 },
  { name: 'cockfight', query: 'nodeId=sv3-1&gameId=SV31001&vassalage=SV3', wallet: 'SV3', spot: 'meron', chip: 5000 },
];

async function launch(request: APIRequestContext, token: string, query: string) {
  const res = await request.get(`/wps/game/launchGame?${query}&accountType=1&backUrl=/m/home`, { headers: { authorization: token } });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).value.gameUrl as string;
}

test.describe('live roulette, sic bo and cockfight of the demo vendors', () => {
  test('a member plays one round of roulette, one of sic bo and one cockfight; after each result the game balance equals the ledger', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(150_000);
    const token = await fundedMember(page, context, request);
    const pages: Page[] = [];
    for (const game of GAMES) {
      await moveBetweenWallets(request, token, 'MAIN', game.wallet, 50_000);
      const p = pages.length ? await context.newPage() : page;
      await p.goto(await launch(request, token, game.query));
      await remoteReady(p, 'mf-lobby');
      await expect(p.getByTestId('game-balance').locator('b')).toHaveText('500.00');
      pages.push(p);
    }
    await expect(pages[0].getByTestId('roulette-board')).toBeVisible();
    await expect(pages[1].getByTestId('sicbo-board')).toBeVisible();
    await expect(pages[2].getByTestId('cf-history')).toBeVisible();

    // One betting window for all three (the same shared clock).
    await bettingOpen(pages[0], 8);
    for (const [i, game] of GAMES.entries()) {
      const p = pages[i];
      await p.locator(`[data-chip="${game.chip}"]`).click();
      await p.locator(`[data-target="${game.spot}"]`).click();
      await expect(p.getByTestId('game-balance').locator('b')).not.toHaveText('500.00');
      expect(await ledgerBalance(request, token, game.wallet)).toBe(50_000 - game.chip);
    }
    for (const [i, game] of GAMES.entries()) {
      const p = pages[i];
      await expect(p.getByTestId('live-phase')).toHaveAttribute('data-phase', 'result', { timeout: 35_000 });
      await expect(p.getByTestId('live-result')).toHaveAttribute('data-outcome', /win|lose|refund/, { timeout: 10_000 });
      const ledger = await ledgerBalance(request, token, game.wallet);
      await expect.poll(() => gameBalance(p)).toBe(ledger);
      const outcome = await p.getByTestId('live-result').getAttribute('data-outcome');
      if (outcome === 'lose') expect(ledger).toBe(50_000 - game.chip);
      else expect(ledger).toBeGreaterThanOrEqual(50_000);
    }
  });
});

test('sic bo: after quick bets (taps faster than the answers) the shown balance is the wallet of the last answer, as the ledger has it', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const sicbo = GAMES[1];
  const token = await fundedMember(page, context, request);
  await moveBetweenWallets(request, token, 'MAIN', sicbo.wallet, 50_000);
  await page.goto(await launch(request, token, sicbo.query));
  await remoteReady(page, 'mf-lobby');
  await expect(page.getByTestId('game-balance').locator('b')).toHaveText('500.00');
  await page.locator(`[data-chip="${sicbo.chip}"]`).click();
  // A phone's network: the wallet's re-reads after a bet are slow (held here), and a bet's answer can overtake an
  // earlier one's (the first answer of a burst comes back last). The balance shown is then what the answers said.
  await page.route(/\/provider\/demo\/balance$/, () => undefined);
  let sent = 0;
  await page.route(/\/provider\/demo\/live\/bet$/, async (route) => {
    const lateBy = Math.max(0, 3 - sent++) * 400;
    const res = await route.fetch();
    await new Promise((r) => setTimeout(r, lateBy));
    await route.fulfill({ response: res });
  });
  const answers: number[] = [];
  page.on('response', async (res) => {
    if (res.url().endsWith('/provider/demo/live/bet') && res.ok()) answers.push((await res.json()).value.balance);
  });
  await bettingOpen(page, 10);
  // Three taps on one spot in one go, before the page has drawn the first answer.
  await page.evaluate(() => {
    const spot = document.querySelector<HTMLButtonElement>('[data-target="big"]')!;
    for (let i = 0; i < 3; i++) spot.click();
  });
  await expect.poll(() => answers.length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
  await page.waitForTimeout(2000);
  const ledger = await ledgerBalance(request, token, sicbo.wallet);
  expect(ledger).toBeLessThan(50_000);
  expect(await gameBalance(page)).toBe(ledger);
  expect(answers[answers.length - 1]).toBe(ledger);
  // The stake on the spot is what the ledger took.
  await expect(page.locator('[data-target="big"] > span').last()).toHaveText(String((50_000 - ledger) / 100));
});

for (const language of ['th', 'en'] as const) {
  test(`the roulette and sic bo roads show each part's label and count whole, zero's too (${language}, 390x844)`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem('language', l), language);
    for (const [nodeId, table, vendor, attr] of [
      ['evo-2', 'EVO1002', 'EVO', 'data-colour'],
      ['wm-2', 'WM1002', 'WM', 'data-side'],
    ] as const) {
      // Free play: the table's road is its last rounds, the same for every player.
      await page.goto(`/m/app?provider=demo&vendor=${vendor}&game=${table}&nodeId=${nodeId}&type=LIVE&mode=free&backUrl=/m/home`);
      await remoteReady(page, 'mf-lobby');
      // The split bar under the last results: a part each for red, zero and black (small, triple and big).
      const parts = page.getByTestId('wheel-road').locator(`:scope > div > span[${attr}]`);
      await expect(parts).toHaveCount(3);
      const shown = await parts.evaluateAll((nodes) =>
        nodes.map((n) => ({ text: n.textContent ?? '', whole: n.scrollWidth <= n.clientWidth, width: n.clientWidth })),
      );
      for (const part of shown) {
        expect(part.text).toMatch(/\S \d+$/);
        expect(part.whole, `"${part.text}" is cut (${part.width} px)`).toBe(true);
      }
      if (attr === 'data-colour') expect(shown[1].text).toMatch(/^0\b.*\d+$/);
    }
  });
}
