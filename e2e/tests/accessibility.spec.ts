import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';
import { ROUTES, type RouteEntry } from '../../shared/src/routes';

/**
 * axe over every route of the site, every key dialog and sheet, in both themes: no serious or critical violation,
 * and one h1 a screen. Guests see the public routes; one signed-in member sees the member routes. A route added
 * to shared/src/routes.ts is checked here without a change (as a guest unless it is listed as a member's). Among
 * axe's rules, meta-viewport fails a page whose viewport blocks zooming.
 */

/** Routes whose screen only a signed-in member sees (a guest gets the login prompt). */
const MEMBER_SCREENS = new Set([
  '/m/inviteFriends',
  '/m/member/manualRebate',
  '/m/rewardCenter',
  '/m/message',
  '/m/messages',
  '/m/webEmail',
  '/m/chat',
]);
const forMember = (route: RouteEntry) => route.remote === 'mf-member' || route.remote === 'mf-agent' || MEMBER_SCREENS.has(route.path);
/** Routes whose screen needs a query: a lottery game (without one the lottery list shows, as on /m/lott). */
const ADDRESS: Record<string, string> = { '/m/lottery': '/m/lottery?gameId=TH3M' };
/** Visited in steps of their own: a game opens from its launch link; /m/trail signs the guest in as a trial player. */
const OWN_STEPS = new Set(['/m/app', '/m/trail', '/m/activityDetail']);
const guestRoutes = ROUTES.filter((r) => !forMember(r) && !OWN_STEPS.has(r.path));
const memberRoutes = ROUTES.filter((r) => forMember(r) && !OWN_STEPS.has(r.path));

/** The rules that read colours, run again in the light theme (the others do not depend on the theme). */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

type Theme = 'dark' | 'light';

// The push stream (docs/live.md) stays open while a session exists, so the page would never be network-idle: it is
// refused here (the page retries with backoff), and the screens load as they do without it.
test.beforeEach(async ({ page }) => {
  await page.route('**/wps/push', (route) => route.abort());
});

/** Waits until the screen has loaded its data and finished its transitions (a fade half done reads as low contrast). */
async function settle(page: Page, remote?: string) {
  if (remote) await remoteReady(page, remote);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** The theme as the shell's toggle sets it (shared applyTheme), for this page only: the next page opens dark. */
async function showTheme(page: Page, theme: Theme) {
  await page.evaluate((t) => (document.documentElement.dataset.theme = t), theme);
  await settle(page);
}

/** Checks what the page shows now, in the dark theme and then the light one; findings are collected, not thrown. */
async function audit(page: Page, where: string, findings: string[]) {
  const h1 = await page.locator('h1').count();
  if (h1 !== 1) findings.push(`${where}: ${h1} h1 elements, one expected`);
  for (const theme of ['dark', 'light'] as const) {
    await showTheme(page, theme);
    // Only violations are read: axe then details no passing node (its own advice for speed).
    const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    if (theme === 'light') axe.withRules(THEME_RULES);
    const { violations } = await axe.analyze();
    for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      const nodes = v.nodes.slice(0, 3).map((n) => n.target.join(' '));
      findings.push(`${where} [${theme}] ${v.id} (${v.impact}): ${v.help} at ${nodes.join(' | ')}`);
    }
  }
  await showTheme(page, 'dark');
}

async function visit(page: Page, route: RouteEntry, findings: string[]) {
  await page.goto(ADDRESS[route.path] ?? route.path);
  await settle(page, route.remote);
  await audit(page, route.path, findings);
}

test.describe('accessibility (axe, both themes)', () => {
  test.describe.configure({ mode: 'parallel' });

  test('a guest: the game lists, a game', async ({ page, request }) => {
    test.setTimeout(240_000);
    const findings: string[] = [];

    for (const route of guestRoutes.filter((r) => r.remote === 'mf-lobby')) await visit(page, route, findings);

    // A game in free play, from its launch link (/m/app).
    const launch = await (
      await request.get('/wps/game/launchGame?gameId=bgs-slot&vassalage=BGS&accountType=0&platform=html5&clientType=2&backUrl=/m/inHouse')
    ).json();
    await page.goto(launch.value.content.game_url);
    await settle(page, 'mf-lobby');
    await expect(page.getByTestId('slot-reels')).toBeVisible();
    await audit(page, '/m/app (slot, free play)', findings);

    // A live baccarat table of the demo provider, in free play.
    const live = await (
      await request.get('/wps/game/launchGame?nodeId=sa-1&gameId=SA1001&vassalage=SA&accountType=0&backUrl=/m/live')
    ).json();
    await page.goto(live.value.gameUrl);
    await settle(page, 'mf-lobby');
    await expect(page.getByTestId('bead-plate')).toBeVisible();
    await audit(page, '/m/app (live baccarat, free play)', findings);

    expect(findings).toEqual([]);
  });

  test('a guest: home and its sheets, the auth dialogs, the other public routes, a promotion, free play', async ({ page }) => {
    test.setTimeout(240_000);
    const findings: string[] = [];

    await page.goto('/m/home');
    await settle(page, 'mf-lobby');
    await audit(page, 'home', findings);
    await page.getByTestId('language-button').click();
    await expect(page.getByTestId('language-picker')).toBeVisible();
    await audit(page, 'home, language and theme sheet', findings);

    for (const [button, sheet] of [
      ['quick-menu', 'popup-menu'],
      ['quick-service', 'service-sheet'],
    ]) {
      await page.goto('/m/home');
      await settle(page, 'mf-lobby');
      await page.getByTestId(button).click();
      await expect(page.getByTestId(sheet)).toBeVisible();
      await audit(page, `home, ${sheet}`, findings);
    }

    for (const path of ['/m/login', '/m/register', '/m/forget']) {
      await page.goto(path);
      await settle(page, 'mf-auth');
      await expect(page.getByRole('dialog')).toBeVisible();
      await audit(page, `${path} (auth dialog)`, findings);
    }

    for (const route of guestRoutes.filter((r) => r.remote !== 'mf-lobby')) await visit(page, route, findings);

    // A member's route as a guest sees it: the login prompt and the login dialog over it.
    await page.goto('/m/withdraw');
    await settle(page, 'mf-member');
    await expect(page.getByTestId('member-login-needed')).toBeVisible();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await audit(page, '/m/withdraw (guest: login prompt)', findings);

    // A promotion's page, opened from the list.
    await page.goto('/m/activity');
    await settle(page, 'mf-promotions');
    await page.getByTestId('promotion-card').first().locator('a').first().click();
    await expect(page).toHaveURL(/\/m\/activityDetail\?id=/);
    await settle(page, 'mf-promotions');
    await audit(page, '/m/activityDetail', findings);

    // Free play: a trial account, then home as the trial player.
    await page.goto('/m/trail');
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('member-name')).toBeVisible();
    await settle(page, 'mf-lobby');
    await audit(page, '/m/trail (home as a trial player)', findings);

    expect(findings).toEqual([]);
  });

  test.describe('a first visit', () => {
    test.use({ ageConfirmed: false, popupShown: true });

    test('the age gate, then the pop-up announcement', async ({ page }) => {
      test.setTimeout(120_000);
      const findings: string[] = [];
      await page.goto('/m/home');
      await expect(page.getByTestId('age-gate')).toBeVisible();
      await settle(page, 'mf-lobby');
      await audit(page, 'age gate', findings);
      await page.getByTestId('age-confirm').click();
      await expect(page.getByTestId('popup-notice')).toBeVisible();
      await settle(page);
      await audit(page, 'home, pop-up announcement', findings);
      expect(findings).toEqual([]);
    });
  });

  test('a member: every member route, the first-password dialog, a date picker, a card sheet, the logout prompt', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(300_000);
    const findings: string[] = [];
    const { password } = await registerByUsername(page, context, request);

    await page.goto('/m/home');
    await settle(page, 'mf-member');
    await audit(page, 'home (member)', findings);
    await page.goto('/m/changePsw');
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page, 'mf-auth');
    await audit(page, '/m/changePsw (auth dialog)', findings);

    for (const route of memberRoutes) await visit(page, route, findings);

    // Sheets: a record filter's date picker; a bank card's, which needs a payment password first.
    await page.goto('/m/transaction/record');
    await settle(page, 'mf-member');
    await page.getByTestId('range-start').click();
    await expect(page.getByTestId('date-picker')).toBeVisible();
    await audit(page, '/m/transaction/record, date picker', findings);
    // The deposits tab with an order in each state's colours: one pending, one refused with the operator's reason.
    const memberToken = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
    for (const key of ['a11y-pending', 'a11y-rejected']) {
      const order = await (
        await request.post('/wps/deposit/manual', {
          headers: { authorization: memberToken },
          data: { amount: 10_000, payerName: 'A11y Player', idempotencyKey: `${key}-${Date.now()}` },
        })
      ).json();
      if (key === 'a11y-rejected')
        await request.post(`/ops/wallet/deposits/${order.value.id}/reject`, {
          headers: { authorization: 'Bearer dev-operator-token' },
          data: { reason: 'No transfer arrived' },
        });
    }
    await page.goto('/m/transaction/record?tab=deposits');
    await settle(page, 'mf-member');
    await expect(page.getByTestId('order-reason')).toBeVisible();
    await audit(page, '/m/transaction/record?tab=deposits (orders)', findings);
    await page.goto('/m/securityCenter');
    await settle(page, 'mf-member');
    await page.locator('input[name="loginPassword"]').fill(password);
    await page.getByTestId('pin-newPin').fill('246810');
    await page.getByTestId('pin-confirmPin').fill('246810');
    await page.getByTestId('pin-submit').click();
    await expect(page.getByTestId('pin-oldPin')).toBeVisible();
    await page.getByTestId('security-tab-cards').click();
    await page.getByTestId('add-card').click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await audit(page, '/m/securityCenter, add card sheet', findings);

    // A member's game from its launch link, then the logout prompt (the last step: it can sign out).
    const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);
    const launch = await (
      await request.get('/wps/game/launchGame?gameId=bgs-baccarat&vassalage=BGS&accountType=1&backUrl=/m/inHouse', {
        headers: { authorization: token },
      })
    ).json();
    await page.goto(launch.value.gameUrl);
    await settle(page, 'mf-lobby');
    await expect(page.getByTestId('game-title')).toBeVisible();
    await audit(page, '/m/app (baccarat)', findings);
    await page.goto('/m/home');
    await settle(page, 'mf-member');
    await page.getByTestId('quick-logout').click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await audit(page, 'home, logout prompt', findings);

    expect(findings).toEqual([]);
  });
});
