import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember } from '../../test/wallet-helpers';
import { postTransfer } from '../games/game-wallet';
import { postTransfer as postLedgerTransfer } from '../wallet/ledger.service';
import { memberVipBenefits } from './vip.service';
import { PROMOTION_JOBS, runVipRetention } from './promotions.jobs';
import { spanPeriod } from './leader-board.service';

/**
 * The VIP engine (product-rules 4.33): levels rise on deposits paid and bets, in the event's transaction, each level
 * paying its upgrade bonus once (also under concurrent events); the monthly retention drops a level once per month;
 * the benefits the site applies follow the stored level. Demo levels: Silver 5,000 THB deposits and 50,000 THB
 * turnover (upgrade bonus 5,000 minor units), Gold 20,000 and 200,000 (20,000).
 */

const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'tester' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
let counter = 0;
const key = () => `vip-test-${process.pid}-${Date.now()}-${++counter}`;

/** Money that counts towards no level (an operator's adjustment), so a test sets volumes itself. */
const credit = (m: Member, amount: number) =>
  postLedgerTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: key(),
    code: 'ADJUSTMENT',
    from: { house: 'ADJUST' },
    to: { memberId: m.id, wallet: 'MAIN' },
    amount,
  });
const bet = (m: Member, amount: number) =>
  postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: key(),
    code: 'BET',
    from: { memberId: m.id, wallet: 'MAIN' },
    to: { house: 'GAME:TEST' },
    amount,
    meta: { gameId: 'test' },
  });

/** A deposit order paid through the API's deposit path (an operator approves a manual transfer). */
async function deposit(m: Member, amount: number) {
  const res = await t.call({
    method: 'POST',
    url: '/wps/wallets/deposit',
    token: m.token,
    payload: { channel: 'MANUAL_BANK', amount, payerName: 'Somchai', reference: key(), idempotencyKey: key() },
  });
  const order = res.json().value;
  const approved = await t.call({ method: 'POST', url: `/ops/wallet/deposits/${order.id}/approve`, headers: OPERATOR });
  expect(approved.json().value).toMatchObject({ status: 'APPROVED' });
  return order.id as number;
}

const upgradeBonuses = async (m: Member) =>
  (
    await t.db.query<{ amount: number; idempotency_key: string }>(
      `SELECT t.amount, t.idempotency_key FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
     WHERE a.member_id = $1 AND t.code = 'BONUS' AND t.idempotency_key LIKE 'BONUS:%:L%' ORDER BY t.id`,
      [m.id],
    )
  ).map((r) => [Number(r.amount), r.idempotency_key.split(':').pop()]);
const progress = async (m: Member) => (await t.call({ method: 'GET', url: '/wps/promotions/vip/progress', token: m.token })).json().value;
const standing = async (m: Member) =>
  (
    await t.db.query<{ level: number; deposits: number; turnover: number }>(
      'SELECT level, deposits, turnover FROM vip_members WHERE member_id = $1',
      [m.id],
    )
  )[0];

describe('levels from deposits and turnover', () => {
  test('a paid deposit lifts the level and pays its upgrade bonus once; a replayed approval or more volume pays nothing more', async () => {
    const m = await createMember(t.db);
    await credit(m, 5_000_000);
    await bet(m, 5_000_000);
    expect(await progress(m)).toMatchObject({
      clubLabel: { labelName: 'Bronze' },
      playerRankProgress: { labelId: 0 },
      volumes: { deposits: 0, turnover: 5_000_000, next: { level: 1, name: 'Silver' } },
    });
    expect(await upgradeBonuses(m)).toEqual([]);

    const orderId = await deposit(m, 500_000);
    expect(await upgradeBonuses(m)).toEqual([[5_000, 'L1']]);
    expect(await progress(m)).toMatchObject({
      clubLabel: { labelName: 'Silver' },
      playerRankProgress: { labelId: 1 },
      currentProgress: { completedConditions: 0, totalExpectedConditions: 2 },
    });
    // The approval again is its replay: no event, no bonus.
    expect(
      (await t.call({ method: 'POST', url: `/ops/wallet/deposits/${orderId}/approve`, headers: OPERATOR })).json().value,
    ).toMatchObject({ replayed: true });
    await deposit(m, 1_500_000);
    expect(await standing(m)).toMatchObject({ level: 1, deposits: 2_000_000, turnover: 5_000_000 });
    expect(await upgradeBonuses(m)).toEqual([[5_000, 'L1']]);
  });

  test('a bet that passes two levels pays each level once; a refunded bet counts back but never takes a level or a bonus', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 2_000_000); // a deposit before any event: the standing starts from the ledger
    await credit(m, 20_000_000);
    await bet(m, 19_000_000);
    expect((await standing(m)).level).toBe(1);
    const last = await bet(m, 1_000_000);
    expect(await standing(m)).toMatchObject({ level: 2, deposits: 2_000_000, turnover: 20_000_000 });
    expect(await upgradeBonuses(m)).toEqual([
      [5_000, 'L1'],
      [20_000, 'L2'],
    ]);
    await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: key(),
      code: 'ROLLBACK',
      from: { house: 'GAME:TEST' },
      to: { memberId: m.id, wallet: 'MAIN' },
      amount: 1_000_000,
      meta: { refundOf: last.transferId },
    });
    expect(await standing(m)).toMatchObject({ level: 2, turnover: 19_000_000 });
    await bet(m, 1_000_000);
    expect(await upgradeBonuses(m)).toEqual([
      [5_000, 'L1'],
      [20_000, 'L2'],
    ]);
  });

  test('two concurrent events that together reach a level: both count, the bonus is paid once (also for the first events)', async () => {
    for (const first of [true, false]) {
      const m = await createMember(t.db);
      await fundMember(t.db, m.id, 500_000);
      await credit(m, 6_000_000);
      if (!first) await bet(m, 1_000_000);
      await Promise.all([bet(m, 2_500_000), bet(m, 2_500_000)]);
      expect(await standing(m)).toMatchObject({ level: 1, deposits: 500_000, turnover: first ? 5_000_000 : 6_000_000 });
      expect(await upgradeBonuses(m)).toEqual([[5_000, 'L1']]);
    }
  });

  test("the level's benefits are what the site applies: a Silver member may withdraw 5 times a day at most 100,000 THB", async () => {
    const m = await createMember(t.db);
    await credit(m, 5_000_000);
    await bet(m, 5_000_000);
    expect((await memberVipBenefits(t.db, 'DEMO', m.id))?.benefits.withdrawalsPerDay).toBe(3);
    await deposit(m, 500_000);
    expect(await memberVipBenefits(t.db, 'DEMO', m.id)).toMatchObject({
      level: 1,
      name: 'Silver',
      benefits: { withdrawalsPerDay: 5, withdrawMaxAmount: 10_000_000, rebatePercent: 0.6, birthdayGift: 10_000 },
    });
  });
});

describe('monthly retention', () => {
  test("the job closes the month before once: a member under the keep threshold drops one level, keeps that level's volumes and earns the next again without a second bonus", async () => {
    const keeper = await createMember(t.db);
    const idle = await createMember(t.db);
    for (const m of [keeper, idle]) {
      await fundMember(t.db, m.id, 2_000_000);
      await credit(m, 20_000_000);
      await bet(m, 20_000_000);
      expect((await standing(m)).level).toBe(2);
    }
    // Both reached Gold two months ago; only the keeper played last month (Gold keeps with 50,000 THB a month).
    const now = new Date();
    const lastMonth = spanPeriod('MONTH', 'Asia/Bangkok', new Date(spanPeriod('MONTH', 'Asia/Bangkok', now).start.getTime() - 1));
    const longAgo = new Date(lastMonth.start.getTime() - 40 * 86_400_000);
    await t.db.query('UPDATE vip_members SET level_since = $2 WHERE member_id = ANY($1)', [[keeper.id, idle.id], longAgo]);
    await t.db.query('UPDATE wager_events SET created_at = $2 WHERE member_id = $1', [idle.id, longAgo]);
    await t.db.query('UPDATE wager_events SET created_at = $2 WHERE member_id = $1', [
      keeper.id,
      new Date(lastMonth.start.getTime() + 86_400_000),
    ]);

    const thisMonthStart = spanPeriod('MONTH', 'Asia/Bangkok', now).start;
    const first = await runVipRetention(t.db, thisMonthStart);
    expect(first).toContain(idle.id);
    expect(first).not.toContain(keeper.id);
    expect(await standing(idle)).toMatchObject({ level: 1, deposits: 500_000, turnover: 5_000_000 });
    expect(await standing(keeper)).toMatchObject({ level: 2 });
    // The month's run again (a retry, another instance): Silver's threshold is not met either, yet nobody drops twice.
    expect(await runVipRetention(t.db, thisMonthStart)).toEqual([]);
    expect((await standing(idle)).level).toBe(1);
    expect((await memberVipBenefits(t.db, 'DEMO', idle.id))?.benefits.withdrawalsPerDay).toBe(5);

    // Gold again needs its volumes again; reaching it pays no second upgrade bonus.
    await credit(idle, 15_000_000);
    await deposit(idle, 1_500_000);
    await bet(idle, 14_000_000);
    expect((await standing(idle)).level).toBe(1);
    await bet(idle, 1_000_000);
    expect((await standing(idle)).level).toBe(2);
    expect(await upgradeBonuses(idle)).toEqual([
      [5_000, 'L1'],
      [20_000, 'L2'],
    ]);
  });

  test('the retention job is on the scheduler, keyed by the month it starts', () => {
    const job = PROMOTION_JOBS.find((j) => j.name === 'promotions.vip-retention');
    expect(job).toMatchObject({ schedule: { cron: '0 0 1 * *' }, missed: 'every' });
  });
});
