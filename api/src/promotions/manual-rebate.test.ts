import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember } from '../../test/wallet-helpers';
import { postTransfer, postTransferIn } from '../games/game-wallet';
import { claimManualRebate, manualRebate } from './manual-rebate.service';
import { takePart } from './rewards.service';

/**
 * The manual rebate through the API: valid bets since the last claim, per category at the member's VIP rate (the
 * level's per-category rate where it has one), claimed once as one REBATE transfer, never below the minimum claim, and
 * never counting a bet the daily REBATE activity already paid (nor the other way round).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Bronze: 0.5 % on everything, 1 % on live casino.
  await t.db.query(
    `UPDATE vip_levels SET benefits = benefits || '{"rebatePercents": {"LIVE": 1}}'::jsonb WHERE merchant_code = 'DEMO' AND level = 0`,
  );
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
let rounds = 0;
async function bet(m: Member, category: 'RNG' | 'LIVE', amount: number) {
  const [game] = await t.db.query<{ game_id: string; vassalage: string }>(
    `SELECT game_id, vassalage FROM games WHERE game_type = $1 LIMIT 1`,
    [category],
  );
  await postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: `rebate-bet-${m.id}-${++rounds}`,
    code: 'BET',
    from: { memberId: m.id, wallet: 'MAIN' },
    to: { house: 'PROVIDER:TEST' },
    amount,
    meta: { gameId: game.game_id, vendor: game.vassalage },
  });
}
async function player() {
  const m = await createMember(t.db);
  await fundMember(t.db, m.id, 1_000_000);
  return m;
}
const due = async (m: Member) => (await t.call({ method: 'GET', url: '/wps/rebate/manual', token: m.token })).json().value;
const claim = (m: Member, body: object = {}) => t.call({ method: 'POST', url: '/wps/rebate/manual/claim', token: m.token, payload: body });
const rebates = async (memberId: number) =>
  (
    await t.db.query<{ amount: number; idempotency_key: string }>(
      `SELECT t.amount, t.idempotency_key FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id WHERE a.member_id = $1 AND t.code = 'REBATE' ORDER BY t.id`,
      [memberId],
    )
  ).map((r) => Number(r.amount));
const setMinClaim = (minClaim: number) =>
  t.db.query(`UPDATE merchants SET settings = settings || $1::jsonb WHERE code = 'DEMO'`, [JSON.stringify({ manualRebate: { minClaim } })]);

test("the rebate due is each category's valid turnover since the last claim times its VIP rate; a claim pays it once and starts a new window", async () => {
  const m = await player();
  await bet(m, 'RNG', 10_000);
  await bet(m, 'RNG', 3_333);
  await bet(m, 'LIVE', 20_000);
  const before = await due(m);
  expect(before).toMatchObject({
    turnover: 33_333,
    // RNG 13,333 x 0.5 % = 66.665 -> 66; LIVE 20,000 x 1 % = 200.
    amount: 266,
    lines: [
      { category: 'LIVE', turnover: 20_000, percent: 1, amount: 200 },
      { category: 'RNG', turnover: 13_333, percent: 0.5, amount: 66 },
    ],
    minClaim: 100,
    claimable: true,
    history: [],
  });
  const paid = await claim(m, { idempotencyKey: 'rebate-1' });
  expect(paid.statusCode).toBe(200);
  expect(paid.json().value).toMatchObject({ claim: { amount: 266, turnover: 33_333 }, balance: 1_000_000 - 33_333 + 266, replayed: false });
  expect(await rebates(m.id)).toEqual([266]);
  // A retry with the key is the same claim.
  expect((await claim(m, { idempotencyKey: 'rebate-1' })).json().value).toMatchObject({
    claim: { id: paid.json().value.claim.id, amount: 266 },
    replayed: true,
  });

  const after = await due(m);
  expect(after).toMatchObject({ amount: 0, turnover: 0, claimable: false, history: [{ amount: 266, turnover: 33_333 }] });
  expect(after.from).toBe(paid.json().value.claim.to);
  await bet(m, 'LIVE', 15_000);
  expect(await due(m)).toMatchObject({ amount: 150, turnover: 15_000 });
  expect((await claim(m)).json().value.claim.amount).toBe(150);
  expect(await rebates(m.id)).toEqual([266, 150]);
});

test('below the minimum claim: rebate.claim.minimum (409, translated), and nothing changes', async () => {
  const m = await player();
  await bet(m, 'RNG', 10_000); // 50, under the default minimum of 100
  const refused = await claim(m);
  expect([refused.statusCode, refused.json().errorCode]).toEqual([409, 'rebate.claim.minimum']);
  expect(await rebates(m.id)).toEqual([]);
  expect((await due(m)).history).toEqual([]);
  await setMinClaim(40);
  try {
    expect((await claim(m)).json().value.claim.amount).toBe(50);
  } finally {
    await setMinClaim(100);
  }
  const nothing = await claim(m);
  expect(nothing.json().errorCode).toBe('rebate.claim.minimum');
});

test("concurrent claims pay once: the rest find nothing left (or, with the first one's key, its replay)", async () => {
  const m = await player();
  await bet(m, 'LIVE', 50_000);
  const answers = await Promise.all([
    ...Array.from({ length: 6 }, () => claim(m)),
    ...Array.from({ length: 3 }, () => claim(m, { idempotencyKey: 'same-key' })),
  ]);
  const paid = answers.filter((a) => a.statusCode === 200 && !a.json().value.replayed);
  expect(paid).toHaveLength(1);
  expect(paid[0].json().value.claim.amount).toBe(500);
  for (const a of answers.filter((x) => x !== paid[0])) {
    expect(a.statusCode === 200 ? a.json().value.replayed : a.json().errorCode).toBe(a.statusCode === 200 ? true : 'rebate.claim.minimum');
  }
  expect(await rebates(m.id)).toEqual([500]);
  expect((await due(m)).history).toHaveLength(1);
});

test('a member sees and claims only its own bets; a guest and a trial account are refused', async () => {
  const [alice, bob] = [await player(), await player()];
  await bet(alice, 'LIVE', 30_000);
  expect(await due(bob)).toMatchObject({ amount: 0, turnover: 0, history: [] });
  expect((await claim(bob)).json().errorCode).toBe('rebate.claim.minimum');
  expect((await claim(alice)).json().value.claim.amount).toBe(300);
  expect((await due(bob)).history).toEqual([]);
  expect(await rebates(bob.id)).toEqual([]);
  expect((await t.call({ method: 'POST', url: '/wps/rebate/manual/claim', payload: {} })).statusCode).toBe(401);
  const trial = await createMember(t.db, { type: 4, trial: true });
  const refused = await t.call({ method: 'GET', url: '/wps/rebate/manual', token: trial.token });
  expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'free_reject']);
});

describe('a bet is rebated once, manually or by the daily REBATE activity', () => {
  const dailyRebate = async () =>
    (await t.db.query<{ id: number }>(`SELECT id FROM promotions WHERE merchant_code = 'DEMO' AND code = 'DAILYREBATE'`))[0].id;

  test("after a manual claim, the next day's daily rebate does not count the bets it paid", async () => {
    const m = await player();
    await bet(m, 'RNG', 40_000);
    expect((await claim(m)).json().value.claim.amount).toBe(200);
    const tomorrow = new Date(Date.now() + 86_400_000);
    await expect(takePart(t.db, 'DEMO', m.id, await dailyRebate(), { action: 'claim' }, 'EN', tomorrow)).rejects.toMatchObject({
      errorCode: 'promo.reward.none',
    });
    expect(await rebates(m.id)).toEqual([200]);
  });

  test('after the daily rebate paid a day, the manual rebate starts after that day', async () => {
    const m = await player();
    await bet(m, 'RNG', 40_000);
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await takePart(t.db, 'DEMO', m.id, await dailyRebate(), { action: 'claim' }, 'EN', tomorrow)).toMatchObject({ amount: 200 });
    expect(await manualRebate(t.db, 'DEMO', m.id, tomorrow)).toMatchObject({ amount: 0, turnover: 0 });
    await expect(claimManualRebate(t.db, 'DEMO', m.id, null, tomorrow)).rejects.toMatchObject({ errorCode: 'rebate.claim.minimum' });
    expect(await rebates(m.id)).toEqual([200]);
  });
});

describe('the window boundary is exact (product-rules 4.37)', () => {
  const lastEvent = async (m: Member) =>
    (await t.db.query<{ id: number }>('SELECT id FROM wager_events WHERE member_id = $1 ORDER BY id DESC LIMIT 1', [m.id]))[0].id;

  test("a bet that commits after a claim with a time inside the claim's window is paid by the next claim, once", async () => {
    const m = await player();
    await bet(m, 'LIVE', 20_000);
    const first = (await claim(m)).json().value.claim;
    expect(first.amount).toBe(200);
    // The bet in flight: its transaction began before the claim's instant (its event's time), and it became visible
    // only after the claim committed. The row is what such a bet leaves.
    await bet(m, 'LIVE', 30_000);
    await t.db.query('UPDATE wager_events SET created_at = $2 WHERE id = $1', [await lastEvent(m), new Date(first.to - 5)]);
    expect(await due(m)).toMatchObject({ turnover: 30_000, amount: 300, from: first.to });
    expect((await claim(m)).json().value.claim).toMatchObject({ turnover: 30_000, amount: 300 });
    expect(await due(m)).toMatchObject({ turnover: 0, amount: 0 });
    expect(await rebates(m.id)).toEqual([200, 300]);
    // Every event paid names its claim.
    const unpaid = await t.db.query('SELECT 1 FROM wager_events WHERE member_id = $1 AND rebate_claim_id IS NULL', [m.id]);
    expect(unpaid).toEqual([]);
  });

  (process.env.TEST_DB === 'postgres' ? test : test.skip)(
    'on PostgreSQL: a bet transaction open across a claim is paid by the next claim',
    async () => {
      const m = await player();
      await bet(m, 'LIVE', 20_000);
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let started!: () => void;
      const open = new Promise<void>((resolve) => (started = resolve));
      const inFlight = t.db.transaction(async (tx) => {
        const [game] = await tx.query<{ game_id: string; vassalage: string }>(
          `SELECT game_id, vassalage FROM games WHERE game_type = 'LIVE' LIMIT 1`,
        );
        await postTransferIn(tx, {
          merchantCode: 'DEMO',
          idempotencyKey: `rebate-inflight-${m.id}`,
          code: 'BET',
          from: { memberId: m.id, wallet: 'MAIN' },
          to: { house: 'PROVIDER:TEST' },
          amount: 30_000,
          meta: { gameId: game.game_id, vendor: game.vassalage },
        });
        started();
        await gate;
      });
      await open;
      // The claim runs while the bet's transaction is open: it reads the bets it can see, then waits on the member's
      // account the bet holds; only then does the bet commit.
      const claiming = claim(m);
      const blocked = async () =>
        (
          await t.db.query<{ n: number }>(
            `SELECT COUNT(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          )
        )[0].n > 0;
      while (!(await blocked())) await new Promise((r) => setTimeout(r, 20));
      release();
      await inFlight;
      // Whichever claim pays the bet in flight (this one if it waited for the bet, else the next), it is paid once.
      const first = (await claiming).json().value.claim;
      expect([200, 500]).toContain(first.amount);
      const rest = await due(m);
      expect(rest.turnover).toBe(first.amount === 200 ? 30_000 : 0);
      if (rest.amount) await claim(m);
      expect((await rebates(m.id)).reduce((a, b) => a + b, 0)).toBe(500);
      expect(await t.db.query('SELECT 1 FROM wager_events WHERE member_id = $1 AND rebate_claim_id IS NULL', [m.id])).toEqual([]);
    },
  );
});
