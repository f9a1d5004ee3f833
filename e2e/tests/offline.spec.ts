import { test, expect, remoteReady } from './fixtures';

/**
 * Offline after one visit (issue 29): a section not loaded yet cannot come, and the page says the phone is offline
 * (not "this section could not load" under a spinner); when the connection returns, the section loads by itself.
 */
test.use({ serviceWorkers: 'allow' });

test('offline, a section that cannot load says the phone is offline, and loads by itself when the connection returns', async ({
  page,
  context,
}) => {
  await page.goto('/m/home');
  await remoteReady(page, 'mf-lobby');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

  await context.setOffline(true);
  await page.getByTestId('nav-promotions').click();
  const offline = page.locator('[data-remote="mf-promotions"][data-state="offline"]');
  await expect(offline).toBeVisible({ timeout: 20_000 });
  await expect(offline.getByRole('status')).toContainText('ออฟไลน์');
  await expect(page.getByText('ส่วนนี้โหลดไม่สำเร็จ')).toHaveCount(0);
  // A scroll asks for the side panel's chunk, which cannot come offline: the page stays (it once went blank).
  await page.evaluate(() => window.dispatchEvent(new Event('scroll')));
  await expect(offline).toBeVisible();
  await expect(page.getByTestId('site-header')).toBeVisible();

  await context.setOffline(false);
  await remoteReady(page, 'mf-promotions');
  await expect(offline).toHaveCount(0);
});
