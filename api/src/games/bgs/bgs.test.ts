import fc from 'fast-check';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMember } from '../../../test/members';
import { hashServerSeed } from './fair';

/** Money tests need the wallet ledger (api/src/wallet/ledger.service.ts); they run once it is in the tree. */

describe('BGS in-house games', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  test('rules: stated RTP per game', async () => {
    const value = (await t.call({ method: 'GET', url: '/wps/bgs/games' })).json().value;
    expect(value.slot.rtp).toBeCloseTo(0.9596, 4);
    expect(value.roulette.rtp).toBeCloseTo(36 / 37, 6);
    expect(value.baccarat.rtp.banker).toBeCloseTo(0.98936, 5);
  });

  test('free play reveals its seed and the verify endpoint recomputes the same outcome', async () => {
    const free = (
      await t.call({ method: 'POST', url: '/wps/bgs/roulette/play', payload: { free: true, bets: [{ target: 'red', amount: 1000 }] } })
    ).json().value;
    expect(free.serverSeedHash).toBe(hashServerSeed(free.serverSeed));
    const verified = (
      await t.call({
        method: 'POST',
        url: '/wps/bgs/verify',
        payload: {
          game: 'roulette',
          serverSeed: free.serverSeed,
          clientSeed: free.clientSeed,
          nonce: 0,
          request: { bets: [{ target: 'red', amount: 1000 }] },
        },
      })
    ).json().value;
    expect(verified.outcome).toEqual(free.outcome);
    expect(verified.serverSeedHash).toBe(free.serverSeedHash);
  });

  test('seed hash before play, client seed editable, rotation reveals the seed behind the hash', async () => {
    const member = await createMember(t.db);
    const seed = (await t.call({ method: 'GET', url: '/wps/bgs/seeds', token: member.token })).json().value;
    expect(seed).toMatchObject({ nonce: 0, serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const rotated = (
      await t.call({ method: 'POST', url: '/wps/bgs/seeds/rotate', token: member.token, payload: { clientSeed: 'my-lucky-seed' } })
    ).json().value;
    expect(hashServerSeed(rotated.revealed.serverSeed)).toBe(seed.serverSeedHash);
    expect(rotated.next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(rotated.next.serverSeedHash).not.toBe(seed.serverSeedHash);
    expect(
      (await t.call({ method: 'POST', url: '/wps/bgs/seeds/rotate', token: member.token, payload: { clientSeed: 'bad seed with spaces' } }))
        .statusCode,
    ).toBe(400);
  });

  test('real play needs a real member', async () => {
    expect((await t.call({ method: 'POST', url: '/wps/bgs/slot/play', payload: { roundId: 'abcdefgh1', bet: 1000 } })).statusCode).toBe(
      401,
    );
    const trial = await createMember(t.db, { type: 4, trial: true });
    expect(
      (await t.call({ method: 'POST', url: '/wps/bgs/slot/play', token: trial.token, payload: { roundId: 'abcdefgh1', bet: 1000 } })).json()
        .errorCode,
    ).toBe('free_reject');
  });

  test('bad bets never 500 and never advance the nonce', async () => {
    const member = await createMember(t.db);
    await t.call({ method: 'GET', url: '/wps/bgs/seeds', token: member.token });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('slot', 'roulette', 'baccarat', 'dice', '%00'),
        fc.oneof(
          fc.record({ roundId: fc.string(), bet: fc.oneof(fc.integer(), fc.double(), fc.string()) }, { requiredKeys: [] }),
          fc.record({
            roundId: fc.constant('round-0001'),
            bets: fc.array(
              fc.record({
                target: fc.string({ maxLength: 5 }),
                type: fc.string({ maxLength: 12 }),
                amount: fc.oneof(fc.integer({ min: -1000, max: 99 }), fc.double(), fc.constant(150)),
              }),
              { maxLength: 70 },
            ),
          }),
          fc.anything(),
        ),
        async (game, payload) => {
          const res = await t.call({
            method: 'POST',
            url: `/wps/bgs/${encodeURIComponent(game)}/play`,
            token: member.token,
            payload: payload as object,
          });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 80 },
    );
    const seed = (await t.call({ method: 'GET', url: '/wps/bgs/seeds', token: member.token })).json().value;
    expect(seed.nonce).toBe(0);
    expect((await t.db.query('SELECT 1 FROM bgs_rounds WHERE member_id = $1', [member.id])).length).toBe(0);
  });

  test('a round debits the bet and credits the win in the ledger, idempotent by round id; stored rounds verify after rotation', async () => {
    const { postTransfer, walletBalance } = await import('../game-wallet');
    const member = await createMember(t.db);
    await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: `test-deposit-${member.id}`,
      code: 'DEPOSIT',
      from: { house: 'CASHIER' },
      to: { memberId: member.id, wallet: 'MAIN' },
      amount: 1_000_000,
    });
    const play = (roundId: string, payload: object) =>
      t.call({ method: 'POST', url: '/wps/bgs/slot/play', token: member.token, payload: { roundId, ...payload } });
    const first = (await play('round-aaaa-0001', { bet: 2000 })).json().value;
    expect(first.balance).toBe(1_000_000 - 2000 + first.win);
    const again = (await play('round-aaaa-0001', { bet: 2000 })).json().value;
    expect(again).toMatchObject({ replayed: true, win: first.win, balance: first.balance });
    expect((await play('round-aaaa-0001', { bet: 5000 })).json().errorCode).toBe('idempotency.conflict');
    const second = (await play('round-aaaa-0002', { bet: 2000 })).json().value;
    expect(second.nonce).toBe(first.nonce + 1);
    expect(await walletBalance(t.db, member.id, 'MAIN')).toBe(second.balance);

    expect((await t.call({ method: 'GET', url: `/wps/bgs/rounds/${first.id}/verify`, token: member.token })).json().errorCode).toBe(
      'bgs.seed.not.revealed',
    );
    await t.call({ method: 'POST', url: '/wps/bgs/seeds/rotate', token: member.token, payload: {} });
    const check = (await t.call({ method: 'GET', url: `/wps/bgs/rounds/${first.id}/verify`, token: member.token })).json().value;
    expect(check).toMatchObject({ hashMatches: true, outcomeMatches: true });
    // Another member cannot read it.
    const other = await createMember(t.db);
    expect((await t.call({ method: 'GET', url: `/wps/bgs/rounds/${first.id}/verify`, token: other.token })).statusCode).toBe(404);
  });

  test('insufficient balance refuses the round and changes nothing', async () => {
    const member = await createMember(t.db);
    const res = await t.call({
      method: 'POST',
      url: '/wps/bgs/baccarat/play',
      token: member.token,
      payload: { roundId: 'round-broke-01', bets: [{ type: 'banker', amount: 1000 }] },
    });
    expect(res.json().errorCode).toBe('balance.insufficient');
    expect((await t.call({ method: 'GET', url: '/wps/bgs/seeds', token: member.token })).json().value.nonce).toBe(0);
  });
});
