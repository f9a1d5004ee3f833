import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PROVIDER_SECRET, demoPlayer, demoSender, newVendorId, roundKinds } from '../../test/provider-helpers';
import { hashServerSeed } from '../games/bgs/fair';
import { BETTING_MS, ROUND_MS, roundResultAt, roundStart } from './live-table';
import { cockReturn, fightCard, fightOf, fightResult, fixedOdds, type CockSide } from './cockfight';
import { arenaState, placeCockBet, settleCock } from './cockfight.service';

const ODDS = { arena: 'SV31001', launch: 'nodeId=sv3-1&gameId=SV31001&vassalage=SV3&gameType=SPORTS' }; // SV388: fixed odds, 5% margin
const POOL = { arena: 'DS881001', launch: 'nodeId=ds88-1&gameId=DS881001&vassalage=DS88&gameType=SPORTS' }; // DS88: pools, 5% commission

describe('cockfight arenas of the demo vendors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = () => demoSender(t);
  /** The first fight from n on with this result (or cancelled). */
  const fightFrom = (arena: string, n: number, want: CockSide | 'cancelled') => {
    for (;;) {
      const r = fightOf(DEMO_PROVIDER_SECRET, arena, n);
      if (want === 'cancelled' ? r.cancelled : !r.cancelled && r.winner === want) return n;
      n++;
    }
  };
  const betId = () => newVendorId('c');
  const player = (launch: string, amount = 100_000) => demoPlayer(t, launch, amount);
  const kindsOf = (roundId: string) => roundKinds(t, roundId);

  test('an odds arena: the odds are public before betting, the result hidden until it closes and provably from the committed seed', async () => {
    const n = 80_000_000;
    const open = await arenaState(t.db, send(), DEMO_PROVIDER_SECRET, ODDS.arena, roundStart(n) + 1000);
    expect(open).toMatchObject({ mode: 'odds', cut: 0.05, phase: 'betting', result: null, serverSeed: null, pools: null });
    expect(open.odds).toEqual(fixedOdds(fightCard(DEMO_PROVIDER_SECRET, ODDS.arena, n, 2000), 0.05));
    expect(open.odds.draw).toBe(900);
    expect(open.history).toHaveLength(60);
    const closed = await arenaState(t.db, send(), DEMO_PROVIDER_SECRET, ODDS.arena, roundStart(n) + BETTING_MS + 1);
    expect(hashServerSeed(closed.serverSeed!)).toBe(open.commitment);
    expect(closed.result).toEqual(fightResult(closed.serverSeed!, ODDS.arena, n, open.meronBp));
    expect((await t.call({ method: 'GET', url: `/provider/demo/cockfight/arena?arena=SA1001` })).statusCode).toBe(404);
    const http = await t.call({ method: 'GET', url: `/provider/demo/cockfight/arena?arena=${ODDS.arena}` });
    expect(http.json().value.arena).toBe(ODDS.arena);
  });

  test('fixed odds: a bet is one debit at the odds of the fight, settled by one credit whoever reads first; a draw refunds meron and pays draw 8:1', async () => {
    const p = await player(ODDS.launch);
    const n = fightFrom(ODDS.arena, 81_000_000, 'meron');
    const odds = fixedOdds(fightCard(DEMO_PROVIDER_SECRET, ODDS.arena, n, 2000), 0.05);
    const bet = { token: p.playerToken, arena: ODDS.arena, fightNo: n, betId: betId(), side: 'meron' as const, amount: 10_000 };
    await placeCockBet(t.db, send(), DEMO_PROVIDER_SECRET, bet, roundStart(n) + 100);
    await placeCockBet(t.db, send(), DEMO_PROVIDER_SECRET, bet, roundStart(n) + 200); // a retry places nothing more
    await placeCockBet(t.db, send(), DEMO_PROVIDER_SECRET, { ...bet, betId: betId(), side: 'wala', amount: 2000 }, roundStart(n) + 300);
    expect(await p.balance()).toBe(88_000);
    await expect(placeCockBet(t.db, send(), DEMO_PROVIDER_SECRET, { ...bet, amount: 2000 }, roundStart(n))).rejects.toMatchObject({
      errorCode: 'idempotency.conflict',
    });
    await expect(
      placeCockBet(t.db, send(), DEMO_PROVIDER_SECRET, { ...bet, betId: betId() }, roundStart(n) + BETTING_MS),
    ).rejects.toMatchObject({ errorCode: 'live.betting.closed' });
    await expect(
      placeCockBet(t.db, send(), DEMO_PROVIDER_SECRET, { ...bet, betId: betId(), amount: 1900 }, roundStart(n)),
    ).rejects.toMatchObject({ errorCode: 'live.bet.limit' });
    await expect(
      placeCockBet(t.db, send(), DEMO_PROVIDER_SECRET, { ...bet, betId: betId(), side: 'draw', amount: 200_100 }, roundStart(n)),
    ).rejects.toMatchObject({ errorCode: 'live.bet.limit' });
    // Nothing settles before the result; then a guest's read of the arena settles it, and the player's settle again moves nothing.
    await arenaState(t.db, send(), DEMO_PROVIDER_SECRET, ODDS.arena, roundStart(n) + BETTING_MS + 1);
    expect(await p.balance()).toBe(88_000);
    await arenaState(t.db, send(), DEMO_PROVIDER_SECRET, ODDS.arena, roundResultAt(n));
    const win = Math.floor((10_000 * odds.meron) / 100);
    expect(await p.balance()).toBe(88_000 + win);
    const mine = await settleCock(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, ODDS.arena, roundResultAt(n) + ROUND_MS);
    expect(mine.balance).toBe(88_000 + win);
    expect(await kindsOf(`${ODDS.arena}-${n}`)).toEqual(['credit', 'credit', 'debit', 'debit']);
    const token = await t.db.query(`SELECT player_token FROM demo_cockfight_bets WHERE fight_no = $1 AND arena = $2`, [n, ODDS.arena]);
    expect(token.every((r) => r.player_token === null)).toBe(true);

    const d = fightFrom(ODDS.arena, 81_500_000, 'draw');
    const q = await player(ODDS.launch);
    for (const side of ['meron', 'wala', 'draw'] as const)
      await placeCockBet(
        t.db,
        send(),
        DEMO_PROVIDER_SECRET,
        { ...bet, token: q.playerToken, fightNo: d, betId: betId(), side, amount: 2000 },
        roundStart(d),
      );
    await settleCock(t.db, send(), DEMO_PROVIDER_SECRET, q.playerToken, ODDS.arena, roundResultAt(d));
    expect(await q.balance()).toBe(100_000 - 6000 + 2000 + 2000 + 18_000);
  });

  test('a cancelled fight refunds every bet once by a rollback, however many settle it', async () => {
    const p = await player(POOL.launch);
    const n = fightFrom(POOL.arena, 82_000_000, 'cancelled');
    const bet = { token: p.playerToken, arena: POOL.arena, fightNo: n, betId: betId(), side: 'wala' as const, amount: 5000 };
    await placeCockBet(t.db, send(), DEMO_PROVIDER_SECRET, bet, roundStart(n));
    await placeCockBet(t.db, send(), DEMO_PROVIDER_SECRET, { ...bet, betId: betId(), side: 'draw', amount: 2000 }, roundStart(n));
    expect(await p.balance()).toBe(93_000);
    await Promise.all([
      arenaState(t.db, send(), DEMO_PROVIDER_SECRET, POOL.arena, roundResultAt(n)),
      settleCock(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, POOL.arena, roundResultAt(n) + 1),
    ]);
    await settleCock(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, POOL.arena, roundResultAt(n) + ROUND_MS);
    expect(await p.balance()).toBe(100_000);
    expect(await kindsOf(`${POOL.arena}-${n}`)).toEqual(['debit', 'debit', 'rollback', 'rollback']);
  });

  test('pari-mutuel: the winners share the whole pool at close less the commission, pro rata; the pools shown include the bets', async () => {
    const a = await player(POOL.launch);
    const b = await player(POOL.launch);
    const n = fightFrom(POOL.arena, 83_000_000, 'wala');
    const before = await arenaState(t.db, send(), DEMO_PROVIDER_SECRET, POOL.arena, roundStart(n) + 5000);
    expect(before.mode).toBe('pool');
    const bet = { arena: POOL.arena, fightNo: n, side: 'wala' as const };
    await placeCockBet(
      t.db,
      send(),
      DEMO_PROVIDER_SECRET,
      { ...bet, token: a.playerToken, betId: betId(), amount: 30_000 },
      roundStart(n) + 5000,
    );
    await placeCockBet(
      t.db,
      send(),
      DEMO_PROVIDER_SECRET,
      { ...bet, token: b.playerToken, betId: betId(), amount: 10_000 },
      roundStart(n) + 6000,
    );
    await placeCockBet(
      t.db,
      send(),
      DEMO_PROVIDER_SECRET,
      { ...bet, token: b.playerToken, betId: betId(), side: 'meron', amount: 10_000 },
      roundStart(n) + 6000,
    );
    const after = await arenaState(t.db, send(), DEMO_PROVIDER_SECRET, POOL.arena, roundStart(n) + 5000);
    expect(after.pools!.wala - before.pools!.wala).toBe(40_000);
    expect(after.pools!.meron - before.pools!.meron).toBe(10_000);
    const final = await arenaState(t.db, send(), DEMO_PROVIDER_SECRET, POOL.arena, roundStart(n) + BETTING_MS);
    const pools = final.pools!;
    const result = fightOf(DEMO_PROVIDER_SECRET, POOL.arena, n);
    const cfg = { mode: 'pool' as const, commission: 0.05 };
    const winA = cockReturn(cfg, result, { side: 'wala', amount: 30_000, odds: null }, pools);
    const winB = cockReturn(cfg, result, { side: 'wala', amount: 10_000, odds: null }, pools);
    expect(winA).toBe(Math.floor((30_000 * Math.floor((pools.meron + pools.wala) * 0.95)) / pools.wala));
    await arenaState(t.db, send(), DEMO_PROVIDER_SECRET, POOL.arena, roundResultAt(n));
    await arenaState(t.db, send(), DEMO_PROVIDER_SECRET, POOL.arena, roundResultAt(n) + 10);
    expect(await a.balance()).toBe(70_000 + winA);
    expect(await b.balance()).toBe(80_000 + winB);
    const credits = await t.db.query<{ amount: string }>(
      `SELECT amount FROM provider_transactions WHERE round_id = $1 AND kind = 'credit' ORDER BY amount`,
      [`${POOL.arena}-${n}`],
    );
    expect(credits.map((c) => Number(c.amount))).toEqual([0, winB, winA]);
  });
});
