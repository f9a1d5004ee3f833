import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';
import { registerByUsername } from './support/auth';
import { meetTurnover, memberCall } from './support/wallet';
import { ADMIN, CASHIER, consolePage, DESKTOP, PHONE, signIn, signOut, submitLogin, SUPPORT } from './support/ops-console';

/**
 * The operator console (docs/operator-console.md) in Chromium, against the running site: a player's deposit
 * approved by the cashier, a withdrawal rejected with a reason the player then reads, a feedback answered by
 * support to the player's inbox, and a role refused what it may not do. Then every screen in both languages and
 * themes, at a phone's size and a desktop's: axe finds nothing serious or critical. OPS_SHOTS=<dir> also saves
 * the screens as PNGs.
 *
 * The e2e server runs outside production, so `npm start`'s development operators exist (their passwords are in
 * docs/operator-console.md).
 */
const PIN = '246810';

const call = memberCall;

test.describe('operator console', () => {
  test('cashier approves a deposit and rejects a withdrawal with a reason; support answers a feedback; roles are kept apart', async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.setTimeout(180_000);
    const { username, password } = await registerByUsername(page, context, request);
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
    const order = (
      await call(request, token, 'POST', '/wps/wallets/deposit', {
        channel: 'MANUAL_BANK',
        amount: 200_000,
        payerName: 'Ops Player',
        reference: 'slip-ops',
        idempotencyKey: `ops-dep-${Date.now()}`,
      })
    ).value;
    expect(order.status).toBe('PENDING');

    // A wrong password is refused on the form; the cashier's sign-in shows the cashier's screens only.
    const ops = await consolePage(browser);
    await submitLogin(ops, { name: CASHIER.name, password: 'not-the-password' });
    await expect(ops.getByRole('alert')).toBeVisible();
    // The refusal brings the captcha, which the next sign-in of the name needs (signIn answers it).
    await expect(ops.getByTestId('ops-captcha-image')).toBeVisible();
    await signIn(ops, CASHIER);
    await expect(ops).toHaveURL(/\/ops\/console\/deposits$/);
    await expect(ops.getByRole('navigation').getByRole('link')).toHaveCount(2);

    // The deposit queue: approve the player's order; the money is the player's.
    const card = ops.getByRole('listitem', { name: order.orderNo });
    await expect(card).toContainText(username);
    await expect(card).toContainText('2,000.00');
    await card.getByRole('button').first().click();
    await expect(ops.getByRole('status')).toContainText(order.orderNo);
    await expect(card).toHaveCount(0);
    expect((await call(request, token, 'GET', '/wps/v2/wallets/balance')).value.sumBalance).toBe(200_000);

    // The player withdraws (turnover met, a payment password and a card); the cashier rejects it with a reason.
    await meetTurnover(request, token);
    await call(request, token, 'POST', '/wps/member/paymentPassword', { loginPassword: password, newPassword: PIN, confirmPassword: PIN });
    const bankCard = (
      await call(request, token, 'POST', '/wps/member/bankCard', {
        bankCode: 'KBANK',
        accountNo: `${Date.now()}`.slice(-10),
        holder: 'Ops Player',
        paymentPassword: PIN,
      })
    ).value;
    const withdrawal = (
      await call(request, token, 'POST', '/wps/transaction/withdraw', {
        amount: 10_000,
        bankCardId: bankCard.id,
        paymentPassword: PIN,
        idempotencyKey: `ops-wd-${Date.now()}`,
      })
    ).value;
    expect(withdrawal.status).toBe('PENDING');
    await ops.getByRole('navigation').getByRole('link').nth(1).click();
    await expect(ops).toHaveURL(/\/withdrawals$/);
    const held = ops.getByRole('listitem', { name: withdrawal.orderNo });
    await held.getByRole('button').nth(1).click();
    const dialog = ops.getByRole('dialog');
    await dialog.locator('textarea').fill('The bank account holder does not match the member');
    await dialog.locator('button[type="submit"]').click();
    await expect(dialog).toHaveCount(0);
    await expect(ops.getByRole('status')).toContainText(withdrawal.orderNo);
    await expect(held).toHaveCount(0);
    const records = (await call(request, token, 'GET', '/wps/transaction/withdraw/records')).value;
    expect(records.rows.find((r: { orderNo: string }) => r.orderNo === withdrawal.orderNo)).toMatchObject({
      status: 'REJECTED',
      reason: 'The bank account holder does not match the member',
    });

    // The cashier may not read feedback: the API refuses its session token (403), the console shows no such screen.
    const cashierToken = await ops.evaluate(() => JSON.parse(sessionStorage.getItem('ops-session') ?? '{}').token as string);
    const refused = await request.get('/ops/feedback', { headers: { authorization: `Bearer ${cashierToken}` } });
    expect([refused.status(), (await refused.json()).errorCode]).toEqual([403, 'operator.forbidden']);
    await ops.goto('/ops/console/feedback');
    await expect(ops).toHaveURL(/\/ops\/console\/deposits$/);
    await signOut(ops);
    // Logged out means revoked: the old token no longer works.
    expect((await request.get('/ops/wallet/deposits', { headers: { authorization: `Bearer ${cashierToken}` } })).status()).toBe(401);

    // The player writes feedback with a picture; support sees the picture and answers it to the player's inbox.
    const feedback = `The roulette page froze after my bet ${Date.now()}`;
    const picture =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
    expect((await call(request, token, 'PUT', '/wps/feedback', { category: 'game', content: feedback, images: [picture] })).success).toBe(
      true,
    );
    await signIn(ops, SUPPORT);
    await expect(ops).toHaveURL(/\/ops\/console\/feedback$/);
    const item = ops.getByRole('listitem').filter({ hasText: feedback });
    await expect(item).toContainText(username);
    // The picture itself, read with support's token (GET /ops/feedback/:id/images/0), not "1 image(s)".
    const shown = item.locator('img');
    await expect(shown).toHaveCount(1);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
    await item.getByRole('button').click();
    const answer = ops.getByRole('dialog');
    await answer.locator('textarea').fill('Thank you: the roulette page is fixed.');
    await answer.locator('button[type="submit"]').click();
    await expect(ops.getByRole('status')).not.toBeEmpty();
    const inbox = (await call(request, token, 'GET', '/wps/inbox/messages')).value;
    expect(inbox.content[0]).toMatchObject({ content: 'Thank you: the roulette page is fixed.', read: false });

    // Support may not approve deposits: no such screen, and the API refuses it.
    await expect(ops.getByRole('navigation').getByRole('link', { name: /deposit|ฝาก/i })).toHaveCount(0);
    await ops.goto('/ops/console/deposits');
    await expect(ops).toHaveURL(/\/ops\/console\/feedback$/);
    const supportToken = await ops.evaluate(() => JSON.parse(sessionStorage.getItem('ops-session') ?? '{}').token as string);
    const second = (
      await call(request, token, 'POST', '/wps/wallets/deposit', {
        channel: 'MANUAL_BANK',
        amount: 50_000,
        idempotencyKey: `ops-dep2-${Date.now()}`,
      })
    ).value;
    const denied = await request.post(`/ops/wallet/deposits/${second.id}/approve`, {
      headers: { authorization: `Bearer ${supportToken}` },
    });
    expect([denied.status(), (await denied.json()).errorCode]).toEqual([403, 'operator.forbidden']);
    await ops.context().close();
  });

  // Every screen in both languages and themes at a phone's size and a desktop's, one short test per combination
  // (eight screens each), so a busy machine runs out of no single test's time and a failure names its combination.
  for (const [size, viewport] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const language of ['th', 'en']) {
      for (const theme of ['dark', 'light']) {
        test(`every screen, ${size} ${language} ${theme}: axe finds nothing serious or critical`, async ({ browser, request }) => {
          test.setTimeout(120_000);
          const shots = process.env.OPS_SHOTS;
          if (shots) fs.mkdirSync(shots, { recursive: true });
          // Something in each list: a guest's open feedback, a message and an announcement.
          await request.put('/wps/feedback', { data: { category: 'other', content: 'The help page could list the deposit banks' } });
          const findings: string[] = [];
          const page = await consolePage(browser, viewport, { language, theme });
          const check = async (screen: string) => {
            await page.waitForLoadState('networkidle').catch(() => undefined);
            if (shots) await page.screenshot({ path: path.join(shots, `ops-${screen}-${size}-${language}-${theme}.png`), fullPage: false });
            const h1 = await page.locator('h1').count();
            if (h1 !== 1) findings.push(`${screen}: ${h1} h1 elements`);
            const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
            for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'))
              findings.push(`${screen}: ${v.id} (${v.impact}) at ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
          };
          await page.goto('/ops/console/');
          await expect(page.locator('form[aria-labelledby="ops-login-heading"]')).toBeVisible();
          await check('login');
          await signIn(page, ADMIN);
          for (const screen of ['deposits', 'withdrawals', 'chat', 'feedback', 'messages', 'announcements']) {
            await page.goto(`/ops/console/${screen}`);
            await expect(page.locator('h2').first()).toBeVisible();
            await check(screen);
          }
          // The reject dialog over a pending deposit (the first test leaves one).
          await page.goto('/ops/console/deposits');
          await page.waitForLoadState('networkidle').catch(() => undefined);
          const pending = page.getByRole('main').getByRole('listitem').first();
          if (await pending.count()) {
            await pending.getByRole('button').nth(1).click();
            await expect(page.getByRole('dialog')).toBeVisible();
            await check('reject-dialog');
          }
          await page.context().close();
          expect(findings).toEqual([]);
        });
      }
    }
  }
});
