import type { Page } from '@playwright/test';
import { expect, remoteReady } from '../fixtures';

/** Opens a page and waits until its push stream is up (the stream's answer has arrived); marks the document. */
export async function openLive(page: Page, path: string, remote: string) {
  const streaming = page.waitForResponse((res) => res.url().endsWith('/wps/push') && res.status() === 200, { timeout: 15_000 });
  await page.goto(path);
  await remoteReady(page, remote);
  await streaming;
  // Marks this document: a reload would lose it.
  await page.evaluate(() => ((window as unknown as { liveMark: number }).liveMark = 1));
}

/** True while the document openLive marked is still the one shown (no reload happened). */
export const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { liveMark?: number }).liveMark === 1);

/** Waits for a shared-clock round's betting window with at least `seconds` left on its countdown. */
export async function bettingOpen(page: Page, seconds = 5) {
  await expect
    .poll(
      async () => {
        const clock = page.getByTestId('live-countdown');
        return (await clock.getAttribute('data-phase')) === 'betting' ? Number(await clock.textContent()) : 0;
      },
      { timeout: 35_000, intervals: [250] },
    )
    .toBeGreaterThanOrEqual(seconds);
}
