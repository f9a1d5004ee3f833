import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { postTransfer } from '../games/game-wallet';
import { fundMember } from '../../test/wallet-helpers';
import { drawWinners, runDraw, sha256 } from './raffle.service';
import { maskAccount } from '../games/winners.repository';

/**
 * Raffles and tickets: tickets from turnover and deposits between the raffle's start and its draw time (real members
 * only), a seed whose hash is published before the draw, winners recomputed here from the published seed and ticket
 * list, prizes paid through the ledger once however many times (or however concurrently) the draw runs.
 */

const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'tester' };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof createMember>>;
let seq = 0;
async function activity(type: string, config: object, startTime: number) {
  const code = `R${Date.now() % 1e8}${++seq}`;
  const res = await t.call({
    method: 'POST',
    url: '/ops/promotions/activities',
    headers: OPERATOR,
    payload: {
      code,
      type,
      category: 'event',
      title: { TH: code, EN: code },
      summary: { TH: '', EN: '' },
      content: { TH: '', EN: '' },
      startTime,
      endTime: null,
      config,
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: number; code: string };
}
const bet = (m: Member, key: string, amount: number) =>
  postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: key,
    code: 'BET',
    from: { memberId: m.id, wallet: 'MAIN' },
    to: { house: 'PROVIDER:TEST' },
    amount,
    meta: {},
  });
const prizesPaid = async (raffleId: number) =>
  t.db.query<{ member_id: number; amount: number; idempotency_key: string }>(
    `SELECT a.member_id, t.amount, t.idempotency_key FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id WHERE t.code = 'BONUS' AND t.idempotency_key LIKE $1 ORDER BY t.id`,
    [`BONUS:${raffleId}:%`],
  );

describe('raffle (RAFFLE) with tickets (TICKET)', () => {
  test("the seed's hash is published before the draw; the draw publishes the seed, the ticket list and winners anyone can recompute; prizes paid once", async () => {
    const start = Date.now() - 1_000;
    const drawTime = Date.now() + 60_000;
    const raffle = await activity('RAFFLE', { frequency: 'ONCE', reward: { drawTime, prizes: [5_000, 2_000] } }, start);
    await activity('TICKET', { frequency: 'ONCE', reward: { raffleCode: raffle.code, source: 'TURNOVER', every: 1_000 } }, start);
    await activity('TICKET', { frequency: 'ONCE', reward: { raffleCode: raffle.code, source: 'DEPOSIT', every: 10_000 } }, start);
    const [a, b] = [await createMember(t.db), await createMember(t.db)];
    const trial = await createMember(t.db, { type: 4, trial: true });
    for (const m of [a, b, trial]) await fundMember(t.db, m.id, 20_000);
    await bet(a, `raffle-a-${a.id}`, 3_500);
    await bet(b, `raffle-b-${b.id}`, 1_000);
    await bet(trial, `raffle-t-${trial.id}`, 9_000);

    const before = (await t.call({ method: 'GET', url: `/wps/promotions/raffles/${raffle.id}`, token: b.token })).json().value;
    expect(before).toMatchObject({ drawn: false, seed: null, tickets: null, winners: [], myTickets: 3, prizes: [5_000, 2_000] });
    expect(before.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect((await t.call({ method: 'GET', url: `/wps/promotions/activities/${raffle.id}`, token: b.token })).json().value.label).toBe(
      'JOIN',
    );
    // The reward centre lists the raffle while the merchant's RAFFLE switch is on (the demo has it on), not when off.
    const listed = async (m: Member) =>
      (await t.call({ method: 'GET', url: '/wps/promotions/rewards', token: m.token }))
        .json()
        .value.raffles.find((r: { promotionId: number }) => r.promotionId === raffle.id);
    expect(await listed(a)).toMatchObject({ code: raffle.code, myTickets: 5, seedHash: before.seedHash, drawn: false });
    await t.db.query(`UPDATE merchants SET settings = jsonb_set(settings, '{promos,RAFFLE,enabled}', 'false') WHERE code = 'DEMO'`);
    try {
      expect(await listed(a)).toBeUndefined();
    } finally {
      await t.db.query(`UPDATE merchants SET settings = jsonb_set(settings, '{promos,RAFFLE,enabled}', 'true') WHERE code = 'DEMO'`);
    }
    // The TICKET counter: the tickets held in raffles not drawn yet (b's 1,000 of bets earn none of the demo's weekly
    // raffle, one ticket a 10,000).
    const tickets = async (m: Member) =>
      (await t.call({ method: 'GET', url: '/wps/promotions/counters', token: m.token })).json().value.TICKET as { count: number };
    expect((await tickets(b)).count).toBe(3);
    // The draw before its time is refused and changes nothing.
    expect((await t.call({ method: 'POST', url: `/ops/promotions/raffles/${raffle.id}/draw`, headers: OPERATOR })).json().errorCode).toBe(
      'promo.not.started',
    );
    expect((await t.call({ method: 'GET', url: `/wps/promotions/raffles/${raffle.id}` })).json().value.seedHash).toBe(before.seedHash);

    // Twice at once after the draw time (the job and another instance): one draws, the other answers its result.
    const at = new Date(drawTime + 1_000);
    const runs = await Promise.all([runDraw(t.db, 'DEMO', raffle.id, at), runDraw(t.db, 'DEMO', raffle.id, at)]);
    expect(runs.map((r) => r.replayed).sort()).toEqual([false, true]);
    const after = (await t.call({ method: 'GET', url: `/wps/promotions/raffles/${raffle.id}`, token: a.token })).json().value;
    expect(sha256(after.seed)).toBe(before.seedHash);
    // a's 3 tickets (3,500 of turnover) and 2 from a deposit of 20,000; b's 1 and 2; the trial account none. The list is
    // published with masked names (product-rules 4.35), in the order of the member ids, which stay in the API.
    const [first, second] = a.id < b.id ? [a, b] : [b, a];
    const counts = new Map([
      [a.id, 5],
      [b.id, 3],
    ]);
    const masked = (m: Member) => maskAccount(m.account);
    expect(after.tickets).toEqual([first, second].flatMap((m) => Array<string>(counts.get(m.id)!).fill(masked(m))));
    expect(JSON.stringify(after)).not.toMatch(new RegExp(`"memberId"|\\b(${a.account}|${b.account})\\b`));
    expect(after.myTickets).toBe(5);
    // product-rules 4.36: the raffle on /m/activity is over: Issued for a winner, Close for the rest (Join before).
    const label = async (m: Member) =>
      (await t.call({ method: 'GET', url: `/wps/promotions/activities/${raffle.id}`, token: m.token })).json().value.label;
    const loser = await createMember(t.db);
    expect(await label(loser)).toBe('CLOSE');
    // Drawn: b's tickets of this raffle are used.
    expect((await tickets(b)).count).toBe(0);
    // Anyone recomputes the places from the published seed and list: the same tickets, names and prizes.
    expect(
      after.winners.map(({ place, ticket, name, prize }: Record<string, unknown>) => ({ place, ticket, holder: name, prize })),
    ).toEqual(drawWinners(after.seed, after.tickets, [5_000, 2_000]));
    expect(after.winners.map((w: { place: number; prize: number }) => [w.place, w.prize])).toEqual([
      [1, 5_000],
      [2, 2_000],
    ]);

    const paid = await prizesPaid(raffle.id);
    const winnerOf = (w: { ticket: number }) => (w.ticket < counts.get(first.id)! ? first : second);
    for (const m of [a, b])
      expect(await label(m)).toBe(after.winners.some((w: { ticket: number }) => winnerOf(w).id === m.id) ? 'ISSUED' : 'CLOSE');
    // The asking member (a) sees which places are theirs.
    for (const w of after.winners) expect(w.mine).toBe(winnerOf(w).id === a.id);
    expect(paid.map((p) => [Number(p.member_id), Number(p.amount), p.idempotency_key])).toEqual(
      after.winners.map((w: { ticket: number; prize: number; place: number }) => [
        winnerOf(w).id,
        w.prize,
        `BONUS:${raffle.id}:${winnerOf(w).id}:P${w.place}`,
      ]),
    );
    expect(await runDraw(t.db, 'DEMO', raffle.id, new Date(drawTime + 60_000))).toMatchObject({
      replayed: true,
      winners: after.winners.map((w: object) => ({ ...w, mine: false })),
      seed: after.seed,
    });
    expect(await prizesPaid(raffle.id)).toHaveLength(2);
  });

  test('drawWinners is a function of the seed and the ticket list: the same inputs the same winners, a ticket wins once', () => {
    const tickets = [7, 7, 9, 12, 12, 12];
    const once = drawWinners('abc', tickets, [300, 200, 100]);
    expect(drawWinners('abc', tickets, [300, 200, 100])).toEqual(once);
    expect(new Set(once.map((w) => w.ticket)).size).toBe(3);
    for (const w of once) expect(tickets[w.ticket]).toBe(w.holder);
    expect(drawWinners('abc', [5], [300, 200])).toEqual([{ place: 1, ticket: 0, holder: 5, prize: 300 }]);
    // Only positions matter: masked names in place of ids draw the same tickets.
    expect(drawWinners('abc', ['a***x', 'a***x', 'b***y', 'c***z', 'c***z', 'c***z'], [300, 200, 100]).map((w) => w.ticket)).toEqual(
      once.map((w) => w.ticket),
    );
    expect(drawWinners('abc', [], [300])).toEqual([]);
  });

  test('an unknown raffle, or an activity of another type, is not found', async () => {
    expect((await t.call({ method: 'GET', url: '/wps/promotions/raffles/999999' })).statusCode).toBe(404);
    const login = (await t.db.query<{ id: number }>(`SELECT id FROM promotions WHERE merchant_code = 'DEMO' AND code = 'DAILYLOGIN'`))[0]
      .id;
    expect((await t.call({ method: 'POST', url: `/ops/promotions/raffles/${login}/draw`, headers: OPERATOR })).statusCode).toBe(404);
  });
});
