import type { Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';
import { headerKind } from '../../shared/src/shell-header';
import { ROUTES, type RouteEntry } from '../../shared/src/routes';

/** Where a tap leads: the URL and what must be on screen there. */
interface Target {
  url: string | RegExp;
  shows: string;
}

type Tap = 'nav-home' | 'nav-promotions' | 'nav-vip' | 'nav-agent' | 'nav-member' | 'inbox-button';

const exactly = (path: string) => new RegExp(`${path.replace(/[/.]/g, '\\$&')}$`);
const screen = (name: string) => `[data-screen="${name}"]`;
const LOGIN_POPUP = '[data-testid="auth-popup"][data-view="login"]';

/** product-rules 2 footer nav and the header's inbox icon, for a registered member (type 1 counts as an agent, product-rules 6). */
const MEMBER_TARGETS: Record<Tap, Target> = {
  'nav-home': { url: exactly('/m/home'), shows: screen('home') },
  'nav-promotions': { url: exactly('/m/activity'), shows: screen('activity') },
  'nav-vip': { url: exactly('/m/member/benefits'), shows: screen('vip') },
  'nav-agent': { url: exactly('/m/member/home'), shows: screen('member_home') },
  'nav-member': { url: exactly('/m/member/home'), shows: screen('member_home') },
  'inbox-button': { url: exactly('/m/webEmail'), shows: screen('inbox') },
};

/** For a guest, VIP and member centre open login over home; the agent item opens it over the page (product-rules 2). */
const guestTargets = (from: string): Record<Tap, Target> => ({
  ...MEMBER_TARGETS,
  'nav-vip': { url: exactly('/m/login'), shows: LOGIN_POPUP },
  'nav-agent': { url: exactly(from), shows: LOGIN_POPUP },
  'nav-member': { url: exactly('/m/login'), shows: LOGIN_POPUP },
});

/**
 * The routes a walk starts from. Not /m/trail: it signs a free-play account in and moves on to home at once (product-rules 4),
 * so no tap can start there (and it would sign a member out).
 */
const walkable = (remote: string) => ROUTES.filter((r) => r.remote === remote && r.path !== '/m/trail');

async function openRoute(page: Page, route: RouteEntry) {
  await page.goto(route.path);
  await remoteReady(page, route.remote);
}

/** Taps every footer nav item (and the header's inbox) on the route's page, checks where it led, and comes back. */
async function walkFrom(page: Page, route: RouteEntry, targets: Record<Tap, Target>) {
  await openRoute(page, route);
  if (!(await page.getByTestId('nav-bar').count())) {
    // product-rules 2: no footer (and so no nav bar) on /m/lottery, /m/app and /m/agent; nor on /m/chat, whose
    // composer takes the bottom of the screen (docs/live-chat.md).
    const footerless = ['/m/lottery', '/m/app', '/m/agent', '/m/chat'].some((p) => route.path === p || route.path.startsWith(`${p}/`));
    expect(footerless, `${route.path} has no nav bar`).toBe(true);
    return;
  }
  const taps = (Object.keys(targets) as Tap[]).filter((tap) => tap !== 'inbox-button' || headerKind(route.path) !== 'none');
  for (const tap of taps) {
    const target = targets[tap];
    await page.getByTestId(tap).click();
    await expect(page, `${tap} from ${route.path}`).toHaveURL(target.url);
    await expect(page.locator(target.shows).first(), `${tap} from ${route.path}`).toBeVisible();
    // The target screen is up: no redirect came after it.
    await expect(page, `${tap} from ${route.path}`).toHaveURL(target.url);
    // Back to the route: a popup opened over it closes, any other target is left with the back button.
    if (!exactly(route.path).test(page.url())) await page.goBack();
    else if (await page.getByTestId('auth-popup').count()) await page.getByTestId('auth-close').click();
    await expect(page.getByTestId('auth-popup')).toHaveCount(0);
    await expect(page).toHaveURL(exactly(route.path));
    await remoteReady(page, route.remote);
  }
}

test.describe('every nav item and the inbox reach their target from every route', () => {
  // Each remote's routes in a test of its own (the lobby's two dozen take a while).
  for (const remote of ['mf-lobby', 'mf-member', 'mf-promotions', 'mf-agent', 'mf-messaging']) {
    test(`a member, from each route of ${remote}`, async ({ page, context, request }) => {
      test.setTimeout(240_000);
      await registerByUsername(page, context, request);
      for (const route of walkable(remote)) await walkFrom(page, route, MEMBER_TARGETS);
    });
  }

  test('a guest, from a route of each remote that lets guests stay', async ({ page }) => {
    test.setTimeout(120_000);
    // mf-member's routes open login by themselves for a guest (product-rules 6); /m/fav-games sends a guest to login.
    for (const path of ['/m/slot-games', '/m/search', '/m/download', '/m/activity', '/m/help', '/m/member/agent/getSalaryContract']) {
      const route = ROUTES.find((r) => r.path === path)!;
      await walkFrom(page, route, guestTargets(path));
    }
  });
});

test.describe('page headers', () => {
  test('the agent contract routes show one header, titled for the route', async ({ page }) => {
    for (const [path, title] of [
      ['/m/member/agent/getSalaryContract', 'สัญญาเงินเดือนรายวัน'],
      ['/m/member/agent/getDevidendContract', 'สัญญาเงินปันผล'],
      ['/m/member/agent/getHourContract', 'สัญญาเงินเดือนรายชั่วโมง'],
    ]) {
      await page.goto(path);
      await remoteReady(page, 'mf-agent');
      await expect(page.getByTestId('header-title')).toHaveText(title);
      await expect(page.locator('header, [data-testid="site-main"] h1')).toHaveCount(1);
    }
    // product-rules 2: on /m/agent the shell hides its header and the page shows its own.
    await page.goto('/m/agent');
    await remoteReady(page, 'mf-agent');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.locator('[data-testid="site-main"] h1')).toHaveText('ศูนย์เอเย่นต์');
  });
});

test.describe('pop-up menu', () => {
  test("mission opens the reward centre's missions (a guest is asked to log in first)", async ({ page }) => {
    await page.goto('/m/home');
    await page.getByTestId('quick-menu').click();
    await page.locator('[data-menu="menu_mission"]').click();
    await expect(page).toHaveURL(/\/m\/rewardCenter\?tab=missions$/);
    await expect(page.getByTestId('reward-tab-missions')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('empty-state')).toHaveText('เข้าสู่ระบบเพื่อดูรางวัลของคุณ');
  });
});
