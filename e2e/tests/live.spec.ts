import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { CASHIER, consolePage, signIn } from './support/ops-console';
import { registerByUsername } from './support/auth';
import { notReloaded, openLive } from './support/live';

/**
 * Live pages (docs/live.md): the player's open page and an operator acting at the same time, each in a browser
 * context of its own (the operator through the operator API until the console comes). What the operator does shows
 * on the player's page within 2 s, without a reload, through the shell's one push stream.
 */
const OPERATOR = { authorization: 'Bearer dev-operator-token', merchant: 'DEMO', operator: 'e2e-live' };
const PIN = '246810';

const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string; id: number });

/** The operator's own browser context; its API requests carry the operator token. */
async function operator(browser: Browser): Promise<{ request: APIRequestContext; close(): Promise<void> }> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return { request: context.request, close: () => context.close() };
}

async function post(request: APIRequestContext, url: string, headers: Record<string, string>, data: unknown = {}) {
  const res = await request.post(url, { headers, data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()).value;
}

/** A new player whose member home is open and streaming; with the inbox's unread count at that moment. */
async function livePlayer(page: Page, context: BrowserContext, request: APIRequestContext) {
  await registerByUsername(page, context, request);
  const session = await sessionOf(page);
  await openLive(page, '/m/member/home', 'mf-member');
  const badge = page.getByTestId('unread-badge');
  const unreadBefore = Number((await badge.count()) ? await badge.textContent() : 0);
  return { ...session, badge, unreadBefore };
}

const balance = (page: Page) => page.getByTestId('balance-widget').first().getByTestId('balance-amount');

test('the cashier approves a deposit in the console: the open member page shows the new balance within 2 s, without a reload', async ({
  page,
  context,
  request,
  browser,
}) => {
  const { token } = await livePlayer(page, context, request);
  await expect(balance(page)).toHaveText('0.00');

  const order = await post(
    request,
    '/wps/wallets/deposit',
    { authorization: token },
    {
      channel: 'MANUAL_BANK',
      amount: 150_000,
      payerName: 'Live Player',
      reference: 'slip-live',
      idempotencyKey: `live-${Date.now()}`,
    },
  );
  // The cashier approves it in the operator console, in a browser of its own.
  const ops = await consolePage(browser);
  try {
    await signIn(ops, CASHIER);
    const card = ops.getByRole('listitem', { name: order.orderNo });
    await expect(card).toBeVisible();
    await card.getByRole('button').first().click();
    const approvedAt = Date.now();
    await expect(balance(page)).toHaveText('1,500.00', { timeout: 2000 });
    expect(Date.now() - approvedAt).toBeLessThan(2000);
    await expect(page.getByTestId('toast')).toContainText(order.orderNo);
    expect(await notReloaded(page)).toBe(true);
  } finally {
    await ops.context().close();
  }
});

test("a rejected withdrawal: the operator's reason appears live and the held money returns", async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { password } = await registerByUsername(page, context, request);
  const { token } = await sessionOf(page);
  const player = { authorization: token };
  const ops = await operator(browser);
  try {
    const deposit = await post(request, '/wps/wallets/deposit', player, {
      channel: 'MANUAL_BANK',
      amount: 100_000,
      payerName: 'Live Player',
      reference: 'slip-live-w',
      idempotencyKey: `live-w-${Date.now()}`,
    });
    await post(ops.request, `/ops/wallet/deposits/${deposit.orderNo}/approve`, OPERATOR);
    // The wagering requirement (1x the deposit): player and banker in one baccarat round.
    await post(request, '/wps/bgs/baccarat/play', player, {
      roundId: `live-${Date.now()}`,
      bets: [
        { type: 'player', amount: 50_000 },
        { type: 'banker', amount: 50_000 },
      ],
    });
    await post(request, '/wps/member/paymentPassword', player, { loginPassword: password, newPassword: PIN, confirmPassword: PIN });
    const card = await post(request, '/wps/member/bankCard', player, {
      bankCode: 'KBANK',
      accountNo: `${Date.now()}`.slice(-10),
      holder: 'Somsri Player',
      paymentPassword: PIN,
    });
    const withdrawal = await post(request, '/wps/transaction/withdraw', player, {
      amount: 10_000,
      bankCardId: card.id,
      paymentPassword: PIN,
      idempotencyKey: `live-wd-${Date.now()}`,
    });

    await openLive(page, '/m/withdraw', 'mf-member');
    await expect(page.getByTestId('withdraw-held')).toHaveText('฿ 100.00');
    await post(ops.request, `/ops/wallet/withdrawals/${withdrawal.orderNo}/reject`, OPERATOR, { reason: 'Card holder name differs' });
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText(withdrawal.orderNo, { timeout: 2000 });
    await expect(toast).toContainText('ถูกปฏิเสธ');
    await expect(toast).toContainText('Card holder name differs');
    await expect(page.getByTestId('withdraw-held')).toHaveText('฿ 0.00', { timeout: 2000 });
    expect(await notReloaded(page)).toBe(true);
  } finally {
    await ops.close();
  }
});

test('the inbox badge follows a message the operator sends, and a logout elsewhere signs the page out', async ({
  page,
  context,
  request,
  browser,
}) => {
  const { token, id, badge, unreadBefore: before } = await livePlayer(page, context, request);

  const ops = await operator(browser);
  try {
    await post(ops.request, '/ops/inbox/messages', OPERATOR, { memberId: id, title: 'Live', content: 'Hello from the operator' });
    await expect(badge).toHaveText(String(before + 1), { timeout: 2000 });
    await post(ops.request, '/ops/inbox/messages', OPERATOR, { memberId: id, title: 'Live 2', content: 'Again' });
    await expect(badge).toHaveText(String(before + 2), { timeout: 2000 });
  } finally {
    await ops.close();
  }

  // The same session logged out from another device: the open page signs out by itself.
  await post(request, '/wps/session/logout', { authorization: token });
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO')), { timeout: 5000 }).toBeNull();
  await expect(page.getByTestId('toast')).toContainText('เซสชันของคุณสิ้นสุดแล้ว');
  expect(await notReloaded(page)).toBe(true);
});

test('a page whose stream was dropped resumes from the last event it saw and gets what it missed', async ({
  page,
  context,
  request,
  browser,
}) => {
  // The page reconnects with backoff (1 s, doubling up to 30 s after failures): on a loaded machine a stream that
  // failed while the page opened makes the resume wait longer than the default minute allows.
  test.setTimeout(120_000);
  const { id, token, badge, unreadBefore: before } = await livePlayer(page, context, request);

  // The server keeps 10 streams per member: ten more (another device's tabs) end the page's; it reconnects after ~1 s.
  const resumed = page.waitForRequest((req) => req.url().endsWith('/wps/push') && !!req.headers()['last-event-id']);
  const others = Array.from({ length: 10 }, () => new AbortController());
  const base = test.info().project.use.baseURL;
  await Promise.all(
    others.map((c) => fetch(`${base}/wps/push`, { headers: { authorization: token, merchant: 'DEMO' }, signal: c.signal })),
  );
  const ops = await operator(browser);
  try {
    await post(ops.request, '/ops/inbox/messages', OPERATOR, { memberId: id, title: 'Missed', content: 'Sent while away' });
  } finally {
    await ops.close();
    others.forEach((c) => c.abort());
  }
  // The id of the last event the page saw (its stream's `ready` at least): the server sends what came after it.
  expect((await resumed).headers()['last-event-id']).toMatch(/^\d+$/);
  await expect(badge).toHaveText(String(before + 1), { timeout: 5000 });
  expect(await notReloaded(page)).toBe(true);
});

test('reaching Silver shows on the open member centre without a reload (the operator approves, the player plays elsewhere)', async ({
  page,
  context,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const { token } = await livePlayer(page, context, request);
  const player = { authorization: token };
  const vipCard = page.getByTestId('vip-card');
  await expect(vipCard).not.toContainText('Silver');
  const ops = await operator(browser);
  try {
    const deposit = await post(request, '/wps/wallets/deposit', player, {
      channel: 'MANUAL_BANK',
      amount: 1_000_000,
      payerName: 'Live Player',
      reference: 'slip-live-vip',
      idempotencyKey: `live-vip-${Date.now()}`,
    });
    await post(ops.request, `/ops/wallet/deposits/${deposit.orderNo}/approve`, OPERATOR);
    // Silver's turnover (50,000 THB) in seven roulette rounds covering every pocket, from another device.
    for (let round = 0; round < 7; round++)
      await post(request, '/wps/bgs/roulette/play', player, {
        roundId: `live-vip-${Date.now()}-${round}`,
        bets: [
          { target: 'red', amount: 390_000 },
          { target: 'black', amount: 390_000 },
          { target: '0', amount: 20_000 },
        ],
      });
    await expect(vipCard).toContainText('Silver', { timeout: 5000 });
    expect(await notReloaded(page)).toBe(true);
  } finally {
    await ops.close();
  }
});

test("an operator's approval of a promotion application shows on the player's open activity page without a reload", async ({
  page,
  context,
  request,
  browser,
}) => {
  await registerByUsername(page, context, request);
  const { token, id } = await sessionOf(page);
  const list = (await (await request.get('/wps/promotions/activities', { headers: { authorization: token } })).json()).value as Array<{
    id: number;
    code?: string;
  }>;
  const loyalty = list.find((a) => a.code === 'LOYALTY');
  expect(loyalty, 'the demo LOYALTY activity').toBeTruthy();
  await post(
    request,
    `/wps/promotions/activities/${loyalty!.id}/apply`,
    { authorization: token },
    {
      remark: 'e2e live',
      idempotencyKey: `live-apply-${Date.now()}`,
    },
  );
  await openLive(page, `/m/activityDetail?id=${loyalty!.id}`, 'mf-promotions');
  const entry = page.getByTestId('activity-entry');
  await expect(entry).toHaveAttribute('data-label', 'APPLYING');
  const ops = await operator(browser);
  try {
    const queue = (await (await ops.request.get('/ops/promotions/applications', { headers: OPERATOR })).json()).value as Array<{
      id: number;
      memberId: number;
    }>;
    const mine = queue.find((a) => a.memberId === id)!;
    await post(ops.request, `/ops/promotions/applications/${mine.id}/approve`, OPERATOR, { amount: 10_000 });
    await expect(entry).toHaveAttribute('data-label', 'ISSUED', { timeout: 3000 });
    expect(await notReloaded(page)).toBe(true);
  } finally {
    await ops.close();
  }
});
