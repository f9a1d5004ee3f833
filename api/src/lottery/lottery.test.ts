import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember } from '../../test/wallet-helpers';
import { drawSlot, hitsOf, lineWin, parseSlip } from './lottery.rules';
import { closeDueDraws, ensureDraws, settleDueDraws } from './lottery.service';

describe('lottery rules', () => {
  test('slip parsing normalises and prices lines', () => {
    expect(parseSlip('QUICK', JSON.stringify([{ playCode: 'DE2', content: '17, 05', unitAmount: 1000 }]))).toEqual([
      { playCode: 'DE2', content: '05,17', betCount: 2, unitAmount: 1000, amount: 2000 },
    ]);
    expect(() => parseSlip('QUICK', JSON.stringify([{ playCode: 'LO2', content: '05', unitAmount: 1000 }]))).toThrow();
    expect(() => parseSlip('QUICK', JSON.stringify([{ playCode: 'DE2', content: '05,05', unitAmount: 1000 }]))).toThrow();
    expect(() => parseSlip('QUICK', 'not json')).toThrow();
  });
  test('hits and wins', () => {
    const result = ['12345', ...Array.from({ length: 17 }, (_, i) => (i < 2 ? '00045' : '99999'))];
    expect(hitsOf('DE2', '45', result)).toBe(1);
    expect(hitsOf('DE3', '345', result)).toBe(1);
    expect(hitsOf('LO2', '45', result)).toBe(3);
    expect(hitsOf('BS', 'BIG', result)).toBe(1);
    expect(hitsOf('OE', 'EVEN', result)).toBe(0);
    expect(lineWin({ playCode: 'DE2', content: '10,45', unitAmount: 1000, oddsPercent: 9000 }, result)).toBe(90000);
  });
  test('draw slots are contiguous with Bangkok-day numeros', () => {
    const a = drawSlot(60, 10, 29386080);
    const b = drawSlot(60, 10, 29386081);
    expect(a.drawsAt.getTime()).toBe(b.opensAt.getTime());
    expect(a.closesAt.getTime()).toBe(a.drawsAt.getTime() - 10000);
    expect(a.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(a.numero).not.toBe(b.numero);
  });
});

describe('lottery gateway', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('games, menus by prize mode, Vietnamese menu, near numeros, draws: raw JSON', async () => {
    const games = (await t.call({ method: 'GET', url: '/lgw/games/mobile', headers: { language: 'EN' } })).json();
    // api-conventions A2.3: the call's own ?language= wins over the header.
    const byQuery = (await t.call({ method: 'GET', url: '/lgw/games?language=EN', headers: { language: 'TH' } })).json();
    expect(byQuery.find((g: { gameId: string }) => g.gameId === 'TH1M').gameName).toBe('Thai lotto 1 minute');
    expect(Array.isArray(games)).toBe(true);
    expect(games.find((g: { gameId: string }) => g.gameId === 'TH1M')).toMatchObject({
      gameName: 'Thai lotto 1 minute',
      prizeMode: 'LOTT',
      wallet: 'TCG_LOTTO',
      current: { status: 'open' },
    });
    const menus = (await t.call({ method: 'GET', url: '/lgw/games/game_menus?prizeMode=ELOTT' })).json();
    expect(menus).toHaveLength(1);
    expect(menus[0].games.every((g: { prizeMode: string }) => g.prizeMode === 'ELOTT')).toBe(true);
    const vn = (await t.call({ method: 'GET', url: '/lgw/vn/games/game_menu' })).json();
    expect(vn.map((m: { region: string }) => m.region)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    const near = (await t.call({ method: 'GET', url: '/lgw/numeros/near?gameId=TH1M' })).json();
    expect(near.current.numero).toMatch(/^\d{8}-\d{4}$/);
    expect(near.next.length).toBeGreaterThan(0);
    expect((await t.call({ method: 'GET', url: '/lgw/numeros/near?gameId=NOPE' })).statusCode).toBe(404);
  });

  test('draws close and settle on schedule, once, with a result', async () => {
    const later = new Date(Date.now() + 10 * 60 * 1000);
    await ensureDraws(t.db, new Date());
    expect(await closeDueDraws(t.db, later)).toBeGreaterThan(0);
    const settled = await settleDueDraws(t.db, later);
    expect(settled).toBeGreaterThan(0);
    expect(await settleDueDraws(t.db, later)).toBe(0);
    const draws = (await t.call({ method: 'GET', url: '/lgw/draw/VN_HANOI' })).json();
    expect(draws.draws[0].result).toHaveLength(18);
  });

  test('orders need a real member; bad bodies never 500 and never create orders', async () => {
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/lgw/orders/betting',
          payload: { gameId: 'TH1M', currentNumero: 'x', betCartAmountSum: 100, bettingSlipString: '[]' },
        })
      ).statusCode,
    ).toBe(401);
    const member = await createMember(t.db);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            gameId: fc.oneof(fc.constant('TH1M'), fc.string()),
            currentNumero: fc.string(),
            betCartAmountSum: fc.oneof(fc.integer(), fc.double()),
            chase: fc.integer(),
            bettingSlipString: fc.oneof(fc.string(), fc.json()),
          },
          { requiredKeys: [] },
        ),
        async (payload) => {
          const res = await t.call({ method: 'POST', url: '/lgw/orders/betting', token: member.token, payload });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    expect((await t.call({ method: 'PUT', url: '/lgw/orders/suborders/cancel', token: member.token, payload: ['x'] })).statusCode).toBe(
      422,
    );
    expect((await t.db.query('SELECT 1 FROM lottery_orders WHERE member_id = $1', [member.id])).length).toBe(0);
  });

  test("order paid through the ledger from the vendor's wallet, cancel refunds before close, settlement pays wins", async () => {
    const { walletBalance } = await import('../games/game-wallet');
    const member = await createMember(t.db);
    // TH3M is TCG Lotto's: its orders are paid from the TCG_LOTTO wallet; MAIN is not touched.
    await fundMember(t.db, member.id, 100_000, 'DEMO', 'TCG_LOTTO');
    await fundMember(t.db, member.id, 55_555);
    await ensureDraws(t.db, new Date());
    const near = (await t.call({ method: 'GET', url: '/lgw/numeros/near?gameId=TH3M' })).json();
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
          betCartAmountSum: 20_000,
          chase: 2,
          prizeModeId: 'LOTT',
          bettingSlipString: slip,
          requestId: 'order-req-0001',
        },
      })
    ).json();
    expect(order).toMatchObject({ betAmountSum: 20_000, balance: 80_000, wallet: 'TCG_LOTTO', replayed: false });
    expect(order.subOrders).toHaveLength(2);
    const replay = (
      await t.call({
        method: 'POST',
        url: '/lgw/orders/betting',
        token: member.token,
        payload: {
          gameId: 'TH3M',
          currentNumero: near.current.numero,
          betCartAmountSum: 20_000,
          chase: 2,
          prizeModeId: 'LOTT',
          bettingSlipString: slip,
          requestId: 'order-req-0001',
        },
      })
    ).json();
    expect(replay).toMatchObject({ orderNo: order.orderNo, replayed: true, balance: 80_000 });

    const cancelled = (
      await t.call({ method: 'PUT', url: '/lgw/orders/suborders/cancel', token: member.token, payload: [order.subOrders[1].id] })
    ).json();
    expect(cancelled).toMatchObject({ refunded: 10_000, balance: 90_000 });
    expect(
      (await t.call({ method: 'PUT', url: '/lgw/orders/suborders/cancel', token: member.token, payload: [order.subOrders[1].id] })).json()
        .errorCode,
    ).toBe('lottery.order.not.cancellable');
    const other = await createMember(t.db);
    expect(
      (await t.call({ method: 'PUT', url: '/lgw/orders/suborders/cancel', token: other.token, payload: [order.subOrders[0].id] }))
        .statusCode,
    ).toBe(404);

    // before its draw the order is pending in the bet records, named as the lobby names the game.
    const betOf = async (orderNo: string, language = 'TH') =>
      (await t.call({ method: 'GET', url: `/wps/wallets/bets?language=${language}`, token: member.token }))
        .json()
        .value.rows.find((b: { roundId: string | null }) => b.roundId === orderNo);
    expect(await betOf(order.orderNo)).toMatchObject({
      status: 'PENDING',
      winAmount: 0,
      gameName: 'หวยไทย 3 นาที',
      vendorName: 'TCG Lotto',
    });
    expect(await betOf(order.orderNo, 'EN')).toMatchObject({ gameName: 'Thai lotto 3 minutes' });

    // Every 2-digit ending was bought: the settled draw pays 100 x 90 = 9000 exactly once.
    const after = new Date(near.current.drawTime + 1000);
    await closeDueDraws(t.db, after);
    await settleDueDraws(t.db, after);
    const detail = (await t.call({ method: 'GET', url: `/lgw/orders/detail?orderNo=${order.orderNo}`, token: member.token })).json();
    expect(detail.subOrders[0]).toMatchObject({ status: 'won', winAmount: 9000 });
    expect(detail.subOrders[1].status).toBe('cancelled');
    expect(await walletBalance(t.db, member.id, 'TCG_LOTTO')).toBe(99_000);
    expect(await walletBalance(t.db, member.id, 'MAIN')).toBe(55_555);
    // The bet records pair the order's bet with its win.
    const bets = (await t.call({ method: 'GET', url: '/wps/wallets/bets', token: member.token })).json().value;
    expect(bets.rows.find((b: { roundId: string | null }) => b.roundId === order.orderNo)).toMatchObject({
      winAmount: 9000,
      status: 'WON',
    });

    // An order whose every sub-order was cancelled was refunded.
    await ensureDraws(t.db, after);
    const next = (await t.call({ method: 'GET', url: '/lgw/numeros/near?gameId=TH3M' })).json();
    const single = JSON.stringify([{ playCode: 'DE2', content: '07', unitAmount: 100 }]);
    const refunded = (
      await t.call({
        method: 'POST',
        url: '/lgw/orders/betting',
        token: member.token,
        payload: {
          gameId: 'TH3M',
          currentNumero: next.current.numero,
          betCartAmountSum: 100,
          chase: 1,
          prizeModeId: 'LOTT',
          bettingSlipString: single,
          requestId: 'order-req-0002',
        },
      })
    ).json();
    expect(
      (
        await t.call({ method: 'PUT', url: '/lgw/orders/suborders/cancel', token: member.token, payload: [refunded.subOrders[0].id] })
      ).json(),
    ).toMatchObject({ refunded: 100 });
    expect(await betOf(refunded.orderNo)).toMatchObject({ status: 'REFUNDED' });
  });
});
