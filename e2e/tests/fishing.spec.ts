import { test, expect, remoteReady } from './fixtures';
import { fundedMember, gameBalance, ledgerBalance, moveBetweenWallets } from './support/wallet';

/** Screenshots of the room at 390x844 when SHOTS_DIR is set (TH and EN, dark and light). */
const SHOTS_DIR = process.env.SHOTS_DIR;

test.describe('fishing rooms of the demo provider', () => {
  test('a member taps the sea, the shots settle in a batch and the balance shown equals the ledger; a batch the wallet refuses moves nothing', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await fundedMember(page, context, request);
    // JILI's fishing rooms play from the JILI wallet.
    await moveBetweenWallets(request, token, 'MAIN', 'JILI', 100_000);
    const launch = async () =>
      (
        await (
          await request.get('/wps/game/launchGame?nodeId=jilifish-1&gameId=JILIFISH1001&vassalage=JILI&accountType=1&backUrl=/m/home', {
            headers: { authorization: token },
          })
        ).json()
      ).value.gameUrl as string;
    const url = await launch();
    expect(url).toContain('type=FISH');

    await page.goto(url);
    await remoteReady(page, 'mf-lobby');
    const sea = page.getByTestId('fish-sea');
    await expect(sea).toBeVisible();
    await expect(page.getByTestId('game-balance').locator('b')).toHaveText('1,000.00');
    await expect(page.getByTestId('fish-rtp')).toContainText('96%');
    await expect(page.getByTestId('fish-stake')).toHaveText('1.00');
    // The canvas has no layout jank: its box is the same before and after the fish swim in.
    const box = await sea.boundingBox();
    expect(box!.width).toBeGreaterThan(360);

    // Level 2 (2.00 a shot), then five taps across the sea.
    await page.getByTestId('fish-level-up').click();
    await expect(page.getByTestId('fish-stake')).toHaveText('2.00');
    for (const [x, y] of [
      [0.5, 0.3],
      [0.3, 0.4],
      [0.7, 0.35],
      [0.2, 0.2],
      [0.8, 0.5],
    ]) {
      await sea.tap({ position: { x: box!.width * x, y: box!.height * y } });
      await page.waitForTimeout(120);
    }
    // The fired shots are held against the balance at once (never shown below zero).
    expect(await gameBalance(page)).toBeLessThanOrEqual(100_000 - 5 * 200);

    // The shots land on fish and go to the vendor as batches; wait until none waits and one batch or more settled.
    const stats = page.getByTestId('fish-stats');
    await expect(stats).toHaveAttribute('data-last', 'settled', { timeout: 30_000 });
    await expect(stats).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
    const ledger = await ledgerBalance(request, token, 'JILI');
    // Five shots of 2.00: the ledger moved by the wins (whole multiples of 2.00) less 10.00.
    expect(Math.abs(100_000 - ledger) % 100).toBe(0);
    expect(ledger).toBeGreaterThanOrEqual(99_000);
    await expect.poll(() => gameBalance(page)).toBe(ledger);

    // Two more shots, and the wallet empties behind the page's back before they are sent (money moved out elsewhere):
    // the batch's debit is refused, the batch is refused whole, nothing moves, and the page shows the wallet's
    // balance again (never below zero). (Once the page knows the balance is gone it fires nothing.)
    for (const x of [0.3, 0.6]) await sea.tap({ position: { x: box!.width * x, y: box!.height * 0.3 } });
    await moveBetweenWallets(request, token, 'JILI', 'MAIN', ledger);
    await expect(stats).toHaveAttribute('data-last', 'refused', { timeout: 30_000 });
    await expect(page.getByText(/nothing was charged|ไม่มีการหักเงิน/).first()).toBeVisible();
    if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/fishing-refused.png` });
    await expect(stats).toHaveAttribute('data-waiting', '0', { timeout: 30_000 });
    expect(await ledgerBalance(request, token, 'JILI')).toBe(0);
    await expect.poll(() => gameBalance(page)).toBe(0);

    if (SHOTS_DIR) {
      for (const language of ['th', 'en'] as const)
        for (const theme of ['dark', 'light'] as const) {
          await page.evaluate(
            ([l, th]) => {
              localStorage.setItem('language', l);
              localStorage.setItem('theme', th);
            },
            [language, theme],
          );
          await page.goto(await launch());
          await remoteReady(page, 'mf-lobby');
          await expect(page.getByTestId('fish-rtp')).toBeVisible();
          await page.waitForTimeout(1500);
          const s = page.getByTestId('fish-sea');
          const b = (await s.boundingBox())!;
          for (const [x, y] of [
            [0.5, 0.3],
            [0.4, 0.45],
          ])
            await s.tap({ position: { x: b.width * x, y: b.height * y } });
          await page.waitForTimeout(250);
          await page.screenshot({ path: `${SHOTS_DIR}/fishing-${language}-${theme}.png` });
        }
      // Free play: the same sea with play money.
      await page.goto(
        ((await (await request.get('/wps/game/launchGame?nodeId=sgfish-1&gameId=SGFISH1001&vassalage=SG&accountType=0')).json()).value
          .gameUrl as string) ?? '',
      );
      await remoteReady(page, 'mf-lobby');
      const free = page.getByTestId('fish-sea');
      const fb = (await free.boundingBox())!;
      for (let i = 0; i < 8; i++) {
        await free.tap({ position: { x: fb.width * (0.2 + i * 0.08), y: fb.height * 0.35 } });
        await page.waitForTimeout(150);
      }
      await expect(page.getByTestId('fish-stats')).toHaveAttribute('data-batches', /[1-9]/, { timeout: 15_000 });
      await page.screenshot({ path: `${SHOTS_DIR}/fishing-free-sg.png` });
    }
  });
});
