import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect, remoteReady, withoutBootData } from './fixtures';
import { fillCaptcha, logout, registerByUsername, uniqueUser } from './support/auth';
import { notReloaded, openLive } from './support/live';

/**
 * The agent area end to end, two people in two browsers: an agent reaches its centre from the member centre and
 * creates an affiliate link; a player registers through the link and deposits; the agent sees the player among its
 * downlines and in the team figures, is paid its rebate on the player's play once, and transfers to it with the payment
 * password; under the players-and-agents reading an agent opens an agent account for a downline, who logs in on the
 * agent side.
 */

const OPERATOR = { authorization: 'Bearer dev-operator-token', merchant: 'DEMO', operator: 'e2e-cashier' };
const PIN = '246810';
const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string; id: number; agent: boolean });
const tokenOf = (page: Page) => page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token as string);

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

/** Someone registering through an agent's link in a browser of their own (on AGENTB when asked): the page and name. */
async function registerThroughLink(browser: Browser, request: APIRequestContext, code: string, prefix: string, agentB = false) {
  const who = await otherBrowser(browser);
  if (agentB) await onAgentB(who.page);
  const name = uniqueUser(prefix);
  await who.page.goto(`/m/register?affiliateCode=${code}`);
  const form = who.page.getByTestId('register-form');
  await expect(form.locator('input[name="affiliateCode"]')).toHaveValue(code);
  await form.locator('input[name="username"]').fill(name);
  await form.locator('input[name="password"]').fill('abc12345');
  await form.locator('input[name="confirmPassword"]').fill('abc12345');
  await fillCaptcha(who.page, who.context, request, form);
  await form.getByTestId('register-submit').click();
  await expect(who.page.getByTestId('member-name')).toHaveText(name);
  return { ...who, name };
}

/** The agent's own money and payment password, through the API as its cashier and security centre would. */
async function fundAndSecure(request: APIRequestContext, token: string, password: string) {
  const headers = { authorization: token, merchant: 'DEMO' };
  const pin = await request.post('/wps/member/paymentPassword', {
    headers,
    data: { loginPassword: password, newPassword: PIN, confirmPassword: PIN },
  });
  expect(pin.ok()).toBe(true);
  const order = await request.post('/wps/wallets/deposit', {
    headers,
    data: { channel: 'MANUAL_BANK', amount: 100_000, payerName: 'Agent Payer', idempotencyKey: `agent-e2e-${Date.now()}` },
  });
  const id = (await order.json()).value.id;
  expect((await request.post(`/ops/wallet/deposits/${id}/approve`, { headers: OPERATOR, data: {} })).ok()).toBe(true);
}

test('an agent creates a link, a player registers through it, deposits and plays; the agent sees it in its team, is paid its rebate once and transfers to it', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const agent = await registerByUsername(page, context, request);
  await fundAndSecure(request, await tokenOf(page), agent.password);

  // The member centre offers the agent its centre.
  await page.goto('/m/member/home');
  await remoteReady(page, 'mf-member');
  await page.getByTestId('member-agent').click();
  await expect(page).toHaveURL(/\/m\/agent$/);
  await remoteReady(page, 'mf-agent');
  await expect(page.getByTestId('agent-figures')).toBeVisible();

  // An affiliate link with its QR code.
  await page.getByTestId('agent-tool-links').click();
  await expect(page).toHaveURL(/\/m\/agent\/links$/);
  await page.locator('#agent-link-name').fill('Line group');
  await page.getByTestId('agent-link-create').click();
  await expect(page.getByTestId('agent-link')).toHaveCount(1);
  await expect(page.getByTestId('agent-link-qr')).toBeVisible();
  const code = (await page.getByTestId('agent-link-code').textContent())!;
  expect(code).toMatch(/^AG-/);

  // The player, in another browser, registers through the link and deposits 200.00 through the demo gateway.
  const player = await registerThroughLink(browser, request, code, 'p');
  const playerName = player.name;
  await player.page.goto('/m/voucherCenter');
  await remoteReady(player.page, 'mf-member');
  await player.page.getByTestId('deposit-method-GATEWAY_DEMO').click();
  await player.page.getByTestId('amount-input').fill('200');
  await player.page.getByTestId('deposit-submit').click();
  await player.page.getByTestId('gateway-pay').click();
  await expect(player.page).toHaveURL(/\/m\/voucherCenter/);

  // The link counts the registration; the player is a direct downline with its deposit.
  await page.reload();
  await remoteReady(page, 'mf-agent');
  await expect(page.getByTestId('agent-link')).toContainText('1');
  await page.goto('/m/agent/downlines');
  await remoteReady(page, 'mf-agent');
  const row = page.getByTestId('downline-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(playerName);
  await expect(row).toContainText('200.00');

  // Today's team figures: one registration, one first depositor, 200.00 deposited.
  await page.goto('/m/agent');
  await remoteReady(page, 'mf-agent');
  await expect(page.getByTestId('figure-registrations')).toHaveText('1');
  await expect(page.getByTestId('figure-firstDepositors')).toHaveText('1');
  await expect(page.getByTestId('figure-deposits')).toHaveText('200.00');

  // The player plays 100.00; the operator gives the agent 1 % and closes the day's rebates twice: paid once, 1.00.
  const playerToken = await tokenOf(player.page);
  const played = await request.post('/wps/bgs/slot/play', {
    headers: { authorization: playerToken, merchant: 'DEMO' },
    data: { roundId: `e2e-agent-${Date.now()}`, bet: 10_000 },
  });
  expect((await played.json()).success).toBe(true);
  const rate = await request.post(`/ops/agent/members/${(await sessionOf(page)).id}/rebate-rate`, {
    headers: OPERATOR,
    data: { rateBp: 100 },
  });
  expect(rate.ok()).toBe(true);
  for (let i = 0; i < 2; i++)
    expect((await request.post('/ops/agent/rebates/settle', { headers: OPERATOR, data: { period: 'current' } })).ok()).toBe(true);
  await page.goto('/m/agent');
  await remoteReady(page, 'mf-agent');
  await page.getByTestId('agent-tool-rebates').click();
  await expect(page).toHaveURL(/\/m\/agent\/rebates$/);
  await expect(page.getByTestId('agent-rebate-rate')).toContainText('1.00%');
  await expect(page.getByTestId('agent-rebate-amount')).toHaveText(['+1.00']);
  await expect(page.getByTestId('agent-rebate-statements')).toContainText('100.00');

  // A transfer of 50.00 to the player, from its row; the record shows on both sides, and the player's open page
  // shows the money arrive, without a reload (pushed to the receiver too).
  await openLive(player.page, '/m/home', 'mf-lobby');
  const playerBalance = player.page.getByTestId('balance-widget').first().getByTestId('balance-amount');
  const amountOf = async () => Number((await playerBalance.textContent())!.replace(/[^\d.]/g, ''));
  await expect(playerBalance).toHaveText(/\d/);
  const before = await amountOf();
  await page.goto('/m/agent/downlines');
  await remoteReady(page, 'mf-agent');
  await row.getByRole('button').first().click();
  await expect(page).toHaveURL(/\/m\/agent\/transfer\?memberId=\d+/);
  await expect(page.getByTestId('agent-balance')).toHaveText('1,001.00');
  await page.locator('#agent-transfer-amount').fill('50');
  await page.locator('#agent-transfer-password').fill(PIN);
  await page.getByTestId('agent-transfer-submit').click();
  await expect(page.getByTestId('agent-balance')).toHaveText('951.00');
  await expect.poll(amountOf, { timeout: 2000 }).toBe(before + 50);
  expect(await notReloaded(player.page)).toBe(true);
  await expect(page.getByTestId('agent-transfer-records')).toContainText(playerName);
  await expect(page.getByTestId('agent-transfer-records')).toContainText('-50.00');
  const received = await request.get('/wps/agent/transfer/records', {
    headers: { authorization: await tokenOf(player.page), merchant: 'DEMO' },
  });
  expect((await received.json()).value.rows).toEqual([
    expect.objectContaining({ direction: 'in', counterpart: agent.username, amount: 5_000 }),
  ]);
  await player.context.close();
});

test('an agent offers a downline agent a daily salary; the downline sees the alert and accepts; the closed period pays once on both sides', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  const agent = await registerByUsername(page, context, request);
  const agentToken = await tokenOf(page);
  await fundAndSecure(request, agentToken, agent.password);
  const link = await request.post('/wps/agent/affiliate/urls', {
    headers: { authorization: agentToken, merchant: 'DEMO' },
    data: { name: '' },
  });
  const code = (await link.json()).value.code as string;

  // The downline registers through the agent's link (under DEMO's reading every real member is an agent).
  const sub = await registerThroughLink(browser, request, code, 's');
  const subName = sub.name;

  // The downline's home is open while the agent offers it a daily salary of 20.00 from the first tier (no turnover
  // needed): the request arrives on that open page, without a reload (contract.requested, pushed).
  await openLive(sub.page, '/m/home', 'mf-lobby');
  await page.goto('/m/member/agent/getSalaryContract');
  await remoteReady(page, 'mf-agent');
  const offerForm = page.getByTestId('contract-offer-form');
  await offerForm.locator('#contract-member').selectOption({ label: subName });
  await page.getByTestId('contract-tier-value-0').fill('20');
  await page.getByTestId('contract-offer-submit').click();
  await expect(page.getByTestId('contract-offered')).toContainText(subName);

  // The downline's open home shows the request; it opens the offer and accepts.
  const alert = sub.page.getByTestId('contract-request-alert');
  await expect(alert).toBeVisible({ timeout: 3000 });
  expect(await notReloaded(sub.page)).toBe(true);
  await alert.getByRole('link').click();
  await expect(sub.page).toHaveURL(/\/m\/member\/agent\/getSalaryContract$/);
  await remoteReady(sub.page, 'mf-agent');
  await expect(sub.page.getByTestId('contract-offers')).toContainText('20.00');
  await sub.page.getByTestId('contract-offers').getByRole('button').last().click();
  await expect(sub.page.getByTestId('contract-history').getByTestId('contract-status')).toHaveText(/มีผลอยู่|In force/);
  await sub.page.goto('/m/home');
  await expect(sub.page.getByTestId('home-tabs')).toBeVisible();
  await expect(sub.page.getByTestId('contract-request-alert')).toHaveCount(0);

  // The operator closes the running day for the contracts (the job's own settlement), twice: it pays once.
  for (let i = 0; i < 2; i++) {
    const settled = await request.post('/ops/agent/contracts/settle', {
      headers: OPERATOR,
      data: { kind: 'DAILY_SALARY', period: 'current' },
    });
    expect(settled.ok()).toBe(true);
  }
  await sub.page.goto('/m/member/agent/getSalaryContract');
  await remoteReady(sub.page, 'mf-agent');
  const received = sub.page.getByTestId('contract-statements').locator('li');
  await expect(received).toHaveCount(1);
  await expect(received).toContainText('+20.00');
  await expect(received).toContainText(agent.username);
  await page.reload();
  await remoteReady(page, 'mf-agent');
  const paid = page.getByTestId('contract-statements').locator('li');
  await expect(paid).toHaveCount(1);
  await expect(paid).toContainText('-20.00');
  await expect(paid).toContainText(subName);
  await sub.context.close();
});

/** A browser page on the AGENTB white label (seeded outside production: registration gives players, reading B). */
async function onAgentB(page: Page) {
  await withoutBootData(page);
  await page.addInitScript(() => {
    (window as unknown as { __SITE__: { merchantCode: string } }).__SITE__ = { merchantCode: 'AGENTB' };
  });
}

/** The agent centre's login: the popup logs in on the agent side. */
async function agentSideLogin(page: Page, who: { username: string; password: string }) {
  await page.goto('/m/agent');
  await remoteReady(page, 'mf-agent');
  await page.getByTestId('agent-login').click();
  const form = page.getByTestId('login-form');
  await form.locator('input[name="username"]').fill(who.username);
  await form.locator('input[name="password"]').fill(who.password);
  await form.getByTestId('login-submit').click();
  return form;
}

test('where registration gives players, an agent opens an agent account for a direct downline, who then logs in on the agent side', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(180_000);
  await onAgentB(page);
  const agent = await registerByUsername(page, context, request);
  const registered = await sessionOf(page);
  expect(registered.agent).toBe(false);
  // The operator makes it an agent; its session was made as a player, so it logs in again, on the agent side.
  const promoted = await request.post(`/ops/agent/members/${registered.id}/promote`, {
    headers: { ...OPERATOR, merchant: 'AGENTB' },
    data: {},
  });
  expect(promoted.ok()).toBe(true);
  await logout(page);
  await agentSideLogin(page, agent);
  await expect(page.getByTestId('agent-figures')).toBeVisible();
  const link = await request.post('/wps/agent/affiliate/urls', {
    headers: { authorization: (await sessionOf(page)).token, merchant: 'AGENTB' },
    data: { name: '' },
  });
  const code = (await link.json()).value.code as string;

  // The downline registers through the link: a player, whom the agent side refuses.
  const sub = await registerThroughLink(browser, request, code, 's', true);
  const subName = sub.name;
  await sub.page.goto('/m/agent');
  await remoteReady(sub.page, 'mf-agent');
  await expect(sub.page.getByTestId('agent-not-agent')).toBeVisible();
  await logout(sub.page);
  const refused = await agentSideLogin(sub.page, { username: subName, password: 'abc12345' });
  await expect(refused.getByTestId('form-error')).toHaveText(/Non-agents|ไม่ใช่เอเย่นต์/);
  await sub.page.getByTestId('auth-close').click();

  // The agent opens an agent account for it from its row.
  await page.goto('/m/agent/downlines');
  await remoteReady(page, 'mf-agent');
  const row = page.getByTestId('downline-row').filter({ hasText: subName });
  await expect(row).toHaveCount(1);
  await row.getByTestId('downline-open-agent').click();
  await expect(row.getByTestId('downline-open-agent')).toHaveCount(0);
  await expect(row.getByTestId('downline-kind')).toHaveText(/Agent|เอเย่นต์/);

  // Now the sub-agent logs in on the agent side and reaches its centre.
  await agentSideLogin(sub.page, { username: subName, password: 'abc12345' });
  await expect(sub.page.getByTestId('agent-figures')).toBeVisible();
  expect((await sessionOf(sub.page)).agent).toBe(true);
  await sub.context.close();
});

test.describe('dates in the agent area (issue 29: "12/3/26, 5:37 PM" on a Thai page, the browser zone)', () => {
  test.use({ timezoneId: 'UTC', locale: 'en-US' });

  test('a Thai page in a UTC, en-US browser shows the downline registration date in Thai, Buddhist era, Bangkok day', async ({
    page,
    context,
    request,
    browser,
  }) => {
    test.setTimeout(150_000);
    await registerByUsername(page, context, request);
    await page.goto('/m/agent/links');
    await remoteReady(page, 'mf-agent');
    await page.locator('#agent-link-name').fill('dates');
    await page.getByTestId('agent-link-create').click();
    const code = (await page.getByTestId('agent-link-code').first().textContent())!;
    const player = await registerThroughLink(browser, request, code, 'd');
    await player.context.close();

    await page.goto('/m/agent/downlines');
    await remoteReady(page, 'mf-agent');
    const registered = page.locator('dd').first();
    await expect(registered).toBeVisible();
    const text = (await registered.textContent())!.trim();
    expect(text).not.toMatch(/\d+\/\d+\/\d+|AM|PM/);
    const bangkokDay = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', day: 'numeric' }).format(new Date());
    const buddhistYear = String(
      Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date())) + 543,
    );
    expect(text).toMatch(new RegExp(`^${bangkokDay} [\\u0E00-\\u0E7F.]+ ${buddhistYear} \\d{2}:\\d{2}$`));
  });
});
