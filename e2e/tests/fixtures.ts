import { test as base, expect, type Page } from '@playwright/test';

/** Every test starts as a returning visitor who has passed the age gate, unless it says otherwise. */
export const test = base.extend<{ ageConfirmed: boolean }>({
  ageConfirmed: [true, { option: true }],
  page: async ({ page, ageConfirmed }, use) => {
    if (ageConfirmed) await page.addInitScript(() => localStorage.setItem('ageConfirmed', '21'));
    await use(page);
  },
});
export { expect };

/** Waits until the remote's mount in the shell has rendered (data-state="ready"). */
export async function remoteReady(page: Page, remote: string) {
  await expect(page.locator(`[data-remote="${remote}"][data-state="ready"]`).first()).toBeAttached();
}

/**
 * Makes the shell fetch its status and registry instead of reading the boot data in the HTML, so a test
 * can answer those requests itself (page.route).
 */
export async function withoutBootData(page: Page) {
  await page.addInitScript(() => Object.defineProperty(window, '__BOOT__', { configurable: true, get: () => undefined, set: () => undefined }));
}
