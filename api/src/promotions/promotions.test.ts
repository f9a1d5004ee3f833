import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember } from '../../test/wallet-helpers';

describe('promotions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('list in the request language with labels; detail by id', async () => {
    const en = (await t.call({ method: 'GET', url: '/wps/promotions/activities', headers: { language: 'EN' } })).json().value;
    const welcome = en.find((p: { code: string }) => p.code === 'WELCOME100');
    expect(welcome).toMatchObject({ title: '100% welcome bonus', label: 'JOIN', category: 'deposit' });
    expect(en.find((p: { code: string }) => p.code === 'SONGKRAN').label).toBe('COMING_SOON');
    expect(en.find((p: { code: string }) => p.code === 'DAILYREBATE').label).toBe('CLAIM');
    const th = (await t.call({ method: 'GET', url: `/wps/promotions/activities/${welcome.id}` })).json().value;
    expect(th.title).toBe('โบนัสต้อนรับ 100%');
    const deposit = (await t.call({ method: 'GET', url: '/wps/promotions/activities?category=deposit' })).json().value;
    expect(deposit.every((p: { category: string }) => p.category === 'deposit')).toBe(true);
  });

  test('join enrols (Joined) and a repeat answers the same; apply waits (Applying); claim pays (Claimed); closed or coming soon refused, trial refused', async () => {
    const member = await createMember(t.db);
    const list = (await t.call({ method: 'GET', url: '/wps/promotions/activities' })).json().value;
    const id = (code: string) => list.find((p: { code: string }) => p.code === code).id;
    const join = (code: string, token: string) => t.call({ method: 'POST', url: `/wps/promotions/activities/${id(code)}/join`, token });

    expect((await join('WELCOME100', member.token)).json().value.label).toBe('JOINED');
    const again = await join('WELCOME100', member.token);
    expect([again.statusCode, again.json().value.label]).toEqual([200, 'JOINED']);
    expect((await join('LOYALTY', member.token)).json().value.label).toBe('APPLYING');
    expect((await join('DAILYLOGIN', member.token)).json().value.label).toBe('CLAIMED');
    expect((await join('SONGKRAN', member.token)).json().errorCode).toBe('promo.not.started');
    // Yesterday's slot turnover is nothing yet: no rebate is due, and nothing changes.
    expect((await join('DAILYREBATE', member.token)).json().errorCode).toBe('promo.reward.none');
    const mine = (await t.call({ method: 'GET', url: '/wps/promotions/activities', token: member.token })).json().value;
    const labelOf = (code: string) => mine.find((p: { code: string }) => p.code === code).label;
    expect([labelOf('WELCOME100'), labelOf('LOYALTY'), labelOf('DAILYLOGIN'), labelOf('DAILYREBATE')]).toEqual([
      'JOINED',
      'APPLYING',
      'CLAIMED',
      'CLAIM',
    ]);
    // Another member still sees Join.
    const other = await createMember(t.db);
    const theirs = (await t.call({ method: 'GET', url: '/wps/promotions/activities', token: other.token })).json().value;
    expect(theirs.find((p: { code: string }) => p.code === 'WELCOME100').label).toBe('JOIN');
    // Once they have deposited, the first-deposit offer is over for them.
    await fundMember(t.db, other.id, 10_000);
    const after = (await t.call({ method: 'GET', url: '/wps/promotions/activities', token: other.token })).json().value;
    expect(after.find((p: { code: string }) => p.code === 'WELCOME100').label).toBe('CLOSE');

    const trial = await createMember(t.db, { type: 4, trial: true });
    const refused = await join('WEEKMISSION', trial.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe('free_reject');
    expect((await t.call({ method: 'POST', url: `/wps/promotions/activities/${id('WEEKMISSION')}/join` })).statusCode).toBe(401);
  });

  test('a promo type the merchant switched off is not listed', async () => {
    const { updateMerchantSettings, findMerchant } = await import('../system/merchant.repository');
    const promos = (await findMerchant(t.db, 'DEMO'))!.settings.promos!;
    await updateMerchantSettings(t.db, 'DEMO', { promos: { ...promos, LOGIN: { enabled: false, count: 0 } } });
    try {
      const list = (await t.call({ method: 'GET', url: '/wps/promotions/activities' })).json().value;
      expect(list.map((p: { code: string }) => p.code)).not.toContain('DAILYLOGIN');
    } finally {
      await updateMerchantSettings(t.db, 'DEMO', { promos });
    }
  });

  test('VIP levels ascend with benefits', async () => {
    const levels = (await t.call({ method: 'GET', url: '/wps/promotions/vip/levels' })).json().value;
    expect(levels.map((l: { name: string }) => l.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond']);
    expect(levels[1]).toEqual({
      level: 1,
      name: 'Silver',
      depositRequired: 500000,
      turnoverRequired: 5000000,
      benefits: { withdrawalsPerDay: 5, withdrawMaxAmount: 10_000_000, rebatePercent: 0.6, birthdayGift: 10_000 },
    });
  });

  test('bad ids never 500 and never create entries', async () => {
    const member = await createMember(t.db);
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string().filter((v) => !(Number.isInteger(Number(v)) && Number(v) > 0 && Number(v) < 100000)),
          fc.integer({ min: 100000 }),
          fc.integer({ max: 0 }),
          fc.double().filter((v) => !Number.isInteger(v) || v > 100000),
          fc.constantFrom('Infinity', '-Infinity', 'NaN', '1e999'),
        ),
        async (id) => {
          const res = await t.call({
            method: 'POST',
            url: `/wps/promotions/activities/${encodeURIComponent(String(id))}/join`,
            token: member.token,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
    const [row] = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM promotion_entries WHERE member_id = $1', [member.id]);
    expect(row.n).toBe(0);
  });
});

describe('VIP rank', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('rises with deposits and turnover from the ledger; progress counts the next level conditions', async () => {
    const { postTransfer } = await import('../wallet/ledger.service');
    const member = await createMember(t.db);
    const info = async () => (await t.call({ method: 'GET', url: '/wps/member/info', token: member.token })).json().value;
    expect(await info()).toMatchObject({
      clubLabel: { labelName: 'Bronze' },
      playerRankProgress: { labelId: 0 },
      currentProgress: { completedConditions: 0, totalExpectedConditions: 2 },
    });
    await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: `vip-dep-${member.id}`,
      code: 'DEPOSIT',
      from: { house: 'CASHIER' },
      to: { memberId: member.id, wallet: 'MAIN' },
      amount: 600_000,
    });
    expect((await info()).currentProgress).toEqual({ completedConditions: 1, totalExpectedConditions: 2 });
    await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: `vip-bet-${member.id}`,
      code: 'BET',
      from: { memberId: member.id, wallet: 'MAIN' },
      to: { house: 'GAME:BGS' },
      amount: 600_000,
    });
    // Silver needs 5,000 deposited and 50,000 wagered: the turnover is not there yet.
    expect((await info()).clubLabel).toEqual({ labelName: 'Bronze' });
    const progress = (await t.call({ method: 'GET', url: '/wps/promotions/vip/progress', token: member.token })).json().value;
    expect(progress.currentProgress.completedConditions).toBe(1);
    expect((await t.call({ method: 'GET', url: '/wps/promotions/vip/progress' })).statusCode).toBe(401);
  });
});
