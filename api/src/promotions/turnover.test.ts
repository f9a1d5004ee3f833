import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember, makeWithdrawalReady, TEST_PAYMENT_PASSWORD } from '../../test/wallet-helpers';
import { postTransfer } from '../games/game-wallet';
import { weightOf } from './turnover.service';
import { providerCallback, providerPlayerToken } from '../../test/provider-helpers';
import { ensureDraws } from '../lottery/lottery.service';

/**
 * Deposit matches picked before a deposit and paid with it, the turnover obligation they carry, counted from the
 * games' valid bets with the merchant's category weights, and the withdrawal refused until every obligation is met
 * or an operator cancels it.
 */

const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'tester' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
const idOf = async (code: string) =>
  (await t.db.query<{ id: number }>(`SELECT id FROM promotions WHERE merchant_code = 'DEMO' AND code = $1`, [code]))[0].id;
const get = async (m: Member, url: string) => (await t.call({ method: 'GET', url, token: m.token })).json();
const post = (m: Member, url: string, payload: object) => t.call({ method: 'POST', url, token: m.token, payload });
const ops = (url: string, payload?: object) => t.call({ method: payload ? 'POST' : 'GET', url, headers: OPERATOR, payload });
const obligations = async (m: Member) => (await get(m, '/wps/promotions/obligations')).value;
const label = async (m: Member, code: string) => (await get(m, `/wps/promotions/activities/${await idOf(code)}/entry`)).value.label;
const balance = async (m: Member) => (await get(m, '/wps/v2/wallets/balance')).value.sumBalance;

/** A manual deposit order of the member, approved (or rejected) by the operator. */
async function deposit(m: Member, amount: number, decision: 'approve' | 'reject' = 'approve') {
  const order = (
    await post(m, '/wps/wallets/deposit', {
      channel: 'MANUAL_BANK',
      amount,
      payerName: 'Test Payer',
      idempotencyKey: `dep-${m.id}-${Date.now()}-${Math.random()}`,
    })
  ).json().value;
  const between = await label(m, 'WELCOME100');
  const decided = await ops(`/ops/wallet/deposits/${order.id}/${decision}`, {});
  expect(decided.statusCode).toBe(200);
  return { order, labelWhilePending: between };
}

const withdraw = async (m: Member, cardId: number, amount = 10_000) =>
  post(m, '/wps/transaction/withdraw', {
    amount,
    bankCardId: cardId,
    paymentPassword: TEST_PAYMENT_PASSWORD,
    idempotencyKey: `wd-${m.id}-${Date.now()}-${Math.random()}`,
  });

/** A roulette round that covers every pocket (red, black and zero at 18:18:1): it always returns 36/37 of the stake. */
const roulette = (m: Member, roundId: string, stake: number) =>
  post(m, '/wps/bgs/roulette/play', {
    roundId,
    bets: [
      { target: 'red', amount: stake },
      { target: 'black', amount: stake },
      { target: '0', amount: stake / 18 },
    ],
  });

describe('deposit match (DEPOSIT_MATCH) picked on the voucher centre', () => {
  test('pick the welcome bonus, deposit: Process while the order waits, Issued with the bonus when it is paid; the withdrawal waits for the turnover', async () => {
    const member = await createMember(t.db);
    const welcome = await idOf('WELCOME100');
    const list = (await get(member, '/wps/deposit/promos')).value;
    expect(list.selectedId).toBeNull();
    expect(list.promotions.map((p: { code: string }) => p.code)).toEqual(['WELCOME100']);
    expect(list.promotions[0]).toMatchObject({ percent: 100, maxBonus: 100_000, minDeposit: 10_000, bonusMultiple: 10, label: 'JOIN' });
    const accepted = (await post(member, '/wps/deposit/promos/accept', { promotionId: welcome })).json().value;
    expect(accepted).toMatchObject({ selectedId: welcome, promotions: [{ code: 'WELCOME100', label: 'JOINED' }] });

    const { labelWhilePending } = await deposit(member, 30_000);
    expect(labelWhilePending).toBe('PROCESS');
    expect(await label(member, 'WELCOME100')).toBe('ISSUED');
    expect(await balance(member)).toBe(60_000);
    const records = (await get(member, '/wps/relay/ODS2_MemberTransaction?page=1&size=20&language=EN')).value.rows;
    expect(records[0]).toMatchObject({ txTypeId: 'BONUS', amount: 30_000, txTypeName: 'Bonus' });
    expect(await obligations(member)).toEqual([
      expect.objectContaining({
        promotionId: welcome,
        bonus: 30_000,
        deposit: 30_000,
        required: 300_000,
        progress: 0,
        remaining: 300_000,
        status: 'ACTIVE',
      }),
    ]);
    // Used: a welcome bonus is not offered again, nor paid twice by a second deposit.
    expect((await get(member, '/wps/deposit/promos')).value.promotions.map((p: { code: string }) => p.code)).toEqual(['RELOAD50']);
    await deposit(member, 20_000);
    expect(await balance(member)).toBe(80_000);

    // The withdrawal is refused with the obligations; in-house roulette (weight 100) fills them.
    const { cardId } = await makeWithdrawalReady(t.db, member);
    const refused = await withdraw(member, cardId);
    expect([refused.statusCode, refused.json().errorCode]).toEqual([422, 'withdraw.bonus.turnover']);
    expect(refused.json().value.obligations[0]).toMatchObject({ required: 300_000, remaining: 300_000 });
    for (let round = 0; (await obligations(member))[0].status === 'ACTIVE'; round++) {
      expect(round).toBeLessThan(10);
      expect((await roulette(member, `turnover-${member.id}-${round}`, 18_000)).statusCode).toBe(200);
    }
    expect((await obligations(member))[0]).toMatchObject({ status: 'MET', progress: 300_000, remaining: 0 });
    expect(await balance(member)).toBe(80_000 - 9 * 1_000);
    const paid = await withdraw(member, cardId);
    expect([paid.statusCode, paid.json().value?.status]).toEqual([200, 'PENDING']);
  });

  test('a rejected order puts the pick back to Joined; a first deposit that does not qualify lapses it (Close)', async () => {
    const member = await createMember(t.db);
    const welcome = await idOf('WELCOME100');
    await post(member, '/wps/deposit/promos/accept', { promotionId: welcome });
    const { labelWhilePending } = await deposit(member, 20_000, 'reject');
    expect(labelWhilePending).toBe('PROCESS');
    expect(await label(member, 'WELCOME100')).toBe('JOINED');
    // A deposit credited by another path first: the order paid after it is not the first one.
    await fundMember(t.db, member.id, 10_000);
    await deposit(member, 20_000);
    expect(await label(member, 'WELCOME100')).toBe('CLOSE');
    expect(await obligations(member)).toEqual([]);
    // Picking it again changes nothing: it is no longer offered.
    expect((await post(member, '/wps/deposit/promos/accept', { promotionId: welcome })).json().value).toEqual({
      selectedId: null,
      promotions: [expect.objectContaining({ code: 'RELOAD50' })],
    });
    const fresh = await createMember(t.db);
    await fundMember(t.db, fresh.id, 10_000);
    expect((await post(fresh, '/wps/deposit/promos/accept', { promotionId: welcome })).json().errorCode).toBe('promo.first.deposit.only');
  });

  test('a reload match pays half the deposit and its turnover counts the deposit too; picking none drops the pick', async () => {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 10_000);
    const reload = await idOf('RELOAD50');
    expect((await post(member, '/wps/deposit/promos/accept', { promotionId: reload })).json().value.selectedId).toBe(reload);
    expect((await post(member, '/wps/deposit/promos/accept', {})).json().value.selectedId).toBeNull();
    expect(await label(member, 'RELOAD50')).toBe('JOIN');
    await post(member, '/wps/deposit/promos/accept', { promotionId: reload });
    await deposit(member, 200_000);
    // 50 % of 2,000 is capped at 500; turnover 5 x 500 + 1 x 2,000.
    expect(await obligations(member)).toEqual([expect.objectContaining({ bonus: 50_000, deposit: 200_000, required: 450_000 })]);
    expect((await post(member, '/wps/deposit/promos/accept', { promotionId: await idOf('DAILYLOGIN') })).json().errorCode).toBe(
      'promo.action.invalid',
    );
    for (const promotionId of [0, -1, 'WELCOME100', null])
      expect((await post(member, '/wps/deposit/promos/accept', { promotionId })).json().errorCode).toBe('validation.failed');
  });
});

describe('turnover counting', () => {
  test('category weights: a live-casino bet counts half; a refund takes its weight back and opens a met obligation again', async () => {
    expect(weightOf({ LIVE: 50 }, 'LIVE')).toBe(50);
    expect(weightOf({ LIVE: 50, default: 80 }, 'RNG')).toBe(80);
    expect(weightOf({ LIVE: 'half' }, 'LIVE')).toBe(100);

    const member = await createMember(t.db);
    await post(member, '/wps/promotions/activities/' + (await idOf('DAILYLOGIN')) + '/claim', {});
    await fundMember(t.db, member.id, 100_000);
    const [live] = await t.db.query<{ game_id: string; vassalage: string }>(
      `SELECT game_id, vassalage FROM games WHERE game_type = 'LIVE' LIMIT 1`,
    );
    const bet = (key: string, amount: number) =>
      postTransfer(t.db, {
        merchantCode: 'DEMO',
        idempotencyKey: key,
        code: 'BET',
        from: { memberId: member.id, wallet: 'MAIN' },
        to: { house: 'PROVIDER:TEST' },
        amount,
        meta: { gameId: live.game_id, vendor: live.vassalage },
      });
    await bet(`live-a-${member.id}`, 600);
    expect((await obligations(member))[0]).toMatchObject({ required: 500, progress: 300, status: 'ACTIVE' });
    // A replayed bet counts nothing again.
    await bet(`live-a-${member.id}`, 600);
    expect((await obligations(member))[0].progress).toBe(300);
    await bet(`live-b-${member.id}`, 600);
    expect((await obligations(member))[0]).toMatchObject({ progress: 500, status: 'MET' });
    await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: `live-b-refund-${member.id}`,
      code: 'ROLLBACK',
      from: { house: 'PROVIDER:TEST' },
      to: { memberId: member.id, wallet: 'MAIN' },
      amount: 600,
      meta: { gameId: live.game_id, vendor: live.vassalage },
    });
    expect((await obligations(member))[0]).toMatchObject({ progress: 200, status: 'ACTIVE' });
    const events = await t.db.query<{ category: string; amount: number }>(
      `SELECT category, amount FROM wager_events WHERE member_id = $1 ORDER BY id`,
      [member.id],
    );
    expect(events.map((e) => [e.category, Number(e.amount)])).toEqual([
      ['LIVE', 600],
      ['LIVE', 600],
      ['LIVE', -600],
    ]);
  });

  test('bets fill the oldest obligation first; wins, deposits and transfers are not turnover', async () => {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 500_000);
    await post(member, '/wps/promotions/activities/' + (await idOf('DAILYLOGIN')) + '/claim', {});
    const apply = (await post(member, '/wps/promotions/activities/' + (await idOf('LOYALTY')) + '/apply', {})).json().value;
    expect(apply.label).toBe('APPLYING');
    const app = (await ops('/ops/promotions/applications?limit=500'))
      .json()
      .value.find((a: { memberId: number }) => a.memberId === member.id);
    await ops(`/ops/promotions/applications/${app.id}/approve`, {});
    expect((await obligations(member)).map((o: { required: number }) => o.required)).toEqual([500, 30_000]);
    const slot = await post(member, '/wps/bgs/slot/play', { roundId: `fill-${member.id}-1`, bet: 2_000 });
    expect(slot.statusCode).toBe(200);
    expect((await obligations(member)).map((o: { progress: number; status: string }) => [o.progress, o.status])).toEqual([
      [500, 'MET'],
      [1_500, 'ACTIVE'],
    ]);
    const [{ n }] = await t.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM wager_events WHERE member_id = $1`, [member.id]);
    expect(n).toBe(1);
  });
});

describe('every game reports its bets', () => {
  test("a provider's debit and its rollback, and a lottery order and its cancelled line, count as the games settle them", async () => {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 100_000);
    await fundMember(t.db, member.id, 100_000, 'DEMO', 'TCG_LOTTO');
    const events = async () =>
      (
        await t.db.query<{ category: string; amount: number }>(
          `SELECT category, amount FROM wager_events WHERE member_id = $1 ORDER BY id`,
          [member.id],
        )
      ).map((e) => [e.category, Number(e.amount)]);

    // The demo provider's slot (RNG, weight 100): a debit counts, its rollback takes it back.
    await t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: member.token,
      payload: { fromWallet: 'MAIN', toWallet: 'PG', amount: 10_000, idempotencyKey: `to-pg-${member.id}` },
    });
    const playerToken = await providerPlayerToken(t, member.token);
    const debit = await providerCallback(t, 'debit', {
      playerToken,
      transactionId: `tx-${member.id}-1`,
      roundId: `r-${member.id}-1`,
      amount: 3_000,
      gameCode: 'PG1001',
    });
    expect(debit.statusCode).toBe(200);
    await providerCallback(t, 'rollback', {
      playerToken,
      transactionId: `tx-${member.id}-2`,
      refTransactionId: `tx-${member.id}-1`,
      roundId: `r-${member.id}-1`,
    });
    expect(await events()).toEqual([
      ['RNG', 3_000],
      ['RNG', -3_000],
    ]);

    // A lottery order (LOTT) of two draws, one of them cancelled.
    await ensureDraws(t.db, new Date());
    const near = (await t.call({ method: 'GET', url: '/lgw/numeros/near?gameId=TH3M' })).json();
    const slip = JSON.stringify([{ playCode: 'DE2', content: '07', unitAmount: 1_000 }]);
    const order = (
      await t.call({
        method: 'POST',
        url: '/lgw/orders/betting',
        token: member.token,
        payload: {
          gameId: 'TH3M',
          currentNumero: near.current.numero,
          betCartAmountSum: 2_000,
          chase: 2,
          prizeModeId: 'LOTT',
          bettingSlipString: slip,
          requestId: `lottery-order-${member.id}`,
        },
      })
    ).json();
    expect(order).toMatchObject({ subOrders: [{}, {}] });
    await t.call({ method: 'PUT', url: '/lgw/orders/suborders/cancel', token: member.token, payload: [order.subOrders[1].id] });
    expect((await events()).slice(2)).toEqual([
      ['LOTT', 2_000],
      ['LOTT', -1_000],
    ]);
  });
});

describe('the operator cancels an obligation', () => {
  test('with a reason: the withdrawal is free again; cancelling again answers the same; a met one cannot be cancelled', async () => {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 50_000);
    await post(member, '/wps/promotions/activities/' + (await idOf('DAILYLOGIN')) + '/claim', {});
    const { cardId } = await makeWithdrawalReady(t.db, member);
    // The merchant's own rule (1x what was credited) is met first, so only the bonus's obligation holds the money.
    for (let round = 0; (await get(member, '/wps/transaction/withdraw/info')).value.turnover.remaining > 0; round++)
      await roulette(member, `cancel-${member.id}-${round}`, 18_000);
    const [obligation] = await t.db.query<{ id: number; status: string }>(
      `SELECT id, status FROM turnover_obligations WHERE member_id = $1`,
      [member.id],
    );
    expect(obligation.status).toBe('MET');

    const other = await createMember(t.db);
    await fundMember(t.db, other.id, 50_000);
    await post(other, '/wps/promotions/activities/' + (await idOf('DAILYLOGIN')) + '/claim', {});
    const held = (await ops(`/ops/promotions/obligations?memberId=${other.id}&status=ACTIVE`)).json().value;
    expect(held).toEqual([expect.objectContaining({ memberId: other.id, status: 'ACTIVE', required: 500 })]);
    expect((await ops(`/ops/promotions/obligations/${held[0].id}/cancel`, {})).json().errorCode).toBe('validation.failed');
    expect((await ops(`/ops/promotions/obligations/${held[0].id}/cancel`, { reason: 'bonus given in error' })).json().value).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'bonus given in error',
      cancelledBy: 'tester',
      replayed: false,
    });
    expect((await ops(`/ops/promotions/obligations/${held[0].id}/cancel`, { reason: 'again' })).json().value).toMatchObject({
      status: 'CANCELLED',
      cancelReason: 'bonus given in error',
      replayed: true,
    });
    expect(await obligations(other)).toEqual([]);
    expect((await ops(`/ops/promotions/obligations/${obligation.id}/cancel`, { reason: 'late' })).json().errorCode).toBe(
      'promo.state.invalid',
    );
    expect(
      (
        await t.call({
          method: 'POST',
          url: `/ops/promotions/obligations/${held[0].id}/cancel`,
          token: other.token,
          payload: { reason: 'mine' },
        })
      ).json().errorCode,
    ).toBe('operator.unauthorized');
    expect((await withdraw(member, cardId)).json().value?.status).toBe('PENDING');
  });
});
