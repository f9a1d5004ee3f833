import type { Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';

test.describe('lobby', () => {
  test('a guest browses home, switches tabs, searches a game and is sent to login on launch', async ({ page }) => {
    await page.goto('/m/home');
    await remoteReady(page, 'mf-lobby');
    await expect(page.getByTestId('banner-carousel')).toBeVisible();
    await expect(page.getByTestId('notice-marquee').getByRole('button').first()).toBeAttached();
    await expect(page.getByTestId('winner-board')).toHaveAttribute('data-scrolling', 'true');

    // product-rules 2: recent and favourites only with a session.
    await expect(page.getByTestId('widget-hot')).toBeVisible();
    await expect(page.getByTestId('widget-recent')).toHaveCount(0);

    // Tapping a tab scrolls to its section and makes it the active tab.
    const tabs = page.getByTestId('home-tabs');
    await tabs.locator('[data-tab="COCKFIGHT"]').click();
    await expect(page.getByTestId('section-COCKFIGHT')).toBeInViewport();
    await expect(tabs.locator('[data-tab="COCKFIGHT"]')).toHaveAttribute('data-on', 'true');
    // Scrolling updates the active tab.
    await page.evaluate(() => {
      const section = document.querySelector('[data-testid="section-RNG"]')!;
      window.scrollTo(0, section.getBoundingClientRect().top + window.scrollY - 140);
    });
    await expect(tabs.locator('[data-tab="RNG"]')).toHaveAttribute('data-on', 'true');

    // Each category shows its first 3 games, with show more / less.
    const slots = page.getByTestId('home-grid-RNG').getByTestId('game-tile');
    await expect(slots).toHaveCount(3);
    await page.getByTestId('toggle-RNG').click();
    await expect(slots).toHaveCount(9);
    await page.getByTestId('toggle-RNG').click();
    await expect(slots).toHaveCount(3);

    // On home a tile goes to its category page.
    await slots.first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/slot-games$/);
    await expect(page.getByTestId('load-more')).toContainText('9');

    await page.goto('/m/search');
    await remoteReady(page, 'mf-lobby');
    await page.getByTestId('game-search').fill('Baccarat');
    const results = page.getByTestId('game-list-grid').getByTestId('game-tile');
    await expect(results.first()).toBeVisible();
    await expect(page.getByTestId('load-more')).toContainText(/\d+/);
    await page.getByTestId('game-search').fill('zzzz-no-such-game');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await page.getByTestId('game-search').fill('Roulette');
    await expect(results.first()).toBeVisible();

    // product-rules 6: a guest who launches goes to /m/login; favouriting too.
    await results.first().getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/login$/);
  });

  test('a member favourites a game and sees it under favourites and recents', async ({ page, context, request }) => {
    await registerByUsername(page, context, request);

    await page.goto('/m/slot-games');
    await remoteReady(page, 'mf-lobby');
    const first = page.getByTestId('game-list-grid').getByTestId('game-tile').first();
    const nodeId = await first.getAttribute('data-node-id');
    await first.getByTestId('fav-toggle').click();
    await expect(first.getByTestId('fav-toggle')).toHaveAttribute('aria-pressed', 'true');

    await page.goto('/m/fav-games');
    await remoteReady(page, 'mf-lobby');
    await expect(page.getByTestId('favourites-grid').locator(`[data-node-id="${nodeId}"]`)).toBeVisible();

    // Launch the in-house slot from its list: it opens the game page and lands in recents.
    await page.goto('/m/inHouse');
    await remoteReady(page, 'mf-lobby');
    await page.locator('[data-node-id="bgs-slot"]').getByRole('button').first().click();
    await expect(page).toHaveURL(/\/m\/app\?/);

    await page.goto('/m/fav-games');
    await remoteReady(page, 'mf-lobby');
    await page.getByTestId('fav-tab-recent').click();
    await expect(page.getByTestId('recents-grid').locator('[data-node-id="bgs-slot"]')).toBeVisible();

    // Home widget: favourites and recents tabs with a session; removing updates the list at once.
    await page.goto('/m/home');
    await remoteReady(page, 'mf-lobby');
    await page.getByTestId('widget-favourite').click();
    const favTile = page.getByTestId('widget-grid-favourite').locator(`[data-node-id="${nodeId}"]`);
    await expect(favTile).toBeVisible();
    await page.getByTestId('widget-recent').click();
    await expect(page.getByTestId('widget-grid-recent').locator('[data-node-id="bgs-slot"]')).toBeVisible();
    await page.getByTestId('widget-favourite').click();
    await favTile.getByTestId('fav-toggle').click();
    await expect(page.getByTestId('game-widget').getByTestId('empty-state')).toBeVisible();
  });

  test('app download guides for Android and iOS', async ({ page }) => {
    await page.goto('/m/download');
    await remoteReady(page, 'mf-lobby');
    await page.getByTestId('download-ios').click();
    await expect(page.getByTestId('download-ios')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('download-link')).toBeVisible();
  });
});

test.describe('pop-up announcement', () => {
  test.use({ popupShown: true });
  // The pop-up announcements come with the marquee's notices, in one answer.
  const announcementsLoaded = (page: Page) => expect(page.getByTestId('notice-marquee').locator('button').first()).toBeAttached();
  test('shows on home until dismissed for today', async ({ page, context }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('popup-notice')).toBeVisible();
    await page.getByTestId('popup-not-today').check();
    await page.getByTestId('popup-close').click();
    await expect(page.getByTestId('popup-notice')).toHaveCount(0);
    // Another session (a new tab) the same day.
    const later = await context.newPage();
    await later.goto('/m/home');
    await announcementsLoaded(later);
    await expect(later.getByTestId('popup-notice')).toHaveCount(0);
  });

  test('shows once a session: closed, it does not reopen on a return to home', async ({ page, context }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('popup-notice')).toBeVisible();
    await page.getByTestId('popup-close').click();
    await page.getByTestId('nav-promotions').click();
    await remoteReady(page, 'mf-promotions');
    await page.getByTestId('nav-home').click();
    await announcementsLoaded(page);
    await expect(page.getByTestId('popup-notice')).toHaveCount(0);
    await page.reload();
    await announcementsLoaded(page);
    await expect(page.getByTestId('popup-notice')).toHaveCount(0);
    // Without "do not show today", the next session (a new tab) shows it again.
    const next = await context.newPage();
    await next.goto('/m/home');
    await expect(next.getByTestId('popup-notice')).toBeVisible();
  });

  test('never over an auth popup: it waits for the register form opened over home to close', async ({ page }) => {
    await page.goto('/m/register');
    await expect(page.getByTestId('register-form')).toBeVisible();
    await announcementsLoaded(page);
    await expect(page.getByTestId('popup-notice')).toHaveCount(0);
    await page.getByTestId('auth-close').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('popup-notice')).toBeVisible();
  });
});

/** product-rules 2: a sticky side panel below the header (and download bar), hidden when the footer is within 40 px. */
test.describe('side panel', () => {
  const panelTop = (page: Page) => page.getByTestId('side-panel').evaluate((el) => Math.round(el.getBoundingClientRect().top));
  const headerBottom = (page: Page) => page.getByTestId('site-header').evaluate((el) => Math.round(el.getBoundingClientRect().bottom));

  test('follows scrolling below the header and hides near the footer', async ({ page }) => {
    await page.goto('/m/home');
    await remoteReady(page, 'mf-lobby');
    // It loads after the first screen: on the first scroll at the latest.
    await page.evaluate(() => window.scrollTo(0, 400));
    const panel = page.getByTestId('side-panel');
    await expect(panel).toBeVisible();
    expect(await panelTop(page)).toBe(await headerBottom(page));

    // Tucked into the edge where a control is under its place, its tab opens it.
    await expect(panel).toHaveAttribute('data-dock', /^(out|tab)$/);
    if ((await panel.getAttribute('data-dock')) === 'tab') await page.getByTestId('side-panel-tab').click();
    else await page.getByTestId('side-panel-toggle').click();
    await expect(panel.locator('a[data-kind="FACEBOOK"]')).toBeVisible();
    await expect(panel.locator('a[data-kind="LINE"]')).toBeVisible();

    // The home sections mount one a frame after load, so the page may still grow: scroll to its end until it is the end.
    await expect(async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(panel).toBeHidden({ timeout: 1000 });
    }).toPass();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(panel).toBeVisible();

    // Not on other remotes' pages.
    await page.getByTestId('nav-promotions').click();
    await expect(page).toHaveURL(/\/m\/activity$/);
    await expect(panel).toHaveCount(0);
  });

  /**
   * What of the panel is on screen, and every control it lies over: the parts the player sees (drawn on top at their
   * centre, elementFromPoint), against the visible part (clipped by its boxes) of every link, button and tile.
   */
  const coveredControls = (page: Page) =>
    page.evaluate(() => {
      const panel = document.querySelector('[data-testid="side-panel"]');
      if (!panel) return { parts: 0, covered: [] as string[] };
      const shown = [...panel.querySelectorAll<HTMLElement>('button, a')].filter((part) => {
        const r = part.getBoundingClientRect();
        return part.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
      const visibleRect = (el: Element) => {
        let { left, top, right, bottom } = el.getBoundingClientRect();
        for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = box.getBoundingClientRect();
          [left, top, right, bottom] = [
            Math.max(left, clip.left),
            Math.max(top, clip.top),
            Math.min(right, clip.right),
            Math.min(bottom, clip.bottom),
          ];
        }
        return { left, top, right, bottom };
      };
      const controls = [
        ...document.querySelectorAll('a[href], button, input, select, textarea, [role="button"], [data-testid="game-tile"]'),
      ].filter((c) => !panel.contains(c));
      const covered: string[] = [];
      for (const part of shown) {
        const p = part.getBoundingClientRect();
        for (const control of controls) {
          const c = visibleRect(control);
          if (c.right > c.left && c.bottom > c.top && c.left < p.right && c.right > p.left && c.top < p.bottom && c.bottom > p.top) {
            covered.push(`${part.dataset.testid ?? part.tagName} over ${control.outerHTML.slice(0, 80)}`);
          }
        }
      }
      return { parts: shown.length, covered };
    });

  test('never covers a link, button or game tile, scrolling through home and a game list', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of ['/m/home', '/m/slot-games']) {
      await page.goto(path);
      await remoteReady(page, 'mf-lobby');
      const panel = page.getByTestId('side-panel');
      // The page grows as its sections mount: walk it once it has stopped growing.
      await expect(async () => {
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForTimeout(500);
        expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(height);
      }).toPass();
      await expect(panel).toBeAttached();
      const end = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      let shownAt = 0;
      for (let y = 0; y <= end; y += 80) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        await page.waitForTimeout(260); // the tuck's slide
        const { parts, covered } = await coveredControls(page);
        expect(covered, `${path} scrolled to ${y}`).toEqual([]);
        if (parts) shownAt++;
      }
      // Not a walk it passes by never showing: the bubble or its tab was there to see.
      expect(shownAt, path).toBeGreaterThan(0);
    }
  });

  test.describe('in the iOS 10 app', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 10_3_1 like Mac OS X) AppleWebKit/603.1.30 (KHTML, like Gecko) Mobile/14E304 RoyalWinApp/2.1',
    });
    test('sits 40 px lower', async ({ page }) => {
      await page.goto('/m/slot-games');
      await remoteReady(page, 'mf-lobby');
      await page.evaluate(() => window.scrollTo(0, 10));
      await expect(page.getByTestId('side-panel')).toBeVisible();
      expect(await panelTop(page)).toBe((await headerBottom(page)) + 40);
    });
  });
});
