import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember } from '../../test/wallet-helpers';
import { postTransfer } from '../games/game-wallet';
import { BOARD_PLACES, closeLeaderBoards, prizeKey, spanPeriod } from './leader-board.service';
import { PROMOTION_JOBS } from './promotions.jobs';
import { maskAccount } from '../games/winners.repository';
import { memberObligationList } from './turnover.service';

/**
 * Leader boards (product-rules 4.34): today / this week / this month by turnover, deposits and the biggest win, names
 * masked, the member's own place; a closed period's prizes paid once per (board, period, rank) whatever runs twice.
 * Demo prizes: TURNOVER DAY 50,000 / 20,000 / 10,000 minor units.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
let counter = 0;
const key = () => `lb-test-${process.pid}-${Date.now()}-${++counter}`;
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
const win = (m: Member, amount: number) =>
  postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: key(),
    code: 'WIN',
    from: { house: 'GAME:TEST' },
    to: { memberId: m.id, wallet: 'MAIN' },
    amount,
  });
const board = async (query: string, m?: Member) => {
  const res = await t.call({ method: 'GET', url: `/wps/promotions/leader-board${query}`, token: m?.token });
  expect(res.statusCode).toBe(200);
  return res.json().value;
};

const players: Member[] = [];
beforeAll(async () => {
  // Five players: turnover 5,000 .. 1,000 THB in that order; a trial account with the most, which never ranks.
  for (let i = 0; i < 5; i++) {
    const m = await createMember(t.db, { account: `lbplayer${i}x` });
    await fundMember(t.db, m.id, 1_000_000);
    await bet(m, (5 - i) * 100_000);
    players.push(m);
  }
  await win(players[4], 900_000);
  await win(players[0], 50_000);
  await win(players[0], 60_000);
  const trial = await createMember(t.db, { account: 'lbtrial01', trial: true });
  await fundMember(t.db, trial.id, 9_000_000);
  await bet(trial, 9_000_000);
});

describe('leader board', () => {
  test('turnover today: ordered by amount, names masked, the trial account absent, my own place marked', async () => {
    const value = await board('?board=TURNOVER&span=DAY', players[2]);
    expect(value.places.map((p: { rank: number; name: string; amount: number; me: boolean }) => [p.rank, p.name, p.amount, p.me])).toEqual([
      [1, 'lbp***0x', 500_000, false],
      [2, 'lbp***1x', 400_000, false],
      [3, 'lbp***2x', 300_000, true],
      [4, 'lbp***3x', 200_000, false],
      [5, 'lbp***4x', 100_000, false],
    ]);
    expect(value.mine).toEqual({ rank: 3, name: 'lbp***2x', amount: 300_000, me: true });
    expect(value.prizes).toEqual([
      { rank: 1, amount: 50_000 },
      { rank: 2, amount: 20_000 },
      { rank: 3, amount: 10_000 },
    ]);
    const today = spanPeriod('DAY', 'Asia/Bangkok', new Date());
    expect(value.period).toEqual({ key: today.key, start: today.start.getTime(), end: today.end.getTime() });
    expect(JSON.stringify(value)).not.toContain('lbplayer');
  });

  test('deposits, the biggest single win, week and month; a guest sees no place of their own', async () => {
    const deposits = await board('?board=DEPOSIT&span=WEEK');
    expect(deposits.places.map((p: { amount: number }) => p.amount)).toEqual([1_000_000, 1_000_000, 1_000_000, 1_000_000, 1_000_000]);
    expect(deposits.places[0].name).toBe('lbp***0x'); // ties: who got there first
    expect(deposits.mine).toBeNull();
    const wins = await board('?board=WIN&span=MONTH', players[0]);
    expect(wins.places.map((p: { name: string; amount: number }) => [p.name, p.amount])).toEqual([
      ['lbp***4x', 900_000],
      ['lbp***0x', 60_000],
    ]);
    expect(wins.mine).toMatchObject({ rank: 2, me: true });
    expect(await board('', players[1])).toMatchObject({ board: 'TURNOVER', span: 'DAY', mine: { rank: 2 } });
  });

  test('a member below the listed places still sees their own place', async () => {
    for (let i = 0; i < BOARD_PLACES; i++) {
      const m = await createMember(t.db);
      await fundMember(t.db, m.id, 10_000_000);
      await bet(m, 1_000_000 + i);
    }
    const value = await board('?board=TURNOVER&span=MONTH', players[4]);
    expect(value.places).toHaveLength(BOARD_PLACES);
    expect(value.places.some((p: { me: boolean }) => p.me)).toBe(false);
    expect(value.mine).toEqual({ rank: BOARD_PLACES + 5, name: 'lbp***4x', amount: 100_000, me: true });
  });

  test('bad board or span: an error key, nothing shown', async () => {
    for (const query of ['?board=BALANCE', '?span=YEAR', '?board=turnover']) {
      const res = await t.call({ method: 'GET', url: `/wps/promotions/leader-board${query}` });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errorCode: expect.any(String) });
      expect(res.json().value).toBeUndefined();
    }
  });
});

describe('period close', () => {
  test('closing today pays places 1-3 once, keyed by (board, period, rank), even when the close runs twice or at once', async () => {
    const today = spanPeriod('DAY', 'Asia/Bangkok', new Date());
    const ranking = (await board('?board=TURNOVER&span=DAY')).places.slice(0, 3);
    // The operator's turnover multiples: twice the prize on the turnover board, none (0) on the biggest win.
    await t.db.query(
      `UPDATE leader_board_prizes SET bonus_multiple = CASE board WHEN 'WIN' THEN 0 ELSE 2 END WHERE merchant_code = 'DEMO' AND span = 'DAY'`,
    );
    const [first, again] = await Promise.all([closeLeaderBoards(t.db, 'DAY', today.end), closeLeaderBoards(t.db, 'DAY', today.end)]);
    const paid = [...first, ...again].filter((p) => p.board === 'TURNOVER');
    expect(paid.map((p) => [p.rank, p.amount])).toEqual([
      [1, 50_000],
      [2, 20_000],
      [3, 10_000],
    ]);
    expect(await closeLeaderBoards(t.db, 'DAY', today.end)).toEqual([]);
    const prizes = await t.db.query<{ idempotency_key: string; amount: number; member_id: number }>(
      `SELECT t.idempotency_key, t.amount, a.member_id FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
       WHERE t.idempotency_key LIKE 'LEADERBOARD:TURNOVER:DAY:%' ORDER BY t.idempotency_key`,
    );
    expect(prizes.map((p) => [p.idempotency_key, Number(p.amount)])).toEqual(
      [1, 2, 3].map((rank, i) => [prizeKey('TURNOVER', 'DAY', today.key, rank), [50_000, 20_000, 10_000][i]]),
    );
    const names = await Promise.all(
      prizes.map(async (p) =>
        maskAccount((await t.db.query<{ account: string }>('SELECT account FROM members WHERE id = $1', [p.member_id]))[0].account),
      ),
    );
    expect(names).toEqual(ranking.map((p: { name: string }) => p.name));
    // The biggest win of the day pays too (WIN DAY prizes), once.
    const wins = await t.db.query(`SELECT 1 FROM ledger_transfers WHERE idempotency_key LIKE 'LEADERBOARD:WIN:DAY:%'`);
    expect(wins).toHaveLength(2);
    // product-rules 4.32: each turnover prize carries its obligation (2x, once however many closes ran); the WIN prizes, at 0, none.
    const obligations = await t.db.query<{
      period: string;
      member_id: number;
      bonus: number;
      required: number;
      promotion_id: number | null;
    }>(
      `SELECT period, member_id, bonus, required, promotion_id FROM turnover_obligations WHERE period LIKE 'LEADERBOARD:%:DAY:${today.key}:%' ORDER BY period`,
    );
    expect(obligations.map((o) => [o.period, Number(o.member_id), Number(o.bonus), Number(o.required), o.promotion_id])).toEqual(
      prizes.map((p) => [p.idempotency_key, Number(p.member_id), Number(p.amount), 2 * Number(p.amount), null]),
    );
    // The withdraw screen's list shows it, titled, with no activity.
    expect(await memberObligationList(t.db, Number(prizes[0].member_id), 'EN')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          promotionId: null,
          title: `Leader board prize #1 (${today.key})`,
          bonus: 50_000,
          required: 100_000,
          status: 'ACTIVE',
        }),
      ]),
    );
  });

  test('each span closes on the scheduler when the next period starts', () => {
    expect(PROMOTION_JOBS.filter((j) => j.name.startsWith('promotions.leader-board-close.')).map((j) => [j.name, j.schedule])).toEqual([
      ['promotions.leader-board-close.day', { cron: '0 0 * * *' }],
      ['promotions.leader-board-close.week', { cron: '0 0 * * 1' }],
      ['promotions.leader-board-close.month', { cron: '0 0 1 * *' }],
    ]);
  });
});
