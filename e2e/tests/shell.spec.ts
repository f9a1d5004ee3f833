import { test, expect, remoteReady, withoutBootData } from './fixtures';
import { registerByUsername } from './support/auth';

test.describe('shell', () => {
  test('/ lands on home with the lobby and the member bar mounted', async ({ page }) => {
    await page.goto('/');
    await remoteReady(page, 'mf-lobby');
    await remoteReady(page, 'mf-member');
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-kind', 'homeTopBar');
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await expect(page.getByTestId('nav-home')).toHaveAttribute('data-active', 'true');
  });

  test('the HTML carries the status and the registry, so the first screen needs neither request', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto('/m/home');
    await remoteReady(page, 'mf-lobby');
    await remoteReady(page, 'mf-member');
    expect(requested).not.toContain('/wps/system/status');
    expect(requested).not.toContain('/wps/system/remotes');
    // A navigation reads the registry again (a remote shipped meanwhile is picked up).
    await page.getByTestId('nav-promotions').click();
    await expect.poll(() => requested.filter((p) => p === '/wps/system/remotes').length).toBe(1);
  });

  test('unknown routes redirect to /m/home; aliases resolve', async ({ page }) => {
    await page.goto('/m/no-such-page');
    await expect(page).toHaveURL(/\/m\/home$/);
    await page.goto('/m/register.html');
    await expect(page).toHaveURL(/\/m\/register$/);
    await expect(page.getByTestId('auth-popup')).toHaveAttribute('data-view', 'register');
    await page.goto('/download');
    await expect(page).toHaveURL(/\/m\/download$/);
  });

  test('auth popups open by URL and closing returns to /m/home', async ({ page }) => {
    await page.goto('/m/login');
    await expect(page.getByTestId('auth-popup')).toHaveAttribute('data-view', 'login');
    await expect(page.locator('body')).toHaveClass(/login-modal-open/);
    await page.getByTestId('auth-close').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await expect(page.getByTestId('auth-popup')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveClass(/login-modal-open/);
  });

  test('every remote mounts on one of its routes', async ({ page }) => {
    for (const [path, remote] of [
      ['/m/live-games', 'mf-lobby'],
      ['/m/member/home', 'mf-member'],
      ['/m/activity', 'mf-promotions'],
      ['/m/agent', 'mf-agent'],
      ['/m/help', 'mf-messaging'],
      ['/m/trail', 'mf-auth'],
    ]) {
      await page.goto(path);
      await remoteReady(page, remote);
    }
  });

  test('status 1 shows the maintenance / IP screen and status 2 the service screen', async ({ page }) => {
    const status = (value: object) => ({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true, value }) });
    const info = { siteName: 'Royal Win', minimumAge: 18, whitelabel: [], socialLinks: {}, promos: {} };
    await withoutBootData(page);
    await page.route('**/wps/system/status', (route) =>
      route.fulfill(status({ status: 1, maintenance: true, regionRestriction: false, location: { ip: '1.2.3.4' }, info })),
    );
    await page.goto('/m/home');
    await expect(page.getByTestId('status-screen')).toHaveAttribute('data-status', '1');
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await page.unroute('**/wps/system/status');
    await page.evaluate(() => localStorage.removeItem('systemStatus'));
    await page.route('**/wps/system/status', (route) =>
      route.fulfill(status({ status: 2, maintenance: false, regionRestriction: true, location: { ip: '1.2.3.4' }, info })),
    );
    await page.goto('/m/home');
    await expect(page.getByTestId('status-screen')).toHaveAttribute('data-status', '2');
  });

  test('database away on a first visit: the service screen says so in the player language and the site comes back by itself', async ({
    page,
  }) => {
    await withoutBootData(page);
    const unavailable = {
      success: false,
      errorCode: 'system.database.unavailable',
      message: 'The database is unavailable, try again shortly',
    };
    await page.route('**/wps/system/status', (route) => route.fulfill({ status: 503, json: unavailable }));
    await page.goto('/m/home');
    const screen = page.getByTestId('status-screen');
    await expect(screen).toHaveAttribute('data-error', 'system.database.unavailable');
    await expect(screen).toContainText('ระบบขัดข้องชั่วคราว');
    await expect(page.getByTestId('status-retrying')).toBeVisible();
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    await expect(screen).toContainText('The system is temporarily unavailable');
    // The database is back: the gate's next try lets the site in, without a reload.
    await page.unroute('**/wps/system/status');
    await expect(page.getByTestId('site-header')).toBeVisible({ timeout: 15_000 });
    await expect(screen).toHaveCount(0);
  });

  test('a broken remote shows the retry and leaves home, header and footer working', async ({ page, request }) => {
    // The registry entry of mf-messaging points nowhere.
    const body = await (await request.get('/wps/system/remotes')).json();
    for (const r of body.value.remotes) if (r.name === 'mf-messaging') r.manifestUrl = '/remotes/mf-messaging/missing/mf-manifest.json';
    await withoutBootData(page);
    await page.route('**/wps/system/remotes*', (route) => route.fulfill({ json: body }));
    await page.goto('/m/help');
    await expect(page.getByTestId('remote-retry')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('site-footer')).toBeVisible();
    await page.getByTestId('nav-home').click();
    await expect(page).toHaveURL(/\/m\/home$/);
    await remoteReady(page, 'mf-lobby');
  });

  test('unread badge is capped at 99+', async ({ page, context, request }) => {
    // A real member (a made-up token is signed out by the first member call, racing the badge).
    await page.route('**/wps/inbox/unread', (route) =>
      route.fulfill({ json: { success: true, value: { announcement: 0, chat: 0, inbox: 150, total: 150 } } }),
    );
    await registerByUsername(page, context, request);
    await page.goto('/m/home');
    await expect(page.getByTestId('unread-badge')).toHaveText('99+');
  });

  test('language and theme switch and persist', async ({ page }) => {
    await page.goto('/m/live-games');
    await expect(page.getByTestId('header-title')).toHaveText('คาสิโนสด');
    await page.locator('button[aria-label="ภาษา"]').click();
    await page.getByTestId('language-en').click();
    await expect(page.getByTestId('header-title')).toHaveText('Live casino');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.locator('button[aria-label="Language"]').click();
    await page.getByTestId('theme-toggle').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByTestId('header-title')).toHaveText('Live casino');
  });

  test('a sheet is a modal dialog: named, scroll locked, Tab stays inside, Escape closes and focus returns to its opener', async ({
    page,
  }) => {
    await page.goto('/m/home');
    const opener = page.getByTestId('language-button');
    await opener.click();
    const sheet = page.getByRole('dialog', { name: 'ภาษา' });
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((el) => el.matches(':modal'))).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 ? 'Tab' : 'Shift+Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('language-picker')).toHaveCount(0);
    await expect(opener).toBeFocused();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  });

  test('shared singletons: one React, router, store and shared package; a store write is seen by another remote', async ({
    page,
    context,
    request,
  }) => {
    // A real member, so that the member bar's own calls (balance, profile) keep the session.
    const { username } = await registerByUsername(page, context, request);
    await page.goto('/m/home');
    await remoteReady(page, 'mf-member');
    const scope = await page.evaluate(() => {
      const federation = (
        globalThis as unknown as {
          __FEDERATION__: {
            __INSTANCES__: Array<{ name: string; shareScopeMap: Record<string, Record<string, Record<string, { from: string }>>> }>;
          };
        }
      ).__FEDERATION__;
      const map = federation.__INSTANCES__.find((i) => i.name === 'shell')!.shareScopeMap.default;
      return Object.fromEntries(
        ['react', 'react-dom', 'react-router-dom', 'zustand', '@site/shared'].map((n) => [
          n,
          Object.values(map[n] ?? {}).map((s) => s.from),
        ]),
      );
    });
    for (const name of Object.keys(scope)) expect(scope[name], name).toEqual(['shell']);
    // The shell's copy of the shared package signs the session out and in again; mf-member's member bar follows
    // both without a reload.
    const shellStore = (action: 'signOut' | 'signIn') =>
      page.evaluate(async (what) => {
        type Store = { getState(): { session: object | null; signIn(s: object): void; signOut(): void } };
        const federation = (
          globalThis as unknown as {
            __FEDERATION__: { __INSTANCES__: Array<{ name: string; loadShare: (n: string) => Promise<() => { sessionStore: Store }> }> };
          }
        ).__FEDERATION__;
        const shell = federation.__INSTANCES__.find((i) => i.name === 'shell')!;
        const { sessionStore } = (await shell.loadShare('@site/shared'))();
        const probe = globalThis as unknown as { __probeSession?: object | null };
        if (what === 'signOut') {
          probe.__probeSession = sessionStore.getState().session;
          sessionStore.getState().signOut();
        } else sessionStore.getState().signIn(probe.__probeSession!);
      }, action);
    await expect(page.getByTestId('member-name')).toHaveText(username);
    await shellStore('signOut');
    await expect(page.getByTestId('bar-login')).toBeVisible();
    await shellStore('signIn');
    await expect(page.getByTestId('member-name')).toHaveText(username);
  });
});

test.describe('age gate', () => {
  test.use({ ageConfirmed: false });
  test('first visit asks for the minimum age and remembers the answer', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('age-gate')).toBeVisible();
    await page.getByTestId('age-terms').uncheck();
    await expect(page.getByTestId('age-confirm')).toBeDisabled();
    await page.getByTestId('age-terms').check();
    await page.getByTestId('age-confirm').click();
    await expect(page.getByTestId('age-gate')).toBeHidden();
    await page.reload();
    await remoteReady(page, 'mf-lobby');
    await expect(page.getByTestId('age-gate')).toBeHidden();
  });

  test('the terms stay readable behind the gate and the gate returns on leaving them', async ({ page }) => {
    await page.goto('/m/home');
    await expect(page.getByTestId('age-gate')).toBeVisible();
    await page.getByTestId('age-gate').getByRole('link', { name: 'ข้อกำหนดและเงื่อนไข' }).click();
    await expect(page).toHaveURL(/\/m\/help\?tag=terms$/);
    await expect(page.getByTestId('age-gate')).toBeHidden();
    await page.getByTestId('nav-home').click();
    await expect(page.getByTestId('age-gate')).toBeVisible();
  });
});
