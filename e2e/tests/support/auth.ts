import type { APIRequestContext, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { encryptBody } from '../../../api/src/session/body-encryption';

/** The e2e server runs outside production, so the operator token is the development default. */
const OPERATOR = { authorization: 'Bearer dev-operator-token' };

/** Answers the captcha the page is showing, reading it through the operator API as support staff would. */
export async function captchaAnswer(context: BrowserContext, request: APIRequestContext): Promise<string> {
  let id: string | undefined;
  await expect
    .poll(async () => {
      id = (await context.cookies()).find((c) => c.name === 'captcha_id')?.value;
      return id;
    })
    .toBeTruthy();
  const res = await request.get(`/ops/captchas/${id}`, { headers: OPERATOR });
  return (await res.json()).value.answer;
}

/**
 * Presses the form's send-code button and waits for the API to have sent it, so smsCode reads this code and not an
 * earlier one to the same phone (registration's, say) that is still the outbox's newest while the send is on its way.
 */
export async function sendSmsCode(page: Page, scope: ReturnType<Page['locator']>): Promise<void> {
  const sent = page.waitForResponse((r) => new URL(r.url()).pathname.startsWith('/wps/verification/sms/'));
  await scope.getByTestId('sms-send').click();
  expect((await (await sent).json()).success).toBe(true);
}

/** The last code the outbox SMS adapter "sent" to a phone. */
export async function smsCode(request: APIRequestContext, phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const rows =
        (await (await request.get(`/ops/outbox?recipient=${encodeURIComponent(phone)}`, { headers: OPERATOR })).json()).value ?? [];
      code = /(\d{6})/.exec(rows[0]?.body ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

let n = 0;
export function uniqueUser(prefix = 'e') {
  return `${prefix}${Date.now().toString(36).slice(-6)}${(n++).toString(36)}`;
}

export function uniqueMobile() {
  return `8${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
}

export async function fillCaptcha(page: Page, context: BrowserContext, request: APIRequestContext, scope = page.locator('body')) {
  // Wait for the image, so the cookie belongs to the captcha on screen.
  await expect(scope.getByTestId('captcha-image').locator('img')).toBeVisible();
  const answer = await captchaAnswer(context, request);
  await scope.locator('input[name="captcha"]').fill(answer);
}

/** Registers through the UI by username and returns the credentials (logged in afterwards). */
export async function registerByUsername(page: Page, context: BrowserContext, request: APIRequestContext) {
  const username = uniqueUser();
  const password = 'abc12345';
  await page.goto('/m/register');
  const form = page.getByTestId('register-form');
  await form.locator('input[name="username"]').fill(username);
  await form.locator('input[name="password"]').fill(password);
  await form.locator('input[name="confirmPassword"]').fill(password);
  await fillCaptcha(page, context, request, form);
  await form.getByTestId('register-submit').click();
  await expect(page.getByTestId('member-name')).toHaveText(username);
  return { username, password };
}

export async function logout(page: Page) {
  await page.goto('/m/home');
  await page.getByTestId('quick-logout').click();
  await page.getByTestId('logout-confirm').click();
  await expect(page.getByTestId('bar-login')).toBeVisible();
}

/** Logs in through the API as another device would: the body sealed as the site's client seals it. */
export async function encryptedLogin(request: APIRequestContext, username: string, password: string): Promise<{ token: string }> {
  const key = (await (await request.get('/wps/session/key/rsa')).json()).value.publicKey as string;
  const { header, body } = encryptBody(key, { type: 'username', username, password });
  const res = await request.post('/wps/session/login', { headers: { encryption: header }, data: body });
  expect(res.status()).toBe(200);
  return (await res.json()).value;
}
