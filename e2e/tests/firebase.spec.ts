import path from 'node:path';
import type { Page } from '@playwright/test';
import { test as base, expect, withoutBootData } from './fixtures';
import { logout, uniqueMobile } from './support/auth';
import { emulatorOrigin, emulatorSmsCode, startEmulator } from './support/firebase-emulator';

/**
 * Firebase phone codes and Google sign-in against the real Firebase Auth emulator, on the FBDEMO white label
 * (SMS channel Firebase, Google and Facebook switched on; seeded because the e2e API points at the emulator).
 */
const test = base.extend<{ firebasePage: Page }, { emulator: void }>({
  emulator: [
    async ({}, use) => {
      const stop = await startEmulator();
      await use();
      await stop();
    },
    { scope: 'worker', timeout: 150_000 },
  ],
  firebasePage: async ({ page, emulator }, use) => {
    void emulator;
    // The HTML's boot data is the default merchant's: let the shell ask the API as FBDEMO.
    await withoutBootData(page);
    await page.addInitScript(() => {
      window.__SITE__ = { merchantCode: 'FBDEMO' };
    });
    await use(page);
  },
});

/** The SDK's signature: the Identity Toolkit host appears in the firebase SDK and nowhere in our own code. */
const SDK_MARK = 'identitytoolkit.googleapis.com';

async function sendCode(page: Page, scope: ReturnType<Page['getByTestId']>, mobile: string): Promise<string> {
  await scope.locator('input[name="mobileNum"]').fill(mobile);
  await scope.getByTestId('sms-send').click();
  await expect(scope.getByTestId('sms-send')).toHaveText(/^\d+s$/);
  let code: string | null = null;
  await expect.poll(async () => (code = await emulatorSmsCode(`+66${mobile}`))).toMatch(/^\d{6}$/);
  return code!;
}

async function registerByFirebasePhone(page: Page, mobile: string) {
  await page.goto('/m/register');
  const form = page.getByTestId('register-form');
  await form.getByTestId('tab-mobileNum').click();
  // The Firebase channel has its own (invisible) reCAPTCHA: no captcha field of ours.
  await expect(form.locator('input[name="captcha"]')).toHaveCount(0);
  const code = await sendCode(page, form, mobile);
  await form.locator('input[name="verificationCode"]').fill(code);
  await form.locator('input[name="password"]').fill('abc12345');
  await form.locator('input[name="confirmPassword"]').fill('abc12345');
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('member-name')).toHaveText(`m66${mobile}`);
}

test.describe('Firebase phone codes and Google sign-in (Auth emulator)', () => {
  test('register by mobile and log in by SMS through Firebase; the SDK loads only when a code is sent', async ({ firebasePage: page }) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/m/login');
    const login = page.getByTestId('login-form');
    await login.getByTestId('tab-sms').click();
    await expect(login.locator('input[name="verificationCode"]')).toBeVisible();
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((s) => s.includes(SDK_MARK))).toBe(false);

    const mobile = uniqueMobile();
    await registerByFirebasePhone(page, mobile);
    expect(scripts.some((s) => s.includes(SDK_MARK))).toBe(true);
    await logout(page);

    await page.goto('/m/login');
    const form = page.getByTestId('login-form');
    await form.getByTestId('tab-sms').click();
    const code = await sendCode(page, form, mobile);
    await form.locator('input[name="verificationCode"]').fill(code);
    await form.getByTestId('login-submit').click();
    await expect(page.getByTestId('member-name')).toHaveText(`m66${mobile}`);
  });

  test('a wrong code is refused with a translated message, the right one then logs in; a failed Firebase check stops silently', async ({
    firebasePage: page,
  }) => {
    const mobile = uniqueMobile();
    await registerByFirebasePhone(page, mobile);
    await logout(page);

    await page.goto('/m/login');
    const form = page.getByTestId('login-form');
    await form.getByTestId('tab-sms').click();
    const code = await sendCode(page, form, mobile);
    await form.locator('input[name="verificationCode"]').fill(code === '000000' ? '111111' : '000000');
    await form.getByTestId('login-submit').click();
    await expect(form.getByTestId('form-error')).toHaveText('รหัสยืนยันไม่ถูกต้อง');
    await expect(page.getByTestId('bar-login')).toBeVisible();
    // The code Firebase sent still stands: typed right, it logs in.
    await form.locator('input[name="verificationCode"]').fill(code);
    await form.getByTestId('login-submit').click();
    await expect(page.getByTestId('member-name')).toHaveText(`m66${mobile}`);
    await logout(page);

    // Firebase refuses to send (a reCAPTCHA check failed): the loading toast hides, no message, no countdown.
    await page.route(`${emulatorOrigin}/**/accounts:sendVerificationCode*`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 400, message: 'CAPTCHA_CHECK_FAILED' } }),
      }),
    );
    await page.goto('/m/login');
    await form.getByTestId('tab-sms').click();
    await form.locator('input[name="mobileNum"]').fill(uniqueMobile());
    const attempted = page.waitForRequest(/accounts:sendVerificationCode/);
    await form.getByTestId('sms-send').click();
    await attempted;
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await expect(form.getByTestId('sms-send')).toHaveText('ส่งรหัส');
    await expect(form.getByTestId('sms-error')).toHaveCount(0);
  });

  test('forgot password by phone through Firebase ends logged in with the new password', async ({ firebasePage: page }) => {
    const mobile = uniqueMobile();
    await registerByFirebasePhone(page, mobile);
    const username = `m66${mobile}`;
    await logout(page);

    await page.goto('/m/forget');
    const forget = page.getByTestId('forget-phone');
    await forget.locator('input[name="username"]').fill(username);
    await forget.getByTestId('forget-next').click();
    const code = await sendCode(page, forget, mobile);
    await forget.locator('input[name="verificationCode"]').fill(code);
    await forget.locator('input[name="newPassword"]').fill('fresh123');
    await forget.getByTestId('forget-submit').click();
    await expect(page.getByTestId('member-name')).toHaveText(username);

    // The new password is the one that works now.
    await logout(page);
    await page.getByTestId('bar-login').click();
    const login = page.getByTestId('login-form');
    await login.locator('input[name="username"]').fill(username);
    await login.locator('input[name="password"]').fill('fresh123');
    await login.getByTestId('login-submit').click();
    await expect(page.getByTestId('member-name')).toHaveText(username);
  });

  test('Google sign-in through the emulator popup ends logged in on /m/home', async ({ firebasePage: page, context }) => {
    // Offline, Google's gapi loader cannot load: a postMessage stand-in for its gapi.iframes channel takes its
    // place (support/gapi-iframes.js); the emulator popup's styles and fonts come from CDNs and are left out.
    await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
      route.fulfill({ path: path.join(__dirname, 'support/gapi-iframes.js'), contentType: 'text/javascript' }),
    );
    await context.route(/^https:\/\/(unpkg\.com|fonts\.googleapis\.com)\//, (route) => route.abort());

    await page.goto('/m/home');
    await page.getByTestId('bar-login').click();
    const popupOpened = page.waitForEvent('popup');
    await page.getByTestId('third-party').locator('[data-provider="google"]').click();
    const popup = await popupOpened;
    await popup.getByText('Add new account').click();
    await popup.locator('#autogen-button').click();
    await popup.locator('#sign-in').click();
    await expect(page.getByTestId('member-name')).toHaveText(/^gg_[0-9a-f]{11}$/);
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});
