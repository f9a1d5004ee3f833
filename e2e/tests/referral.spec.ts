import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { encryptBody } from '../../api/src/session/body-encryption';
import { fillCaptcha, registerByUsername, uniqueUser } from './support/auth';

/**
 * Invite friends and the manual rebate end to end, two players in two browsers: the referrer shares its link, a
 * friend registers through it on another device and deposits through the demo gateway, and the referrer sees a valid
 * invitee and the reward in its balance; the friend plays and claims the manual rebate once.
 */

const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);

/** A second browser (its own storage, so its own device id), past the age gate like the fixture's page. */
async function otherBrowser(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  await context.addInitScript(() => {
    localStorage.setItem('ageConfirmed', '21');
    localStorage.setItem('popupHiddenOn', new Date().toISOString().slice(0, 10));
  });
  return { context, page: await context.newPage() };
}

/** Registers a friend through the API with the referrer's code, as the register form does (captcha, sealed body). */
async function registerInvitee(request: APIRequestContext, affiliateCode: string) {
  const captchaId = (await request.get('/wps/captcha')).headers()['captcha-id'];
  const captcha = (await (await request.get(`/ops/captchas/${captchaId}`, { headers: OPERATOR })).json()).value.answer as string;
  const key = (await (await request.get('/wps/session/key/rsa')).json()).value.publicKey as string;
  const password = 'abc12345';
  const { header, body } = encryptBody(key, {
    username: uniqueUser('i'),
    password,
    confirmPassword: password,
    affiliateCode,
    captchaId,
    captcha,
  });
  const res = await request.post('/wps/member/register', { headers: { encryption: header }, data: body });
  expect((await res.json()).success).toBe(true);
}

const OPERATOR = { authorization: 'Bearer dev-operator-token' };

async function post(request: APIRequestContext, token: string, url: string, data: unknown) {
  return (await request.post(url, { headers: { authorization: token }, data })).json();
}

test('a friend registers with the referral link on another device and deposits: the referrer sees a valid invitee and the reward; the friend claims the manual rebate', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  // The referrer: its code, link and QR code.
  const referrer = await registerByUsername(page, context, request);
  await page.goto('/m/inviteFriends');
  await remoteReady(page, 'mf-promotions');
  await expect(page.getByTestId('invite-code')).toHaveText(referrer.username);
  await expect(page.getByTestId('invite-qr')).toBeVisible();
  const link = (await page.getByTestId('invite-link').textContent())!;
  expect(link).toContain(`/m/register?affiliateCode=${referrer.username}`);
  await expect(page.getByTestId('invitee')).toHaveCount(0);

  // The friend, in another browser, registers through the link: the code is filled in for it.
  const friend = await otherBrowser(browser);
  const friendName = uniqueUser('f');
  await friend.page.goto(link);
  const form = friend.page.getByTestId('register-form');
  await expect(form.locator('input[name="affiliateCode"]')).toHaveValue(referrer.username);
  await form.locator('input[name="username"]').fill(friendName);
  await form.locator('input[name="password"]').fill('abc12345');
  await form.locator('input[name="confirmPassword"]').fill('abc12345');
  await fillCaptcha(friend.page, friend.context, request, form);
  await form.getByTestId('register-submit').click();
  await expect(friend.page.getByTestId('member-name')).toHaveText(friendName);

  await page.reload();
  await remoteReady(page, 'mf-promotions');
  await expect(page.getByTestId('invitee')).toHaveAttribute('data-state', 'REGISTERED');

  // The friend deposits 200.00 through the demo gateway.
  await friend.page.goto('/m/voucherCenter');
  await remoteReady(friend.page, 'mf-member');
  await friend.page.getByTestId('deposit-method-GATEWAY_DEMO').click();
  await friend.page.getByTestId('amount-input').fill('200');
  await friend.page.getByTestId('deposit-submit').click();
  await friend.page.getByTestId('gateway-pay').click();
  await expect(friend.page).toHaveURL(/\/m\/voucherCenter/);

  // The referrer: a valid invitee, the reward (50.00 by default) received and in the balance.
  await page.reload();
  await remoteReady(page, 'mf-promotions');
  await expect(page.getByTestId('invitee')).toHaveAttribute('data-state', 'VALID');
  await expect(page.getByTestId('invite-valid-count')).toHaveText('1');
  await expect(page.getByTestId('invite-reward-total')).toContainText('50.00');
  await page.goto('/m/transaction/record');
  await remoteReady(page, 'mf-member');
  await expect(page.locator('[data-testid="tx-row"][data-type="BONUS"]')).toHaveAttribute('data-amount', '5000');

  // The friend bets 200.00 on the in-house slot, then claims the rebate: 0.5 % at Bronze, 1.00.
  const token = await tokenOf(friend.page);
  expect((await post(request, token, '/wps/bgs/slot/play', { roundId: `e2e-rebate-${Date.now()}`, bet: 20_000 })).success).toBe(true);
  await friend.page.goto('/m/member/manualRebate');
  await remoteReady(friend.page, 'mf-promotions');
  await expect(friend.page.getByTestId('rebate-due')).toContainText('1.00');
  await friend.page.getByTestId('rebate-claim').click();
  await expect(friend.page.getByTestId('rebate-history')).toHaveCount(1);
  await expect(friend.page.getByTestId('rebate-history')).toContainText('1.00');
  await expect(friend.page.getByTestId('rebate-due')).toContainText('0.00');
  await expect(friend.page.getByTestId('rebate-claim')).toBeDisabled();
  await friend.page.goto('/m/transaction/record');
  await remoteReady(friend.page, 'mf-member');
  await expect(friend.page.locator('[data-testid="tx-row"][data-type="REBATE"]')).toHaveAttribute('data-amount', '100');
  await friend.context.close();
});

test('invite friends: more invitees than a page, the next ones come with Load more, each once', async ({ page, context, request }) => {
  test.setTimeout(180_000);
  const referrer = await registerByUsername(page, context, request);
  // 21 friends: one more than a page (INVITEES_PAGE_SIZE, 20).
  for (let i = 0; i < 21; i++) await registerInvitee(request, referrer.username);

  await page.goto('/m/inviteFriends');
  await remoteReady(page, 'mf-promotions');
  await expect(page.getByTestId('invitee')).toHaveCount(20);
  await expect(page.getByTestId('invitees-shown')).toHaveText(/20\D+21/);
  await page.getByTestId('invitees-more').click();
  await expect(page.getByTestId('invitee')).toHaveCount(21);
  await expect(page.getByTestId('invitees-shown')).toHaveText(/21\D+21/);
  await expect(page.getByTestId('invitees-more')).toHaveCount(0);
  const names = await page.locator('[data-testid="invitee"] strong').allTextContents();
  expect(new Set(names).size).toBe(21);
});
