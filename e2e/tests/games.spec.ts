import type { Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { fundedMember, gameBalance, moveBetweenWallets } from './support/wallet';

/** Spins (or deals) until the balance shown differs from the start; every click waits for the round to settle. */
async function playUntilBalanceMoves(page: Page, start: number, button: string, before?: () => Promise<void>) {
  for (let i = 0; i < 40; i++) {
    if (before) await before();
    await page.getByTestId(button).click();
    await expect(page.getByTestId(button)).toBeEnabled({ timeout: 15000 });
    if ((await gameBalance(page)) !== start) return;
  }
  throw new Error('balance never moved');
}

test.describe('games that really play', () => {
  test('free play: a guest launches the in-house slot with accountType 0 and the play money moves', async ({ page, request }) => {
    const launch = await (
      await request.get('/wps/game/launchGame?gameId=bgs-slot&vassalage=BGS&accountType=0&platform=html5&clientType=2&backUrl=/m/inHouse')
    ).json();
    await page.goto(launch.value.content.game_url);
    await remoteReady(page, 'mf-lobby');
    await expect(page.getByTestId('slot-reels')).toBeVisible();
    const start = await gameBalance(page);
    expect(start).toBe(1_000_000);
    await playUntilBalanceMoves(page, start, 'spin');
  });

  test('lottery list with the Vietnamese region filter', async ({ page }) => {
    await page.goto('/m/lott');
    await remoteReady(page, 'mf-lobby');
    const filter = page.getByTestId('vn-filter');
    await expect(filter.getByRole('tab')).toHaveCount(4);
    await filter.getByRole('tab').nth(1).click();
    await expect(filter.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.locator('[data-game="TH1M"]').click();
    await expect(page).toHaveURL(/\/m\/lottery\?gameId=TH1M/);
    await expect(page.getByTestId('lottery-countdown')).toHaveText(/\d\d:\d\d/);
  });

  test('a provider game launches with a single-use ticket, never a token in the URL; the page plays real money; the same link again is refused', async ({
    page,
    context,
    request,
  }) => {
    const token = await fundedMember(page, context, request);
    // PG's slot plays from the PG wallet (a vendor's game plays from its vendor's wallet).
    await moveBetweenWallets(request, token, 'MAIN', 'PG', 100_000);
    const gameUrl: string = (
      await (
        await request.get('/wps/game/launchGame?gameId=PG1001&vassalage=PG&gameType=RNG&accountType=1&backUrl=/m/slot-games', {
          headers: { authorization: token },
        })
      ).json()
    ).value.gameUrl;
    expect(gameUrl).not.toContain(token);
    expect(new URL(gameUrl, 'http://x').searchParams.get('token')).toBeNull();
    expect(new URL(gameUrl, 'http://x').searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    const exchanges: string[] = [];
    page.on('request', (r) => r.url().includes('/wps/game/ticket') && exchanges.push(r.method()));
    await page.goto(gameUrl);
    // The spent ticket leaves the address bar (and so the history entry and any link shared from it).
    await expect(page).toHaveURL(/\/m\/app\?provider=demo/);
    await expect.poll(() => new URL(page.url()).searchParams.has('ticket')).toBe(false);
    expect(exchanges).toEqual(['POST']);
    await expect(page.getByTestId('game-balance').locator('b')).not.toHaveText('—');
    await playUntilBalanceMoves(page, await gameBalance(page), 'spin');

    // The same launch link once more: the ticket is worthless, the page says so and plays nothing.
    await page.goto(gameUrl);
    await expect(page.getByTestId('game-ended')).toHaveText('ลิงก์เกมนี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาเปิดเกมใหม่');
    await expect(page.getByTestId('spin')).toBeDisabled();
  });

  test('a member plays the slot and roulette until the balance moves; the header balance matches the ledger; a lottery order is placed and cancelled', async ({
    page,
    context,
    request,
  }) => {
    const token = await fundedMember(page, context, request);

    const launch = async (gameId: string) =>
      (
        await (
          await request.get(`/wps/game/launchGame?gameId=${gameId}&vassalage=BGS&accountType=1&backUrl=/m/inHouse`, {
            headers: { authorization: token },
          })
        ).json()
      ).value.gameUrl;
    await page.goto(await launch('bgs-slot'));
    await expect(page.getByTestId('game-balance').locator('b')).not.toHaveText('—');
    await playUntilBalanceMoves(page, await gameBalance(page), 'spin');

    await page.goto(await launch('bgs-roulette'));
    await expect(page.getByTestId('game-balance').locator('b')).not.toHaveText('—');
    await playUntilBalanceMoves(page, await gameBalance(page), 'spin', () => page.locator('[data-target="red"]').click());

    // The ledger's balance equals what the game shows and what the header's balance widget shows.
    const ledger = (await (await request.get('/wps/v2/wallets/balance', { headers: { authorization: token } })).json()).value;
    const shown = await gameBalance(page);
    expect(Math.round(ledger.sumBalance)).toBe(shown);
    await page.goto('/m/home');
    await expect(page.getByTestId('balance-total')).toHaveText(
      new RegExp((shown / 100).toLocaleString('en-US', { minimumFractionDigits: 2 }).replace(/\./, '\\.')),
    );

    // Lottery: TH3M is TCG Lotto's, played from the TCG_LOTTO wallet: move money there, then place a
    // 2-digit bet, see it pending, cancel it (refund).
    await moveBetweenWallets(request, token, 'MAIN', 'TCG_LOTTO', 10_000);
    await page.goto('/m/lottery?gameId=TH3M');
    await expect(page.getByTestId('lottery-wallet')).toContainText('100.00');
    await page.locator('[data-num="07"]').click();
    await page.getByTestId('place-bet').click();
    const row = page.getByTestId('lottery-orders').locator('li[data-status="pending"]').first();
    await expect(row).toBeVisible();
    await row.getByRole('button').click();
    await expect(page.getByTestId('lottery-orders').locator('li[data-status="cancelled"]').first()).toBeVisible();
  });
});
