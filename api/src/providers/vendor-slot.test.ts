import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { DEMO_PROVIDER_SECRET, newVendorId, providerCallback, providerPlayerToken } from '../../test/provider-helpers';
import { fundMember } from '../../test/wallet-helpers';
import { hashServerSeed, simulationRandom } from '../games/bgs/fair';
import { AppError } from '../http/errors';
import { signedCallback, type CallbackSender } from './demo-provider';
import { loadProvidersConfig } from './provider.config';
import { SLOT_MODELS, exactRtp, fairSpin, slotServerSeed, spinModel } from './vendor-slots';
import { spin } from './vendor-slot.service';

const GAMES = { PG: 'PG1002', PP: 'PP1002', JOKER: 'JOKER1004', JILI: 'JILI1005', SG: 'SG1003' };
const launchOf = (game: string, vendor: string, node: string) => `nodeId=${node}&gameId=${game}&vassalage=${vendor}&gameType=RNG`;

describe('the demo vendors’ slot models', () => {
  test('each vendor has its own mechanic and layout', () => {
    const shape = Object.values(SLOT_MODELS).map((m) => [m.vendor, m.mechanic, m.reels, m.rows, m.lines?.length ?? null]);
    expect(shape).toEqual([
      ['PG', 'ways', 5, 3, null],
      ['PP', 'tumble', 6, 5, null],
      ['JOKER', 'lines', 5, 3, 20],
      ['JILI', 'lines', 3, 3, 5],
      ['SG', 'ways', 5, 3, null],
    ]);
    expect(SLOT_MODELS.SG.scatter).toMatchObject({ freeSpins: 8, trigger: 3 });
  });

  test('the stated RTP is the exact return of the ways and lines models (tumbles: bench/slots.mjs)', () => {
    for (const model of Object.values(SLOT_MODELS)) {
      const exact = exactRtp(model);
      if (exact === null) continue;
      expect(Math.abs(exact - model.statedRtp)).toBeLessThan(0.00005);
    }
  });

  test('every win is whole satang and adds up; a tumble stops when nothing pays; free spins pay doubled', () => {
    const random = simulationRandom(5);
    for (const model of Object.values(SLOT_MODELS)) {
      let freeSeen = false;
      for (let i = 0; i < 1500; i++) {
        const o = spinModel(model, random, 700);
        const screens = [...o.screens, ...o.freeSpins];
        for (const s of screens) {
          expect(s.grid).toHaveLength(model.reels);
          expect(s.grid.every((col) => col.length === model.rows)).toBe(true);
          expect(s.win).toBe(s.wins.reduce((sum, w) => sum + w.win, 0));
          for (const w of s.wins) expect(Number.isInteger(w.win)).toBe(true);
        }
        expect(o.win).toBe(screens.reduce((sum, s) => sum + s.win, 0));
        if (model.mechanic === 'tumble') expect(o.screens.at(-1)!.wins).toEqual([]);
        if (o.freeSpins.length) {
          freeSeen = true;
          expect(o.freeSpins).toHaveLength(8);
        }
      }
      if (model.scatter) expect(freeSeen).toBe(true);
    }
  });
});

describe('the demo vendors’ slots settle through the wallet callbacks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = (): CallbackSender =>
    signedCallback(loadProvidersConfig().providers.DEMO, async (url, payload, headers) => {
      const response = await t.call({ method: 'POST', url, payload, headers });
      return { status: response.statusCode, body: response.json() };
    });
  const spinId = () => newVendorId('spin', 6);
  async function player(vendor: keyof typeof GAMES = 'PG', amount = 100_000) {
    const member = await createMember(t.db);
    const game = GAMES[vendor];
    const playerToken = await providerPlayerToken(t, member.token, launchOf(game, vendor, `${vendor.toLowerCase()}-1`));
    const { wallet } = (await send()('balance', { playerToken })) as { wallet: string };
    await fundMember(t.db, member.id, amount, 'DEMO', wallet);
    const balance = async () => (await send()('balance', { playerToken })).balance;
    return { member, playerToken, balance, game };
  }
  const moneyOf = (id: string) =>
    t.db.query<{ kind: string; transaction_id: string; amount: string }>(
      `SELECT kind, transaction_id, amount FROM provider_transactions WHERE round_id = $1 ORDER BY id`,
      [`S${id}`],
    );
  /** A spin id whose outcome wins (or loses), found from its seeds. */
  const idThat = (game: string, vendor: keyof typeof SLOT_MODELS, wins: boolean, clientSeed: string, bet: number) => {
    for (;;) {
      const id = spinId();
      if (fairSpin(SLOT_MODELS[vendor], slotServerSeed(DEMO_PROVIDER_SECRET, game, id), clientSeed, bet).win > 0 === wins) return id;
    }
  };

  test('a spin is one debit and one credit; spinning the same id again spins nothing more; the seed proves the outcome', async () => {
    for (const vendor of ['PG', 'PP', 'JOKER', 'JILI', 'SG'] as const) {
      const p = await player(vendor);
      const page = await t.call({ method: 'GET', url: `/provider/demo/slot?game=${p.game}&spinId=abcdefgh1` });
      expect(page.statusCode).toBe(200);
      const commitment = page.json().value.commitment as string;
      expect(page.json().value).toMatchObject({ vendor, rtp: SLOT_MODELS[vendor].statedRtp, mechanic: SLOT_MODELS[vendor].mechanic });
      const id = 'abcdefgh1' + vendor;
      const req = { token: p.playerToken, game: p.game, spinId: id, clientSeed: 'my-seed', bet: 1000 };
      const first = await spin(t.db, send(), DEMO_PROVIDER_SECRET, req);
      expect(first.status).toBe('settled');
      expect(first.balance).toBe(100_000 - 1000 + first.win);
      expect(hashServerSeed(first.serverSeed)).toBe(first.commitment);
      expect(fairSpin(SLOT_MODELS[vendor], first.serverSeed, 'my-seed', 1000).win).toBe(first.win);
      // The commitment shown before the spin is the hash of the seed revealed after it.
      const shown = await t.call({ method: 'GET', url: `/provider/demo/slot?game=${p.game}&spinId=${id}` });
      expect(shown.json().value.commitment).toBe(first.commitment);
      expect(commitment).not.toBe(first.commitment);

      const again = await spin(t.db, send(), DEMO_PROVIDER_SECRET, req);
      expect(again).toEqual(first);
      expect(await p.balance()).toBe(100_000 - 1000 + first.win);
      expect((await moneyOf(id)).map((m) => [m.kind, m.transaction_id, Number(m.amount)])).toEqual([
        ['debit', `S${id}:D`, 1000],
        ['credit', `S${id}:C`, first.win],
      ]);
    }
  });

  test('a lost spin is closed by a credit of 0; a repeated credit callback changes nothing', async () => {
    const p = await player('JOKER');
    const id = idThat(p.game, 'JOKER', false, 'lose', 2000);
    const lost = await spin(t.db, send(), DEMO_PROVIDER_SECRET, {
      token: p.playerToken,
      game: p.game,
      spinId: id,
      clientSeed: 'lose',
      bet: 2000,
    });
    expect(lost).toMatchObject({ status: 'settled', win: 0, balance: 98_000 });
    const repeat = await providerCallback(t, 'credit', {
      playerToken: p.playerToken,
      transactionId: `S${id}:C`,
      roundId: `S${id}`,
      amount: 0,
      gameCode: p.game,
    });
    expect(repeat.json().value).toMatchObject({ replayed: true, balance: 98_000 });
    // The same transaction id for another amount is refused.
    const other = await providerCallback(t, 'credit', {
      playerToken: p.playerToken,
      transactionId: `S${id}:C`,
      roundId: `S${id}`,
      amount: 5000,
      gameCode: p.game,
    });
    expect(other.json().errorCode).toBe('idempotency.conflict');
    expect(await p.balance()).toBe(98_000);
  });

  test('a spin whose credit fails after its debit is refunded once by rollback, however often it is spun again', async () => {
    const p = await player('SG');
    const id = idThat(p.game, 'SG', true, 'boom', 1000);
    const failing: CallbackSender = (async (kind: 'debit', body: never) => {
      if (kind === ('credit' as string)) throw new AppError('unknown.error' as never);
      return send()(kind, body);
    }) as CallbackSender;
    const req = { token: p.playerToken, game: p.game, spinId: id, clientSeed: 'boom', bet: 1000 };
    const refunded = await spin(t.db, failing, DEMO_PROVIDER_SECRET, req);
    expect(refunded).toMatchObject({ status: 'refunded', win: 0, balance: 100_000 });
    // Spun again (the wallet now answering), it stays refunded: no credit, no second rollback.
    expect(await spin(t.db, send(), DEMO_PROVIDER_SECRET, req)).toMatchObject({ status: 'refunded', balance: 100_000 });
    expect((await moneyOf(id)).map((m) => [m.kind, m.transaction_id])).toEqual([
      ['debit', `S${id}:D`],
      ['rollback', `S${id}:RB`],
    ]);
    expect(await p.balance()).toBe(100_000);
  });

  test('a debit whose answer is lost is rolled back once: the bet comes back and the spin is refused', async () => {
    const p = await player('PP');
    const id = spinId();
    const lost: CallbackSender = (async (kind: 'debit', body: never) => {
      const answer = await send()(kind, body);
      if (kind === 'debit') throw new AppError('unknown.error' as never);
      return answer;
    }) as CallbackSender;
    const req = { token: p.playerToken, game: p.game, spinId: id, clientSeed: 'lost', bet: 3000 };
    await expect(spin(t.db, lost, DEMO_PROVIDER_SECRET, req)).rejects.toMatchObject({ errorCode: 'unknown.error' });
    expect(await p.balance()).toBe(100_000);
    await expect(spin(t.db, send(), DEMO_PROVIDER_SECRET, req)).rejects.toMatchObject({ errorCode: 'slot.spin.refused' });
    expect((await moneyOf(id)).map((m) => [m.kind, m.transaction_id])).toEqual([
      ['debit', `S${id}:D`],
      ['rollback', `S${id}:RB`],
    ]);
    expect(await p.balance()).toBe(100_000);
  });

  test('a rollback that arrives before its spin (out of order) leaves the spin refused: no money moves', async () => {
    const p = await player('PG');
    const id = spinId();
    const early = await providerCallback(t, 'rollback', {
      playerToken: p.playerToken,
      transactionId: `S${id}:RB`,
      roundId: `S${id}`,
      refTransactionId: `S${id}:D`,
      gameCode: p.game,
    });
    expect(early.json().success).toBe(true);
    const req = { token: p.playerToken, game: p.game, spinId: id, clientSeed: 'late', bet: 5000 };
    await expect(spin(t.db, send(), DEMO_PROVIDER_SECRET, req)).rejects.toMatchObject({ errorCode: 'slot.spin.refused' });
    await expect(spin(t.db, send(), DEMO_PROVIDER_SECRET, req)).rejects.toMatchObject({ errorCode: 'slot.spin.refused' });
    expect(await p.balance()).toBe(100_000);
    expect((await moneyOf(id)).filter((m) => m.kind !== 'debit' || Number(m.amount) > 0)).toEqual([
      expect.objectContaining({ kind: 'rollback' }),
    ]);
  });

  test('bad input gets its error key; the same spin id with another body is a conflict; a short wallet spins nothing', async () => {
    const p = await player('JILI', 1500);
    const post = (body: object) => t.call({ method: 'POST', url: '/provider/demo/slot/spin', payload: body });
    const base = { token: p.playerToken, game: p.game, spinId: spinId(), clientSeed: 'c1', bet: 1000 };
    for (const bet of [150, 0, 50, 100_100, 1.5, '1000'])
      expect((await post({ ...base, spinId: spinId(), bet })).json()).toMatchObject({ errorCode: 'game.bet.invalid' });
    expect((await post({ ...base, game: 'NOPE1' })).json().errorCode).toBe('game.not.found');
    expect((await post({ ...base, game: 'SA1001' })).json().errorCode).toBe('game.not.found');
    expect((await post({ ...base, spinId: 'x' })).json().errorCode).toBe('validation.failed');
    expect((await post({ ...base, clientSeed: 'bad seed!' })).json().errorCode).toBe('validation.failed');
    expect((await t.call({ method: 'GET', url: '/provider/demo/slot?game=SA1001' })).json().errorCode).toBe('game.not.found');

    const ok = await post(base);
    expect(ok.statusCode).toBe(200);
    for (const other of [{ bet: 2000 }, { clientSeed: 'c2' }, { game: 'JILI1001' }]) {
      const answer = await post({ ...base, ...other });
      expect([answer.statusCode, answer.json().errorCode]).toEqual([409, 'idempotency.conflict']);
    }
    const balance = await p.balance();
    const broke = await post({ ...base, spinId: spinId(), bet: 100_000 });
    expect(broke.json().success).toBe(false);
    expect(await p.balance()).toBe(balance);
  });

  test('free play (no token) moves no money and keeps nothing, from seeds other than the real spin’s', async () => {
    const id = spinId();
    const free = await t.call({
      method: 'POST',
      url: '/provider/demo/slot/spin',
      payload: { game: 'PP1002', spinId: id, clientSeed: 'f', bet: 1000 },
    });
    expect(free.json().value).toMatchObject({ status: 'free', balance: null });
    expect(free.json().value.serverSeed).not.toBe(slotServerSeed(DEMO_PROVIDER_SECRET, 'PP1002', id));
    const shown = await t.call({ method: 'GET', url: `/provider/demo/slot?game=PP1002&spinId=${id}&free=true` });
    expect(shown.json().value.commitment).toBe(free.json().value.commitment);
    expect((await t.db.query(`SELECT 1 FROM demo_slot_spins WHERE spin_id = $1`, [id])).length).toBe(0);
  });
});
