import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, remoteReady } from './fixtures';
import { registerByUsername } from './support/auth';

/**
 * The member's side of it, through the real
 * site and API. A trial account, the inbox's unread figures and paging, feedback, and the bet records.
 */
const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'e2e' };

const sessionOf = (page: Page) =>
  page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { token: string; id: number });

async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const res =
    method === 'GET'
      ? await request.get(url, { headers: { authorization: token } })
      : await request.post(url, { headers: { authorization: token }, data });
  return (await res.json()).value;
}

test('a trial account is told plainly what it can do, and is offered no money action that would only be refused', async ({ page }) => {
  await page.goto('/m/trail');
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByTestId('bar-play-real')).toBeVisible();
  await expect(page.getByTestId('quick-transfer')).toHaveCount(0);

  await page.goto('/m/member/home');
  await remoteReady(page, 'mf-member');
  await expect(page.getByTestId('trial-notice')).toContainText('คุณกำลังใช้บัญชีทดลองเล่น');
  for (const action of ['member-deposit', 'member-withdraw', 'member-transfer', 'balance-widget', 'member-records', 'member-bets'])
    await expect(page.getByTestId(action)).toHaveCount(0);

  await page.goto('/m/withdraw');
  await expect(page.getByTestId('member-free-reject')).toContainText('กรุณาเข้าสู่ระบบด้วยบัญชีจริงเพื่อใช้ฟังก์ชันนี้');
  await page.getByTestId('trial-register').click();
  await expect(page.getByTestId('register-form')).toBeVisible();
});

test('every unread figure is one number, the inbox reaches every message, and read-all clears the figures everywhere', async ({
  page,
  context,
  request,
}) => {
  await registerByUsername(page, context, request);
  const { id } = await sessionOf(page);
  for (let i = 1; i <= 150; i++)
    await request.post('/ops/inbox/messages', {
      headers: OPERATOR,
      data: { memberId: id, title: `Message ${i}`, content: `Message number ${i}` },
    });

  await page.goto('/m/webEmail');
  await remoteReady(page, 'mf-messaging');
  await expect(page.getByTestId('unread-badge')).toHaveText('99+');
  await expect(page.getByTestId('inbox-unread')).toHaveText('ยังไม่อ่าน 99+ ข้อความ');
  await expect(page.getByTestId('inbox-tab-count')).toHaveText('99+');
  const announcements = Number(await page.getByTestId('notice-tab-count').textContent());

  // Load more until the oldest message is listed: 150 of ours and the merchant's broadcasts, each once.
  // One page at a time: the button is disabled while a page loads and gone after the last one.
  await expect(page.getByTestId('inbox-message').first()).toBeVisible();
  const more = page.getByTestId('inbox-more');
  while (await more.isVisible()) {
    const shown = (await page.getByTestId('inbox-shown').textContent()) ?? '';
    await more.click();
    await expect(page.getByTestId('inbox-shown')).not.toHaveText(shown);
  }
  await expect(page.getByTestId('inbox-title').filter({ hasText: /^Message 1$/ })).toHaveCount(1);
  const total = await page.getByTestId('inbox-message').count();
  expect(total).toBeGreaterThanOrEqual(150);
  await expect(page.getByTestId('inbox-shown')).toHaveText(`แสดง ${total} จาก ${total}`);

  await page.getByTestId('inbox-read-all').click();
  await expect(page.getByTestId('inbox-unread')).toHaveText('ยังไม่อ่าน 0 ข้อความ');
  await expect(page.getByTestId('inbox-tab-count')).toHaveCount(0);
  await expect(page.getByTestId('unread-badge')).toHaveText(String(announcements));
});

test('feedback takes a remark of at most 140 characters and refuses a fourth image with a message', async ({ page }) => {
  await page.goto('/m/feedback');
  await remoteReady(page, 'mf-messaging');
  const png = (name: string) => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  await page.getByTestId('feedback-file').setInputFiles([png('a.png'), png('b.png')]);
  await expect(page.getByTestId('feedback-image')).toHaveCount(2);
  await page.getByTestId('feedback-file').setInputFiles([png('c.png'), png('d.png')]);
  await expect(page.getByTestId('feedback-image-error')).toHaveText('แนบรูปภาพได้ไม่เกิน 3 รูป ลบรูปเดิมก่อนเพื่อเพิ่มรูปใหม่');
  await expect(page.getByTestId('feedback-image')).toHaveCount(2);

  await page.getByTestId('feedback-content').fill('หน้าถอนเงินค้างหลังจากกดยืนยัน');
  await page.getByTestId('feedback-remark').fill('ก'.repeat(141));
  await expect(page.getByTestId('feedback-remark-error')).toHaveText('หมายเหตุยาวได้ไม่เกิน 140 ตัวอักษร');
  await expect(page.getByTestId('feedback-submit')).toBeDisabled();
  await page.getByTestId('feedback-remark').fill('ก'.repeat(140));
  await expect(page.getByTestId('feedback-remark-error')).toHaveCount(0);
  const sent = page.waitForResponse((r) => r.url().endsWith('/wps/feedback'));
  await page.getByTestId('feedback-submit').click();
  expect((await (await sent).json()).success).toBe(true);
});

test("bet records show the lobby's game and vendor names and each round's outcome, lost rounds included", async ({
  page,
  context,
  request,
}) => {
  await registerByUsername(page, context, request);
  const { token } = await sessionOf(page);
  const order = await call(request, token, 'POST', '/wps/wallets/deposit', {
    channel: 'MANUAL_BANK',
    amount: 100_000,
    payerName: 'E2E Player',
    idempotencyKey: `dep-${Date.now()}`,
  });
  await request.post(`/ops/wallet/deposits/${order.id}/approve`, { headers: OPERATOR });
  // One number of the wheel until a round is lost (36 in 37 are).
  for (let i = 0, lost = false; !lost && i < 30; i++)
    lost =
      (
        await call(request, token, 'POST', '/wps/bgs/roulette/play', {
          roundId: `e2e-rl-${Date.now()}-${i}`,
          bets: [{ target: '17', amount: 1_000 }],
        })
      ).win === 0;

  await page.goto('/m/gameRecord');
  await remoteReady(page, 'mf-member');
  const row = page.locator('[data-testid="bet-row"][data-status="LOST"]').first();
  await expect(row).toBeVisible();
  await expect(row.getByTestId('bet-game')).toHaveText('รูเล็ตยุโรปรอยัล');
  await expect(row).toContainText('Royal Originals');
  await expect(row.getByTestId('bet-status')).toHaveText('แพ้');
  await expect(page.getByTestId('bet-list')).not.toContainText(/BGS|DEMO|roulette bet/);

  await page.goto('/m/transaction/record');
  await expect(page.locator('[data-testid="tx-row"][data-type="BET"]').first().getByTestId('tx-remark')).toHaveText(
    'รูเล็ตยุโรปรอยัล · Royal Originals',
  );
});
