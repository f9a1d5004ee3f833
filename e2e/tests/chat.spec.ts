import path from 'node:path';
import { test, expect } from './fixtures';
import { registerByUsername } from './support/auth';

/**
 * Live chat (CBS3, docs/live-chat.md) between a player's page and customer service: the player opens it from the
 * customer-service sheet, writes with a picture; customer service (here the operator API, as the console uses it)
 * takes the conversation and answers with a picture; the player's open page shows the answer, its picture, the
 * read mark and the header's unread badge without a reload.
 */
const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'e2e-cs' };
const PIXEL = path.join(__dirname, 'support/pixel.png');
const PIXEL_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

test('a player and customer service chat both ways, with pictures, read marks and the unread badge', async ({ page, context, request }) => {
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

  // Customer service finds the conversation in the queue, takes it, reads it and answers with a picture.
  const queue = (await (await request.get('/ops/chat/conversations?status=WAITING', { headers: OPERATOR })).json()).value;
  const conversation = queue.find((c: { userName: string }) => c.userName === username);
  expect(conversation.unread).toBe(2);
  await request.post(`/ops/chat/conversations/${conversation.id}/take`, { headers: OPERATOR });
  const view = (await (await request.get(`/ops/chat/conversations/${conversation.id}`, { headers: OPERATOR })).json()).value;
  expect(view.messages.map((m: { body: string }) => m.body)).toEqual(['My deposit has not arrived', '']);
  const picture = await request.get(`/ops/chat/images/${view.messages[1].id}`, { headers: OPERATOR });
  expect(picture.headers()['content-type']).toBe('image/png');
  await request.post(`/ops/chat/conversations/${conversation.id}/read`, { headers: OPERATOR, data: { upTo: view.messages[1].id } });

  // The answer while the player is elsewhere: the header's badge (announcements, chat and inbox) counts it.
  await page.goto('/m/home');
  const badge = page.getByTestId('unread-badge');
  await expect(badge).toBeVisible();
  const before = Number(await badge.textContent());
  await request.post(`/ops/chat/conversations/${conversation.id}/messages`, {
    headers: OPERATOR,
    data: { text: 'We found it: it is on its way', image: `data:image/png;base64,${PIXEL_BASE64}` },
  });
  await page.reload();
  await expect(badge).toHaveText(String(before + 1));

  // Back in the chat: the answer and its picture, the read marks on the player's messages; the badge goes.
  await page.goto('/m/chat');
  const answer = page.getByTestId('chat-message').filter({ hasText: 'We found it' });
  await expect(answer).toBeVisible();
  await expect(answer.locator('img')).toBeVisible();
  await expect(page.getByTestId('chat-read').first()).toBeVisible();
  await page.goto('/m/home');
  await expect(badge).toHaveText(String(before));
  await page.goto('/m/chat');
  await expect
    .poll(
      async () =>
        (await (await request.get(`/ops/chat/conversations/${conversation.id}`, { headers: OPERATOR })).json()).value.readByMember,
    )
    .toBeGreaterThan(0);

  // And the player's next words reach customer service while the page stays open.
  await page.getByTestId('chat-input').fill('Thank you!');
  await page.getByTestId('chat-send').click();
  await expect
    .poll(
      async () =>
        (await (await request.get(`/ops/chat/conversations/${conversation.id}`, { headers: OPERATOR })).json()).value.messages.at(-1).body,
    )
    .toBe('Thank you!');
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
