import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

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
