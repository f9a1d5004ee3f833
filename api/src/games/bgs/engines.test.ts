import crypto from 'node:crypto';
import fc from 'fast-check';
import { fairRandom, hashServerSeed, simulationRandom, uniformInt } from './fair';
import { evaluateSlot, linePay, slotExactRtp, slotReturnPerUnit, SLOT_LINES, SLOT_STATED_RTP, SLOT_STRIPS, spinSlot } from './slot';
import { coveredNumbers, OUTSIDE_BETS, pocketColor, ROULETTE_STATED_RTP, settleRoulette, WHEEL_ORDER } from './roulette';
import { baccaratExactRtp, BACCARAT_BETS, BACCARAT_STATED_RTP, bankerDraws, dealBaccarat, settleBaccarat } from './baccarat';

describe('provably fair stream', () => {
  test('same seeds and nonce give the same words; any change gives others', () => {
    const seed = 'a'.repeat(64);
    const draw = (client: string, nonce: number) => {
      const r = fairRandom(seed, client, nonce);
      return Array.from({ length: 20 }, () => r.int(1000));
    };
    expect(draw('c', 1)).toEqual(draw('c', 1));
    expect(draw('c', 1)).not.toEqual(draw('d', 1));
    const a = fairRandom(seed, 'c', 1),
      b = fairRandom(seed, 'c', 2);
    expect(Array.from({ length: 8 }, () => a.int(1e9))).not.toEqual(Array.from({ length: 8 }, () => b.int(1e9)));
  });

  test('words are HMAC_SHA256(serverSeed, clientSeed:nonce:cursor), big-endian, documented order', () => {
    const r = fairRandom('server', 'client', 7);
    const block0 = crypto.createHmac('sha256', 'server').update('client:7:0').digest();
    const block1 = crypto.createHmac('sha256', 'server').update('client:7:1').digest();
    const words = [...Array(8).keys()].map((i) => block0.readUInt32BE(i * 4)).concat([block1.readUInt32BE(0)]);
    // n = 2^31 accepts every word below 2^32 (limit = 2^32), so each draw is word % 2^31.
    for (const word of words) expect(r.int(2 ** 31)).toBe(word % 2 ** 31);
    expect(hashServerSeed('server')).toBe(crypto.createHash('sha256').update('server').digest('hex'));
  });

  test('rejection sampling has no modulo bias and stays in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 - 1 }),
        fc.array(fc.integer({ min: 0, max: 2 ** 32 - 1 }), { minLength: 1, maxLength: 50 }),
        (n, words) => {
          const queue = [...words, 0];
          const v = uniformInt(() => queue.shift() ?? 0, n);
          return Number.isInteger(v) && v >= 0 && v < n;
        },
      ),
    );
    // With n = 3, words at or above floor(2^32/3)*3 are rejected.
    const limit = Math.floor(2 ** 32 / 3) * 3;
    const queue = [limit, limit + 1, 5];
    expect(uniformInt(() => queue.shift()!, 3)).toBe(2);
    expect(() => uniformInt(() => 0, 0)).toThrow(RangeError);
  });

  test('simulation generator is roughly uniform', () => {
    const r = simulationRandom(1);
    const counts = new Array(37).fill(0);
    for (let i = 0; i < 370000; i++) counts[r.int(37)]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
  });
});

describe('slot', () => {
  test('line pays: runs from the left, wilds substitute, the best reading wins', () => {
    expect(linePay(['seven', 'seven', 'seven', 'cherry', 'seven'])).toEqual({ symbol: 'seven', count: 3, multiplier: 80 });
    expect(linePay(['wild', 'seven', 'wild', 'seven', 'bell'])).toEqual({ symbol: 'seven', count: 4, multiplier: 400 });
    expect(linePay(['wild', 'wild', 'wild', 'cherry', 'cherry'])).toEqual({ symbol: 'wild', count: 3, multiplier: 200 });
    expect(linePay(['wild', 'wild', 'wild', 'wild', 'wild'])).toEqual({ symbol: 'wild', count: 5, multiplier: 5000 });
    expect(linePay(['cherry', 'lemon', 'cherry', 'cherry', 'cherry'])).toBeNull();
  });

  test('stated RTP is the exact RTP of the paytable', () => {
    expect(Math.abs(slotExactRtp() - SLOT_STATED_RTP)).toBeLessThan(0.00005);
  });

  test('the fast simulation path agrees with the full evaluation', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (seed) => {
        const stops = SLOT_STRIPS.map((strip) => simulationRandom(seed).int(strip.length));
        const replay = { queue: [...stops], int: (n: number) => replay.queue.shift()! % n };
        const fast = slotReturnPerUnit(replay);
        return Math.abs(fast - evaluateSlot(stops, SLOT_LINES * 100).win / (SLOT_LINES * 100)) < 1e-9;
      }),
    );
  });

  test('a spin pays line bet x multiplier on every winning line', () => {
    const outcome = spinSlot(simulationRandom(42), 2000);
    expect(outcome.grid).toHaveLength(5);
    expect(outcome.win).toBe(outcome.lines.reduce((s, l) => s + l.multiplier * 100, 0));
  });
});

describe('roulette', () => {
  test('wheel and table', () => {
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(pocketColor(0)).toBe('green');
    expect(pocketColor(32)).toBe('red');
    expect(pocketColor(15)).toBe('black');
    expect(coveredNumbers('37')).toBeNull();
    expect(coveredNumbers('nope')).toBeNull();
    for (const bet of OUTSIDE_BETS) expect(36 % coveredNumbers(bet)!.length).toBe(0);
  });

  test('every bet returns exactly 36/37 over the 37 pockets', () => {
    for (const target of [...Array.from({ length: 37 }, (_, i) => String(i)), ...OUTSIDE_BETS]) {
      let sum = 0;
      for (let n = 0; n < 37; n++) sum += settleRoulette(n, [{ target, amount: 100 }]).win;
      expect(sum / 37 / 100).toBeCloseTo(ROULETTE_STATED_RTP, 12);
    }
  });

  test('payouts', () => {
    const out = settleRoulette(17, [
      { target: '17', amount: 100 },
      { target: 'red', amount: 100 },
      { target: 'odd', amount: 100 },
      { target: 'dozen2', amount: 100 },
      { target: 'column2', amount: 100 },
    ]);
    expect(out.bets.map((b) => b.win)).toEqual([3600, 0, 200, 300, 300]);
    expect(out.totalBet).toBe(500);
  });
});

describe('baccarat', () => {
  test('tableau rules', () => {
    expect(bankerDraws(5, null)).toBe(true);
    expect(bankerDraws(6, null)).toBe(false);
    expect(bankerDraws(3, 8)).toBe(false);
    expect(bankerDraws(6, 6)).toBe(true);
    expect(bankerDraws(4, 1)).toBe(false);
    // Player 8 natural stands: 3+5 vs banker 2+2.
    const cards = [2, 1, 4, 1];
    const hand = dealBaccarat(() => cards.shift()!);
    expect(hand).toMatchObject({ playerTotal: 8, bankerTotal: 4, winner: 'player', player: [2, 4], banker: [1, 1], bankerPair: true });
  });

  test('settlement: banker pays 0.95, tie pushes player and banker bets', () => {
    const tie = dealBaccarat(
      (
        (c) => () =>
          c.shift()!
      )([9, 10, 8, 8]),
    ); // P 10+9, B J+9: 9 : 9 naturals
    expect(tie.winner).toBe('tie');
    const out = settleBaccarat(tie, [
      { type: 'banker', amount: 100 },
      { type: 'tie', amount: 100 },
      { type: 'player', amount: 100 },
    ]);
    expect(out.bets.map((b) => b.win)).toEqual([100, 900, 100]);
    const bankerWin = dealBaccarat(
      (
        (c) => () =>
          c.shift()!
      )([0, 7, 0, 9]),
    ); // A+A=2 vs 8+10=8 natural
    expect(settleBaccarat(bankerWin, [{ type: 'banker', amount: 100 }]).win).toBe(195);
  });

  test('stated RTP per bet type is the exact RTP', () => {
    const exact = baccaratExactRtp();
    for (const type of BACCARAT_BETS) expect(Math.abs(exact[type] - BACCARAT_STATED_RTP[type])).toBeLessThan(0.00001);
  });
});
