import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { postTransfer } from '../games/game-wallet';
import { fundMember } from '../../test/wallet-helpers';
import { periodRange } from './activity-period';
import { rewardCentre } from './reward-centre.service';
import { payUpgradeBonus, takePart } from './rewards.service';

/**
 * The reward centre and missions through the API: the promo counters (product-rules 3.20) from one call, the rewards
 * waiting to be claimed, missions counted from deposits and wager events of the period, a claim paid once per
 * mission, member and period (concurrent claims too), and a member seeing only their own.
 */

const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'tester' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const get = async (m: Member, url: string) => (await t.call({ method: 'GET', url, token: m.token })).json();
const claim = (m: Member, id: number, body: object = {}) =>
  t.call({ method: 'POST', url: `/wps/promotions/activities/${id}/claim`, token: m.token, payload: body });
const bonuses = async (memberId: number) =>
  t.db.query<{ amount: number; idempotency_key: string }>(
    `SELECT t.amount, t.idempotency_key FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id WHERE a.member_id = $1 AND t.code = 'BONUS' ORDER BY t.id`,
    [memberId],
  );

let seq = 0;
/** A mission of the operator's, open now. */
async function mission(type: 'MISSION' | 'MISSION_MANUAL', frequency: 'DAILY' | 'WEEKLY', tasks: object[], amount = 3_000) {
  const code = `M${Date.now() % 1e8}${++seq}`;
  const res = await t.call({
    method: 'POST',
    url: '/ops/promotions/activities',
    headers: OPERATOR,
    payload: {
      code,
      type,
      category: 'mission',
      title: { TH: `ภารกิจ ${code}`, EN: `Mission ${code}` },
      summary: { TH: '', EN: '' },
      content: { TH: '', EN: '' },
      startTime: Date.now() - 86_400_000,
      endTime: null,
      config: { frequency, turnover: { bonusMultiple: 1, depositMultiple: 0 }, reward: { tasks, amount } },
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value.id as number;
}

/** A bet through the games' seam (it writes the wager event missions count); `gameId` names its category. */
const bet = (m: Member, key: string, amount: number, gameId?: string) =>
  postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: key,
    code: 'BET',
    from: { memberId: m.id, wallet: 'MAIN' },
    to: { house: 'PROVIDER:TEST' },
    amount,
    meta: gameId ? { gameId } : {},
  });

describe('reward centre', () => {
  test('one call answers every promo counter key with its switch and what waits; the daily reward is claimable until claimed', async () => {
    const member = await createMember(t.db);
    const centre = (await get(member, '/wps/promotions/rewards')).value;
    expect(Object.keys(centre.counters).sort()).toEqual([
      'LOGIN',
      'MANUAL',
      'MISSION',
      'MISSION_MANUAL',
      'RAFFLE',
      'REFERRAL',
      'TICKET',
      'UPGRADE_BONUS',
    ]);
    expect(centre.counters.LOGIN).toEqual({ enabled: true, count: 1 });
    expect(centre.counters.RAFFLE.enabled).toBe(true);
    expect(centre.counters.TICKET).toEqual({ enabled: true, count: 0 });
    expect(centre.counters.REFERRAL).toEqual({ enabled: true, count: 0 });
    const login = centre.claimable.find((c: { code: string }) => c.code === 'DAILYLOGIN');
    expect(login).toMatchObject({ type: 'LOGIN', label: 'CLAIM', amount: 500 });
    expect((await get(member, '/wps/promotions/counters')).value).toEqual(centre.counters);

    expect((await claim(member, login.promotionId)).json().value).toMatchObject({ label: 'CLAIMED', amount: 500 });
    const after = (await get(member, '/wps/promotions/rewards')).value;
    expect(after.counters.LOGIN.count).toBe(0);
    expect(after.claimable.find((c: { code: string }) => c.code === 'DAILYLOGIN')).toBeUndefined();
    expect(after.history[0]).toMatchObject({ code: 'DAILYLOGIN', label: 'CLAIMED', amount: 500 });
    expect(after.history[0].paidAt).toBeGreaterThan(Date.now() - 60_000);
  });

  test('guests and trial accounts get no reward centre', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/promotions/counters' })).statusCode).toBe(401);
    const trial = await createMember(t.db, { type: 4, trial: true });
    expect((await get(trial, '/wps/promotions/rewards')).errorCode).toBe('free_reject');
  });
});

describe('missions (MISSION, MISSION_MANUAL)', () => {
  test("deposit and bet tasks count this period's ledger and wager events; claim pays once, Claimed after", async () => {
    const member = await createMember(t.db);
    const live = (await t.db.query<{ game_id: string }>(`SELECT game_id FROM games WHERE game_type = 'LIVE' LIMIT 1`))[0].game_id;
    const id = await mission('MISSION', 'DAILY', [
      { kind: 'DEPOSIT', target: 20_000 },
      { kind: 'BET', target: 5_000, category: 'LIVE' },
      { kind: 'ROUNDS', target: 2 },
    ]);
    const view = async () =>
      (await get(member, '/wps/promotions/rewards')).value.missions.find((m: { promotionId: number }) => m.promotionId === id);

    expect(await view()).toMatchObject({
      label: 'JOIN',
      amount: 3_000,
      tasks: [
        { kind: 'DEPOSIT', progress: 0, done: false },
        { kind: 'BET', category: 'LIVE', progress: 0 },
        { kind: 'ROUNDS', progress: 0 },
      ],
    });
    expect((await claim(member, id)).json().errorCode).toBe('promo.reward.none');
    await fundMember(t.db, member.id, 20_000);
    await bet(member, `mis-a-${member.id}`, 3_000, live);
    // A bet outside the task's category counts its round, not its amount.
    await bet(member, `mis-b-${member.id}`, 9_000);
    const half = await view();
    expect(half.tasks.map((x: { progress: number; done: boolean }) => [x.progress, x.done])).toEqual([
      [20_000, true],
      [3_000, false],
      [2, true],
    ]);
    expect(half.label).toBe('JOIN');
    expect((await claim(member, id)).json().errorCode).toBe('promo.reward.none');
    expect(await bonuses(member.id)).toEqual([]);

    await bet(member, `mis-c-${member.id}`, 2_000, live);
    expect(await view()).toMatchObject({ label: 'CLAIM' });
    // The counter counts every MISSION waiting (the demo's daily mission is done by these too).
    const centre = (await get(member, '/wps/promotions/rewards')).value;
    const waiting = centre.claimable.filter((c: { type: string }) => c.type === 'MISSION');
    expect(waiting.map((c: { promotionId: number }) => c.promotionId)).toContain(id);
    expect((await get(member, '/wps/promotions/counters')).value.MISSION.count).toBe(waiting.length);
    const paid = (await claim(member, id, { idempotencyKey: `mission-${member.id}` })).json().value;
    expect(paid).toMatchObject({ label: 'CLAIMED', amount: 3_000, replayed: false, obligation: { required: 3_000 } });
    expect((await claim(member, id)).json().value).toMatchObject({ label: 'CLAIMED', replayed: true });
    expect(await view()).toMatchObject({ label: 'CLAIMED' });
    expect((await bonuses(member.id)).map((b) => Number(b.amount))).toEqual([3_000]);
    expect((await bonuses(member.id))[0].idempotency_key).toMatch(new RegExp(`^BONUS:${id}:${member.id}:\\d{4}-\\d{2}-\\d{2}$`));
  });

  test('two concurrent claims of a done mission (joined first or not) pay once', async () => {
    for (const joinFirst of [false, true]) {
      const member = await createMember(t.db);
      const id = await mission('MISSION_MANUAL', 'WEEKLY', [{ kind: 'ROUNDS', target: 1 }]);
      if (joinFirst)
        expect(
          (await t.call({ method: 'POST', url: `/wps/promotions/activities/${id}/join`, token: member.token })).json().value.label,
        ).toBe('JOINED');
      await fundMember(t.db, member.id, 1_000);
      await bet(member, `race-${member.id}`, 100);
      const answers = await Promise.all([
        claim(member, id),
        claim(member, id),
        claim(member, id, { idempotencyKey: `r1-${member.id}` }),
        claim(member, id, { idempotencyKey: `r2-${member.id}` }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((a) => !a.json().value.replayed)).toHaveLength(1);
      expect(await bonuses(member.id)).toHaveLength(1);
    }
  });

  test("a new period starts from zero by itself: yesterday's bets do not count today and the reward is due again", async () => {
    const member = await createMember(t.db);
    const id = await mission('MISSION', 'DAILY', [{ kind: 'ROUNDS', target: 1 }], 700);
    await fundMember(t.db, member.id, 1_000);
    await bet(member, `day-${member.id}`, 100);
    expect((await claim(member, id)).json().value.amount).toBe(700);
    const tomorrow = new Date(Date.now() + 86_400_000);
    const next = (await rewardCentre(t.db, 'DEMO', member.id, 'EN', tomorrow)).missions.find((m) => m.promotionId === id)!;
    expect(next).toMatchObject({ label: 'JOIN', tasks: [{ progress: 0, done: false }] });
    expect(next.resetsAt).toBe(periodRange('DAILY', tomorrow, 'Asia/Bangkok').to.getTime());
    await expect(takePart(t.db, 'DEMO', member.id, id, { action: 'claim' }, 'EN', tomorrow)).rejects.toThrow('promo.reward.none');
  });

  test("a login streak counts consecutive days with a login in the merchant's zone", async () => {
    const member = await createMember(t.db);
    const id = await mission('MISSION_MANUAL', 'DAILY', [{ kind: 'LOGIN_STREAK', target: 3 }]);
    const streak = async () =>
      (await get(member, '/wps/promotions/rewards')).value.missions.find((m: { promotionId: number }) => m.promotionId === id).tasks[0]
        .progress;
    const today = await streak();
    expect(today).toBeGreaterThanOrEqual(1);
    for (const daysAgo of [1, 2]) {
      await t.db.query(
        `INSERT INTO sessions (token_hash, member_id, created_at, expires_at) VALUES ($1, $2, now() - make_interval(days => $3), now())`,
        [`streak-${member.id}-${daysAgo}`, member.id, daysAgo],
      );
    }
    expect(await streak()).toBe(3);
  });

  test("a member sees and claims only their own missions' progress", async () => {
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const id = await mission('MISSION', 'DAILY', [{ kind: 'ROUNDS', target: 1 }]);
    await fundMember(t.db, a.id, 1_000);
    await bet(a, `own-${a.id}`, 100);
    const mine = (await get(a, '/wps/promotions/rewards')).value.missions.find((m: { promotionId: number }) => m.promotionId === id);
    const theirs = (await get(b, '/wps/promotions/rewards')).value.missions.find((m: { promotionId: number }) => m.promotionId === id);
    expect([mine.label, theirs.label]).toEqual(['CLAIM', 'JOIN']);
    expect((await claim(b, id)).json().errorCode).toBe('promo.reward.none');
    expect(await bonuses(b.id)).toEqual([]);
  });
});

describe('labels shown on /m/activity and /m/activityDetail (product-rules 4.36)', () => {
  const listed = async (m: Member, id: number) =>
    (await get(m, '/wps/promotions/activities')).value.find((p: { id: number }) => p.id === id)?.label;
  const detail = async (m: Member, id: number) => (await get(m, `/wps/promotions/activities/${id}`)).value.label;
  const entry = async (m: Member, id: number) => (await get(m, `/wps/promotions/activities/${id}/entry`)).value.label;
  const everywhere = async (m: Member, id: number) => [await listed(m, id), await detail(m, id), await entry(m, id)];

  test('a mission: Join, Joined once joined, Claim once its tasks are done (joined or not), Claimed once claimed', async () => {
    const [joined, other] = [await createMember(t.db), await createMember(t.db)];
    const id = await mission('MISSION', 'DAILY', [{ kind: 'ROUNDS', target: 1 }]);
    expect(await everywhere(joined, id)).toEqual(['JOIN', 'JOIN', 'JOIN']);
    await t.call({ method: 'POST', url: `/wps/promotions/activities/${id}/join`, token: joined.token });
    expect(await everywhere(joined, id)).toEqual(['JOINED', 'JOINED', 'JOINED']);
    for (const m of [joined, other]) {
      await fundMember(t.db, m.id, 1_000);
      await bet(m, `label-${m.id}`, 100);
      expect(await everywhere(m, id)).toEqual(['CLAIM', 'CLAIM', 'CLAIM']);
      expect((await claim(m, id)).json().value.label).toBe('CLAIMED');
      expect(await everywhere(m, id)).toEqual(['CLAIMED', 'CLAIMED', 'CLAIMED']);
    }
    // A guest sees what a member without an entry sees.
    expect((await t.call({ method: 'GET', url: `/wps/promotions/activities/${id}` })).json().value.label).toBe('JOIN');
  });

  test('a VIP upgrade bonus: Joined (everyone takes part) until it pays the member, then Issued, for each level paid', async () => {
    const m = await createMember(t.db);
    const id = (await t.db.query<{ id: number }>(`SELECT id FROM promotions WHERE merchant_code = 'DEMO' AND code = 'VIPUPGRADE'`))[0].id;
    expect(await everywhere(m, Number(id))).toEqual(['JOINED', 'JOINED', 'JOINED']);
    await t.db.transaction((tx) => payUpgradeBonus(tx, 'DEMO', m.id, 1));
    expect(await everywhere(m, Number(id))).toEqual(['ISSUED', 'ISSUED', 'ISSUED']);
    await t.db.transaction((tx) => payUpgradeBonus(tx, 'DEMO', m.id, 2));
    expect(await everywhere(m, Number(id))).toEqual(['ISSUED', 'ISSUED', 'ISSUED']);
    expect((await bonuses(m.id)).map((b) => Number(b.amount))).toEqual([5_000, 20_000]);
  });
});
