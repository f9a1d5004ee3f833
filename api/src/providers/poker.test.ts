import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { demoSender, newVendorId, providerPlayerToken } from '../../test/provider-helpers';
import { fundMember } from '../../test/wallet-helpers';
import { hashServerSeed } from '../games/bgs/fair';
import { categoryOf, evaluate7, parseCards } from './poker-hand';
import { ACTION_MS, NEXT_HAND_MS, PokerRuleError, act, dealCards, stakesOf, startHand, timeOut, type Hand, type Seat } from './poker';
import { ABANDONED_MS, BOT_WAIT_MS, action, sit, stand, sweep, view } from './poker.service';
import type { PokerView } from '@site/shared/src/contracts/poker';

const v = (cards: string) => evaluate7(parseCards(cards));

describe("heads-up Hold'em: the hand evaluator", () => {
  test.each([
    ['As Ks Qs Js Ts 2d 3c', 'straight_flush'],
    ['5h 4h 3h 2h Ah Kd Kc', 'straight_flush'],
    ['9c 9d 9h 9s 2d 3c 4h', 'quads'],
    ['Kc Kd Kh 2s 2d 3c 3h', 'full_house'],
    ['Kc Kd Kh 2s 2d 2c 4h', 'full_house'],
    ['2c 7c 9c Jc Kc Ad Ah', 'flush'],
    ['As 2d 3c 4h 5s Kd Kc', 'straight'],
    ['Ts Jd Qc Kh As 2d 2c', 'straight'],
    ['7s 7d 7c Kh 2s 4d 9c', 'trips'],
    ['7s 7d Kc Kh 2s 2d 9c', 'two_pair'],
    ['7s 7d Kc Qh 2s 4d 9c', 'pair'],
    ['7s 3d Kc Qh 2s 4d 9c', 'high_card'],
  ])('%s is %s', (cards, category) => {
    expect(categoryOf(v(cards))).toBe(category);
  });

  test('orders hands by category, then by the deciding ranks and kickers; the best five of seven count', () => {
    const order = [
      'As Ks Qs Js Ts 2d 3c', // royal flush
      'Ks Qs Js Ts 9s 2d 3c', // king-high straight flush
      '5h 4h 3h 2h Ah Kd Kc', // steel wheel
      '9c 9d 9h 9s Ad 3c 4h', // quads, ace kicker
      '9c 9d 9h 9s Kd 3c 4h', // quads, king kicker
      'Kc Kd Kh Qs Qd 3c 3h', // kings full of queens
      'Kc Kd Kh 2s 2d 3c 3h', // kings full of threes (the better pair of two)
      'Ac Qc 9c 7c 3c Kd 2h', // ace-high flush
      'Ac Qc 9c 7c 2c Kd 3h',
      'Ts Jd Qc Kh As 2d 2c', // broadway
      'As 2d 3c 4h 5s Kd Kc', // the wheel, lowest straight
      '7s 7d 7c Kh 2s 4d 9c',
      'As Ad Kc Kh 2s 2d 9c', // aces and kings, nine kicker (three pairs: the best two)
      'As Ad Kc Kh 8s 2d 7c',
      'As Ad Kc Qh 9s 2d 4c',
      'As Ad Kc Qh 8s 2d 4c',
      'As Jd 9c 7h 5s 3d 2c',
    ].map(v);
    for (let i = 1; i < order.length; i++) expect(order[i - 1]).toBeGreaterThan(order[i]);
  });

  test('equal hands tie: the board plays, or the same ranks in other suits', () => {
    expect(v('2c 3d As Ks Qs Js Ts')).toBe(v('4h 5h As Ks Qs Js Ts'));
    expect(v('Ah Kd 9c 7s 4d 3c 2h')).toBe(v('Ac Ks 9h 7d 4s 3d 2c'));
    expect(v('Ah Kd 9c 7s 4d 3c 2h')).toBeGreaterThan(v('Ac Qs 9h 7d 4s 3d 2c'));
  });
});

describe("heads-up Hold'em: the betting rules", () => {
  const stakes = stakesOf(100); // blinds 50/100
  const NOW = 1_000_000;
  const hand = (stacks: [number, number] = [10_000, 10_000], button: Seat = 0) =>
    startHand({ handNo: 1, button, stacks, seed: 'a'.repeat(64), clientSeed: 'test', stakes, now: NOW });
  const total = (h: Hand) => h.stacks[0] + h.stacks[1] + (h.result ? h.result.rake : h.pot + h.bets[0] + h.bets[1]);
  const refused = (fn: () => unknown, key: string) => {
    try {
      fn();
    } catch (error) {
      expect(error).toBeInstanceOf(PokerRuleError);
      expect((error as PokerRuleError).key).toBe(key);
      return;
    }
    throw new Error('not refused');
  };

  test('the deal is the fair stream of the committed seed; the button posts the small blind and acts first', () => {
    const h = hand();
    expect(h.commitment).toBe(hashServerSeed('a'.repeat(64)));
    const cards = dealCards('a'.repeat(64), 'test', 1);
    expect(h.hole).toEqual(cards.hole);
    expect(new Set([...cards.hole[0], ...cards.hole[1], ...cards.board]).size).toBe(9);
    expect(h).toMatchObject({ bets: [50, 100], stacks: [9950, 9900], toAct: 0, street: 'preflop', minRaise: 100 });
  });

  test('out of turn, checking a bet, raising below the minimum or above the stack are refused', () => {
    const h = hand();
    refused(() => act(h, 1, { type: 'check' }, stakes, NOW), 'poker.not.your.turn');
    refused(() => act(h, 0, { type: 'check' }, stakes, NOW), 'poker.action.invalid');
    refused(() => act(h, 0, { type: 'raise', to: 150 }, stakes, NOW), 'poker.action.invalid');
    refused(() => act(h, 0, { type: 'raise', to: 10_001 }, stakes, NOW), 'poker.action.invalid');
    refused(() => act(h, 0, { type: 'raise' }, stakes, NOW), 'poker.action.invalid');
    // The minimum raise is to 200; then a re-raise must add at least the last raise (100 to 500: 400 more, to 900).
    act(h, 0, { type: 'raise', to: 500 }, stakes, NOW);
    refused(() => act(h, 1, { type: 'raise', to: 800 }, stakes, NOW), 'poker.action.invalid');
    act(h, 1, { type: 'raise', to: 900 }, stakes, NOW);
    refused(() => act(h, 1, { type: 'call' }, stakes, NOW), 'poker.not.your.turn');
    act(h, 0, { type: 'call' }, stakes, NOW);
    expect(h).toMatchObject({ street: 'flop', pot: 1800, toAct: 1, bets: [0, 0], shown: 3 });
    refused(() => act(h, 1, { type: 'call' }, stakes, NOW), 'poker.action.invalid');
    expect(total(h)).toBe(20_000);
  });

  test('the big blind has its option; a hand checked down goes to showdown with the rake of a flopped pot', () => {
    const h = hand();
    act(h, 0, { type: 'call' }, stakes, NOW);
    expect(h.street).toBe('preflop');
    act(h, 1, { type: 'check' }, stakes, NOW);
    for (const street of ['flop', 'turn', 'river']) {
      expect(h.street).toBe(street);
      act(h, 1, { type: 'check' }, stakes, NOW);
      act(h, 0, { type: 'check' }, stakes, NOW);
    }
    expect(h.street).toBe('over');
    expect(h.result!.pot).toBe(200);
    expect(h.result!.rake).toBe(10);
    expect(h.result!.won[0] + h.result!.won[1]).toBe(190);
    expect(total(h)).toBe(20_000);
  });

  test('no flop, no rake; the bet nobody called goes back before the pot is taken', () => {
    const h = hand();
    act(h, 0, { type: 'raise', to: 300 }, stakes, NOW);
    act(h, 1, { type: 'fold' }, stakes, NOW);
    expect(h.result).toMatchObject({ winners: [0], pot: 200, rake: 0, won: [200, 0], folded: 1 });
    expect(h.stacks).toEqual([10_100, 9900]);
  });

  test('unequal stacks: an all-in for less is called and the excess returned; the board runs out; rake capped at 3 big blinds', () => {
    const h = hand([20_000, 5_000]);
    act(h, 0, { type: 'raise', to: 20_000 }, stakes, NOW);
    act(h, 1, { type: 'call' }, stakes, NOW);
    expect(h.street).toBe('over');
    expect(h.board).toHaveLength(5);
    expect(h.shown).toBe(5);
    expect(h.result!.pot).toBe(10_000);
    expect(h.result!.rake).toBe(300);
    expect(h.stacks[0] + h.stacks[1]).toBe(24_700);
    expect(h.stacks[0]).toBeGreaterThanOrEqual(15_000);
  });

  test('a short all-in raise cannot be re-raised by the player facing it; the split gives the odd chip to the big blind', () => {
    const h = hand([10_000, 250]);
    act(h, 0, { type: 'call' }, stakes, NOW);
    act(h, 1, { type: 'raise', to: 250 }, stakes, NOW); // all-in, short of a full raise
    refused(() => act(h, 0, { type: 'raise', to: 1000 }, stakes, NOW), 'poker.action.invalid');
    act(h, 0, { type: 'call' }, stakes, NOW);
    expect(h.street).toBe('over');
    expect(total(h)).toBe(10_250);
    // A split of 475 (500 less a rake of 25): 237 to the button, 238 to the big blind.
    const split = startHand({ handNo: 1, button: 0, stacks: [10_000, 10_000], seed: 'b'.repeat(64), clientSeed: 'x', stakes, now: NOW });
    split.hole = [parseCards('2c 3d'), parseCards('2h 3c')];
    split.board = parseCards('As Ks Qs Js 9d');
    act(split, 0, { type: 'raise', to: 250 }, stakes, NOW);
    act(split, 1, { type: 'call' }, stakes, NOW);
    for (let i = 0; i < 3; i++) {
      act(split, 1, { type: 'check' }, stakes, NOW);
      act(split, 0, { type: 'check' }, stakes, NOW);
    }
    expect(split.result).toMatchObject({ winners: [0, 1], pot: 500, rake: 25, won: [237, 238] });
  });

  test('the player to act who runs out of time checks if free, folds otherwise', () => {
    const h = hand();
    expect(timeOut(h, stakes, NOW + ACTION_MS - 1)).toBeNull();
    expect(timeOut(h, stakes, NOW + ACTION_MS)).toBe(0);
    expect(h.result).toMatchObject({ folded: 0, winners: [1] });
    const g = hand();
    act(g, 0, { type: 'call' }, stakes, NOW);
    expect(timeOut(g, stakes, NOW + ACTION_MS)).toBe(1);
    expect(g).toMatchObject({ street: 'flop', result: null });
  });
});

describe("heads-up Hold'em tables of the demo provider, through the wallet callbacks", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = () => demoSender(t);
  const seatId = () => newVendorId('seat');
  async function player(launch: string, amount = 1_000_000) {
    const member = await createMember(t.db);
    const token = await providerPlayerToken(t, member.token, launch);
    const { wallet } = (await send()('balance', { playerToken: token })) as { wallet: string };
    await fundMember(t.db, member.id, amount, 'DEMO', wallet);
    const balance = async () => (await send()('balance', { playerToken: token })).balance;
    return { member, token, balance };
  }
  const launch = (node: string, game: string, vendor: string) => `nodeId=${node}&gameId=${game}&vassalage=${vendor}&gameType=PVP`;
  const money = (seat: string) =>
    t.db.query<{ kind: string; transaction_id: string; amount: string; status: string }>(
      `SELECT kind, transaction_id, amount, status FROM provider_transactions WHERE round_id = $1 ORDER BY id`,
      [`PK${seat}`],
    );
  /** The decision a view shows, the key an action answers it with. */
  const decision = (v: PokerView) => ({ handNo: v.table!.handNo, street: v.table!.street, actionNo: v.table!.actionNo });
  /** Plays the player's turns passively (check, or call) until the hand is over. */
  async function playOut(token: string, seat: string, state: PokerView, now: number): Promise<PokerView> {
    let s = state;
    for (let i = 0; i < 20 && s.table && !s.table.result; i++) {
      if (s.table.toAct !== 'me') throw new Error('the bot did not answer');
      const type = s.table.legal!.check ? 'check' : 'call';
      s = await action(t.db, send(), { token, seatId: seat, ...decision(s), type }, now);
    }
    return s;
  }

  test('sitting is one debit; the bot takes the seat when nobody comes; standing up is one credit of the stack, however often', async () => {
    const GAME = 'KM1002'; // blinds 10/20
    const p = await player(launch('km-2', GAME, 'KM'));
    const id = seatId();
    const now = Date.now();
    const sat = await sit(t.db, send(), { token: p.token, game: GAME, seatId: id, buyIn: 200_000 }, now);
    expect(sat).toMatchObject({ status: 'waiting', stack: 200_000, balance: 800_000, stakes: { sb: 1000, bb: 2000 }, table: null });
    // The same seat again sits nothing more; the same id for another buy-in is a conflict; limits are the table's.
    expect((await sit(t.db, send(), { token: p.token, game: GAME, seatId: id, buyIn: 200_000 }, now + 10)).balance).toBe(800_000);
    await expect(sit(t.db, send(), { token: p.token, game: GAME, seatId: id, buyIn: 100_000 }, now)).rejects.toMatchObject({
      errorCode: 'idempotency.conflict',
    });
    for (const buyIn of [99_000, 400_001, 400_002 + 2000, 150_500])
      await expect(sit(t.db, send(), { token: p.token, game: GAME, seatId: seatId(), buyIn }, now)).rejects.toMatchObject({
        errorCode: 'poker.buyin.invalid',
      });
    await expect(view(t.db, send(), p.token, seatId(), now)).rejects.toMatchObject({ errorCode: 'poker.seat.unknown' });

    expect((await view(t.db, send(), p.token, id, now + BOT_WAIT_MS - 1)).status).toBe('waiting');
    let s = await view(t.db, send(), p.token, id, now + BOT_WAIT_MS);
    expect(s.status).toBe('playing');
    expect(s.table).toMatchObject({ opponent: { bot: true }, handNo: 1, open: true, serverSeed: null });
    expect(s.table!.myCards).toHaveLength(2);
    expect(s.table!.opponentCards).toBeNull();
    const commitment = s.table!.commitment;
    s = await playOut(p.token, id, s, now + BOT_WAIT_MS + 100);
    expect(s.table!.result).not.toBeNull();
    expect(hashServerSeed(s.table!.serverSeed!)).toBe(commitment);
    expect(s.stack + s.table!.stacks.opponent + s.table!.result!.rake).toBe(400_000);
    const next = s.table!.nextCommitment;
    // The next hand is dealt once the result was on the table for a while, from the seed committed before.
    s = await view(t.db, send(), p.token, id, now + BOT_WAIT_MS + 200 + NEXT_HAND_MS);
    expect(s.table).toMatchObject({ handNo: 2, commitment: next });

    const stood = await stand(t.db, send(), p.token, id, now + BOT_WAIT_MS + 300 + NEXT_HAND_MS);
    expect(stood.status).toBe('closed');
    expect(stood.handsPlayed).toBe(2);
    const cashOut = stood.cashOut!;
    expect(stood.balance).toBe(800_000 + cashOut);
    // Again (a retry, the other instance), and the wallet callback replayed: nothing moves twice.
    await stand(t.db, send(), p.token, id, now + 10_000_000);
    await view(t.db, send(), p.token, id, now + 10_000_000);
    await send()('credit', { playerToken: p.token, transactionId: `PK${id}:C`, roundId: `PK${id}`, amount: cashOut, gameCode: GAME });
    expect(await p.balance()).toBe(800_000 + cashOut);
    expect((await money(id)).map((m) => [m.kind, m.transaction_id, Number(m.amount)])).toEqual([
      ['debit', `PK${id}:D`, 200_000],
      ['credit', `PK${id}:C`, cashOut],
    ]);
  });

  test('a seat that stands up, or is given up by the server, before any hand is refunded once by a rollback; a refused buy-in holds nothing', async () => {
    const GAME = 'V81001';
    const p = await player(launch('v8-1', GAME, 'V8'), 60_000);
    const id = seatId();
    const now = Date.now();
    await sit(t.db, send(), { token: p.token, game: GAME, seatId: id, buyIn: 50_000 }, now);
    expect(await p.balance()).toBe(10_000);
    for (const late of [0, 1, 2]) expect((await stand(t.db, send(), p.token, id, now + late)).status).toBe('cancelled');
    await send()('rollback', {
      playerToken: p.token,
      transactionId: `PK${id}:RB`,
      roundId: `PK${id}`,
      refTransactionId: `PK${id}:D`,
      gameCode: GAME,
    });
    expect(await p.balance()).toBe(60_000);
    expect((await money(id)).map((m) => m.kind)).toEqual(['debit', 'rollback']);
    // A late sit on the cancelled seat sits nothing again.
    expect((await sit(t.db, send(), { token: p.token, game: GAME, seatId: id, buyIn: 50_000 }, now + 5)).status).toBe('cancelled');
    expect(await p.balance()).toBe(60_000);

    // A seat whose page went away before any opponent came: the server gives up on it and refunds it, once.
    const gone = seatId();
    await sit(t.db, send(), { token: p.token, game: GAME, seatId: gone, buyIn: 50_000 }, now);
    expect(await p.balance()).toBe(10_000);
    await sweep(t.db, send(), now + ABANDONED_MS - 1);
    expect(await p.balance()).toBe(10_000);
    await sweep(t.db, send(), now + ABANDONED_MS + 1);
    await sweep(t.db, send(), now + ABANDONED_MS + 2);
    expect((await view(t.db, send(), p.token, gone, now + ABANDONED_MS + 3)).status).toBe('cancelled');
    expect(await p.balance()).toBe(60_000);
    expect((await money(gone)).map((m) => m.kind)).toEqual(['debit', 'rollback']);

    const refused = seatId();
    await expect(sit(t.db, send(), { token: p.token, game: GAME, seatId: refused, buyIn: 100_000 }, now)).rejects.toMatchObject({
      errorCode: 'balance.insufficient',
    });
    expect(await p.balance()).toBe(60_000);
    expect(await money(refused)).toEqual([]);
  });

  test('two players at the same stakes play each other: out-of-turn and illegal moves refused, concurrent moves serialised, chips conserved', async () => {
    const GAME = 'JILIPVP1001'; // JILI "Heads-up Hold'em 10/20"
    const a = await player(launch('jilipvp-1', GAME, 'JILI'));
    const b = await player(launch('jilipvp-1', GAME, 'JILI'));
    const [ida, idb] = [seatId(), seatId()];
    const now = Date.now();
    await sit(t.db, send(), { token: a.token, game: GAME, seatId: ida, buyIn: 400_000 }, now);
    let sb = await sit(t.db, send(), { token: b.token, game: GAME, seatId: idb, buyIn: 300_000 }, now + 500);
    expect(sb.status).toBe('playing');
    expect(sb.table!.opponent.bot).toBe(false);
    let sa = await view(t.db, send(), a.token, ida, now + 600);
    expect(sa.table!.tableId).toBe(sb.table!.tableId);
    // Each sees their own cards only.
    expect(sa.table!.myCards).not.toEqual(sb.table!.myCards);
    expect(sa.table!.opponentCards).toBeNull();

    const first = sa.table!.toAct === 'me' ? { p: a, id: ida } : { p: b, id: idb };
    const second = first.p === a ? { p: b, id: idb } : { p: a, id: ida };
    const handNo = sa.table!.handNo;
    const { street, actionNo } = decision(sa);
    await expect(
      action(t.db, send(), { token: second.p.token, seatId: second.id, handNo, street, actionNo, type: 'check' }, now + 700),
    ).rejects.toMatchObject({
      errorCode: 'poker.not.your.turn',
    });
    await expect(
      action(t.db, send(), { token: first.p.token, seatId: first.id, handNo, street, actionNo, type: 'raise', to: 2000 + 100 }, now + 700),
    ).rejects.toMatchObject({ errorCode: 'poker.action.invalid' });
    await expect(
      action(t.db, send(), { token: first.p.token, seatId: first.id, handNo: handNo + 1, street, actionNo, type: 'call' }, now + 700),
    ).rejects.toMatchObject({
      errorCode: 'poker.not.your.turn',
    });
    // Both at once, and the same move twice at once: one change at a time, the others refused.
    const race = await Promise.allSettled([
      action(t.db, send(), { token: first.p.token, seatId: first.id, handNo, street, actionNo, type: 'call' }, now + 800),
      action(t.db, send(), { token: first.p.token, seatId: first.id, handNo, street, actionNo, type: 'call' }, now + 800),
      action(t.db, send(), { token: second.p.token, seatId: second.id, handNo, street, actionNo, type: 'check' }, now + 800),
    ]);
    const done = race.filter((r) => r.status === 'fulfilled');
    expect(done.length).toBeGreaterThanOrEqual(1);
    // Out of turn, or the same decision answered twice (the repeat is stale: the hand moved on).
    for (const r of race)
      if (r.status === 'rejected')
        expect(['poker.not.your.turn', 'poker.action.stale']).toContain((r.reason as { errorCode: string }).errorCode);
    const table = await t.db.query<{ version: number; state: { hand: Hand } }>(
      `SELECT version, state FROM demo_poker_tables WHERE id = $1`,
      [sb.table!.tableId],
    );
    const calls = table[0].state.hand.log.filter((l) => l.type === 'call');
    expect(calls).toHaveLength(1);

    // Play it out: whoever is to act checks or calls.
    let t0 = now + 900;
    for (let i = 0; i < 20; i++) {
      sa = await view(t.db, send(), a.token, ida, t0);
      if (sa.table!.result) break;
      const turn = sa.table!.toAct === 'me' ? { p: a, id: ida } : { p: b, id: idb };
      const st = await view(t.db, send(), turn.p.token, turn.id, t0);
      await action(
        t.db,
        send(),
        { token: turn.p.token, seatId: turn.id, ...decision(st), type: st.table!.legal!.check ? 'check' : 'call' },
        t0++,
      );
    }
    sb = await view(t.db, send(), b.token, idb, t0);
    expect(sa.table!.result).not.toBeNull();
    expect(sb.table!.opponentCards).toEqual(sa.table!.myCards);
    const rake = sa.table!.result!.rake;
    expect(rake).toBe(Math.min(Math.floor((sa.table!.result!.pot * 5) / 100), 3 * 2000));

    // A stands up: A is credited; B goes back to waiting with their stack, and is credited when B stands up.
    const outA = await stand(t.db, send(), a.token, ida, t0 + 1);
    sb = await view(t.db, send(), b.token, idb, t0 + 2);
    expect(sb.status).toBe('waiting');
    const outB = await stand(t.db, send(), b.token, idb, t0 + 3);
    expect(outA.cashOut! + outB.cashOut! + rake).toBe(700_000);
    expect(await a.balance()).toBe(600_000 + outA.cashOut!);
    expect(await b.balance()).toBe(700_000 + outB.cashOut!);
    expect((await money(idb)).map((m) => m.kind)).toEqual(['debit', 'credit']);
  });

  test('five identical raises at once against the bot: one is applied, the four repeats are stale and change nothing', async () => {
    const GAME = 'KM1001'; // blinds 5/10
    const p = await player(launch('km-1', GAME, 'KM'));
    const id = seatId();
    const now = Date.now();
    await sit(t.db, send(), { token: p.token, game: GAME, seatId: id, buyIn: 50_000 }, now);
    let s = await view(t.db, send(), p.token, id, now + BOT_WAIT_MS);
    // Until it is the player's turn with a raise allowed (the bot may act first).
    for (let i = 0; i < 10 && !(s.table?.legal?.minRaiseTo && !s.table.result); i++)
      s = await view(t.db, send(), p.token, id, now + BOT_WAIT_MS + NEXT_HAND_MS * (i + 1));
    const legal = s.table!.legal!;
    expect(legal.minRaiseTo).not.toBeNull();
    const raise = { token: p.token, seatId: id, ...decision(s), type: 'raise' as const, to: legal.minRaiseTo! };
    const before = s.table!.actionNo;
    const race = await Promise.allSettled(Array.from({ length: 5 }, () => action(t.db, send(), raise, now + BOT_WAIT_MS + 1)));
    expect(race.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of race)
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ errorCode: 'poker.action.stale', value: { handNo: raise.handNo } });
    const [table] = await t.db.query<{ state: { hand: Hand; seats: string[] } }>(`SELECT state FROM demo_poker_tables WHERE id = $1`, [
      s.table!.tableId,
    ]);
    const me = table.state.seats.indexOf(id);
    const myRaises = table.state.hand.log.slice(before).filter((l) => l.seat === me && l.type === 'raise');
    expect(myRaises).toHaveLength(1);
    // The same key once more, later: still stale, still nothing.
    await expect(action(t.db, send(), raise, now + BOT_WAIT_MS + 2)).rejects.toMatchObject({ errorCode: 'poker.action.stale' });
  });

  test('a player who times out twice in a row is stood up and cashed out; a bust seat closes with a credit of 0', async () => {
    const GAME = 'KM1001'; // blinds 5/10
    const p = await player(launch('km-1', GAME, 'KM'));
    const id = seatId();
    const now = Date.now();
    await sit(t.db, send(), { token: p.token, game: GAME, seatId: id, buyIn: 50_000 }, now);
    let s = await view(t.db, send(), p.token, id, now + BOT_WAIT_MS);
    expect(s.status).toBe('playing');
    // The player is away: each read after the deadline times the hand out; after two timeouts they leave.
    let at = now + BOT_WAIT_MS;
    for (let i = 0; i < 10 && s.status === 'playing'; i++) {
      at += ACTION_MS + NEXT_HAND_MS;
      s = await view(t.db, send(), p.token, id, at);
    }
    expect(s.status).toBe('closed');
    expect(await p.balance()).toBe(1_000_000 - 50_000 + s.cashOut!);

    // All-in every hand against the bot until one of them busts.
    const q = await player(launch('km-1', GAME, 'KM'));
    const qid = seatId();
    await sit(t.db, send(), { token: q.token, game: GAME, seatId: qid, buyIn: 50_000 }, at);
    at += BOT_WAIT_MS;
    s = await view(t.db, send(), q.token, qid, at);
    for (let i = 0; i < 200 && s.status === 'playing'; i++) {
      const legal = s.table!.legal;
      if (legal && !s.table!.result) {
        const type = legal.maxRaiseTo !== null ? 'raise' : legal.check ? 'check' : 'call';
        s = await action(t.db, send(), { token: q.token, seatId: qid, ...decision(s), type, to: legal.maxRaiseTo ?? undefined }, at);
      } else {
        at += NEXT_HAND_MS;
        s = await view(t.db, send(), q.token, qid, at);
      }
    }
    if (s.status === 'waiting') {
      // The bot busted: the player waits for the next opponent with every chip.
      expect(s.stack).toBe(s.table!.stacks.me);
      s = await stand(t.db, send(), q.token, qid, at + 1);
    }
    expect(s.status).toBe('closed');
    expect(await q.balance()).toBe(1_000_000 - 50_000 + s.cashOut!);
    const credits = (await money(qid)).filter((m) => m.kind === 'credit');
    expect(credits).toHaveLength(1);
    expect(Number(credits[0].amount)).toBe(s.cashOut);
  });
});
