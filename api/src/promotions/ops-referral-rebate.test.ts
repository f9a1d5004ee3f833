import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember } from '../../test/wallet-helpers';
import { postTransfer } from '../games/game-wallet';
import { settleInvitee } from './referral.service';

/**
 * The operator's side of referral rewards, manual rebates and leader-board prizes: lists paged per api-conventions A8.3,
 * merchant-scoped and operator-only; referral rewards and manual rebate claims are paid without review, so the
 * operator reads them (with a refused invitee's reason); the prizes' turnover multiple is set here.
 */

const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'tester' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(`UPDATE merchants SET settings = settings || $1::jsonb WHERE code = 'DEMO'`, [
    JSON.stringify({ referral: { minDeposit: 10_000, minTurnover: 1_000, reward: 2_500 } }),
  ]);
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
let n = 0;
const bet = (m: Member, amount: number) =>
  postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: `ops-rr-${m.id}-${++n}`,
    code: 'BET',
    from: { memberId: m.id, wallet: 'MAIN' },
    to: { house: 'PROVIDER:TEST' },
    amount,
    meta: {},
  });
/** An approved manual deposit (what makes an invitee's deposit count). */
async function deposit(m: Member, amount: number) {
  const order = (
    await t.call({
      method: 'POST',
      url: '/wps/wallets/deposit',
      token: m.token,
      payload: { channel: 'MANUAL_BANK', amount, payerName: 'Test Payer', idempotencyKey: `dep-${m.id}-${++n}` },
    })
  ).json().value;
  expect(
    (await t.call({ method: 'POST', url: `/ops/wallet/deposits/${order.id}/approve`, headers: OPERATOR, payload: {} })).statusCode,
  ).toBe(200);
}
const ops = (url: string, init: { method?: 'GET' | 'PUT'; payload?: object } = {}) =>
  t.call({ method: init.method ?? 'GET', url, headers: OPERATOR, payload: init.payload });

test('referral rewards: listed newest first by referrer, a page at a time; invitees reviewed with their state and refusal', async () => {
  const referrer = await createMember(t.db);
  const invitees: Member[] = [];
  for (let i = 0; i < 3; i++) {
    const m = await createMember(t.db);
    await t.db.query('UPDATE members SET referrer_id = $1 WHERE id = $2', [referrer.id, m.id]);
    await deposit(m, 10_000);
    invitees.push(m);
  }
  // Two become valid by turnover and are paid; the third shares the referrer's device: refused.
  for (const m of invitees.slice(0, 2)) {
    await bet(m, 1_000);
    await t.db.transaction((tx) => settleInvitee(tx, m.id));
  }
  await t.db.query(
    `INSERT INTO member_sightings (member_id, kind, value) VALUES ($1, 'DEVICE', 'same-phone'), ($2, 'DEVICE', 'same-phone')`,
    [referrer.id, invitees[2].id],
  );
  await bet(invitees[2], 1_000);

  const page1 = (await ops(`/ops/promotions/referral-rewards?referrerId=${referrer.id}&pageNo=1&pageSize=1`)).json().value;
  expect(page1).toMatchObject({ pageNum: 1, totalPages: 2, totalCount: 2 });
  expect(page1.content[0]).toMatchObject({ referrerId: referrer.id, referrer: referrer.account, inviteeId: invitees[1].id, amount: 2_500 });
  expect(page1.content[0].transferId).toEqual(expect.any(Number));
  const page2 = (await ops(`/ops/promotions/referral-rewards?referrerId=${referrer.id}&pageNo=2&pageSize=1`)).json().value;
  expect(page2.content.map((r: { invitee: string }) => r.invitee)).toEqual([invitees[0].account]);

  const review = (await ops(`/ops/promotions/referrals/${referrer.id}/invitees`)).json().value;
  expect(review.totalCount).toBe(3);
  expect(
    review.content.map((i: { id: number; account: string; state: string; refusal: string | null; reward: number | null }) => [
      i.account,
      i.state,
      i.refusal,
      i.reward,
    ]),
  ).toEqual([
    [invitees[2].account, 'REFUSED', 'referral.shared.device', null],
    [invitees[1].account, 'VALID', null, 2_500],
    [invitees[0].account, 'VALID', null, 2_500],
  ]);
  // Reading pays nothing.
  expect((await ops(`/ops/promotions/referral-rewards?referrerId=${referrer.id}`)).json().value.totalCount).toBe(2);
  expect((await ops('/ops/promotions/referrals/99999999/invitees')).statusCode).toBe(404);
});

test('manual rebate claims: listed newest first by member, with window, lines and transfer', async () => {
  const m = await createMember(t.db);
  await fundMember(t.db, m.id, 100_000);
  await bet(m, 40_000);
  const claimed = (await t.call({ method: 'POST', url: '/wps/rebate/manual/claim', token: m.token, payload: {} })).json().value.claim;
  const list = (await ops(`/ops/promotions/manual-rebate-claims?memberId=${m.id}`)).json().value;
  expect(list).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 1 });
  expect(list.content[0]).toMatchObject({ ...claimed, memberId: m.id, account: m.account });
  expect(list.content[0].transferId).toEqual(expect.any(Number));
  expect((await ops('/ops/promotions/manual-rebate-claims?pageSize=1')).json().value.content).toHaveLength(1);
});

test('leader-board prizes: the operator sets a place prize and its turnover multiple (0 allowed)', async () => {
  const put = (payload: object) => ops('/ops/promotions/leader-board-prizes', { method: 'PUT', payload });
  const set = await put({ board: 'DEPOSIT', span: 'WEEK', rank: 1, amount: 30_000, bonusMultiple: 0 });
  expect(set.statusCode).toBe(200);
  expect(set.json().value).toEqual(expect.arrayContaining([{ board: 'DEPOSIT', span: 'WEEK', rank: 1, amount: 30_000, bonusMultiple: 0 }]));
  await put({ board: 'DEPOSIT', span: 'WEEK', rank: 1, amount: 30_000, bonusMultiple: 3 });
  expect((await ops('/ops/promotions/leader-board-prizes')).json().value).toEqual(
    expect.arrayContaining([{ board: 'DEPOSIT', span: 'WEEK', rank: 1, amount: 30_000, bonusMultiple: 3 }]),
  );
  for (const bad of [
    { board: 'DEPOSIT', span: 'WEEK', rank: 1, amount: 0, bonusMultiple: 1 },
    { board: 'X', span: 'WEEK', rank: 1, amount: 1, bonusMultiple: 1 },
    { board: 'DEPOSIT', span: 'WEEK', rank: 1, amount: 1, bonusMultiple: -1 },
  ]) {
    const res = await put(bad);
    expect([400, 422]).toContain(res.statusCode);
    expect(res.json().errorCode).toBeTruthy();
  }
});

test('operator only: a member token or none is refused', async () => {
  const m = await createMember(t.db);
  for (const url of ['/ops/promotions/referral-rewards', '/ops/promotions/manual-rebate-claims', '/ops/promotions/leader-board-prizes']) {
    expect((await t.call({ method: 'GET', url })).statusCode).toBe(401);
    expect([401, 403]).toContain((await t.call({ method: 'GET', url, token: m.token })).statusCode);
  }
});
