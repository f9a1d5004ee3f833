import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember } from '../../test/wallet-helpers';
import { secondInstanceDb, testQueueSchema, until } from '../../test/jobs';
import { createLogger } from '../http/logger';
import { startScheduler } from '../jobs/scheduler';
import { walletBalance } from '../games/game-wallet';
import { LOTTERY_JOBS } from './lottery.jobs';
import { drawPeriod, ensureDraws, SETTLEMENT } from './lottery.service';

describe('lottery jobs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('a due draw closes and settles once, and its wins are paid once, with two API instances running the jobs', async () => {
    const member = await createMember(t.db);
    // TCG Lotto's games play from its own wallet (a vendor's game plays from its vendor's wallet).
    await fundMember(t.db, member.id, 100_000, 'DEMO', 'TCG_LOTTO');
    await ensureDraws(t.db, new Date());
    const near = (await t.call({ method: 'GET', url: '/lgw/numeros/near?gameId=TH3M' })).json();
    // Every 2-digit ending: the draw pays 100 x 90 = 9000 whatever its result.
    const slip = JSON.stringify([
      { playCode: 'DE2', content: Array.from({ length: 100 }, (_, i) => String(i).padStart(2, '0')).join(','), unitAmount: 100 },
    ]);
    const order = (
      await t.call({
        method: 'POST',
        url: '/lgw/orders/betting',
        token: member.token,
        payload: {
          gameId: 'TH3M',
          currentNumero: near.current.numero,
          betCartAmountSum: 10_000,
          bettingSlipString: slip,
          requestId: 'jobs-two-instances',
        },
      })
    ).json();
    expect(order).toMatchObject({ betAmountSum: 10_000, balance: 90_000 });
    // The draw comes due now rather than in up to three minutes.
    await t.db.query(
      `UPDATE lottery_draws SET closes_at = now() - interval '2 seconds', draws_at = now() - interval '1 second' WHERE game_id = 'TH3M' AND numero = $1`,
      [near.current.numero],
    );

    const queueSchema = await testQueueSchema(t.db);
    const other = await secondInstanceDb(t.db);
    const options = {
      log: createLogger('silent'),
      jobs: LOTTERY_JOBS,
      timeZone: 'Asia/Bangkok',
      queueSchema,
      pollSeconds: 0.5,
      planEverySeconds: 1,
    };
    const instances = [await startScheduler({ ...options, db: t.db }), await startScheduler({ ...options, db: other })];
    try {
      const status = async () =>
        (
          await t.db.query<{ status: string }>(`SELECT status FROM lottery_draws WHERE game_id = 'TH3M' AND numero = $1`, [
            near.current.numero,
          ])
        )[0].status;
      await until(async () => (await status()) === 'settled', 30_000, 'the draw to settle');
      // One more settlement period: nothing more may be paid.
      const settledRuns = async () =>
        (await t.db.query(`SELECT 1 FROM job_runs WHERE name = 'lottery.draw-settle' AND status = 'succeeded'`)).length;
      const after = await settledRuns();
      await until(async () => (await settledRuns()) > after, 30_000, 'one more settlement period');
    } finally {
      await Promise.all(instances.map((s) => s.stop()));
      await other.close();
    }

    expect(await walletBalance(t.db, member.id, 'TCG_LOTTO')).toBe(99_000);
    const wins = await t.db.query(`SELECT amount FROM ledger_transfers WHERE idempotency_key LIKE 'LOTT:WIN:%' AND meta->>'roundId' = $1`, [
      order.orderNo,
    ]);
    expect(wins).toEqual([{ amount: 9000 }]);
    expect(
      await t.db.query('SELECT what FROM period_effects WHERE what = $1 AND period = $2', [
        SETTLEMENT,
        drawPeriod({ game_id: 'TH3M', numero: near.current.numero }),
      ]),
    ).toHaveLength(1);
    // Each job's period ran at most once, whichever instance ran it.
    expect(await t.db.query(`SELECT name, period FROM job_runs WHERE name LIKE 'lottery.%' AND attempts > 1`)).toEqual([]);
  }, 120_000);
});
