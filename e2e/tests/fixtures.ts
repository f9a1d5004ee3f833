import { test as base, expect, type Page } from '@playwright/test';

/** Every test starts as a returning visitor who has passed the age gate, unless it says otherwise. */
export const test = base.extend<{ ageConfirmed: boolean; popupShown: boolean }>({
  ageConfirmed: [true, { option: true }],
  popupShown: [false, { option: true }],
  page: async ({ page, ageConfirmed, popupShown }, use) => {
    if (ageConfirmed) await page.addInitScript(() => localStorage.setItem('ageConfirmed', '21'));
    // A returning visitor who already dismissed today's pop-up announcement (its own test shows it).
    if (!popupShown) await page.addInitScript(() => localStorage.setItem('popupHiddenOn', new Date().toISOString().slice(0, 10)));
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
  await page.addInitScript(() =>
    Object.defineProperty(window, '__BOOT__', { configurable: true, get: () => undefined, set: () => undefined }),
  );
}

/** Holds back every request matching `url` until the returned release() is called. */
export async function holdRequests(page: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
