import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { cli, liveVersions, lobbyMarker, markedLobbyDist, mountedVersion, uniqueChannel } from './support/registry';

/**
 * The installable app: a web app manifest, icons and a service worker that keeps hashed files for fast
 * repeat visits but never pins a release. Other specs block service workers (playwright.config.ts); these allow it.
 */
test.use({ serviceWorkers: 'allow' });

const OPS = { authorization: 'Bearer dev-operator-token', operator: 'e2e-pwa' };

/** Waits until the service worker controls the page (it claims the page that installed it). */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

test('the site is installable: a manifest with icons, an apple-touch-icon, a zoomable page', async ({ page, request }) => {
  await page.goto('/m/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await request.get(href!);
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['cache-control']).toBe('no-cache');
  const app = await manifest.json();
  expect(app).toMatchObject({ name: 'Royal Win', start_url: '/m/home', scope: '/', display: 'standalone' });
  expect(app.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const src of [
    ...app.icons.map((icon: { src: string }) => icon.src),
    await page.locator('link[rel="apple-touch-icon"]').getAttribute('href'),
  ]) {
    const icon = await request.get(src);
    expect(icon.headers()['content-type']).toBe('image/png');
  }
  expect(await page.locator('meta[name="viewport"]').getAttribute('content')).not.toMatch(/maximum-scale|user-scalable/);
});

test("Chromium's own installability check passes (a profile on disk: incognito windows cannot install)", async ({
  browser,
  baseURL,
}, testInfo) => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pwa-profile-'));
  const context = await browser.browserType().launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.addInitScript(() => localStorage.setItem('ageConfirmed', '21'));
    await page.goto(`${baseURL}/m/home`);
    await serviceWorkerInControl(page);
    const cdp = await context.newCDPSession(page);
    expect((await cdp.send('Page.getAppManifest')).errors).toEqual([]);
    expect((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});

test('repeat visits take hashed files from the service worker; pages still come from the server', async ({ page, context }) => {
  await page.goto('/m/home');
  await serviceWorkerInControl(page);
  // The repeat visit: everything it loads passes through the service worker.
  await page.goto('/m/home');
  await remoteReady(page, 'mf-lobby');
  const cached = await page.evaluate(async () => (await (await caches.open('assets-v1')).keys()).map((r) => new URL(r.url).pathname));
  expect(cached.some((file) => /^\/js\/main\.[0-9a-f]{10}\.js$/.test(file))).toBe(true);
  expect(cached.some((file) => /^\/remotes\/mf-lobby\/[^/]+\/js\/.+\.[0-9a-f]{10}\.js$/.test(file))).toBe(true);
  // Never the release files or the API.
  expect(cached.filter((file) => /remoteEntry\.js|mf-manifest\.json|^\/wps\//.test(file))).toEqual([]);

  // The server is asked for the page on every navigation.
  let pages = 0;
  page.on('request', (r) => r.isNavigationRequest() && pages++);
  await page.goto('/m/home');
  await remoteReady(page, 'mf-lobby');
  expect(pages).toBe(1);

  // Offline, the last page and the cached files still start the app (it then says it cannot reach the server).
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('status-screen').or(page.getByTestId('site-header'))).toBeVisible({ timeout: 20_000 });
  await context.setOffline(false);
});

test('the installed app follows a publish and a rollback on its next navigation', async ({ page, request, baseURL }) => {
  const channel = uniqueChannel('pwa');
  const before = await liveVersions(request, 'default');
  const baseline = await request.post('/ops/registry/remotes/mf-lobby/activate', {
    headers: OPS,
    data: { version: before['mf-lobby'], merchant: 'DEMO', channel, reason: 'e2e baseline' },
  });
  expect(baseline.ok()).toBe(true);
  const marker = 'Installed app build v2';
  const variant = markedLobbyDist(marker);
  const open = async () => {
    await page.goto(`/m/home?remoteChannel=${channel}`);
    await remoteReady(page, 'mf-lobby');
  };

  await open();
  await serviceWorkerInControl(page);
  await open();
  expect(await mountedVersion(page, 'mf-lobby')).toBe(before['mf-lobby']);

  const published = cli(
    baseURL!,
    'publish',
    'mf-lobby',
    '--dist',
    variant,
    '--channel',
    channel,
    '--merchant',
    'DEMO',
    '--reason',
    'e2e pwa ship',
  );
  const shipped = /published mf-lobby (\S+)/.exec(published)?.[1];
  expect(shipped).toBeTruthy();
  await open();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await mountedVersion(page, 'mf-lobby')).toBe(shipped);
  await expect.poll(() => lobbyMarker(page)).toContain(marker);

  cli(baseURL!, 'rollback', 'mf-lobby', '--channel', channel, '--merchant', 'DEMO', '--reason', 'e2e pwa rollback');
  await open();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await mountedVersion(page, 'mf-lobby')).toBe(before['mf-lobby']);
  await expect.poll(() => lobbyMarker(page)).not.toContain(marker);
  fs.rmSync(variant, { recursive: true, force: true });
});
