import type { Browser, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** `npm start`'s development operators outside production (docs/operator-console.md). */
export const CASHIER = { name: 'cashier', password: 'ops-cashier-password' };
export const SUPPORT = { name: 'support', password: 'ops-support-password' };
export const ADMIN = { name: 'admin', password: 'ops-admin-password' };
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** A console of its own (another browser context: the operator is not the player), at the given size. */
export async function consolePage(browser: Browser, viewport = DESKTOP, init?: { language?: string; theme?: string }): Promise<Page> {
  const context = await browser.newContext({ viewport, isMobile: viewport === PHONE, hasTouch: viewport === PHONE });
  if (init)
    await context.addInitScript(({ language, theme }) => {
      if (language) localStorage.setItem('language', language);
      if (theme) localStorage.setItem('theme', theme);
    }, init);
  return context.newPage();
}

export async function submitLogin(page: Page, who: { name: string; password: string }) {
  await page.goto('/ops/');
  await expect(page).toHaveURL(/\/ops\/console\/$/);
  const form = page.locator('form[aria-labelledby="ops-login-heading"]');
  await form.locator('input[autocomplete="username"]').fill(who.name);
  await form.locator('input[type="password"]').fill(who.password);
  await form.locator('button[type="submit"]').click();
}

export async function signIn(page: Page, who: { name: string; password: string }) {
  await submitLogin(page, who);
  await expect(page.getByRole('navigation')).toBeVisible();
}

export async function signOut(page: Page) {
  await page.locator('header button').last().click();
  await expect(page.locator('form[aria-labelledby="ops-login-heading"]')).toBeVisible();
}
