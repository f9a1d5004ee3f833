import { test, expect, remoteReady } from './fixtures';
import { fundedMember, gameBalance, ledgerBalance, moveBetweenWallets } from './support/wallet';
import { bettingOpen } from './support/live';

test.describe('live tables of the demo provider', () => {
  test('a member bets one round at SA Baccarat Room 1; a guest at the same table sees the same round and cards; after the result the balance matches the ledger', async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    const token = await fundedMember(page, context, request);
    // SA's tables play from the SA wallet.
    await moveBetweenWallets(request, token, 'MAIN', 'SA', 100_000);
    const launch = async (accountType: number, auth?: string) =>
      (
        await (
          await request.get(`/wps/game/launchGame?nodeId=sa-1&gameId=SA1001&vassalage=SA&accountType=${accountType}&backUrl=/m/live`, {
            headers: auth ? { authorization: auth } : {},
          })
        ).json()
      ).value.gameUrl as string;

    await page.goto(await launch(1, token));
    await remoteReady(page, 'mf-lobby');
    await expect(page.getByTestId('bead-plate')).toBeVisible();
    await expect(page.getByTestId('game-balance').locator('b')).toHaveText('1,000.00');

    // A guest watching the same table in another browser.
    const guestContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const guest = await guestContext.newPage();
    await guest.goto(await launch(0));
    await remoteReady(guest, 'mf-lobby');

    await bettingOpen(page);
    const round = (await page.getByTestId('live-round').textContent()) ?? '';
    await page.locator('[data-target="banker"]').click();
    await expect(page.getByTestId('game-balance').locator('b')).toHaveText('990.00');
    expect(await ledgerBalance(request, token, 'SA')).toBe(99_000);

    // A reload mid-round keeps the player at the table: the right balance, the spots open, and no ticket or token in
    // the address (the tab kept its game session).
    await page.reload();
    await remoteReady(page, 'mf-lobby');
    await expect(page.getByTestId('game-balance').locator('b')).toHaveText('990.00');
    expect(new URL(page.url()).search).not.toMatch(/ticket|token/i);
    await expect(page.getByText(/expired or was already used|หมดอายุ/)).toHaveCount(0);

    // The result: the same cards at both seats, then the member's bet settled.
    await expect(page.getByTestId('live-phase')).toHaveAttribute('data-phase', 'result', { timeout: 30_000 });
    await expect(guest.getByTestId('live-phase')).toHaveAttribute('data-phase', 'result', { timeout: 10_000 });
    expect((await guest.getByTestId('live-round').textContent()) ?? '').toBe(round);
    for (const side of ['player', 'banker']) {
      await expect(guest.getByTestId(`live-total-${side}`)).toHaveText((await page.getByTestId(`live-total-${side}`).textContent()) ?? '');
    }
    await expect(page.getByTestId('live-result')).toHaveAttribute('data-outcome', /win|lose|refund/, { timeout: 10_000 });
    const ledger = await ledgerBalance(request, token, 'SA');
    // Banker wins 0.95:1 (a tie returns the stake, a loss nothing).
    expect([99_000, 100_000, 100_950]).toContain(ledger);
    await expect.poll(() => gameBalance(page)).toBe(ledger);
    await guestContext.close();
  });
});
