import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { canonicalJson } from '../games/bgs/bgs.service';
import { signBody } from './provider-wallet.service';
import { loadProvidersConfig } from './provider.config';

const SECRET = loadProvidersConfig().providers.DEMO.secret;

describe('provider seamless-wallet callbacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const callback = (kind: string, body: object, secret = SECRET) => {
    const raw = canonicalJson(body);
    return t.call({ method: 'POST', url: `/wps/provider/DEMO/${kind}`, payload: raw, headers: { 'content-type': 'application/json', 'x-signature': signBody(secret, raw) } });
  };
  async function playerToken(token: string) {
    const url = (await t.call({ method: 'GET', url: '/wps/game/launchGame?gameId=demo-live-1&vassalage=DEMOLIVE&gameType=LIVE&accountType=1', token })).json().value.gameUrl;
    const ticket = new URL(url, 'http://x').searchParams.get('ticket')!;
    return (await t.call({ method: 'POST', url: '/wps/game/ticket', payload: { ticket } })).json().value.playerToken as string;
  }

  test('unsigned, wrongly signed, unknown provider or unknown player token are refused', async () => {
    const member = await createMember(t.db);
    const player = await playerToken(member.token);
    const body = { playerToken: player, transactionId: 'T1', roundId: 'R1', amount: 100 };
    expect((await t.call({ method: 'POST', url: '/wps/provider/DEMO/debit', payload: body })).json().errorCode).toBe('provider.signature.invalid');
    expect((await callback('debit', body, 'wrong-secret')).statusCode).toBe(401);
    expect((await t.call({ method: 'POST', url: '/wps/provider/NOPE/debit', payload: canonicalJson(body), headers: { 'content-type': 'application/json', 'x-signature': signBody(SECRET, canonicalJson(body)) } })).statusCode).toBe(404);
    expect((await callback('debit', { ...body, playerToken: 'x'.repeat(43) })).json().errorCode).toBe('provider.session.invalid');
    expect((await t.db.query('SELECT 1 FROM provider_transactions')).length).toBe(0);
  });

  test('rollback before its debit leaves a tombstone', async () => {
    const member = await createMember(t.db);
    const player = await playerToken(member.token);
    const rb = await callback('rollback', { playerToken: player, transactionId: 'EARLY:RB', refTransactionId: 'EARLY:D' });
    expect(rb.json().value).toMatchObject({ status: 'OK' });
    const [tomb] = await t.db.query<{ status: string }>(`SELECT status FROM provider_transactions WHERE transaction_id = 'EARLY:D'`);
    expect(tomb.status).toBe('tombstone');
  });

  test('debit, credit and rollback move money once, whatever the repeats and order', async () => {
    const { postTransfer, walletBalance } = await import('../games/game-wallet');
    const member = await createMember(t.db);
    await postTransfer(t.db, { merchantCode: 'DEMO', idempotencyKey: `test-deposit-${member.id}`, code: 'DEPOSIT', from: { house: 'CASHIER' }, to: { memberId: member.id, wallet: 'MAIN' }, amount: 100_000 });
    const player = await playerToken(member.token);
    const debit = { playerToken: player, transactionId: 'R9:D', roundId: 'R9', amount: 10_000 };
    expect((await callback('debit', debit)).json().value).toMatchObject({ status: 'OK', balance: 90_000, replayed: false });
    expect((await callback('debit', debit)).json().value).toMatchObject({ status: 'OK', balance: 90_000, replayed: true });
    expect((await callback('debit', { ...debit, amount: 5 })).json().errorCode).toBe('idempotency.conflict');
    const credit = { playerToken: player, transactionId: 'R9:C', roundId: 'R9', amount: 19_400 };
    expect((await callback('credit', credit)).json().value.balance).toBe(109_400);
    expect((await callback('credit', credit)).json().value).toMatchObject({ balance: 109_400, replayed: true });

    // A rolled-back debit refunds once.
    const d2 = { playerToken: player, transactionId: 'R10:D', roundId: 'R10', amount: 5_000 };
    await callback('debit', d2);
    const rb = { playerToken: player, transactionId: 'R10:RB', roundId: 'R10', refTransactionId: 'R10:D' };
    expect((await callback('rollback', rb)).json().value.balance).toBe(109_400);
    expect((await callback('rollback', rb)).json().value).toMatchObject({ balance: 109_400, replayed: true });
    expect((await callback('debit', d2)).json().value).toMatchObject({ status: 'ROLLED_BACK', balance: 109_400 });

    // Rollback first: the debit that arrives later is refused and moves nothing.
    await callback('rollback', { playerToken: player, transactionId: 'R11:RB', refTransactionId: 'R11:D' });
    expect((await callback('debit', { playerToken: player, transactionId: 'R11:D', amount: 7_000 })).json().value).toMatchObject({ status: 'ROLLED_BACK', balance: 109_400 });
    expect(await walletBalance(t.db, member.id, 'MAIN')).toBe(109_400);
  });

  test('the demo provider settles a real round through the callbacks', async () => {
    const { postTransfer, walletBalance } = await import('../games/game-wallet');
    const member = await createMember(t.db);
    await postTransfer(t.db, { merchantCode: 'DEMO', idempotencyKey: `test-deposit-${member.id}`, code: 'DEPOSIT', from: { house: 'CASHIER' }, to: { memberId: member.id, wallet: 'MAIN' }, amount: 100_000 });
    const player = await playerToken(member.token);
    const round = (await t.call({ method: 'POST', url: '/provider/demo/play', payload: { token: player, amount: 1000, pick: 1, game: 'demo-live-1' } })).json().value;
    const expected = 100_000 - 1000 + round.win;
    expect(round.balance).toBe(expected);
    expect(await walletBalance(t.db, member.id, 'MAIN')).toBe(expected);
  });
});
