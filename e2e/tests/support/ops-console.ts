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

/** The e2e server runs outside production, so the operator token is the development default. */
const OPERATOR = { authorization: 'Bearer dev-operator-token' };

/**
 * Signs in; when the API asks for the captcha (the name failed lately, here or in a test running alongside:
 * docs/operator-console.md), answers the one the form then shows, read through the operator API as support would.
 */
export async function signIn(page: Page, who: { name: string; password: string }) {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/ops/session' && r.request().method() === 'POST');
  await submitLogin(page, who);
  const response = await answered;
  if (response.status() !== 200) {
    const refusal = (await response.json()) as { errorCode?: string; value?: { captchaId?: string } };
    expect(refusal.errorCode).toBe('captcha.required');
    await expect(page.getByTestId('ops-captcha-image')).toBeVisible();
    const answer = (await (await page.request.get(`/ops/captchas/${refusal.value?.captchaId}`, { headers: OPERATOR })).json()).value.answer;
    const form = page.locator('form[aria-labelledby="ops-login-heading"]');
    await form.locator('input[name="captcha"]').fill(answer);
    await form.locator('button[type="submit"]').click();
  }
  await expect(page.getByRole('navigation')).toBeVisible();
}

export async function signOut(page: Page) {
  await page.locator('header button').last().click();
  await expect(page.locator('form[aria-labelledby="ops-login-heading"]')).toBeVisible();
}
