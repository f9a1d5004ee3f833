import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { providerCallback, providerPlayerToken } from '../../test/provider-helpers';
import { fundMember, makeWithdrawalReady, TEST_PAYMENT_PASSWORD, wager } from '../../test/wallet-helpers';
import { ensureDraws } from '../lottery/lottery.service';
import { addCard } from '../security/bank-card.service';
import { assertSameRequest, canonicalJson, requestFingerprint } from './idempotency';

describe('request fingerprints', () => {
  test('key order and undefined members do not change a fingerprint; any value does', () => {
    expect(canonicalJson({ b: 1, a: [2, { d: undefined, c: 'x' }] })).toBe('{"a":[2,{"c":"x"}],"b":1}');
    expect(requestFingerprint({ a: 1, b: 'x' })).toBe(requestFingerprint({ b: 'x', a: 1, c: undefined }));
    expect(requestFingerprint({ a: 1, b: 'x' })).not.toBe(requestFingerprint({ a: 1, b: 'y' }));
    expect(requestFingerprint({ a: null })).not.toBe(requestFingerprint({}));
  });

  test('a repeat passes only with the stored fingerprint; a key stored without one matches nothing', () => {
    const request = { amount: 100, payerName: 'Somchai' };
    expect(() => assertSameRequest(requestFingerprint(request), { payerName: 'Somchai', amount: 100 })).not.toThrow();
    expect(() => assertSameRequest(requestFingerprint(request), { ...request, payerName: 'Somsak' })).toThrow('different request');
    expect(() => assertSameRequest(null, request)).toThrow('different request');
  });
});

/**
 * An idempotency key reused with a different body is idempotency.conflict on every idempotent endpoint;
 * the same body answers the first result and moves money once.
 */
describe('every idempotent endpoint refuses a reused key with a different body', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const conflict = (res: { statusCode: number; json(): { errorCode?: string } }) => [res.statusCode, res.json().errorCode];

  test('lottery order (requestId): another amount or slip is a conflict, not a replay of the first order', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 100_000);
    await fundMember(t.db, m.id, 100_000, 'DEMO', 'TCG_LOTTO');
    await ensureDraws(t.db, new Date());
    const near = (await t.call({ method: 'GET', url: '/lgw/numeros/near?gameId=TH3M' })).json();
    const order = (unit: number, content = '07') =>
      t.call({
        method: 'POST',
        url: '/lgw/orders/betting',
        token: m.token,
        payload: {
          gameId: 'TH3M',
          currentNumero: near.current.numero,
          betCartAmountSum: unit * content.split(',').length,
          bettingSlipString: JSON.stringify([{ playCode: 'DE2', content, unitAmount: unit }]),
          requestId: 'lotto-req-0001',
        },
      });
    const first = (await order(1000)).json();
    expect(first).toMatchObject({ betAmountSum: 1000, replayed: false });
    expect((await order(1000)).json()).toMatchObject({ orderNo: first.orderNo, replayed: true });
    expect(conflict(await order(5000))).toEqual([409, 'idempotency.conflict']);
    expect(conflict(await order(1000, '08'))).toEqual([409, 'idempotency.conflict']);
    expect((await t.db.query('SELECT 1 FROM lottery_orders WHERE member_id = $1', [m.id])).length).toBe(1);
    // The same order sent twice at once is one order, paid once.
    const twin = () =>
      t.call({
        method: 'POST',
        url: '/lgw/orders/betting',
        token: m.token,
        payload: {
          gameId: 'TH3M',
          currentNumero: near.current.numero,
          betCartAmountSum: 2000,
          bettingSlipString: JSON.stringify([{ playCode: 'DE2', content: '11', unitAmount: 2000 }]),
          requestId: 'lotto-req-twin',
        },
      });
    const answers = (await Promise.all([twin(), twin()])).map((r) => r.json());
    expect(answers.map((a) => a.replayed).sort()).toEqual([false, true]);
    expect(answers[0].orderNo).toBe(answers[1].orderNo);
    expect((await t.db.query('SELECT 1 FROM lottery_orders WHERE member_id = $1', [m.id])).length).toBe(2);
  });

  test('deposit: another payer name, reference, amount or method is a conflict', async () => {
    const m = await createMember(t.db);
    const body = { channel: 'MANUAL_BANK', amount: 150_000, payerName: 'Somchai', reference: 'slip-1', idempotencyKey: 'dep-fp-1' };
    const deposit = (payload: object) => t.call({ method: 'POST', url: '/wps/wallets/deposit', token: m.token, payload });
    const first = (await deposit(body)).json().value;
    expect((await deposit(body)).json().value).toMatchObject({ orderNo: first.orderNo, replayed: true });
    expect(conflict(await deposit({ ...body, payerName: 'Somsak' }))).toEqual([409, 'idempotency.conflict']);
    expect(conflict(await deposit({ ...body, reference: 'slip-2' }))).toEqual([409, 'idempotency.conflict']);
    expect(conflict(await deposit({ ...body, amount: 150_001 }))).toEqual([409, 'idempotency.conflict']);
    expect(conflict(await deposit({ ...body, channel: 'GATEWAY_DEMO' }))).toEqual([409, 'idempotency.conflict']);
  });

  test('withdrawal: another amount or bank card is a conflict', async () => {
    const m = await createMember(t.db);
    const { cardId } = await makeWithdrawalReady(t.db, m);
    const other = await addCard(t.db, m.id, {
      bankCode: 'KBANK',
      accountNo: `20${String(m.id).padStart(8, '0')}`,
      holder: 'Somchai Jaidee',
      paymentPassword: TEST_PAYMENT_PASSWORD,
    });
    await fundMember(t.db, m.id, 100_000);
    await wager(t.db, m.id, 100_000, 100_000);
    const body = { amount: 20_000, bankCardId: cardId, paymentPassword: TEST_PAYMENT_PASSWORD, idempotencyKey: 'wd-fp-1' };
    const withdraw = (payload: object) => t.call({ method: 'POST', url: '/wps/transaction/withdraw', token: m.token, payload });
    const first = (await withdraw(body)).json().value;
    expect((await withdraw(body)).json().value).toMatchObject({ orderNo: first.orderNo, replayed: true });
    expect(conflict(await withdraw({ ...body, amount: 20_001 }))).toEqual([409, 'idempotency.conflict']);
    expect(conflict(await withdraw({ ...body, bankCardId: other.id }))).toEqual([409, 'idempotency.conflict']);
  });

  test('wallet transfer: another amount or wallet is a conflict', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 50_000);
    const body = { fromWallet: 'MAIN', toWallet: 'PG', amount: 20_000, idempotencyKey: 'wt-fp-1' };
    const transfer = (payload: object) => t.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', token: m.token, payload });
    const first = (await transfer(body)).json().value;
    expect((await transfer(body)).json().value).toMatchObject({ transferId: first.transferId, replayed: true });
    expect(conflict(await transfer({ ...body, amount: 20_001 }))).toEqual([409, 'idempotency.conflict']);
    expect(conflict(await transfer({ ...body, toWallet: 'JILI' }))).toEqual([409, 'idempotency.conflict']);
  });

  test('in-house round (roundId): another bet is a conflict', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 100_000);
    const play = (payload: object) =>
      t.call({ method: 'POST', url: '/wps/bgs/slot/play', token: m.token, payload: { roundId: 'round-fp-0001', ...payload } });
    const first = (await play({ bet: 2000 })).json().value;
    expect((await play({ bet: 2000 })).json().value).toMatchObject({ id: first.id, replayed: true });
    expect(conflict(await play({ bet: 4000 }))).toEqual([409, 'idempotency.conflict']);
  });

  test('provider debit, credit and rollback (transactionId): another amount, round, game or reference is a conflict', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 100_000);
    await fundMember(t.db, m.id, 100_000, 'DEMO', 'PG');
    const playerToken = await providerPlayerToken(t, m.token);
    const debit = { playerToken, transactionId: 'FP1:D', roundId: 'FP1', amount: 1000, gameCode: 'pg1001' };
    expect((await providerCallback(t, 'debit', debit)).json().value).toMatchObject({ status: 'OK', replayed: false });
    expect((await providerCallback(t, 'debit', debit)).json().value).toMatchObject({ status: 'OK', replayed: true });
    expect(conflict(await providerCallback(t, 'debit', { ...debit, amount: 2000 }))).toEqual([409, 'idempotency.conflict']);
    expect(conflict(await providerCallback(t, 'debit', { ...debit, roundId: 'FP2' }))).toEqual([409, 'idempotency.conflict']);
    expect(conflict(await providerCallback(t, 'debit', { ...debit, gameCode: 'pg1002' }))).toEqual([409, 'idempotency.conflict']);

    const credit = { playerToken, transactionId: 'FP1:C', roundId: 'FP1', amount: 1940, gameCode: 'pg1001' };
    expect((await providerCallback(t, 'credit', credit)).json().value).toMatchObject({ status: 'OK', replayed: false });
    expect(conflict(await providerCallback(t, 'credit', { ...credit, amount: 1 }))).toEqual([409, 'idempotency.conflict']);
    expect(conflict(await providerCallback(t, 'credit', { ...credit, roundId: 'FP2' }))).toEqual([409, 'idempotency.conflict']);

    await providerCallback(t, 'debit', { playerToken, transactionId: 'FP3:D', roundId: 'FP3', amount: 500 });
    const rollback = { playerToken, transactionId: 'FP3:RB', roundId: 'FP3', refTransactionId: 'FP3:D' };
    expect((await providerCallback(t, 'rollback', rollback)).json().value).toMatchObject({ status: 'OK', replayed: false });
    expect((await providerCallback(t, 'rollback', rollback)).json().value).toMatchObject({ replayed: true });
    expect(conflict(await providerCallback(t, 'rollback', { ...rollback, refTransactionId: 'FP1:D' }))).toEqual([
      409,
      'idempotency.conflict',
    ]);
  });
});
