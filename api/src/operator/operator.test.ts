import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { solvedCaptcha } from '../../test/auth';
import { createOperator } from './operator.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createOperator(t.db, 'Alice', 'alice-cashier-pass', 'cashier');
  await createOperator(t.db, 'bob', 'bob-support-password', 'support');
  await createOperator(t.db, 'root', 'root-admin-password', 'admin');
});
afterAll(() => t.close());

const login = (name: string, password: string, captcha: { captchaId?: string; captcha?: string } = {}, remoteAddress?: string) =>
  t.call({ method: 'POST', url: '/ops/session', payload: { name, password, ...captcha }, remoteAddress });
const tokenOf = async (name: string, password: string) => (await login(name, password)).json().value.token as string;
const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.call({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

describe('operator accounts and sessions', () => {
  test('sign-in gives a session token; the name is case-insensitive; the hash is scrypt, never the password', async () => {
    const res = await login('ALICE', 'alice-cashier-pass');
    expect(res.statusCode).toBe(200);
    const value = res.json().value;
    expect(value).toMatchObject({ name: 'alice', role: 'cashier' });
    expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value.expiresAt).toBeGreaterThan(Date.now());
    expect((await as(value.token, 'GET', '/ops/session')).json().value).toMatchObject({ name: 'alice', role: 'cashier' });
    const [row] = await t.db.query<{ password_hash: string }>("SELECT password_hash FROM operators WHERE name = 'alice'");
    expect(row.password_hash).toMatch(/^scrypt\$/);
    const [session] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM operator_sessions WHERE token_hash = $1', [
      value.token,
    ]);
    expect(session.n).toBe(0);
  });

  test('a wrong password and an unknown name get the same refusal, with a captcha; the next sign-in of the name needs it', async () => {
    await t.resetRateLimits();
    const wrong = await login('bob', 'not-the-password');
    const unknown = await login('nobody', 'not-the-password');
    expect([wrong.statusCode, wrong.json().errorCode]).toEqual([401, 'operator.login.failed']);
    expect([unknown.statusCode, unknown.json().errorCode]).toEqual([401, 'operator.login.failed']);
    expect(wrong.json().value.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    const asked = await login('bob', 'bob-support-password');
    expect(asked.json().errorCode).toBe('captcha.required');
    expect(asked.json().value.captchaId).toEqual(expect.any(String));
    const bad = await login('bob', 'bob-support-password', { captchaId: asked.json().value.captchaId, captcha: '9999' });
    expect(bad.json().errorCode).toBe('captcha.incorrect');
    expect((await login('bob', 'bob-support-password', await solvedCaptcha(t))).statusCode).toBe(200);
    // Signing in starts the name's count again.
    expect((await login('bob', 'bob-support-password')).statusCode).toBe(200);
  });

  test("an attacker cannot lock the operator out: wrong passwords for a name from many IPs only ask for the captcha; the operator with the right password and the captcha gets in; the attacker's IP is locked", async () => {
    await t.resetRateLimits();
    for (let i = 0; i < 5; i++) {
      const res = await login('bob', 'not-the-password', i ? await solvedCaptcha(t) : {}, `192.0.2.${i + 1}`);
      expect(res.json().errorCode).toBe('operator.login.failed');
    }
    const attacker = '192.0.2.99';
    for (let i = 0; i < 5; i++) {
      const res = await login('bob', 'not-the-password', await solvedCaptcha(t), attacker);
      expect(res.json().errorCode).toBe('operator.login.failed');
    }
    const locked = await login('bob', 'bob-support-password', await solvedCaptcha(t), attacker);
    expect([locked.statusCode, locked.json().errorCode]).toEqual([429, 'rate.limited']);
    const asked = await login('bob', 'bob-support-password', {}, '192.0.2.200');
    expect([asked.statusCode, asked.json().errorCode]).toEqual([400, 'captcha.required']);
    expect(asked.json().value.captcha).toMatch(/^data:image\/svg\+xml;base64,/);
    const owner = await login('bob', 'bob-support-password', await solvedCaptcha(t), '192.0.2.200');
    expect(owner.statusCode).toBe(200);
    expect(owner.json().value).toMatchObject({ name: 'bob', role: 'support' });
    expect((await login('bob', 'bob-support-password', await solvedCaptcha(t), attacker)).statusCode).toBe(429);
    await t.resetRateLimits();
  }, 60_000);

  test('logout revokes the token; a revoked or made-up token is refused', async () => {
    const token = await tokenOf('root', 'root-admin-password');
    expect((await as(token, 'GET', '/ops/registry/remotes')).statusCode).toBe(200);
    expect((await as(token, 'DELETE', '/ops/session')).json().value).toEqual({ revoked: true });
    for (const bad of [token, 'made-up-token']) {
      const res = await as(bad, 'GET', '/ops/registry/remotes');
      expect([res.statusCode, res.json().errorCode]).toEqual([401, 'operator.unauthorized']);
    }
  });

  test('a disabled operator cannot sign in and its sessions stop working', async () => {
    const token = await tokenOf('root', 'root-admin-password');
    await t.db.query("UPDATE operators SET disabled = true WHERE name = 'root'");
    expect((await as(token, 'GET', '/ops/session')).statusCode).toBe(401);
    expect((await login('root', 'root-admin-password')).json().errorCode).toBe('operator.login.failed');
    await t.db.query("UPDATE operators SET disabled = false WHERE name = 'root'");
    await t.resetRateLimits();
  });
});

describe('roles', () => {
  test("a cashier approves a deposit (the history names the cashier) but may not read feedback nor use an admin's routes", async () => {
    const cashier = await tokenOf('alice', 'alice-cashier-pass');
    const m = await createMember(t.db);
    const order = (
      await t.call({ method: 'POST', url: '/wps/wallets/deposit', token: m.token, payload: { channel: 'MANUAL_BANK', amount: 50_000 } })
    ).json().value;
    const queue = (await as(cashier, 'GET', '/ops/wallet/deposits?status=PENDING')).json().value;
    expect(queue.some((o: { orderNo: string }) => o.orderNo === order.orderNo)).toBe(true);
    expect((await as(cashier, 'POST', `/ops/wallet/deposits/${order.id}/approve`)).json().value).toMatchObject({ status: 'APPROVED' });
    const approved = (await as(cashier, 'GET', '/ops/wallet/deposits')).json().value.find((o: { id: number }) => o.id === order.id);
    expect(approved.decidedBy).toBe('alice');
    expect((await as(cashier, 'GET', '/ops/wallet/withdrawals')).statusCode).toBe(200);
    for (const url of ['/ops/feedback', '/ops/inbox/messages', '/ops/registry/remotes', '/ops/promotions/activities']) {
      const res = await as(cashier, 'GET', url);
      expect([url, res.statusCode, res.json().errorCode]).toEqual([url, 403, 'operator.forbidden']);
    }
  });

  test('support may not approve a deposit; the OPERATOR_TOKEN still may, with the Operator header as the actor', async () => {
    const support = await tokenOf('bob', 'bob-support-password');
    const m = await createMember(t.db);
    const order = (
      await t.call({ method: 'POST', url: '/wps/wallets/deposit', token: m.token, payload: { channel: 'MANUAL_BANK', amount: 20_000 } })
    ).json().value;
    const refused = await as(support, 'POST', `/ops/wallet/deposits/${order.id}/approve`);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'operator.forbidden']);
    const script = await t.call({
      method: 'POST',
      url: `/ops/wallet/deposits/${order.id}/reject`,
      headers: { authorization: 'Bearer dev-operator-token', operator: 'night-script' },
      payload: { reason: 'no transfer arrived' },
    });
    expect(script.json().value).toMatchObject({ status: 'REJECTED', reason: 'no transfer arrived' });
    const rows = (await as(await tokenOf('root', 'root-admin-password'), 'GET', '/ops/wallet/deposits')).json().value;
    expect(rows.find((o: { id: number }) => o.id === order.id).decidedBy).toBe('night-script');
  });

  test("a member's session token is not an operator's", async () => {
    const m = await createMember(t.db);
    expect((await as(m.token, 'GET', '/ops/wallet/deposits')).json().errorCode).toBe('operator.unauthorized');
  });
});

describe('feedback, inbox and announcements for support', () => {
  test("support reads a member's feedback and answers it to the member's inbox, once; a guest's cannot be answered", async () => {
    const support = await tokenOf('bob', 'bob-support-password');
    const m = await createMember(t.db);
    await t.call({
      method: 'PUT',
      url: '/wps/feedback',
      token: m.token,
      payload: { category: 'game', content: 'The slot reels freeze on spin' },
    });
    await t.call({ method: 'PUT', url: '/wps/feedback', payload: { category: 'other', content: 'A guest writes something here' } });
    const open = (await as(support, 'GET', '/ops/feedback')).json().value;
    const mine = open.content.find((f: { memberId: number | null }) => f.memberId === m.id);
    expect(mine).toMatchObject({ account: m.account, category: 'game', content: 'The slot reels freeze on spin', answer: null });
    const guest = open.content.find((f: { memberId: number | null }) => f.memberId === null);

    const answer = { title: 'About your feedback', content: 'Thanks, the reels are fixed.' };
    const answered = (await as(support, 'POST', `/ops/feedback/${mine.id}/answer`, answer)).json().value;
    expect(answered.id).toBe(mine.id);
    const again = await as(support, 'POST', `/ops/feedback/${mine.id}/answer`, answer);
    expect([again.statusCode, again.json().errorCode]).toEqual([409, 'feedback.answered']);
    expect((await as(support, 'POST', `/ops/feedback/${guest.id}/answer`, answer)).json().errorCode).toBe('feedback.guest');
    expect((await as(support, 'POST', '/ops/feedback/999999/answer', answer)).json().errorCode).toBe('not.found');

    const inbox = (await t.call({ method: 'GET', url: '/wps/inbox/messages', token: m.token })).json().value;
    expect(inbox.content[0]).toMatchObject({ id: answered.messageId, title: answer.title, content: answer.content, read: false });
    const done = (await as(support, 'GET', '/ops/feedback?status=answered')).json().value.content;
    expect(done.find((f: { id: number }) => f.id === mine.id)).toMatchObject({ answer: answer.content, answeredBy: 'bob' });
    expect((await as(support, 'GET', '/ops/feedback')).json().value.content.some((f: { id: number }) => f.id === mine.id)).toBe(false);
    const sent = (await as(support, 'GET', '/ops/inbox/messages')).json().value.content;
    expect(sent[0]).toMatchObject({ id: answered.messageId, memberId: m.id, account: m.account, sentBy: 'bob' });
  });

  test('support sends an inbox message to everyone and publishes an announcement, its HTML sanitized', async () => {
    const support = await tokenOf('bob', 'bob-support-password');
    const sent = (await as(support, 'POST', '/ops/inbox/messages', { title: 'Maintenance', content: 'Tonight 2-3 am' })).json().value;
    expect((await as(support, 'GET', '/ops/inbox/messages')).json().value.content[0]).toMatchObject({
      id: sent.id,
      memberId: null,
      sentBy: 'bob',
    });
    const created = await as(support, 'POST', '/ops/announcements', {
      titleTh: 'ประกาศ',
      titleEn: 'Notice',
      contentTh: '<p>สวัสดี</p>',
      contentEn: '<p onclick="alert(1)">Hello<script>alert(1)</script></p>',
    });
    const { id } = created.json().value;
    const list = (await as(support, 'GET', '/ops/announcements')).json().value;
    const notice = list.find((a: { id: number }) => a.id === id);
    expect(notice).toMatchObject({ type: 'PL', titleEn: 'Notice', contentEn: '<p>Hello</p>', createdBy: 'bob', active: true });
    const player = (
      await t.call({ method: 'GET', url: '/wps/relay/MCSFE_getListAnnouncements?types=PL&platform=M', headers: { language: 'EN' } })
    ).json().value;
    expect(player.player.some((a: { title: string }) => a.title === 'Notice')).toBe(true);
  });
});
