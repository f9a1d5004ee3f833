import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { makeWithdrawalReady, fundMember, wager, TEST_PAYMENT_PASSWORD } from '../../test/wallet-helpers';
import { openPushStream, type PushStream } from '../../test/push-client';
import { createSession } from '../session/session.repository';
import { publish } from '../events/events';
import { purgePushEvents } from './push.repository';
import { registerThroughApi } from '../../test/agents';

const OPS = { authorization: 'Bearer dev-operator-token', operator: 'carol' };
const HEARTBEAT_MS = 400;

let t: TestApp;
let base: string;
const open: PushStream[] = [];
const connect = async (token: string | null, lastEventId?: string | null) => {
  const stream = await openPushStream(base, token, { lastEventId });
  open.push(stream);
  return stream;
};

beforeAll(async () => {
  t = await createTestApp({ PUSH_HEARTBEAT_MS: String(HEARTBEAT_MS) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => open.splice(0).forEach((stream) => stream.close()));
afterAll(() => t.close());

const ops = (method: 'POST', url: string, payload?: Record<string, unknown>) =>
  t.call({ method, url, headers: OPS, ...(payload ? { payload } : {}) });

async function pendingDeposit(token: string, amount: number) {
  const res = await t.call({
    method: 'POST',
    url: '/wps/wallets/deposit',
    token,
    payload: { channel: 'MANUAL_BANK', amount, payerName: 'Somchai', reference: 'slip', idempotencyKey: `dep-${Math.random()}` },
  });
  expect(res.statusCode).toBeLessThan(300);
  return res.json().value as { id: number; orderNo: string };
}

test('the stream needs a session: none or a stale token is 401 login.not.session', async () => {
  const guest = await connect(null);
  expect(guest.status).toBe(401);
  expect(guest.refusal?.errorCode).toBe('login.not.session');
  const stale = await connect('not-a-token');
  expect(stale.status).toBe(401);
});

test("an operator's decisions reach the member's open stream: balances, the order's status and the reason", async () => {
  const m = await createMember(t.db);
  const other = await createMember(t.db);
  const stream = await connect(m.token);
  const otherStream = await connect(other.token);
  expect(stream.status).toBe(200);
  const ready = await stream.next('ready');
  expect(ready.id).toMatch(/^\d+$/);
  expect(ready.data).toEqual({ heartbeatMs: HEARTBEAT_MS });
  await otherStream.next('ready');

  const approved = await pendingDeposit(m.token, 150_000);
  expect((await ops('POST', `/ops/wallet/deposits/${approved.id}/approve`)).statusCode).toBe(200);
  const wallet = await stream.next('wallet.changed');
  expect(wallet.data).toEqual({ balances: { MAIN: 150_000 }, sumBalance: 150_000 });
  expect((await stream.next('order.status')).data).toEqual({ kind: 'deposit', orderNo: approved.orderNo, status: 'APPROVED', reason: '' });
  expect(Number(wallet.id)).toBeGreaterThan(Number(ready.id));

  const rejected = await pendingDeposit(m.token, 20_000);
  await ops('POST', `/ops/wallet/deposits/${rejected.orderNo}/reject`, { reason: 'no money arrived' });
  expect((await stream.next('order.status')).data).toEqual({
    kind: 'deposit',
    orderNo: rejected.orderNo,
    status: 'REJECTED',
    reason: 'no money arrived',
  });

  // Another member's stream heard none of it.
  await new Promise((r) => setTimeout(r, 200));
  expect(otherStream.events.filter((e) => e.event !== 'ping').map((e) => e.event)).toEqual(['ready']);
});

test("a rejected withdrawal: the held money comes back and the operator's reason arrives", async () => {
  const m = await createMember(t.db);
  const { cardId } = await makeWithdrawalReady(t.db, m);
  await fundMember(t.db, m.id, 100_000);
  await wager(t.db, m.id, 100_000, 100_000);
  const stream = await connect(m.token);
  await stream.next('ready');
  const res = await t.call({
    method: 'POST',
    url: '/wps/transaction/withdraw',
    token: m.token,
    payload: { amount: 50_000, bankCardId: cardId, paymentPassword: TEST_PAYMENT_PASSWORD, idempotencyKey: `wd-${Math.random()}` },
  });
  expect(res.statusCode).toBeLessThan(300);
  const order = res.json().value as { id: number; orderNo: string };
  // The hold: 50,000 of 100,000 held, the sum without it.
  expect((await stream.next('wallet.changed')).data).toMatchObject({ sumBalance: 50_000 });
  await t.call({
    method: 'POST',
    url: `/ops/wallet/withdrawals/${order.id}/reject`,
    headers: OPS,
    payload: { reason: 'card name differs' },
  });
  expect((await stream.next('order.status')).data).toEqual({
    kind: 'withdrawal',
    orderNo: order.orderNo,
    status: 'REJECTED',
    reason: 'card name differs',
  });
  expect((await stream.next('wallet.changed')).data).toMatchObject({ sumBalance: 100_000 });
});

test('a reconnect with the last id gets what it missed, the latest of each kind once, then live events again', async () => {
  const m = await createMember(t.db);
  const first = await connect(m.token);
  const ready = await first.next('ready');
  first.close();
  await first.ended;

  // While away: a message, two balance changes (only the latest matters), a contract offer.
  expect((await ops('POST', '/ops/inbox/messages', { memberId: m.id, title: 'Hi', content: 'Welcome' })).statusCode).toBe(200);
  await fundMember(t.db, m.id, 1_000);
  await fundMember(t.db, m.id, 2_000);
  await publish('contract.requested', { merchant: 'DEMO', memberId: m.id, kind: 'DAILY_SALARY' });
  await new Promise((r) => setTimeout(r, 100));

  const again = await connect(m.token, ready.id);
  expect((await again.next('ready')).id).toBe(ready.id);
  const unreadNow = (await t.call({ method: 'GET', url: '/wps/inbox/unread', token: m.token })).json().value;
  expect((await again.next('unread.changed')).data).toEqual({ counts: unreadNow });
  const wallet = await again.next('wallet.changed');
  expect(wallet.data).toEqual({ balances: { MAIN: 3_000 }, sumBalance: 3_000 });
  const contract = await again.next('contract.requested');
  expect(contract.data).toEqual({ kind: 'DAILY_SALARY' });
  expect(again.events.filter((e) => e.event === 'wallet.changed')).toHaveLength(1);
  const ids = again.events.filter((e) => e.id && e.event !== 'ready').map((e) => Number(e.id));
  expect(ids).toEqual([...ids].sort((a, b) => a - b));

  // Reading the message is pushed live; a reconnect from the newest id replays nothing.
  await t.call({ method: 'POST', url: '/wps/inbox/messages/read', token: m.token, payload: { all: true } });
  const read = await again.next('unread.changed');
  expect(read.data).toEqual({ counts: expect.objectContaining({ inbox: 0 }) });
  again.close();
  const third = await connect(m.token, read.id);
  await third.next('ready');
  await new Promise((r) => setTimeout(r, 150));
  expect(third.events.filter((e) => e.event !== 'ping').map((e) => e.event)).toEqual(['ready']);

  // Another member's missed events are never replayed to this one.
  const other = await createMember(t.db);
  await fundMember(t.db, other.id, 5_000);
  await new Promise((r) => setTimeout(r, 100));
  const fourth = await connect(m.token, read.id);
  await fourth.next('ready');
  await new Promise((r) => setTimeout(r, 150));
  expect(fourth.events.filter((e) => e.event !== 'ping').map((e) => e.event)).toEqual(['ready']);
});

test('a message to every member reaches every open stream of the merchant, without counts (each page reads its own)', async () => {
  const [a, b] = [await createMember(t.db), await createMember(t.db)];
  const [sa, sb] = [await connect(a.token), await connect(b.token)];
  await Promise.all([sa.next('ready'), sb.next('ready')]);
  await ops('POST', '/ops/inbox/messages', { title: 'News', content: 'For all' });
  expect((await sa.next('unread.changed')).data).toEqual({});
  expect((await sb.next('unread.changed')).data).toEqual({});
  await publish('rewards.ready', { merchant: 'DEMO', memberId: a.id });
  expect((await sa.next('rewards.ready')).data).toEqual({});
});

test("an upline's contract offer reaches the downline's stream", async () => {
  const upline = await registerThroughApi(t);
  const link = await t.call({ method: 'POST', url: '/wps/agent/affiliate/urls', token: upline.token, payload: { name: '' } });
  const sub = await registerThroughApi(t, { affiliateCode: link.json().value.code });
  const stream = await connect(sub.token);
  await stream.next('ready');
  const offered = await t.call({
    method: 'POST',
    url: '/wps/agent/contracts',
    token: upline.token,
    payload: { memberId: sub.id, kind: 'DAILY_SALARY', salaryTiers: [{ turnover: 0, activePlayers: 0, amount: 5_000 }] },
  });
  expect(offered.statusCode).toBe(200);
  expect((await stream.next('contract.requested')).data).toEqual({ kind: 'DAILY_SALARY' });
});

test("an agent's transfer reaches the downline's open stream as well as the agent's", async () => {
  const upline = await registerThroughApi(t);
  const link = await t.call({ method: 'POST', url: '/wps/agent/affiliate/urls', token: upline.token, payload: { name: '' } });
  const sub = await registerThroughApi(t, { affiliateCode: link.json().value.code });
  await makeWithdrawalReady(t.db, upline);
  await fundMember(t.db, upline.id, 50_000);
  const agentStream = await connect(upline.token);
  const downlineStream = await connect(sub.token);
  await Promise.all([agentStream.next('ready'), downlineStream.next('ready')]);
  const sent = await t.call({
    method: 'POST',
    url: '/wps/agent/transfer/downline',
    token: upline.token,
    payload: { memberId: sub.id, amount: 20_000, paymentPassword: TEST_PAYMENT_PASSWORD, idempotencyKey: 'push-transfer-1' },
  });
  expect(sent.json()).toMatchObject({ success: true });
  expect((await agentStream.next('wallet.changed')).data).toMatchObject({ sumBalance: 30_000 });
  expect((await downlineStream.next('wallet.changed')).data).toEqual({ balances: { MAIN: 20_000 }, sumBalance: 20_000 });
});

test("reaching a VIP level reaches the member's open stream (member.changed vip)", async () => {
  const m = await createMember(t.db);
  const stream = await connect(m.token);
  await stream.next('ready');
  // Silver asks for 5,000 baht of deposits (and turnover): a deposit alone moves the standing, not yet the level.
  const first = await pendingDeposit(m.token, 100_000);
  await ops('POST', `/ops/wallet/deposits/${first.id}/approve`);
  await stream.next('order.status');
  const [standing] = await t.db.query<{ level: number | null }>('SELECT level FROM vip_members WHERE member_id = $1', [m.id]);
  const before = standing?.level ?? null;
  // Silver's turnover already made (as bets would count it), and now its deposits: the deposit raises the level.
  await t.db.query('UPDATE vip_members SET turnover = turnover + 5000000 WHERE member_id = $1', [m.id]);
  const second = await pendingDeposit(m.token, 500_000);
  await ops('POST', `/ops/wallet/deposits/${second.id}/approve`);
  expect((await stream.next('member.changed')).data).toEqual({ what: 'vip' });
  const [after] = await t.db.query<{ level: number }>('SELECT level FROM vip_members WHERE member_id = $1', [m.id]);
  expect(Number(after.level)).toBeGreaterThan(before ?? -1);
});

test("an operator's decision on a promotion application reaches the member's open stream (member.changed promotion)", async () => {
  const m = await createMember(t.db);
  const [loyalty] = await t.db.query<{ id: number }>(`SELECT id FROM promotions WHERE merchant_code = 'DEMO' AND code = 'LOYALTY'`);
  const applied = await t.call({
    method: 'POST',
    url: `/wps/promotions/activities/${loyalty.id}/apply`,
    token: m.token,
    payload: { remark: 'push', idempotencyKey: 'push-apply-1' },
  });
  expect(applied.json().value).toMatchObject({ label: 'APPLYING' });
  const stream = await connect(m.token);
  await stream.next('ready');
  const queue = (await t.call({ method: 'GET', url: '/ops/promotions/applications', headers: OPS })).json().value;
  const mine = queue.find((a: { memberId: number }) => a.memberId === m.id);
  expect((await ops('POST', `/ops/promotions/applications/${mine.id}/approve`, { amount: 10_000 })).statusCode).toBe(200);
  expect((await stream.next('member.changed')).data).toEqual({ what: 'promotion' });
});

test('a logout ends the streams of that session only, with session.revoked first', async () => {
  const m = await createMember(t.db);
  const secondToken = await createSession(t.db, m.id);
  const [phone, laptop] = [await connect(m.token), await connect(secondToken)];
  await Promise.all([phone.next('ready'), laptop.next('ready')]);
  expect((await t.call({ method: 'POST', url: '/wps/session/logout', token: m.token })).statusCode).toBe(200);
  await phone.next('session.revoked');
  await phone.ended;
  expect(phone.isEnded()).toBe(true);
  await laptop.next('ping', HEARTBEAT_MS * 3);
  expect(laptop.isEnded()).toBe(false);
  expect(laptop.events.map((e) => e.event)).not.toContain('session.revoked');
  // A revoked session cannot open a stream again.
  expect((await connect(m.token)).status).toBe(401);
});

test('a password change ends every other session of the member; a revocation without an event ends within a heartbeat', async () => {
  const m = await createMember(t.db);
  const other = await createSession(t.db, m.id);
  const [mine, theirs] = [await connect(m.token), await connect(other)];
  await Promise.all([mine.next('ready'), theirs.next('ready')]);
  const res = await t.call({
    method: 'POST',
    url: '/wps/member/password',
    token: m.token,
    payload: { oldPassword: m.password, newPassword: 'newSecret456', confirmNewPassword: 'newSecret456' },
  });
  expect(res.json()).toMatchObject({ success: true });
  await theirs.next('session.revoked');
  await theirs.ended;
  expect(mine.isEnded()).toBe(false);
  // Revoked straight in the database (no event): the heartbeat's check ends the stream.
  await t.db.query('UPDATE sessions SET revoked_at = now() WHERE member_id = $1', [m.id]);
  await mine.next('session.revoked', HEARTBEAT_MS * 4);
  await mine.ended;
});

test('/docs describes the stream under its own tag, with Last-Event-ID and the error envelope', async () => {
  const spec = (await t.call({ method: 'GET', url: '/docs/json' })).json() as {
    paths: Record<string, Record<string, { tags?: string[]; parameters?: Array<{ name: string; in: string }>; responses?: object }>>;
  };
  const push = spec.paths['/wps/push']?.get;
  expect(push?.tags).toEqual(['push']);
  expect(push?.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'last-event-id', in: 'header' })]));
  expect(Object.keys(push?.responses ?? {})).toEqual(expect.arrayContaining(['200', '4XX']));
});

test('the journal purge drops old events', async () => {
  const m = await createMember(t.db);
  await fundMember(t.db, m.id, 100);
  await new Promise((r) => setTimeout(r, 100));
  await t.db.query(`UPDATE push_events SET created_at = now() - interval '2 days' WHERE member_id = $1`, [m.id]);
  expect(await purgePushEvents(t.db, 24)).toBeGreaterThanOrEqual(1);
  expect(await t.db.query('SELECT 1 FROM push_events WHERE member_id = $1', [m.id])).toEqual([]);
});
