import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';

describe('inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const operatorSend = (memberId: number | null, title: string) =>
    t.call({
      method: 'POST',
      url: '/ops/inbox/messages',
      headers: { authorization: `Bearer ${t.config.operatorToken}` },
      payload: { memberId, title, content: 'hello' },
    });

  test('unread count needs a session', async () => {
    const res = await t.call({ method: 'GET', url: '/wps/relay/EMFE_getInboxUnreadCount' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('login.not.session');
  });

  test('broadcasts and personal messages, read marks per member, read-all', async () => {
    const alice = await createMember(t.db);
    const bob = await createMember(t.db);
    const send = (memberId: number | null, title: string) =>
      t.call({
        method: 'POST',
        url: '/ops/inbox/messages',
        headers: { authorization: `Bearer ${t.config.operatorToken}` },
        payload: { memberId, title, content: 'hello' },
      });
    expect((await send(alice.id, 'for alice')).statusCode).toBe(200);
    const unread = async (token: string) =>
      (await t.call({ method: 'GET', url: '/wps/relay/EMFE_getInboxUnreadCount', token })).json().value;
    expect(await unread(alice.token)).toBe(3); // two seeded broadcasts + one personal
    expect(await unread(bob.token)).toBe(2);

    const list = (await t.call({ method: 'GET', url: '/wps/inbox/messages?pageNo=1&pageSize=20', token: alice.token })).json().value;
    expect(list.content[0]).toMatchObject({ title: 'for alice', read: false });
    const bobList = (await t.call({ method: 'GET', url: '/wps/inbox/messages', token: bob.token })).json().value;
    expect(bobList.content.map((m: { title: string }) => m.title)).not.toContain('for alice');

    // Bob cannot mark Alice's message read (ownership): nothing of hers changes.
    const mark = await t.call({
      method: 'POST',
      url: '/wps/inbox/messages/read',
      token: bob.token,
      payload: { ids: [list.content[0].id] },
    });
    expect(mark.json().value.marked).toBe(0);
    expect(await unread(alice.token)).toBe(3);

    const own = await t.call({
      method: 'POST',
      url: '/wps/inbox/messages/read',
      token: alice.token,
      payload: { ids: [list.content[0].id] },
    });
    expect(own.json().value).toEqual({ marked: 1, unread: 2 });
    const again = await t.call({
      method: 'POST',
      url: '/wps/inbox/messages/read',
      token: alice.token,
      payload: { ids: [list.content[0].id] },
    });
    expect(again.json().value.marked).toBe(0);
    const all = await t.call({ method: 'POST', url: '/wps/inbox/messages/read', token: alice.token, payload: { all: true } });
    expect(all.json().value).toEqual({ marked: 2, unread: 0 });
    expect(await unread(bob.token)).toBe(2);
  });

  test('one source of unread counts (product-rules 3: announcement, chat, inbox; total the sum); reads lower it', async () => {
    const member = await createMember(t.db);
    const counts = async () => (await t.call({ method: 'GET', url: '/wps/inbox/unread', token: member.token })).json().value;
    const notices = (await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=PL', token: member.token })).json()
      .value.player;
    expect(notices.length).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) await operatorSend(member.id, `personal ${i}`);
    const inbox = (await t.call({ method: 'GET', url: '/wps/relay/EMFE_getInboxUnreadCount', token: member.token })).json().value;
    expect(await counts()).toEqual({ announcement: notices.length, chat: 0, inbox, total: notices.length + inbox });

    await t.call({
      method: 'POST',
      url: '/wps/relay/MCSFE_markAnnouncementAsRead',
      token: member.token,
      payload: { announcementId: notices[0].id },
    });
    expect(await counts()).toMatchObject({ announcement: notices.length - 1, total: notices.length - 1 + inbox });
    await t.call({ method: 'POST', url: '/wps/inbox/messages/read', token: member.token, payload: { all: true } });
    expect(await counts()).toEqual({ announcement: notices.length - 1, chat: 0, inbox: 0, total: notices.length - 1 });
    expect((await t.call({ method: 'GET', url: '/wps/inbox/unread' })).json().errorCode).toBe('login.not.session');
  });

  test('the inbox pages through every message, newest first, each once', async () => {
    const member = await createMember(t.db);
    for (let i = 0; i < 45; i++) await operatorSend(member.id, `paged ${i}`);
    const page = async (pageNo: number) =>
      (await t.call({ method: 'GET', url: `/wps/inbox/messages?pageNo=${pageNo}&pageSize=20`, token: member.token })).json().value;
    const first = await page(1);
    const total = first.totalCount;
    expect(total).toBeGreaterThanOrEqual(45);
    expect(first.totalPages).toBe(Math.ceil(total / 20));
    const ids: number[] = [];
    for (let p = 1; p <= first.totalPages; p++) ids.push(...(await page(p)).content.map((m: { id: number }) => m.id));
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);
  });

  test('operators only may send', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/ops/inbox/messages',
      headers: { authorization: 'Bearer wrong' },
      payload: { title: 'x', content: 'y' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe('operator.unauthorized');
  });

  test('random read-mark payloads never cause a 500 nor mark anything of another member', async () => {
    const member = await createMember(t.db);
    const other = await createMember(t.db);
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (payload) => {
        const res = await t.call({ method: 'POST', url: '/wps/inbox/messages/read', token: other.token, payload: payload as object });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 200 },
    );
    expect((await t.call({ method: 'GET', url: '/wps/relay/EMFE_getInboxUnreadCount', token: member.token })).json().value).toBe(2);
  });
});
