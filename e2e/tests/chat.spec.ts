import path from 'node:path';
import { test, expect } from './fixtures';
import { registerByUsername } from './support/auth';
import { consolePage, signIn, SUPPORT } from './support/ops-console';

/**
 * Live chat (CBS3, docs/live-chat.md) between a player's page and customer service in the operator console (two
 * browser contexts): the player opens it from the customer-service sheet and writes with a picture; support takes
 * the conversation and answers with a picture; the player's open page shows the answer (pushed), its picture and
 * the read marks, and the header's unread badge follows, without a reload.
 */
const PIXEL = path.join(__dirname, 'support/pixel.png');

test('a player and customer service in the console chat both ways, live, with pictures, read marks and the unread badge', async ({
  page,
  context,
  request,
  browser,
}) => {
  const { username } = await registerByUsername(page, context, request);
  await page.goto('/m/home');
  await page.getByTestId('quick-service').click();
  await page
    .getByTestId('service-sheet')
    .getByRole('button', { name: /แชทสด|Live chat/ })
    .click();
  await expect(page).toHaveURL(/\/m\/chat\?/);
  await expect(page.getByTestId('chat-status')).toHaveAttribute('data-online', 'true');

  // The player writes, then sends a picture.
  await page.getByTestId('chat-input').fill('My deposit has not arrived');
  await page.getByTestId('chat-send').click();
  await page.getByTestId('chat-file').setInputFiles(PIXEL);
  await expect(page.getByRole('img', { name: /รูปภาพที่จะส่ง|Picture to send/ })).toBeVisible();
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-message')).toHaveCount(2);
  await expect(page.getByTestId('chat-message').nth(1).locator('img')).toBeVisible();

  // Customer service, in the console (another browser), finds the conversation, takes it and sees both messages.
  const ops = await consolePage(browser);
  await signIn(ops, SUPPORT);
  await ops.goto('/ops/console/chat');
  await ops.getByTestId('ops-chat-queue-item').filter({ hasText: username }).click();
  await ops.getByTestId('ops-chat-take').click();
  const opsMessages = ops.getByTestId('ops-chat-message');
  await expect(opsMessages).toHaveCount(2);
  await expect(opsMessages.nth(1).locator('img')).toBeVisible();

  // The answer, with a picture, appears on the player's open page without a reload; the console sees it read.
  const started = Date.now();
  await ops.getByTestId('ops-chat-input').fill('We found it: it is on its way');
  await ops.getByTestId('ops-chat-file').setInputFiles(PIXEL);
  await ops.getByTestId('ops-chat-send').click();
  const answer = page.getByTestId('chat-message').filter({ hasText: 'We found it' });
  await expect(answer).toBeVisible({ timeout: 5000 });
  expect(Date.now() - started).toBeLessThan(5000);
  await expect(answer.locator('img')).toBeVisible();
  await expect(page.getByTestId('chat-read').first()).toBeVisible();
  await expect(opsMessages.last()).toContainText(/อ่านแล้ว|Read/);

  // The player's next words reach the console while both stay open.
  await page.getByTestId('chat-input').fill('Thank you!');
  await page.getByTestId('chat-send').click();
  await expect(opsMessages.last()).toContainText('Thank you!');

  // Elsewhere on the site, the header's badge (announcements, chat and inbox) follows a new answer live.
  const streaming = page.waitForResponse((res) => res.url().endsWith('/wps/push') && res.status() === 200, { timeout: 15_000 });
  await page.goto('/m/home');
  await streaming;
  const badge = page.getByTestId('unread-badge');
  // A new player has unread announcements and inbox messages: the badge shows them once the counters are read.
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());
  await ops.getByTestId('ops-chat-input').fill('Anything else?');
  await ops.getByTestId('ops-chat-send').click();
  await expect(badge).toHaveText(String(before + 1), { timeout: 5000 });
  await page.goto('/m/chat');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Anything else?' })).toBeVisible();
  await page.goto('/m/home');
  await expect(badge).toHaveText(String(before));

  // Closed by customer service: the conversation leaves the queue.
  await ops.getByTestId('ops-chat-close').click();
  await expect(ops.getByTestId('ops-chat-queue-item').filter({ hasText: username })).toHaveCount(0);
  await ops.context().close();
});

test('a guest is sent to log in; a picture of the wrong type is refused with its message', async ({ page, context, request }) => {
  await page.goto('/m/chat');
  await expect(page.getByRole('button', { name: /เข้าสู่ระบบ|Log in/ })).toBeVisible();
  await registerByUsername(page, context, request);
  await page.goto('/m/chat');
  await page.getByTestId('chat-file').setInputFiles({ name: 'a.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByTestId('chat-problem')).toBeVisible();
  await expect(page.getByTestId('chat-message')).toHaveCount(0);
});
