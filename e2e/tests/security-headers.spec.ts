import type { Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';

/**
 * The HTML pages sent no security headers while the session token sits in browser storage. Now every page has a
 * Content-Security-Policy without 'unsafe-inline' for scripts (its inline boot scripts carry a nonce): the site
 * must still work completely under it, and Chromium must report no violation on the main screens.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${e.violatedDirective} ${e.blockedURI} at ${location.pathname}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe('security headers and the Content-Security-Policy', () => {
  test('a page answers with a nonce-only script policy, no framing, nosniff and a referrer policy', async ({ page }) => {
    const response = (await page.goto('/m/home'))!;
    const headers = response.headers();
    const csp = headers['content-security-policy'];
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
  });

  test('an injected inline script does not run (and Chromium reports it)', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto('/m/home');
    await remoteReady(page, 'mf-lobby');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true';
      document.head.appendChild(script);
      return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => violations.join('\n')).toContain('script-src');
  });

  test('no CSP violation on the main screens of a guest: home, game centres, games, lottery, promotions, help, notice, login and register', async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    await page.goto('/m/home');
    await remoteReady(page, 'mf-lobby');
    await expect(page.getByTestId('site-header')).toBeVisible();
    // Below the first screen (jackpot, winners, the categories' games and art).
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(1500);
    for (const [path, remote] of [
      ['/m/live-games', 'mf-lobby'],
      ['/m/inHouse', 'mf-lobby'],
      ['/m/lott', 'mf-lobby'],
      ['/m/activity', 'mf-promotions'],
      ['/m/notice', 'mf-messaging'],
      ['/m/help?tag=terms', 'mf-messaging'],
      ['/m/login', 'mf-auth'],
      ['/m/register', 'mf-auth'],
    ] as const) {
      await page.goto(path);
      await remoteReady(page, remote);
    }
    // An opened help topic is operator HTML, sanitized by DOMPurify (a chunk loaded by this screen).
    await page.goto('/m/help?tag=deposit');
    await expect(page.locator('[data-open="true"] p')).toBeVisible();
    const launch = await (
      await page.request.get(
        '/wps/game/launchGame?gameId=bgs-slot&vassalage=BGS&accountType=0&platform=html5&clientType=2&backUrl=/m/inHouse',
      )
    ).json();
    await page.goto(launch.value.content.game_url);
    await expect(page.getByTestId('slot-reels')).toBeVisible();
    await page.getByTestId('spin').click();
    await expect(page.getByTestId('spin')).toBeEnabled({ timeout: 15_000 });
    expect(violations).toEqual([]);
  });

  test("no CSP violation on a member's screens: member centre, deposit, records, security centre, inbox, VIP benefits, agent", async ({
    page,
    context,
    request,
  }) => {
    const violations = await watchViolations(page);
    await registerByUsername(page, context, request);
    for (const [path, remote] of [
      ['/m/member/home', 'mf-member'],
      ['/m/voucherCenter', 'mf-member'],
      ['/m/transaction/record', 'mf-member'],
      ['/m/securityCenter', 'mf-member'],
      ['/m/message', 'mf-messaging'],
      ['/m/member/benefits', 'mf-promotions'],
      ['/m/agent', 'mf-agent'],
    ] as const) {
      await page.goto(path);
      await remoteReady(page, remote);
    }
    expect(violations).toEqual([]);
  });
});
