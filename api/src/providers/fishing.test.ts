import { createTestApp, type TestApp } from '../../test/test-app';
import { DEMO_PROVIDER_SECRET, demoPlayer, demoSender, newVendorId, providerCallback } from '../../test/provider-helpers';
import { hashServerSeed } from '../games/bgs/fair';
import { AppError } from '../http/errors';
import type { CallbackSender } from './demo-provider';
import { FISH_MULTIPLIERS, batchSeedOf, decideBatch } from './fishing';
import { fishGame, fishTx, settleBatch } from './fishing.service';

const GAME = 'JILIFISH1001'; // JILI "Ocean King Jackpot": minimum bet 1.00, levels 1.00 .. 100.00
const LAUNCH = 'nodeId=jilifish-1&gameId=JILIFISH1001&vassalage=JILI&gameType=FISH';

describe('fishing rooms of the demo provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = () => demoSender(t);
  const batchId = () => newVendorId('fb');
  const player = (amount = 100_000) => demoPlayer(t, LAUNCH, amount);
  const moneyOf = async (batch: string) =>
    (
      await t.db.query<{ kind: string; transaction_id: string; amount: string }>(
        `SELECT kind, transaction_id, amount FROM provider_transactions WHERE round_id = $1 ORDER BY id`,
        [`F${batch}`],
      )
    ).map((m) => `${m.kind} ${m.transaction_id} ${m.amount}`);
  const shots = (n: number, kind = 0, stake = 100) => Array.from({ length: n }, () => ({ kind, stake }));

  test('a room states its fish, levels and return; every kind returns the same 96%; the batch commitment is the seed hash', async () => {
    const id = batchId();
    const game = await fishGame(t.db, DEMO_PROVIDER_SECRET, GAME, id);
    expect(game.rtp).toBe(0.96);
    expect(game.levels).toEqual([100, 200, 500, 1000, 2000, 5000, 10_000]);
    expect(game.kinds.map((k) => k.multiplier)).toEqual([...FISH_MULTIPLIERS]);
    for (const k of game.kinds) expect(k.probability * k.multiplier).toBeCloseTo(0.96, 12);
    expect(game.commitment).toBe(hashServerSeed(batchSeedOf(DEMO_PROVIDER_SECRET, id)));
    const http = await t.call({ method: 'GET', url: `/provider/demo/fishing/game?game=${GAME}&batch=${id}` });
    expect(http.statusCode).toBe(200);
    expect(http.json().value.commitment).toBe(game.commitment);
    // A slot is not a fishing room.
    const slot = await t.call({ method: 'GET', url: '/provider/demo/fishing/game?game=PG1001' });
    expect([slot.statusCode, slot.json().errorCode]).toEqual([404, 'game.not.found']);
  });

  test('a batch is one debit of its stakes and one credit of its wins; sending it again, or replaying a callback, moves nothing', async () => {
    const p = await player();
    const id = batchId();
    const req = { token: p.playerToken, game: GAME, batchId: id, clientSeed: 'page-seed-1', shots: [...shots(12), ...shots(3, 7, 500)] };
    const settled = await settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, req);
    // The shots are the fair stream's: anyone can decide them again from the revealed seed.
    expect(hashServerSeed(settled.serverSeed)).toBe(settled.commitment);
    expect(settled.shots).toEqual(decideBatch(settled.serverSeed, 'page-seed-1', req.shots));
    const win = settled.shots.reduce((s, x) => s + x.win, 0);
    expect(settled).toMatchObject({ status: 'settled', stake: 2700, win, balance: 100_000 - 2700 + win });
    expect(settled.shots.some((s) => s.hit)).toBe(true);
    expect(await moneyOf(id)).toEqual([`debit ${fishTx(id, 'D')} 2700`, `credit ${fishTx(id, 'C')} ${win}`]);

    // The same batch again (a retry, over HTTP too), and the vendor's callbacks replayed: nothing moves twice.
    expect(await settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, req)).toEqual(settled);
    const http = await t.call({ method: 'POST', url: '/provider/demo/fishing/batch', payload: req });
    expect(http.json().value).toEqual(settled);
    const base = { playerToken: p.playerToken, roundId: `F${id}`, gameCode: GAME };
    await send()('credit', { ...base, transactionId: fishTx(id, 'C'), amount: win });
    await send()('debit', { ...base, transactionId: fishTx(id, 'D'), amount: 2700 });
    expect(await p.balance()).toBe(100_000 - 2700 + win);
    expect(await moneyOf(id)).toHaveLength(2);

    // The same batch id with another body, or from another player, is a conflict.
    await expect(settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, { ...req, shots: shots(12) })).rejects.toMatchObject({
      errorCode: 'idempotency.conflict',
    });
    const other = await player();
    await expect(settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, { ...req, token: other.playerToken })).rejects.toMatchObject({
      errorCode: 'idempotency.conflict',
    });
    expect(await other.balance()).toBe(100_000);
  });

  test('limits and bad input are refused with their error keys, before any money moves', async () => {
    const p = await player();
    const req = { token: p.playerToken, game: GAME, batchId: batchId(), clientSeed: 'seed', shots: shots(2) };
    await expect(settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, { ...req, shots: shots(51) })).rejects.toMatchObject({
      errorCode: 'fishing.batch.limit',
    });
    await expect(settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, { ...req, shots: shots(2, 0, 150) })).rejects.toMatchObject({
      errorCode: 'game.bet.invalid',
    });
    await expect(settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, { ...req, shots: shots(2, 8) })).rejects.toMatchObject({
      errorCode: 'game.bet.invalid',
    });
    await expect(settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, { ...req, game: 'SA1001' })).rejects.toMatchObject({
      errorCode: 'game.not.found',
    });
    const post = (payload: object) => t.call({ method: 'POST', url: '/provider/demo/fishing/batch', payload });
    for (const bad of [
      { ...req, batchId: 'short' },
      { ...req, clientSeed: 'has space' },
      { ...req, shots: [] },
      { ...req, shots: [{ kind: 0, stake: -100 }] },
      { ...req, shots: shots(201) },
    ]) {
      const res = await post(bad);
      expect([res.statusCode, res.json().errorCode]).toEqual([422, 'validation.failed']);
    }
    const tooMany = await post({ ...req, shots: shots(60) });
    expect(tooMany.json().errorCode).toBe('fishing.batch.limit');
    expect(await p.balance()).toBe(100_000);
    expect(await moneyOf(req.batchId)).toEqual([]);
  });

  test('a batch the wallet refuses (not enough balance) is refused whole: nothing moves, and again nothing', async () => {
    const p = await player(1000);
    const id = batchId();
    const req = { token: p.playerToken, game: GAME, batchId: id, clientSeed: 'seed', shots: shots(3, 0, 500) };
    const refused = await settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, req);
    expect(refused).toMatchObject({ status: 'refused', refusal: 'balance.insufficient', balance: 1000 });
    expect(await settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, req)).toEqual(refused);
    expect(await p.balance()).toBe(1000);
    expect(await moneyOf(id)).toEqual([]);
  });

  test("out of order: a batch's rollback arriving before its debit leaves a tombstone; the batch is refused and nothing moves", async () => {
    const p = await player();
    const id = batchId();
    const early = await providerCallback(t, 'rollback', {
      playerToken: p.playerToken,
      transactionId: fishTx(id, 'RB'),
      roundId: `F${id}`,
      refTransactionId: fishTx(id, 'D'),
      gameCode: GAME,
    });
    expect(early.statusCode).toBe(200);
    const answer = await settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, {
      token: p.playerToken,
      game: GAME,
      batchId: id,
      clientSeed: 'seed',
      shots: shots(5),
    });
    expect(answer).toMatchObject({ status: 'refused', refusal: 'fishing.batch.refused', balance: 100_000 });
    expect(await p.balance()).toBe(100_000);
  });

  test('a batch the vendor fails after its debit is cancelled and refunded once by a rollback, however often it is sent', async () => {
    const p = await player();
    const id = batchId();
    const req = { token: p.playerToken, game: GAME, batchId: id, clientSeed: 'seed', shots: shots(10, 0, 1000) };
    const real = send();
    // The vendor's credit fails (its server fell over between the legs).
    const failing = (async (kind: string, body: never) => {
      if (kind === 'credit') throw new Error('vendor down');
      return real(kind as 'debit', body);
    }) as CallbackSender;
    const cancelled = await settleBatch(t.db, failing, DEMO_PROVIDER_SECRET, req);
    expect(cancelled).toMatchObject({ status: 'cancelled', stake: 10_000, balance: 100_000 });
    for (let i = 0; i < 3; i++) expect(await settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, req)).toEqual(cancelled);
    await real('rollback', {
      playerToken: p.playerToken,
      transactionId: fishTx(id, 'RB'),
      roundId: `F${id}`,
      refTransactionId: fishTx(id, 'D'),
      gameCode: GAME,
    });
    expect(await p.balance()).toBe(100_000);
    expect((await moneyOf(id)).map((m) => m.split(' ').slice(0, 2).join(' '))).toEqual([
      `debit ${fishTx(id, 'D')}`,
      `rollback ${fishTx(id, 'RB')}`,
    ]);
    const debit = await t.db.query<{ status: string }>(`SELECT status FROM provider_transactions WHERE transaction_id = $1`, [
      fishTx(id, 'D'),
    ]);
    expect(debit.map((d) => d.status)).toEqual(['rolled_back']);
  });

  test('a batch whose debit answer is lost (applied or not) is called off by one rollback; sending it again moves nothing', async () => {
    const p = await player();
    const id = batchId();
    const req = { token: p.playerToken, game: GAME, batchId: id, clientSeed: 'seed', shots: shots(4) };
    const real = send();
    // The wallet applies the debit, but its answer never reaches the vendor.
    const lossy = (async (kind: string, body: never) => {
      const answer = await real(kind as 'debit', body);
      if (kind === 'debit') throw new AppError('unknown.error' as never, 'connection reset', 503);
      return answer;
    }) as CallbackSender;
    const first = await settleBatch(t.db, lossy, DEMO_PROVIDER_SECRET, req);
    expect(first).toMatchObject({ status: 'cancelled', balance: 100_000 });
    expect(await p.balance()).toBe(100_000);
    const again = await settleBatch(t.db, send(), DEMO_PROVIDER_SECRET, req);
    expect(again.status).toBe('cancelled');
    expect(await p.balance()).toBe(100_000);
    expect((await moneyOf(id)).map((m) => m.split(' ')[0])).toEqual(['debit', 'rollback']);
  });
});
