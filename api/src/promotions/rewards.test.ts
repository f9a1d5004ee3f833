import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { postTransfer } from '../games/game-wallet';
import { fundMember } from '../../test/wallet-helpers';
import { payUpgradeBonus, takePart } from './rewards.service';

/**
 * The member's side of the engine through the API: claims (daily login, birthday gift, rebate), applications an
 * operator decides (manual), the upgrade bonus the VIP engine triggers, activities an operator configures; each
 * reward paid through the ledger once per activity, member and period, and seen by its member only.
 */

const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'tester' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const idOf = async (code: string) =>
  (await t.db.query<{ id: number }>(`SELECT id FROM promotions WHERE merchant_code = 'DEMO' AND code = $1`, [code]))[0].id;
const claim = (m: Member, id: number, body: object = {}) =>
  t.call({ method: 'POST', url: `/wps/promotions/activities/${id}/claim`, token: m.token, payload: body });
const apply = (m: Member, id: number, body: object = {}) =>
  t.call({ method: 'POST', url: `/wps/promotions/activities/${id}/apply`, token: m.token, payload: body });
const entry = async (m: Member, id: number) =>
  (await t.call({ method: 'GET', url: `/wps/promotions/activities/${id}/entry`, token: m.token })).json().value;
const ops = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => t.call({ method, url, headers: OPERATOR, payload });
const rewardTransfers = async (memberId: number) =>
  t.db.query<{ code: string; amount: number; idempotency_key: string }>(
    `SELECT t.code, t.amount, t.idempotency_key FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id WHERE a.member_id = $1 AND t.code IN ('BONUS', 'REBATE') ORDER BY t.id`,
    [memberId],
  );
const balance = async (m: Member) =>
  (await t.call({ method: 'GET', url: '/wps/v2/wallets/balance', token: m.token })).json().value.sumBalance;

/** An activity of the operator's, open now, for a test of its own. */
async function activity(code: string, type: string, config: object, category = 'event') {
  const res = await ops('POST', '/ops/promotions/activities', {
    code,
    type,
    category,
    title: { TH: `ทดสอบ ${code}`, EN: `Test ${code}` },
    summary: { TH: '', EN: '' },
    content: { TH: '', EN: '' },
    startTime: Date.now() - 86_400_000,
    endTime: null,
    config,
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.id as number;
}

describe('daily login reward (LOGIN)', () => {
  test('a claim pays BONUS with its turnover obligation; a retry with the key is a replay, the key with another request idempotency.conflict', async () => {
    const member = await createMember(t.db);
    const id = await idOf('DAILYLOGIN');
    expect((await entry(member, id)).label).toBe('CLAIM');
    const first = await claim(member, id, { idempotencyKey: 'login-claim-1' });
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({
      label: 'CLAIMED',
      amount: 500,
      balance: 500,
      replayed: false,
      obligation: { required: 500, progress: 0, status: 'ACTIVE', bonus: 500 },
    });
    expect((await claim(member, id, { idempotencyKey: 'login-claim-1' })).json().value).toMatchObject({
      label: 'CLAIMED',
      amount: 500,
      replayed: true,
    });
    // Another key in the same day: the day's reward is the one already paid.
    expect((await claim(member, id, { idempotencyKey: 'login-claim-2' })).json().value).toMatchObject({ amount: 500, replayed: true });
    const conflict = await claim(member, await idOf('DAILYREBATE'), { idempotencyKey: 'login-claim-1' });
    expect([conflict.statusCode, conflict.json().errorCode]).toEqual([409, 'idempotency.conflict']);
    expect((await rewardTransfers(member.id)).map((r) => [r.code, Number(r.amount)])).toEqual([['BONUS', 500]]);
    expect(await balance(member)).toBe(500);
    expect((await entry(member, id)).label).toBe('CLAIMED');
  });

  test('tomorrow is a new period: the reward is due again and pays again', async () => {
    const member = await createMember(t.db);
    const id = await idOf('DAILYLOGIN');
    await takePart(t.db, 'DEMO', member.id, id, { action: 'claim' }, 'EN');
    const tomorrow = await takePart(t.db, 'DEMO', member.id, id, { action: 'claim' }, 'EN', new Date(Date.now() + 86_400_000));
    expect(tomorrow).toMatchObject({ label: 'CLAIMED', replayed: false, amount: 500 });
    expect((await rewardTransfers(member.id)).length).toBe(2);
  });

  test('two concurrent claims of one reward pay once', async () => {
    const member = await createMember(t.db);
    const id = await idOf('DAILYLOGIN');
    const answers = await Promise.all([
      claim(member, id),
      claim(member, id),
      claim(member, id, { idempotencyKey: 'race-a' }),
      claim(member, id, { idempotencyKey: 'race-b' }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.filter((a) => !a.json().value.replayed)).toHaveLength(1);
    expect(answers.every((a) => a.json().value.amount === 500)).toBe(true);
    expect(await rewardTransfers(member.id)).toHaveLength(1);
    expect(await balance(member)).toBe(500);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM turnover_obligations WHERE member_id = $1`, [
      member.id,
    ]);
    expect(n).toBe(1);
  });

  test('a trial account is refused and a guest must log in; a join-type activity cannot be claimed', async () => {
    const trial = await createMember(t.db, { type: 4, trial: true });
    const id = await idOf('DAILYLOGIN');
    expect((await claim(trial, id)).json().errorCode).toBe('free_reject');
    expect((await t.call({ method: 'POST', url: `/wps/promotions/activities/${id}/claim`, payload: {} })).statusCode).toBe(401);
    const member = await createMember(t.db);
    expect((await claim(member, await idOf('WELCOME100'))).json().errorCode).toBe('promo.action.invalid');
    expect((await claim(member, 999_999)).statusCode).toBe(404);
    expect((await claim(member, id, { idempotencyKey: 'bad key with spaces' })).json().errorCode).toBe('validation.failed');
  });
});

describe('manual application (MANUAL): apply, then an operator approves or rejects with a reason', () => {
  test('approve pays (Issued) once; the same decision again is a replay; the other decision is refused', async () => {
    const member = await createMember(t.db);
    const id = await idOf('LOYALTY');
    const applied = await apply(member, id, { remark: 'long-time player', idempotencyKey: 'apply-1' });
    expect(applied.json().value).toMatchObject({ label: 'APPLYING', remark: 'long-time player', amount: null });
    expect((await apply(member, id, { remark: 'another remark', idempotencyKey: 'apply-1' })).json().errorCode).toBe(
      'idempotency.conflict',
    );
    const queue = (await ops('GET', '/ops/promotions/applications')).json().value;
    const mine = queue.find((a: { memberId: number }) => a.memberId === member.id);
    expect(mine).toMatchObject({
      promotionId: id,
      code: 'LOYALTY',
      state: 'APPLYING',
      remark: 'long-time player',
      account: member.account,
    });

    expect((await ops('POST', `/ops/promotions/applications/${mine.id}/approve`, { amount: 60_000 })).json().errorCode).toBe(
      'amount.invalid',
    );
    const approved = (
      await ops('POST', `/ops/promotions/applications/${mine.id}/approve`, { amount: 20_000, reason: 'VIP request' })
    ).json().value;
    expect(approved).toMatchObject({ state: 'ISSUED', amount: 20_000, decidedBy: 'tester', reason: 'VIP request', replayed: false });
    expect((await ops('POST', `/ops/promotions/applications/${mine.id}/approve`, {})).json().value).toMatchObject({
      state: 'ISSUED',
      amount: 20_000,
      replayed: true,
    });
    expect((await ops('POST', `/ops/promotions/applications/${mine.id}/reject`, { reason: 'changed my mind' })).json().errorCode).toBe(
      'promo.state.invalid',
    );
    expect(await entry(member, id)).toMatchObject({
      label: 'ISSUED',
      amount: 20_000,
      reason: 'VIP request',
      obligation: { required: 60_000 },
    });
    expect((await rewardTransfers(member.id)).map((r) => Number(r.amount))).toEqual([20_000]);
  });

  test('reject needs a reason, pays nothing, and the member sees the reason (Rejected)', async () => {
    const member = await createMember(t.db);
    const id = await idOf('LOYALTY');
    await apply(member, id);
    const app = (await ops('GET', '/ops/promotions/applications?limit=500'))
      .json()
      .value.find((a: { memberId: number }) => a.memberId === member.id);
    expect((await ops('POST', `/ops/promotions/applications/${app.id}/reject`, {})).json().errorCode).toBe('validation.failed');
    expect(
      (await ops('POST', `/ops/promotions/applications/${app.id}/reject`, { reason: 'no deposits this month' })).json().value,
    ).toMatchObject({ state: 'REJECTED', reason: 'no deposits this month' });
    expect(await entry(member, id)).toMatchObject({ label: 'REJECTED', reason: 'no deposits this month', amount: null });
    expect(await rewardTransfers(member.id)).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/ops/promotions/applications', token: member.token })).json().errorCode).toBe(
      'operator.unauthorized',
    );
  });

  test("a member never sees nor takes another member's entry, reward or obligation", async () => {
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const login = await idOf('DAILYLOGIN');
    await claim(a, login);
    await apply(a, await idOf('LOYALTY'), { remark: 'mine' });
    expect(await entry(b, login)).toMatchObject({ label: 'CLAIM', amount: null, obligation: null });
    expect(await entry(b, await idOf('LOYALTY'))).toMatchObject({ label: 'JOIN', remark: '' });
    expect((await t.call({ method: 'GET', url: '/wps/promotions/obligations', token: b.token })).json().value).toEqual([]);
    expect((await t.call({ method: 'GET', url: '/wps/promotions/obligations', token: a.token })).json().value).toHaveLength(1);
    // B's claim is B's own: it pays B, and A's reward stays one.
    expect((await claim(b, login)).json().value).toMatchObject({ amount: 500, balance: 500 });
    expect(await rewardTransfers(a.id)).toHaveLength(1);
  });
});

describe('birthday gift (BIRTHDAY)', () => {
  const thisMonth = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', month: '2-digit' }).format(new Date());
  const setBirthday = (m: Member, date: string | null) => t.db.query(`UPDATE members SET birthday = $2 WHERE id = $1`, [m.id, date]);

  test('claimed in the birthday month once a year; without a birthday or in another month it is refused', async () => {
    const id = await activity('BDAYTEST', 'BIRTHDAY', { frequency: 'YEARLY', reward: { amount: 3_000, review: false } }, 'vip');
    const member = await createMember(t.db);
    expect((await claim(member, id)).json().errorCode).toBe('promo.birthday.missing');
    const other = String((Number(thisMonth()) % 12) + 1).padStart(2, '0');
    await setBirthday(member, `1990-${other}-15`);
    expect((await claim(member, id)).json().errorCode).toBe('promo.birthday.month');
    await setBirthday(member, `1990-${thisMonth()}-15`);
    expect((await claim(member, id)).json().value).toMatchObject({
      label: 'CLAIMED',
      amount: 3_000,
      period: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Bangkok', year: 'numeric' }).format(new Date()),
    });
    expect((await claim(member, id)).json().value.replayed).toBe(true);
  });

  test("the demo gift is the VIP level's birthdayGift, for Silver and above", async () => {
    const member = await createMember(t.db);
    await setBirthday(member, `1990-${thisMonth()}-01`);
    expect((await claim(member, await idOf('VIPBIRTHDAY'))).json().errorCode).toBe('promo.vip.level');
  });

  test('under review it is applied for and paid on approval', async () => {
    const id = await activity('BDAYREVIEW', 'BIRTHDAY', { frequency: 'YEARLY', reward: { amount: 4_000, review: true } }, 'vip');
    const member = await createMember(t.db);
    await setBirthday(member, `1992-${thisMonth()}-20`);
    expect((await claim(member, id)).json().errorCode).toBe('promo.action.invalid');
    expect((await t.call({ method: 'POST', url: `/wps/promotions/activities/${id}/join`, token: member.token })).json().value.label).toBe(
      'APPLYING',
    );
    const app = (await ops('GET', '/ops/promotions/applications?limit=500'))
      .json()
      .value.find((a: { memberId: number }) => a.memberId === member.id);
    expect((await ops('POST', `/ops/promotions/applications/${app.id}/approve`, {})).json().value).toMatchObject({
      state: 'ISSUED',
      amount: 4_000,
    });
    expect(await balance(member)).toBe(4_000);
  });
});

describe('rebate (REBATE)', () => {
  test("the day after, the valid bets of the day in the activity's categories pay their rate back, once; nothing due is refused", async () => {
    const id = await activity('REBATETEST', 'REBATE', { frequency: 'DAILY', reward: { percent: 1.5, categories: ['INHOUSE'] } }, 'rebate');
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 500_000);
    const slot = (roundId: string, bet: number) =>
      t.call({ method: 'POST', url: '/wps/bgs/slot/play', token: member.token, payload: { roundId, bet } });
    for (const [i, bet] of [10_000, 20_000, 30_000].entries())
      expect((await slot(`rebate-round-${member.id}-${i}`, bet)).statusCode).toBe(200);
    // A bet in a category the activity leaves out counts nothing.
    await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: `live-${member.id}`,
      code: 'BET',
      from: { memberId: member.id, wallet: 'MAIN' },
      to: { house: 'PROVIDER:TEST' },
      amount: 40_000,
      meta: { gameId: (await t.db.query<{ game_id: string }>(`SELECT game_id FROM games WHERE game_type = 'LIVE' LIMIT 1`))[0].game_id },
    });

    expect((await claim(member, id)).json().errorCode).toBe('promo.reward.none');
    const tomorrow = new Date(Date.now() + 86_400_000);
    const paid = await takePart(t.db, 'DEMO', member.id, id, { action: 'claim' }, 'EN', tomorrow);
    expect(paid).toMatchObject({ label: 'CLAIMED', amount: 900, replayed: false });
    expect((await takePart(t.db, 'DEMO', member.id, id, { action: 'claim' }, 'EN', tomorrow)).replayed).toBe(true);
    expect((await rewardTransfers(member.id)).map((r) => [r.code, Number(r.amount)])).toEqual([['REBATE', 900]]);
  });
});

describe("VIP upgrade bonus (UPGRADE_BONUS): the VIP engine's hook", () => {
  test("pays the level's amount once per level, in the caller's transaction", async () => {
    const member = await createMember(t.db);
    const first = await t.db.transaction((tx) => payUpgradeBonus(tx, 'DEMO', member.id, 2));
    expect(first.map((p) => p.amount)).toEqual([20_000]);
    expect(await t.db.transaction((tx) => payUpgradeBonus(tx, 'DEMO', member.id, 2))).toEqual([]);
    expect((await t.db.transaction((tx) => payUpgradeBonus(tx, 'DEMO', member.id, 3))).map((p) => p.amount)).toEqual([50_000]);
    // A level without an amount pays nothing.
    expect(await t.db.transaction((tx) => payUpgradeBonus(tx, 'DEMO', member.id, 0))).toEqual([]);
    expect((await rewardTransfers(member.id)).map((r) => Number(r.amount))).toEqual([20_000, 50_000]);
    const trial = await createMember(t.db, { type: 4, trial: true });
    expect(await t.db.transaction((tx) => payUpgradeBonus(tx, 'DEMO', trial.id, 2))).toEqual([]);
  });
});

describe('operator API of activities', () => {
  const body = (over: object = {}) => ({
    code: 'OPSTEST',
    type: 'LOGIN',
    category: 'event',
    title: { TH: 'ทดสอบ', EN: 'Test' },
    summary: { TH: '', EN: '' },
    content: { TH: '', EN: '' },
    startTime: Date.UTC(2026, 0, 1),
    endTime: null,
    config: { frequency: 'DAILY', reward: { amount: 700 } },
    ...over,
  });

  test('create is idempotent by code and content; edit keeps the type; close is final and idempotent', async () => {
    const created = (await ops('POST', '/ops/promotions/activities', body())).json().value;
    expect(created).toMatchObject({ code: 'OPSTEST', type: 'LOGIN', replayed: false, closedAt: null });
    expect((await ops('POST', '/ops/promotions/activities', body())).json().value).toMatchObject({ id: created.id, replayed: true });
    expect(
      (await ops('POST', '/ops/promotions/activities', body({ config: { frequency: 'DAILY', reward: { amount: 800 } } }))).json().errorCode,
    ).toBe('promo.code.exists');
    const edited = (
      await ops('PUT', `/ops/promotions/activities/${created.id}`, body({ config: { frequency: 'DAILY', reward: { amount: 800 } } }))
    ).json().value;
    expect(edited.config.reward).toEqual({ amount: 800 });
    expect((await ops('PUT', `/ops/promotions/activities/${created.id}`, body({ type: 'MANUAL' }))).json().errorCode).toBe(
      'promo.config.invalid',
    );

    const member = await createMember(t.db);
    expect((await claim(member, created.id)).json().value.amount).toBe(800);
    const closed = (await ops('POST', `/ops/promotions/activities/${created.id}/close`, { reason: 'budget spent' })).json().value;
    expect(closed).toMatchObject({ closeReason: 'budget spent', replayed: false });
    expect((await ops('POST', `/ops/promotions/activities/${created.id}/close`, { reason: 'again' })).json().value).toMatchObject({
      closeReason: 'budget spent',
      replayed: true,
    });
    const other = await createMember(t.db);
    expect((await claim(other, created.id)).json().errorCode).toBe('promo.closed');
    expect((await entry(other, created.id)).label).toBe('CLOSE');
    expect((await entry(member, created.id)).label).toBe('CLAIMED');
    expect((await ops('GET', '/ops/promotions/activities')).json().value.some((a: { code: string }) => a.code === 'OPSTEST')).toBe(true);
  });

  test("a reward not of the type's shape, bad codes and amounts are refused and create nothing", async () => {
    expect(
      (
        await ops(
          'POST',
          '/ops/promotions/activities',
          body({ code: 'BADSHAPE', config: { frequency: 'DAILY', reward: { percent: 10, maxBonus: 100, minDeposit: 100 } } }),
        )
      ).json().errorCode,
    ).toBe('promo.config.invalid');
    for (const bad of [
      { code: 'lower' },
      { config: { frequency: 'DAILY', reward: { amount: 0 } } },
      { config: { frequency: 'HOURLY', reward: { amount: 1 } } },
      { type: 'JACKPOT' },
      { extra: 1 },
    ]) {
      const res = await ops('POST', '/ops/promotions/activities', body({ code: 'BADVALUE', ...bad }));
      expect([res.statusCode, res.json().errorCode]).toEqual([422, 'validation.failed']);
    }
    expect((await t.db.query(`SELECT 1 FROM promotions WHERE code IN ('BADSHAPE', 'BADVALUE')`)).length).toBe(0);
    expect((await t.call({ method: 'POST', url: '/ops/promotions/activities', payload: body({ code: 'NOAUTH' }) })).json().errorCode).toBe(
      'operator.unauthorized',
    );
  });
});
