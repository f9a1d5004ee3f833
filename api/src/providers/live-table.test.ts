import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PROVIDER_SECRET, demoPlayer, demoSender, newVendorId } from '../../test/provider-helpers';
import { baccaratReturn } from '../games/bgs/baccarat';
import { hashServerSeed } from '../games/bgs/fair';
import { AppError } from '../http/errors';
import { BETTING_MS, DEAL_MS, ROUND_MS, dealLiveRound, liveRound, roundResultAt, roundStart, serverSeedOf } from './live-table';
import { placeBet, settle, tableState } from './live-table.service';

const TABLE = 'SA1001'; // SA "Baccarat Room 1": a FREE room, minimum bet 10.00
const LAUNCH = 'nodeId=sa-1&gameId=SA1001&vassalage=SA&gameType=LIVE';

describe('live baccarat tables of the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = () => demoSender(t);
  /** The first round from n on that is (or is not) cancelled by the dealer. */
  const roundFrom = (n: number, voided: boolean) => {
    while (liveRound(DEMO_PROVIDER_SECRET, TABLE, n).voided !== voided) n++;
    return n;
  };
  const betId = () => newVendorId('bet');
  const player = (amount = 100_000) => demoPlayer(t, LAUNCH, amount);
  const moneyOf = async (roundId: string) =>
    t.db.query<{ kind: string; transaction_id: string; amount: string }>(
      `SELECT kind, transaction_id, amount FROM provider_transactions WHERE round_id = $1 ORDER BY id`,
      [roundId],
    );

  test('every player sees the same round; the cards and seed stay hidden while bets are open and match the commitment after', async () => {
    const n = 60_000_000;
    const betting = await tableState(t.db, DEMO_PROVIDER_SECRET, TABLE, roundStart(n) + 1000);
    expect(betting).toMatchObject({ roundNo: n, roundId: `${TABLE}-${n}`, phase: 'betting', hand: null, serverSeed: null, room: 'FREE' });
    expect(betting.limits.min).toBe(1000);
    expect(betting.history).toHaveLength(60);
    expect(betting.history.at(-1)!.roundNo).toBe(n - 1);
    const dealing = await tableState(t.db, DEMO_PROVIDER_SECRET, TABLE, roundStart(n) + BETTING_MS + 10);
    expect(dealing.phase).toBe('dealing');
    expect(hashServerSeed(dealing.serverSeed!)).toBe(betting.commitment);
    // Anyone can deal the round again from the revealed seed.
    expect(dealing.hand).toEqual(dealLiveRound(dealing.serverSeed!, TABLE, n));
    const later = await tableState(t.db, DEMO_PROVIDER_SECRET, TABLE, roundStart(n) + BETTING_MS + DEAL_MS + 10);
    expect(later).toMatchObject({ phase: 'result', hand: dealing.hand, commitment: betting.commitment });
    // Another table deals other cards.
    expect(serverSeedOf(DEMO_PROVIDER_SECRET, 'SA1002', n)).not.toBe(dealing.serverSeed);

    const http = await t.call({ method: 'GET', url: `/provider/demo/live/table?table=${TABLE}` });
    expect(http.statusCode).toBe(200);
    expect(http.json().value.table).toBe(TABLE);
    expect((await t.call({ method: 'GET', url: '/provider/demo/live/table?table=PG1001' })).statusCode).toBe(404);
  });

  test('a bet is one debit (placing it again places nothing), settled by one credit however often settlement runs', async () => {
    const p = await player();
    const n = roundFrom(61_000_000, false);
    const open = roundStart(n) + 2000;
    const id = betId();
    const bet = { token: p.playerToken, table: TABLE, roundNo: n, betId: id, type: 'banker' as const, amount: 2000 };
    const placed = await placeBet(t.db, send(), bet, open);
    expect(placed.balance).toBe(98_000);
    expect((await placeBet(t.db, send(), bet, open + 5000)).balance).toBe(98_000);
    await placeBet(t.db, send(), { ...bet, betId: betId(), type: 'playerPair', amount: 1000 }, open);
    expect(await p.balance()).toBe(97_000);
    // The same bet id for another bet is a conflict; a bet once betting closed, or out of the table's limits, is refused.
    await expect(placeBet(t.db, send(), { ...bet, amount: 3000 }, open)).rejects.toMatchObject({ errorCode: 'idempotency.conflict' });
    await expect(placeBet(t.db, send(), { ...bet, betId: betId() }, roundStart(n) + BETTING_MS)).rejects.toMatchObject({
      errorCode: 'live.betting.closed',
    });
    await expect(placeBet(t.db, send(), { ...bet, betId: betId(), amount: 900 }, open)).rejects.toMatchObject({
      errorCode: 'live.bet.limit',
    });
    await expect(placeBet(t.db, send(), { ...bet, betId: betId(), type: 'tie', amount: 100_100 }, open)).rejects.toBeInstanceOf(AppError);

    // Before the result is final nothing settles.
    await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, TABLE, roundStart(n) + BETTING_MS + 1000);
    expect(await p.balance()).toBe(97_000);
    const hand = liveRound(DEMO_PROVIDER_SECRET, TABLE, n);
    const expected = baccaratReturn(hand, { type: 'banker', amount: 2000 }) + baccaratReturn(hand, { type: 'playerPair', amount: 1000 });
    const after = roundResultAt(n) + 1;
    const settled = await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, TABLE, after);
    expect(settled.balance).toBe(97_000 + expected);
    expect(settled.bets.filter((b) => b.roundNo === n).every((b) => b.status === 'settled')).toBe(true);
    // Again, and the wallet callbacks themselves replayed: nothing moves twice.
    await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, TABLE, after + ROUND_MS);
    await send()('credit', {
      playerToken: p.playerToken,
      transactionId: `L${n}:${id}:C`,
      roundId: `${TABLE}-${n}`,
      amount: baccaratReturn(hand, { type: 'banker', amount: 2000 }),
      gameCode: TABLE,
    });
    expect(await p.balance()).toBe(97_000 + expected);
    const money = await moneyOf(`${TABLE}-${n}`);
    expect(money.map((m) => m.kind).sort()).toEqual(['credit', 'credit', 'debit', 'debit']);
  });

  test('a cancelled round refunds each bet once by a rollback of its debit', async () => {
    const p = await player();
    const n = roundFrom(62_000_000, true);
    await placeBet(
      t.db,
      send(),
      { token: p.playerToken, table: TABLE, roundNo: n, betId: betId(), type: 'player', amount: 5000 },
      roundStart(n),
    );
    await placeBet(
      t.db,
      send(),
      { token: p.playerToken, table: TABLE, roundNo: n, betId: betId(), type: 'tie', amount: 1000 },
      roundStart(n),
    );
    expect(await p.balance()).toBe(94_000);
    for (const late of [0, 1, ROUND_MS * 3]) {
      const settled = await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, TABLE, roundResultAt(n) + late);
      expect(settled.balance).toBe(100_000);
    }
    const money = await moneyOf(`${TABLE}-${n}`);
    expect(money.map((m) => m.kind).sort()).toEqual(['debit', 'debit', 'rollback', 'rollback']);
    expect(
      (await t.db.query(`SELECT status FROM provider_transactions WHERE round_id = $1 AND kind = 'debit'`, [`${TABLE}-${n}`])).map(
        (r) => r.status,
      ),
    ).toEqual(['rolled_back', 'rolled_back']);
  });

  test('a bet the wallet refuses (not enough balance) holds nothing and settles nothing', async () => {
    const p = await player(1500);
    const n = roundFrom(63_000_000, false);
    const bet = { token: p.playerToken, table: TABLE, roundNo: n, betId: betId(), type: 'player' as const, amount: 2000 };
    await expect(placeBet(t.db, send(), bet, roundStart(n))).rejects.toBeInstanceOf(AppError);
    const settled = await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, TABLE, roundResultAt(n) + 1);
    expect(settled.bets.map((b) => b.status)).toEqual(['refused']);
    expect(await p.balance()).toBe(1500);
    expect(await moneyOf(`${TABLE}-${n}`)).toEqual([]);
  });

  test("a player's settlement never touches another player's bets", async () => {
    const a = await player();
    const b = await player();
    const n = roundFrom(64_000_000, false);
    await placeBet(
      t.db,
      send(),
      { token: a.playerToken, table: TABLE, roundNo: n, betId: betId(), type: 'banker', amount: 1000 },
      roundStart(n),
    );
    await placeBet(
      t.db,
      send(),
      { token: b.playerToken, table: TABLE, roundNo: n, betId: betId(), type: 'banker', amount: 1000 },
      roundStart(n),
    );
    const settled = await settle(t.db, send(), DEMO_PROVIDER_SECRET, a.playerToken, TABLE, roundResultAt(n) + 1);
    expect(settled.bets).toHaveLength(1);
    expect(await b.balance()).toBe(99_000);
  });

  test('a dragon tiger table deals one card each on the same clock; a tie pays Tie 11:1 and returns half of Dragon and Tiger bets', async () => {
    const DT = 'SA1003'; // SA "Dragon Tiger": a FREE room, minimum bet 10.00
    let n = 65_000_000;
    for (;;) {
      const r = liveRound(DEMO_PROVIDER_SECRET, DT, n, 'DRAGON_TIGER');
      if (!r.voided && r.winner === 'tie') break;
      n++;
    }
    const state = await tableState(t.db, DEMO_PROVIDER_SECRET, DT, roundResultAt(n));
    expect(state).toMatchObject({
      kind: 'DRAGON_TIGER',
      hand: { winner: 'tie', player: [expect.any(Number)], banker: [expect.any(Number)] },
    });
    expect(Object.keys(state.limits.max).sort()).toEqual(['banker', 'player', 'tie']);
    expect(state.hand!.player[0] % 13).toBe(state.hand!.banker[0] % 13);

    const p = await player();
    const bet = { token: p.playerToken, table: DT, roundNo: n, betId: betId(), type: 'player' as const, amount: 2000 };
    await placeBet(t.db, send(), bet, roundStart(n));
    await placeBet(t.db, send(), { ...bet, betId: betId(), type: 'tie', amount: 1000 }, roundStart(n));
    await expect(placeBet(t.db, send(), { ...bet, betId: betId(), type: 'playerPair', amount: 1000 }, roundStart(n))).rejects.toMatchObject(
      {
        errorCode: 'game.bet.invalid',
      },
    );
    expect(await p.balance()).toBe(97_000);
    await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, DT, roundResultAt(n) + 1);
    await settle(t.db, send(), DEMO_PROVIDER_SECRET, p.playerToken, DT, roundResultAt(n) + 2);
    expect(await p.balance()).toBe(97_000 + 1000 + 12_000);
  });

  test('a debit whose answer is lost is rolled back at once: the bet holds no money, and a late copy of the debit is refused', async () => {
    const p = await player();
    const n = roundFrom(63_000_000, false);
    const id = betId();
    const real = send();
    // The wallet applies the debit, but its answer never reaches the table (a dropped connection).
    const lossy = (async (kind: 'debit' | 'credit' | 'rollback', body: object) => {
      const result = await real(kind, body as never);
      if (kind === 'debit') throw new AppError('unknown.error' as never, 'connection reset', 502);
      return result;
    }) as typeof real;
    const bet = { token: p.playerToken, table: TABLE, roundNo: n, betId: id, type: 'banker' as const, amount: 2000 };
    await expect(placeBet(t.db, lossy, bet, roundStart(n) + 2000)).rejects.toMatchObject({ errorCode: 'unknown.error' });
    expect(await p.balance()).toBe(100_000);
    expect((await moneyOf(`${TABLE}-${n}`)).map((m) => m.kind)).toEqual(['debit', 'rollback']);
    // The same debit arriving again (a network retry) moves nothing; the bet stays refused and is never settled.
    await real('debit', {
      playerToken: p.playerToken,
      transactionId: `L${n}:${id}:D`,
      roundId: `${TABLE}-${n}`,
      amount: 2000,
      gameCode: TABLE,
    });
    expect(await p.balance()).toBe(100_000);
    const after = await settle(t.db, real, DEMO_PROVIDER_SECRET, p.playerToken, TABLE, roundStart(n) + ROUND_MS);
    expect(after.bets.find((b) => b.betId === id)?.status).toBe('refused');
    expect(after.balance).toBe(100_000);
  });
});
