import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { DEMO_PROVIDER_SECRET, providerCallback, providerPlayerToken } from '../../test/provider-helpers';
import { fundMember } from '../../test/wallet-helpers';
import { canonicalJson } from '../http/idempotency';
import { walletBalance } from '../wallet/ledger.service';
import { signBody } from './provider-wallet.service';
import { loadProvidersConfig } from './provider.config';

const OPS = { authorization: 'Bearer dev-operator-token', operator: 'carol' };

describe('provider seamless-wallet callbacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.query(
      `INSERT INTO merchants (code, name, settings) VALUES ('ONEWALLET', 'One wallet', '{"merchantWallet": {"isSingle": true}}'::jsonb) ON CONFLICT (code) DO NOTHING`,
    );
  });
  afterAll(() => t.close());

  const callback = (kind: string, body: object, secret?: string) => providerCallback(t, kind, body, secret);
  /** A member with 1,000.00 in MAIN and 2,000.00 in the PG wallet, and a player token of PG's first slot. */
  async function pgPlayer() {
    const member = await createMember(t.db);
    await fundMember(t.db, member.id, 100_000);
    await fundMember(t.db, member.id, 200_000, 'DEMO', 'PG');
    return { member, playerToken: await providerPlayerToken(t, member.token) };
  }
  const balances = async (memberId: number) => ({
    MAIN: await walletBalance(t.db, memberId, 'MAIN'),
    PG: await walletBalance(t.db, memberId, 'PG'),
  });

  test('in production without DEMO_PROVIDER_SECRET the demo provider never signs with the public development secret', () => {
    const secret = (env: NodeJS.ProcessEnv) => loadProvidersConfig(env).providers.DEMO.secret;
    const production = secret({ NODE_ENV: 'production' });
    expect(production).not.toBe(secret({ NODE_ENV: 'development' }));
    expect(production.length).toBeGreaterThanOrEqual(40);
    // One per process: the launch and the callback routes load the configuration each.
    expect(secret({ NODE_ENV: 'production' })).toBe(production);
    expect(secret({ NODE_ENV: 'production', DEMO_PROVIDER_SECRET: 'from-the-environment' })).toBe('from-the-environment');
  });

  test('unsigned, wrongly signed, unknown provider or unknown player token are refused', async () => {
    const { playerToken } = await pgPlayer();
    const body = { playerToken, transactionId: 'T1', roundId: 'R1', amount: 100 };
    expect((await t.call({ method: 'POST', url: '/wps/provider/DEMO/debit', payload: body })).json().errorCode).toBe(
      'provider.signature.invalid',
    );
    expect((await callback('debit', body, 'wrong-secret')).statusCode).toBe(401);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/wps/provider/NOPE/debit',
          payload: canonicalJson(body),
          headers: { 'content-type': 'application/json', 'x-signature': signBody(DEMO_PROVIDER_SECRET, canonicalJson(body)) },
        })
      ).statusCode,
    ).toBe(404);
    expect((await callback('debit', { ...body, playerToken: 'x'.repeat(43) })).json().errorCode).toBe('provider.session.invalid');
    expect((await callback('balance', { playerToken: 'x'.repeat(43) })).json().errorCode).toBe('provider.session.invalid');
    // A bet and its win meet by round id: debit and credit must carry one.
    expect((await callback('debit', { playerToken, transactionId: 'T2', amount: 100 })).json().errorCode).toBe('validation.failed');
    expect((await t.db.query('SELECT 1 FROM provider_transactions')).length).toBe(0);
  });

  test('a PG game plays from the PG wallet (merchantWallet.isSingle false): balance, debit, credit and rollback', async () => {
    const { member, playerToken } = await pgPlayer();
    const launched = (await t.call({ method: 'GET', url: '/wps/game/launchGame?nodeId=pg-2&accountType=1', token: member.token })).json()
      .value;
    expect(launched.wallet).toBe('PG');
    expect((await callback('balance', { playerToken })).json().value).toEqual({
      balance: 200_000,
      wallet: 'PG',
      playerId: expect.any(String),
    });
    // 1,500.00 is more than MAIN holds and less than the PG wallet: the bet is taken from PG, MAIN is untouched.
    expect((await callback('debit', { playerToken, transactionId: 'W1:D', roundId: 'W1', amount: 150_000 })).json().value).toMatchObject({
      status: 'OK',
      balance: 50_000,
    });
    expect((await callback('credit', { playerToken, transactionId: 'W1:C', roundId: 'W1', amount: 30_000 })).json().value).toMatchObject({
      status: 'OK',
      balance: 80_000,
    });
    await callback('debit', { playerToken, transactionId: 'W2:D', roundId: 'W2', amount: 10_000 });
    expect(
      (await callback('rollback', { playerToken, transactionId: 'W2:RB', roundId: 'W2', refTransactionId: 'W2:D' })).json().value,
    ).toMatchObject({ status: 'OK', balance: 80_000 });
    expect(await balances(member.id)).toEqual({ MAIN: 100_000, PG: 80_000 });
    // More than the PG wallet holds is refused, whatever MAIN holds.
    expect((await callback('debit', { playerToken, transactionId: 'W3:D', roundId: 'W3', amount: 90_000 })).json().errorCode).toBe(
      'balance.insufficient',
    );
  });

  test('with merchantWallet.isSingle the same game plays from MAIN', async () => {
    const member = await createMember(t.db, { merchantCode: 'ONEWALLET' });
    await fundMember(t.db, member.id, 100_000, 'ONEWALLET');
    const launched = (
      await t.call({
        method: 'GET',
        url: '/wps/game/launchGame?nodeId=pg-1&accountType=1',
        token: member.token,
        headers: { merchant: 'ONEWALLET' },
      })
    ).json().value;
    expect(launched.wallet).toBe('MAIN');
    const ticket = new URL(launched.gameUrl, 'http://x').searchParams.get('ticket')!;
    const playerToken = (await t.call({ method: 'POST', url: '/wps/game/ticket', payload: { ticket } })).json().value.playerToken as string;
    expect((await callback('balance', { playerToken })).json().value).toEqual({
      balance: 100_000,
      wallet: 'MAIN',
      playerId: expect.any(String),
    });
    expect((await callback('debit', { playerToken, transactionId: 'S1:D', roundId: 'S1', amount: 40_000 })).json().value.balance).toBe(
      60_000,
    );
    expect(await walletBalance(t.db, member.id, 'MAIN')).toBe(60_000);
  });

  test('rollback before its debit leaves a tombstone', async () => {
    const { playerToken } = await pgPlayer();
    const rb = await callback('rollback', { playerToken, transactionId: 'EARLY:RB', refTransactionId: 'EARLY:D' });
    expect(rb.json().value).toMatchObject({ status: 'OK' });
    const [tomb] = await t.db.query<{ status: string }>(`SELECT status FROM provider_transactions WHERE transaction_id = 'EARLY:D'`);
    expect(tomb.status).toBe('tombstone');
  });

  test('debit, credit and rollback move money once, whatever the repeats and order', async () => {
    const { member, playerToken } = await pgPlayer();
    const debit = { playerToken, transactionId: 'R9:D', roundId: 'R9', amount: 10_000 };
    expect((await callback('debit', debit)).json().value).toMatchObject({ status: 'OK', balance: 190_000, replayed: false });
    expect((await callback('debit', debit)).json().value).toMatchObject({ status: 'OK', balance: 190_000, replayed: true });
    expect((await callback('debit', { ...debit, amount: 5 })).json().errorCode).toBe('idempotency.conflict');
    const credit = { playerToken, transactionId: 'R9:C', roundId: 'R9', amount: 19_400 };
    expect((await callback('credit', credit)).json().value.balance).toBe(209_400);
    expect((await callback('credit', credit)).json().value).toMatchObject({ balance: 209_400, replayed: true });

    // A rolled-back debit refunds once.
    const d2 = { playerToken, transactionId: 'R10:D', roundId: 'R10', amount: 5_000 };
    await callback('debit', d2);
    const rb = { playerToken, transactionId: 'R10:RB', roundId: 'R10', refTransactionId: 'R10:D' };
    expect((await callback('rollback', rb)).json().value.balance).toBe(209_400);
    expect((await callback('rollback', rb)).json().value).toMatchObject({ balance: 209_400, replayed: true });
    expect((await callback('debit', d2)).json().value).toMatchObject({ status: 'ROLLED_BACK', balance: 209_400 });

    // Rollback first: the debit that arrives later is refused and moves nothing.
    await callback('rollback', { playerToken, transactionId: 'R11:RB', refTransactionId: 'R11:D' });
    expect((await callback('debit', { playerToken, transactionId: 'R11:D', roundId: 'R11', amount: 7_000 })).json().value).toMatchObject({
      status: 'ROLLED_BACK',
      balance: 209_400,
    });
    expect(await balances(member.id)).toEqual({ MAIN: 100_000, PG: 209_400 });
  });

  test("a signed credit for a round never debited moves no money; it waits in the operators' review", async () => {
    const { member, playerToken } = await pgPlayer();
    const credit = { playerToken, transactionId: 'GHOST:C', roundId: 'GHOST', amount: 500_000 };
    expect((await callback('credit', credit)).json().value).toMatchObject({ status: 'REVIEW', balance: 200_000, replayed: false });
    expect((await callback('credit', credit)).json().value).toMatchObject({ status: 'REVIEW', balance: 200_000, replayed: true });
    expect(await balances(member.id)).toEqual({ MAIN: 100_000, PG: 200_000 });

    // Operators see it, and only they can pay it (once) or close it.
    expect((await t.call({ method: 'GET', url: '/ops/providers/review' })).statusCode).toBe(401);
    const queue = (await t.call({ method: 'GET', url: '/ops/providers/review', headers: OPS })).json().value;
    const held = queue.find((r: { transactionId: string }) => r.transactionId === 'GHOST:C');
    expect(held).toMatchObject({
      provider: 'DEMO',
      roundId: 'GHOST',
      memberId: member.id,
      account: member.account,
      amount: 500_000,
      wallet: 'PG',
      status: 'review',
    });
    expect((await t.call({ method: 'POST', url: `/ops/providers/review/${held.id}/approve`, headers: OPS })).json().value).toMatchObject({
      status: 'applied',
      reviewedBy: 'carol',
      replayed: false,
    });
    expect((await t.call({ method: 'POST', url: `/ops/providers/review/${held.id}/approve`, headers: OPS })).json().value).toMatchObject({
      status: 'applied',
      replayed: true,
    });
    expect((await t.call({ method: 'POST', url: `/ops/providers/review/${held.id}/reject`, headers: OPS })).json().errorCode).toBe(
      'order.not.pending',
    );
    expect(await balances(member.id)).toEqual({ MAIN: 100_000, PG: 700_000 });

    await callback('credit', { playerToken, transactionId: 'GHOST2:C', roundId: 'GHOST2', amount: 1_000 });
    const second = (await t.call({ method: 'GET', url: '/ops/providers/review', headers: OPS }))
      .json()
      .value.find((r: { transactionId: string }) => r.transactionId === 'GHOST2:C');
    expect(
      (
        await t.call({ method: 'POST', url: `/ops/providers/review/${second.id}/reject`, headers: OPS, payload: { reason: 'no bet' } })
      ).json().value,
    ).toMatchObject({ status: 'refused', reason: 'no bet' });
    expect(await balances(member.id)).toEqual({ MAIN: 100_000, PG: 700_000 });
    // A credit of another player's round is no credit for this one.
    const other = await pgPlayer();
    await callback('debit', { playerToken: other.playerToken, transactionId: 'THEIRS:D', roundId: 'THEIRS', amount: 1_000 });
    expect(
      (await callback('credit', { playerToken, transactionId: 'THEIRS:C', roundId: 'THEIRS', amount: 9_000 })).json().value.status,
    ).toBe('REVIEW');
  });

  test('rollback of an unknown round creates no money: not itself, not its late debit, not a credit for that round', async () => {
    const { member, playerToken } = await pgPlayer();
    expect(
      (await callback('rollback', { playerToken, transactionId: 'U1:RB', roundId: 'U1', refTransactionId: 'U1:D' })).json().value,
    ).toMatchObject({ status: 'OK', balance: 200_000 });
    expect((await callback('debit', { playerToken, transactionId: 'U1:D', roundId: 'U1', amount: 10_000 })).json().value).toMatchObject({
      status: 'ROLLED_BACK',
      balance: 200_000,
    });
    expect((await callback('credit', { playerToken, transactionId: 'U1:C', roundId: 'U1', amount: 19_400 })).json().value).toMatchObject({
      status: 'REVIEW',
      balance: 200_000,
    });
    // A credit after its debit was rolled back needs an operator too.
    await callback('debit', { playerToken, transactionId: 'U2:D', roundId: 'U2', amount: 10_000 });
    await callback('rollback', { playerToken, transactionId: 'U2:RB', roundId: 'U2', refTransactionId: 'U2:D' });
    expect((await callback('credit', { playerToken, transactionId: 'U2:C', roundId: 'U2', amount: 19_400 })).json().value.status).toBe(
      'REVIEW',
    );
    // Rolling back a held credit withdraws it: nothing was paid, nothing is taken.
    expect(
      (await callback('rollback', { playerToken, transactionId: 'U2:CRB', roundId: 'U2', refTransactionId: 'U2:C' })).json().value,
    ).toMatchObject({ status: 'OK', balance: 200_000 });
    expect(
      (await t.call({ method: 'GET', url: '/ops/providers/review', headers: OPS }))
        .json()
        .value.map((r: { transactionId: string }) => r.transactionId),
    ).not.toContain('U2:C');
    expect(await balances(member.id)).toEqual({ MAIN: 100_000, PG: 200_000 });
  });

  test("the demo provider settles a real round through the callbacks, from the game's wallet", async () => {
    const { member, playerToken } = await pgPlayer();
    expect((await t.call({ method: 'POST', url: '/provider/demo/balance', payload: { token: playerToken } })).json().value).toEqual({
      balance: 200_000,
    });
    const round = (
      await t.call({
        method: 'POST',
        url: '/provider/demo/slot/spin',
        payload: { token: playerToken, game: 'PG1001', spinId: `settle${Date.now()}`, clientSeed: 'c', bet: 1000 },
      })
    ).json().value;
    const expected = 200_000 - 1000 + round.win;
    expect(round.balance).toBe(expected);
    expect(await balances(member.id)).toEqual({ MAIN: 100_000, PG: expected });
  });
});
