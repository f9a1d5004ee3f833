import { openToken } from './player-token';
import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PROVIDER_SECRET, demoPlayer, demoSender, newVendorId, roundKinds } from '../../test/provider-helpers';
import { hashServerSeed } from '../games/bgs/fair';
import { ROUND_MS, dealLiveRound, liveRound, roundResultAt, roundStart, type TableKind } from './live-table';
import { SICBO_RTP, rouletteCovers, rouletteReturn, sicboReturn, splitNumbers } from '@site/shared/src/games/live-wheel';
import { placeBet, settle, tableState } from './live-table.service';

const ROULETTE = { table: 'SA1005', launch: 'nodeId=sa-5&gameId=SA1005&vassalage=SA&gameType=LIVE' }; // "Speed Roulette", FREE, min 5.00
const SICBO = { table: 'WM1002', launch: 'nodeId=wm-2&gameId=WM1002&vassalage=WM&gameType=LIVE' }; // "WM Sic Bo", FREE, min 10.00

describe('the rules of live roulette and sic bo', () => {
  test('roulette: splits are neighbours on the layout; every bet on k numbers returns 36/k, 97.30% over the 37 pockets', () => {
    expect(splitNumbers('s1-2')).toEqual([1, 2]);
    expect(splitNumbers('s1-4')).toEqual([1, 4]);
    expect(splitNumbers('s0-3')).toEqual([0, 3]);
    for (const bad of ['s3-4', 's2-1', 's0-4', 's34-37', 's1-3']) expect(splitNumbers(bad)).toBeNull();
    for (const target of ['17', 's17-20', 'red', 'odd', 'low', 'dozen2', 'column3']) {
      let sum = 0;
      for (let p = 0; p < 37; p++) sum += rouletteReturn(p, target, 100);
      expect(sum / 37 / 100).toBeCloseTo(36 / 37, 10);
    }
    expect(rouletteCovers('37')).toBeNull();
    expect(rouletteReturn(0, 'red', 100)).toBe(0);
  });

  test('sic bo: standard pays; small and big lose on a triple; the stated edges are exact', () => {
    expect(sicboReturn([1, 2, 3], 'small', 100)).toBe(200);
    expect(sicboReturn([2, 2, 2], 'small', 100)).toBe(0);
    expect(sicboReturn([6, 6, 5], 'big', 100)).toBe(200);
    expect(sicboReturn([1, 1, 2], 'total4', 100)).toBe(6100);
    expect(sicboReturn([4, 4, 1], 'single4', 100)).toBe(300);
    expect(sicboReturn([4, 4, 4], 'single4', 100)).toBe(400);
    expect(sicboReturn([4, 4, 1], 'double4', 100)).toBe(1100);
    expect(sicboReturn([3, 3, 3], 'anyTriple', 100)).toBe(3100);
    expect(sicboReturn([3, 3, 3], 'triple3', 100)).toBe(18_100);
    expect(1 - SICBO_RTP.big).toBeCloseTo(1 / 36, 10); // 2.78%
    expect(1 - SICBO_RTP.single1).toBeCloseTo(17 / 216, 10); // 7.87%
    expect(1 - SICBO_RTP.anyTriple).toBeCloseTo(30 / 216, 10); // 13.89%
    expect(1 - SICBO_RTP.triple6).toBeCloseTo(35 / 216, 10); // 16.20%
    expect(1 - SICBO_RTP.double2).toBeCloseTo(1 - (16 * 11) / 216, 10); // 18.52%
  });
});

describe('live roulette and sic bo tables of the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = () => demoSender(t);
  const roundFrom = (table: string, kind: TableKind, n: number, voided: boolean) => {
    while (liveRound(DEMO_PROVIDER_SECRET, table, n, kind).voided !== voided) n++;
    return n;
  };
  const betId = () => newVendorId('w');
  const player = (launch: string, amount = 100_000) => demoPlayer(t, launch, amount);
  const kindsOf = (roundId: string) => roundKinds(t, roundId);

  test('a roulette table: the pocket stays hidden while bets are open, matches the commitment after; bets settle once at 36/k', async () => {
    const { table } = ROULETTE;
    const n = roundFrom(table, 'ROULETTE', 70_000_000, false);
    const open = await tableState(t.db, DEMO_PROVIDER_SECRET, table, roundStart(n) + 1000);
    expect(open).toMatchObject({ kind: 'ROULETTE', hand: null, serverSeed: null, limits: { min: 500 } });
    expect(open.limits.max).toEqual({ even: 250_000, dozen: 125_000, column: 125_000, split: 50_000, straight: 25_000 });
    expect(open.rtp.straight).toBeCloseTo(0.973, 4);
    expect(open.history.every((h) => h.pocket! >= 0 && h.pocket! <= 36)).toBe(true);
    const done = await tableState(t.db, DEMO_PROVIDER_SECRET, table, roundResultAt(n));
    expect(hashServerSeed(done.serverSeed!)).toBe(open.commitment);
    expect(done.hand).toEqual(expect.objectContaining({ pocket: dealLiveRound(done.serverSeed!, table, n, 'ROULETTE').pocket }));
    const pocket = done.hand!.pocket!;

    const p = await player(ROULETTE.launch);
    const base = { token: p.playerToken, table, roundNo: n };
    const bets = [
      { type: String(pocket), amount: 1000 },
      { type: 'red', amount: 2000 },
      { type: 'dozen1', amount: 1000 },
      { type: pocket >= 34 ? `s${pocket - 3}-${pocket}` : `s${pocket}-${pocket + 3}`, amount: 500 },
    ];
    const first = { ...base, betId: betId(), ...bets[0] };
    await placeBet(t.db, send(), first, roundStart(n) + 1000);
    await placeBet(t.db, send(), first, roundStart(n) + 2000); // the same bet again: nothing more
    for (const b of bets.slice(1)) await placeBet(t.db, send(), { ...base, betId: betId(), ...b }, roundStart(n) + 1000);
    expect(await p.balance()).toBe(100_000 - 4500);
    // Out of the table: a split that is no split, a straight over its 50x limit, a bet under the minimum.
    await expect(placeBet(t.db, send(), { ...base, betId: betId(), type: 's3-4', amount: 500 }, roundStart(n))).rejects.toMatchObject({
      errorCode: 'game.bet.invalid',
    });
    await expect(placeBet(t.db, send(), { ...base, betId: betId(), type: '7', amount: 25_100 }, roundStart(n))).rejects.toMatchObject({
      errorCode: 'live.bet.limit',
    });
    await expect(placeBet(t.db, send(), { ...base, betId: betId(), type: 'odd', amount: 400 }, roundStart(n))).rejects.toMatchObject({
      errorCode: 'live.bet.limit',
    });
    const expected = bets.reduce((s, b) => s + rouletteReturn(pocket, b.type, b.amount), 0);
    for (const late of [0, 1, ROUND_MS]) await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, table, roundResultAt(n) + late);
    expect(await p.balance()).toBe(100_000 - 4500 + expected);
    const kinds = await kindsOf(`${table}-${n}`);
    expect(kinds.filter((k) => k === 'debit')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'credit')).toHaveLength(4);
  });

  test('a sic bo table: three dice from the seed; each bet credited once; a cancelled round rolled back once', async () => {
    const { table } = SICBO;
    const n = roundFrom(table, 'SICBO', 71_000_000, false);
    const state = await tableState(t.db, DEMO_PROVIDER_SECRET, table, roundResultAt(n));
    expect(state.kind).toBe('SICBO');
    const dice = state.hand!.dice!;
    expect(dice).toHaveLength(3);
    expect(state.limits.max).toMatchObject({ big: 500_000, total4: 100_000, double1: 50_000, triple1: 20_000 });
    const p = await player(SICBO.launch);
    const bets = [
      { type: 'big', amount: 1000 },
      { type: `single${dice[0]}`, amount: 1000 },
      { type: `total${dice[0] + dice[1] + dice[2]}`, amount: 1000 },
      { type: 'anyTriple', amount: 1000 },
    ].filter((b) => b.type !== 'total3' && b.type !== 'total18');
    for (const b of bets) await placeBet(t.db, send(), { token: p.playerToken, table, roundNo: n, betId: betId(), ...b }, roundStart(n));
    await expect(
      placeBet(t.db, send(), { token: p.playerToken, table, roundNo: n, betId: betId(), type: 'total3', amount: 1000 }, roundStart(n)),
    ).rejects.toMatchObject({ errorCode: 'game.bet.invalid' });
    const staked = bets.length * 1000;
    const expected = bets.reduce((s, b) => s + sicboReturn(dice, b.type, b.amount), 0);
    await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, table, roundResultAt(n) + 5);
    await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, table, roundResultAt(n) + 6);
    expect(await p.balance()).toBe(100_000 - staked + expected);

    const v = roundFrom(table, 'SICBO', 72_000_000, true);
    await placeBet(t.db, send(), { token: p.playerToken, table, roundNo: v, betId: betId(), type: 'small', amount: 3000 }, roundStart(v));
    for (const late of [0, ROUND_MS]) await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, table, roundResultAt(v) + late);
    expect(await p.balance()).toBe(100_000 - staked + expected);
    expect(await kindsOf(`${table}-${v}`)).toEqual(['debit', 'rollback']);
  });

  test('a table read after the result settles every open bet of the round with the token the table holds (the player need not come back), once', async () => {
    const { table } = ROULETTE;
    const n = roundFrom(table, 'ROULETTE', 73_000_000, false);
    const p = await player(ROULETTE.launch);
    await placeBet(t.db, send(), { token: p.playerToken, table, roundNo: n, betId: betId(), type: 'even', amount: 5000 }, roundStart(n));
    const pocket = liveRound(DEMO_PROVIDER_SECRET, table, n, 'ROULETTE').pocket!;
    // While the bet is open the table holds the player token sealed, never as it is.
    const [held] = await t.db.query<{ player_token: string }>(
      `SELECT player_token FROM demo_live_bets WHERE table_code = $1 AND round_no = $2`,
      [table, n],
    );
    expect(held.player_token).not.toContain(p.playerToken);
    expect(openToken(held.player_token)).toBe(p.playerToken);
    // A read while the ball still runs settles nothing; reads after the result settle the bet once.
    await tableState(t.db, DEMO_PROVIDER_SECRET, table, roundResultAt(n) - 1, send());
    expect(await p.balance()).toBe(95_000);
    await Promise.all([
      tableState(t.db, DEMO_PROVIDER_SECRET, table, roundResultAt(n), send()),
      tableState(t.db, DEMO_PROVIDER_SECRET, table, roundResultAt(n) + 5, send()),
    ]);
    await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, table, roundResultAt(n) + ROUND_MS);
    expect(await p.balance()).toBe(95_000 + rouletteReturn(pocket, 'even', 5000));
    expect(await kindsOf(`${table}-${n}`)).toEqual(['credit', 'debit']);
    const rows = await t.db.query(`SELECT player_token, status FROM demo_live_bets WHERE table_code = $1 AND round_no = $2`, [table, n]);
    expect(rows).toEqual([{ player_token: null, status: 'settled' }]);
  });
});
