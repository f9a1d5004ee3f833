import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PROVIDER_SECRET, demoPlayer, demoSender, newVendorId, providerCallback } from '../../test/provider-helpers';
import { AppError } from '../http/errors';
import type { CallbackSender } from './demo-provider';
import { liveRound, roundResultAt, roundStart } from './live-table';
import { placeBet, settle, tableState } from './live-table.service';
import { baccaratReturn } from '../games/bgs/baccarat';

const OPS = { authorization: 'Bearer dev-operator-token', operator: 'carol' };
const TABLE = 'SA1001';
const LAUNCH = 'nodeId=sa-1&gameId=SA1001&vassalage=SA&gameType=LIVE';
const SLOT = 'nodeId=pg-1&gameId=PG1001&vassalage=PG&gameType=RNG';

/** A round is credited once: the credit that ends it closes the player's round (provider-wallet.service.ts, wallet.md). */
describe('provider rounds close on their last credit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const callback = async (kind: string, body: object) => (await providerCallback(t, kind, body)).json();
  const held = async (transactionId: string) =>
    (await t.call({ method: 'GET', url: '/ops/providers/review', headers: OPS }))
      .json()
      .value.find((r: { transactionId: string }) => r.transactionId === transactionId);
  const closedBy = async (memberId: number, roundId: string) =>
    (
      await t.db.query<{ closed_by: string | null }>(`SELECT closed_by FROM provider_rounds WHERE member_id = $1 AND round_id = $2`, [
        memberId,
        roundId,
      ])
    )[0]?.closed_by ?? null;

  test('a second credit of a closed round, under a new transaction id, moves no money and waits in review', async () => {
    const p = await demoPlayer(t, SLOT, 100_000);
    const base = { playerToken: p.playerToken, roundId: 'RC1' };
    await callback('debit', { ...base, transactionId: 'RC1:D', amount: 10_000 });
    expect((await callback('credit', { ...base, transactionId: 'RC1:C', amount: 30_000 })).value).toMatchObject({
      status: 'OK',
      balance: 120_000,
    });
    expect(await closedBy(p.member.id, 'RC1')).toBe('RC1:C');
    // The same win again under another id: answered as an orphan credit is, nothing paid.
    expect((await callback('credit', { ...base, transactionId: 'RC1:C2', amount: 30_000 })).value).toMatchObject({
      status: 'REVIEW',
      balance: 120_000,
      replayed: false,
    });
    expect((await callback('credit', { ...base, transactionId: 'RC1:C2', amount: 30_000 })).value).toMatchObject({
      status: 'REVIEW',
      replayed: true,
    });
    expect(await held('RC1:C2')).toMatchObject({ roundId: 'RC1', amount: 30_000, status: 'review', heldFor: 'round-closed' });
    expect(await p.balance()).toBe(120_000);

    // A zero credit closes a lost round too.
    await callback('debit', { ...base, roundId: 'RC2', transactionId: 'RC2:D', amount: 10_000 });
    await callback('credit', { ...base, roundId: 'RC2', transactionId: 'RC2:C', amount: 0 });
    expect((await callback('credit', { ...base, roundId: 'RC2', transactionId: 'RC2:C2', amount: 50_000 })).value.status).toBe('REVIEW');
    expect(await p.balance()).toBe(110_000);
    // An orphan credit is told apart from it.
    await callback('credit', { ...base, roundId: 'RC3', transactionId: 'RC3:C', amount: 1_000 });
    expect(await held('RC3:C')).toMatchObject({ heldFor: 'no-debit' });

    // The operator may still pay the held one, once.
    const id = (await held('RC1:C2')).id;
    expect((await t.call({ method: 'POST', url: `/ops/providers/review/${id}/approve`, headers: OPS })).json().value).toMatchObject({
      status: 'applied',
      heldFor: 'round-closed',
    });
    expect(await p.balance()).toBe(140_000);
  });

  test('a round of several credits with roundEnd only on the last pays each of them, then holds one more', async () => {
    const p = await demoPlayer(t, SLOT, 100_000);
    const base = { playerToken: p.playerToken, roundId: 'RM1' };
    for (const n of [1, 2, 3]) await callback('debit', { ...base, transactionId: `RM1:D${n}`, amount: 10_000 });
    expect((await callback('credit', { ...base, transactionId: 'RM1:C1', amount: 5_000, roundEnd: false })).value.status).toBe('OK');
    expect((await callback('credit', { ...base, transactionId: 'RM1:C2', amount: 0, roundEnd: false })).value.status).toBe('OK');
    expect(await closedBy(p.member.id, 'RM1')).toBeNull();
    expect((await callback('credit', { ...base, transactionId: 'RM1:C3', amount: 25_000, roundEnd: true })).value).toMatchObject({
      status: 'OK',
      balance: 100_000,
    });
    expect(await closedBy(p.member.id, 'RM1')).toBe('RM1:C3');
    expect((await callback('credit', { ...base, transactionId: 'RM1:C4', amount: 25_000, roundEnd: false })).value).toMatchObject({
      status: 'REVIEW',
      balance: 100_000,
    });
    expect(await held('RM1:C4')).toMatchObject({ heldFor: 'round-closed' });
    // roundEnd is a credit's, and a boolean.
    expect((await callback('debit', { ...base, roundId: 'RM2', transactionId: 'RM2:D', amount: 100, roundEnd: true })).errorCode).toBe(
      'validation.failed',
    );
    expect((await callback('credit', { ...base, transactionId: 'RM1:C5', amount: 100, roundEnd: 'yes' })).errorCode).toBe(
      'validation.failed',
    );
    expect(await p.balance()).toBe(100_000);
  });

  test('the same transaction id again is a replay of its first answer, before and after the round closed', async () => {
    const p = await demoPlayer(t, SLOT, 100_000);
    const base = { playerToken: p.playerToken, roundId: 'RR1' };
    await callback('debit', { ...base, transactionId: 'RR1:D', amount: 10_000 });
    const credit = { ...base, transactionId: 'RR1:C', amount: 19_000 };
    expect((await callback('credit', credit)).value).toMatchObject({ status: 'OK', balance: 109_000, replayed: false });
    expect((await callback('credit', credit)).value).toMatchObject({ status: 'OK', balance: 109_000, replayed: true });
    // roundEnd moves no money: a repeat saying otherwise is still the same credit.
    expect((await callback('credit', { ...credit, roundEnd: false })).value).toMatchObject({ status: 'OK', replayed: true });
    expect((await callback('credit', { ...credit, amount: 1 })).errorCode).toBe('idempotency.conflict');
    expect(await p.balance()).toBe(109_000);
    expect(await held('RR1:C')).toBeUndefined();
  });

  test('a rollback of the closing credit opens the round again for a new settlement', async () => {
    const p = await demoPlayer(t, SLOT, 100_000);
    const base = { playerToken: p.playerToken, roundId: 'RB1' };
    await callback('debit', { ...base, transactionId: 'RB1:D', amount: 10_000 });
    await callback('credit', { ...base, transactionId: 'RB1:C', amount: 50_000 });
    await callback('rollback', { ...base, transactionId: 'RB1:CRB', refTransactionId: 'RB1:C' });
    expect(await p.balance()).toBe(90_000);
    expect(await closedBy(p.member.id, 'RB1')).toBeNull();
    expect((await callback('credit', { ...base, transactionId: 'RB1:C2', amount: 20_000 })).value).toMatchObject({
      status: 'OK',
      balance: 110_000,
    });
    expect((await callback('credit', { ...base, transactionId: 'RB1:C3', amount: 20_000 })).value.status).toBe('REVIEW');
  });

  test("a live table credits each of the player's bets of a round and ends the round with the last, after the others", async () => {
    const p = await demoPlayer(t, LAUNCH, 100_000);
    let n = 69_500_000;
    while (liveRound(DEMO_PROVIDER_SECRET, TABLE, n).voided) n++;
    const roundId = `${TABLE}-${n}`;
    const bets = [
      { type: 'banker' as const, amount: 2000 },
      { type: 'player' as const, amount: 1000 },
      { type: 'tie' as const, amount: 1000 },
    ].map((b) => ({ ...b, betId: newVendorId('rc') }));
    for (const b of bets)
      await placeBet(t.db, demoSender(t), { token: p.playerToken, table: TABLE, roundNo: n, ...b }, roundStart(n) + 1000);
    expect(await p.balance()).toBe(96_000);

    // The first bet's credit fails once (a table read settles, and the wallet is away): the second is credited, the
    // last, which would end the round, waits for the first.
    const real = demoSender(t);
    let failed = false;
    const flaky = (async (kind: 'credit', body: { transactionId: string }) => {
      if (kind === 'credit' && body.transactionId === `L${n}:${bets[0].betId}:C` && !failed) {
        failed = true;
        throw new AppError('system.busy');
      }
      return real(kind, body as never);
    }) as unknown as CallbackSender;
    await tableState(t.db, DEMO_PROVIDER_SECRET, TABLE, roundResultAt(n) + 1, flaky);
    const hand = liveRound(DEMO_PROVIDER_SECRET, TABLE, n);
    const wins = bets.map((b) => baccaratReturn(hand, b));
    expect(await p.balance()).toBe(96_000 + wins[1]);
    expect(await closedBy(p.member.id, roundId)).toBeNull();

    // The player's settlement pays the other two, and the last ends the round.
    const settled = await settle(t.db, demoSender(t), DEMO_PROVIDER_SECRET, p.playerToken, TABLE, roundResultAt(n) + 2);
    expect(settled.balance).toBe(96_000 + wins[0] + wins[1] + wins[2]);
    expect(settled.bets.filter((b) => b.roundNo === n).every((b) => b.status === 'settled')).toBe(true);
    expect(await closedBy(p.member.id, roundId)).toBe(`L${n}:${bets[2].betId}:C`);
    // One more credit of that round is held.
    expect(
      (await callback('credit', { playerToken: p.playerToken, roundId, transactionId: `L${n}:extra:C`, amount: 9_000, gameCode: TABLE }))
        .value.status,
    ).toBe('REVIEW');
    expect(await p.balance()).toBe(settled.balance);
  });
});
