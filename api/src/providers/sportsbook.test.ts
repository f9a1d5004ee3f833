import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { DEMO_PROVIDER_SECRET, newVendorId, providerPlayerToken } from '../../test/provider-helpers';
import { fundMember } from '../../test/wallet-helpers';
import { walletBalance } from '../games/game-wallet';
import { hashServerSeed } from '../games/bgs/fair';
import { signedCallback } from './demo-provider';
import { loadProvidersConfig } from './provider.config';
import {
  BOOK_SPORTS,
  boardMatches,
  drawMatch,
  marketsAt,
  matchOf,
  resultOf,
  serverSeedOf,
  stateAt,
  type DrawnMatch,
  type Sport,
} from './sportsbook';
import { board, myBets, payoutOf, placeBet, publishResults, SPORTS_LIMITS } from './sportsbook.service';
import { localCallbacks, SPORTS_RESULTS_JOB } from './sportsbook.jobs';
import { advanceTestClock, sportsNow } from './sportsbook.clock';
import type { JobContext } from '../jobs/scheduler';
import type { SportsBetRequest } from '@site/shared/src/contracts/sportsbook';

const SBO = 'nodeId=sbo-1&gameId=SBO1001&vassalage=SBO&gameType=SPORTS';
const IMES = 'nodeId=imes-1&gameId=IMES1001&vassalage=IMES&gameType=ESPORTS';
const HOUR = 3600_000;
const SECRET = DEMO_PROVIDER_SECRET;

describe('the demo sportsbook and e-sports book', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const send = () =>
    signedCallback(loadProvidersConfig().providers.DEMO, async (url, payload, headers) => {
      const response = await t.call({ method: 'POST', url, payload, headers });
      return { status: response.statusCode, body: response.json() };
    });
  const betId = () => newVendorId('sb');
  async function player(launch = SBO, amount = 1_000_000) {
    const member = await createMember(t.db);
    const playerToken = await providerPlayerToken(t, member.token, launch);
    const { wallet } = (await send()('balance', { playerToken })) as { wallet: string };
    await fundMember(t.db, member.id, amount, 'DEMO', wallet);
    // Read from the ledger: it holds whether or not the session is still live.
    const balance = () => walletBalance(t.db, member.id, wallet);
    return { member, playerToken, balance, game: new URLSearchParams(launch).get('gameId')! };
  }
  const moneyOf = (betIdValue: string) =>
    t.db.query<{ kind: string; amount: string; status: string }>(
      `SELECT kind, amount, status FROM provider_transactions WHERE round_id = $1 ORDER BY id`,
      [`SB-${betIdValue}`],
    );
  /** Upcoming matches of a sport at `now` that are (or are not) abandoned, soonest first. */
  const upcoming = (sport: Sport, now: number, abandoned = false) =>
    boardMatches(SECRET, sport, now).filter((m) => m.kickoff > now && m.abandoned === abandoned);
  const selection = (m: DrawnMatch, now: number, market: string, outcome: string) => {
    const s = marketsAt(m, stateAt(m, now))
      .find((x) => x.market === market)!
      .selections.find((x) => x.outcome === outcome)!;
    return { id: s.id, odds: s.odds! };
  };
  /** The longest price of a market (the favourite's may be too short to be offered). */
  const longest = (m: DrawnMatch, now: number, market: string) => {
    const s = marketsAt(m, stateAt(m, now))
      .find((x) => x.market === market)!
      .selections.reduce((a, b) => ((b.odds ?? 0) > (a.odds ?? 0) ? b : a));
    return { id: s.id, odds: s.odds!, outcome: s.outcome };
  };
  const bet = (
    p: { playerToken: string; game: string },
    selections: Array<{ id: string; odds: number }>,
    stake: number,
  ): SportsBetRequest => ({
    token: p.playerToken,
    game: p.game,
    betId: betId(),
    kind: selections.length > 1 ? 'parlay' : 'single',
    stake,
    selections,
  });

  test('every player sees the same board; a result can be drawn again from the seed revealed with it', async () => {
    const now = 1_900_000_000_000;
    const a = board(SECRET, 'SPORTS', now);
    expect(board(SECRET, 'SPORTS', now)).toEqual(a);
    expect(a.sports.map((s) => s.sport)).toEqual(['football', 'basketball']);
    const football = a.sports[0].matches;
    expect(football.some((m) => m.status === 'live')).toBe(true);
    expect(football.filter((m) => m.status === 'upcoming').length).toBeGreaterThanOrEqual(10);
    for (const m of football) {
      expect(m.home).not.toBe(m.away);
      expect(m.markets.map((x) => x.market)).toEqual(['1X2', 'AH', 'OU']);
    }
    expect(board(SECRET, 'ESPORTS', now).sports.map((s) => s.sport)).toEqual(BOOK_SPORTS.ESPORTS);
    // Upcoming prices carry the stated margin: the fair chances of 1X2 add up to 1, so the inverse odds add up to about 1.05.
    const pre = football.find((m) => m.status === 'upcoming')!;
    const inverse = pre.markets[0].selections.reduce((sum, s) => sum + 100 / s.odds!, 0);
    expect(inverse).toBeGreaterThan(1.05);
    expect(inverse).toBeLessThan(1.06);

    const http = await t.call({ method: 'GET', url: '/provider/demo/sports/board?book=ESPORTS' });
    expect(http.statusCode).toBe(200);
    expect(http.json().value.sports).toHaveLength(4);
    const ref = matchOf(SECRET, 'football', 1_000_000);
    const seed = serverSeedOf(SECRET, ref.matchId);
    expect(drawMatch(seed, 'football', 1_000_000)).toEqual(ref);
    expect(hashServerSeed(seed)).toHaveLength(64);
  });

  test('a single is one debit (placing it again places nothing); limits and bad selections are refused with their keys', async () => {
    const p = await player();
    const now = 1_901_000_000_000;
    const [m1, m2] = upcoming('football', now);
    const home = selection(m1, now, '1X2', 'home');
    const single = bet(p, [home], 10_000);
    const placed = await placeBet(t.db, send(), SECRET, single, now);
    expect(placed).toMatchObject({
      balance: 990_000,
      bet: { status: 'open', stake: 10_000, odds: home.odds, legs: [{ matchId: m1.matchId }] },
    });
    expect((await placeBet(t.db, send(), SECRET, single, now + 1000)).balance).toBe(990_000);
    await expect(placeBet(t.db, send(), SECRET, { ...single, stake: 20_000 }, now)).rejects.toMatchObject({
      errorCode: 'idempotency.conflict',
    });
    const refused = (req: Partial<SportsBetRequest>, errorCode: string) =>
      expect(placeBet(t.db, send(), SECRET, { ...single, betId: betId(), ...req }, now)).rejects.toMatchObject({ errorCode });
    await refused({ stake: 900 }, 'sports.stake.min');
    await refused({ stake: 1050 }, 'sports.stake.min');
    await refused({ stake: SPORTS_LIMITS.maxStakeSingle + 100 }, 'sports.stake.max');
    await refused({ kind: 'parlay' }, 'sports.parlay.invalid');
    await refused({ kind: 'parlay', selections: [home, selection(m1, now, 'OU', 'over')] }, 'sports.parlay.invalid');
    await refused(
      { kind: 'parlay', selections: [home, selection(m2, now, 'AH', 'home')], stake: SPORTS_LIMITS.maxStakeParlay + 100 },
      'sports.stake.max',
    );
    await refused({ selections: [{ id: 'XX1:1X2:home', odds: 200 }] }, 'sports.selection.closed');
    // A finished match takes no bets; an e-sports selection is not on the sportsbook.
    await expect(placeBet(t.db, send(), SECRET, { ...single, betId: betId() }, m1.finishedAt)).rejects.toMatchObject({
      errorCode: 'sports.selection.closed',
    });
    const dota = upcoming('dota2', now)[0];
    await refused({ selections: [selection(dota, now, 'ML', 'home')] }, 'sports.selection.closed');
    // The largest payout per bet.
    const long = selection(m2, now, '1X2', 'draw');
    const stake = Math.ceil((SPORTS_LIMITS.maxPayout * 100) / long.odds / 100) * 100 + 100;
    if (stake <= SPORTS_LIMITS.maxStakeSingle) await refused({ selections: [long], stake }, 'sports.payout.max');
    const hugeParlay = [
      selection(m1, now, '1X2', 'draw'),
      selection(m2, now, '1X2', 'draw'),
      selection(upcoming('football', now)[2], now, '1X2', 'draw'),
    ];
    await refused({ kind: 'parlay', selections: hugeParlay, stake: SPORTS_LIMITS.maxStakeParlay }, 'sports.payout.max');
    expect(await p.balance()).toBe(990_000);
    expect((await moneyOf(single.betId)).map((m) => m.kind)).toEqual(['debit']);
  });

  test('a bet the wallet refuses (not enough balance) holds nothing and never settles', async () => {
    const p = await player(SBO, 5_000);
    const now = 1_901_500_000_000;
    const [m] = upcoming('football', now);
    const req = bet(p, [selection(m, now, '1X2', 'away')], 10_000);
    await expect(placeBet(t.db, send(), SECRET, req, now)).rejects.toMatchObject({ errorCode: 'balance.insufficient' });
    await publishResults(t.db, send(), SECRET, m.finishedAt + 1);
    expect(await p.balance()).toBe(5_000);
    expect(await moneyOf(req.betId)).toEqual([]);
    const [row] = await t.db.query<{ status: string; sealed_token: string | null }>(
      `SELECT status, sealed_token FROM demo_sports_bets WHERE bet_id = $1`,
      [req.betId],
    );
    expect(row).toEqual({ status: 'refused', sealed_token: null });
  });

  test('a lower price than shown is refused with the new odds, unless any change is accepted; a higher one is taken', async () => {
    const p = await player();
    // A live football match whose home price moves between two minutes.
    let from = 1_902_000_000_000;
    let found: { m: DrawnMatch; t1: number; t2: number; key: string; lower: boolean } | null = null;
    for (let i = 0; !found && i < 500; i++, from += 60_000) {
      for (const m of boardMatches(SECRET, 'football', from).filter((x) => x.kickoff < from && !x.abandoned)) {
        const a = selection(m, from, 'OU', 'over');
        const b = selection(m, from + 60_000, 'OU', 'over');
        if (a.odds && b.odds && a.odds !== b.odds) {
          found = { m, t1: from, t2: from + 60_000, key: a.id, lower: b.odds < a.odds };
          break;
        }
      }
    }
    expect(found).not.toBeNull();
    const { m, t1, t2 } = found!;
    const shown = selection(m, t1, 'OU', 'over');
    const now = selection(m, t2, 'OU', 'over');
    const req = bet(p, [shown], 5_000);
    if (found!.lower) {
      const error = await placeBet(t.db, send(), SECRET, req, t2).catch((e) => e);
      expect(error).toMatchObject({ errorCode: 'sports.odds.changed', value: { selections: [{ id: shown.id, odds: now.odds }] } });
      expect(await p.balance()).toBe(1_000_000);
      const taken = await placeBet(t.db, send(), SECRET, { ...req, acceptAnyOdds: true }, t2);
      expect(taken.bet.odds).toBe(now.odds);
    } else {
      const taken = await placeBet(t.db, send(), SECRET, req, t2);
      expect(taken.bet.odds).toBe(now.odds);
    }
    // The other direction: shown the later price, placed at the earlier one.
    const back = await placeBet(t.db, send(), SECRET, bet(p, [now], 5_000), t1).catch((e) => e);
    if (found!.lower) expect(back.bet.odds).toBe(shown.odds);
    else expect(back).toMatchObject({ errorCode: 'sports.odds.changed' });
    // Over HTTP the refusal carries the new odds too.
    if (found!.lower) {
      const http = await t.call({
        method: 'POST',
        url: '/provider/demo/sports/bet',
        payload: { ...req, betId: betId(), selections: [{ id: shown.id, odds: 5000 }] },
      });
      expect(http.statusCode).toBe(409);
      expect(http.json()).toMatchObject({ errorCode: 'sports.odds.changed' });
    }
  });

  test('the feed settles a single and a parlay once, however often and from however many instances it runs', async () => {
    const p = await player();
    const now = 1_903_000_000_000;
    const [m1, m2] = upcoming('football', now);
    const bk = upcoming('basketball', now)[0];
    const single = bet(p, [selection(m1, now, 'OU', 'over')], 10_000);
    const parlay = bet(p, [selection(m1, now, '1X2', 'home'), selection(bk, now, 'ML', 'home')], 5_000);
    const other = bet(p, [selection(m2, now, 'AH', 'away'), selection(bk, now, 'OU', 'under')], 2_000);
    for (const b of [single, parlay, other]) await placeBet(t.db, send(), SECRET, b, now);
    expect(await p.balance()).toBe(1_000_000 - 17_000);

    // The sessions are long over when the results come: the settling callbacks still find them.
    await t.db.query(`UPDATE provider_sessions SET expires_at = now() - interval '1 hour' WHERE member_id = $1`, [p.member.id]);
    // ...but a new bet on an expired session is refused.
    await expect(placeBet(t.db, send(), SECRET, bet(p, [selection(m2, now, '1X2', 'home')], 1_000), now)).rejects.toMatchObject({
      errorCode: 'provider.session.invalid',
    });
    // Only m1 has finished: the single settles, both parlays wait for their other leg.
    const first = Math.max(m1.finishedAt, m2.kickoff) + 1;
    expect(first).toBeLessThan(bk.finishedAt);
    await publishResults(t.db, send(), SECRET, Math.min(first, bk.finishedAt - 1));
    const singleWin =
      resultOf('OU', 'over', marketsAt(m1, stateAt(m1, now))[2].line, m1.final) === 'won'
        ? payoutOf(10_000, [single.selections[0].odds])
        : 0;
    expect(await p.balance()).toBe(1_000_000 - 17_000 + singleWin);
    expect((await moneyOf(parlay.betId)).map((m) => m.kind)).toEqual(['debit']);

    const end = Math.max(m2.finishedAt, bk.finishedAt) + 1;
    // Two instances at once, then again: each bet is paid once.
    const runs = await Promise.all([
      publishResults(t.db, send(), SECRET, end),
      publishResults(t.db, localCallbacks(t.db, loadProvidersConfig().providers.DEMO), SECRET, end),
    ]);
    expect(runs.every((r) => r.failed === 0)).toBe(true);
    await publishResults(t.db, send(), SECRET, end + HOUR);
    const expected = (b: SportsBetRequest, legs: Array<[DrawnMatch, string, string]>) => {
      const results = legs.map(([m, market, outcome]) =>
        resultOf(market as never, outcome as never, marketsAt(m, stateAt(m, now)).find((x) => x.market === market)!.line, m.final),
      );
      if (results.includes('lost')) return 0;
      return payoutOf(
        b.stake,
        results.map((r, i) => (r === 'won' ? b.selections[i].odds : 100)),
      );
    };
    const parlayWin = expected(parlay, [
      [m1, '1X2', 'home'],
      [bk, 'ML', 'home'],
    ]);
    const otherWin = expected(other, [
      [m2, 'AH', 'away'],
      [bk, 'OU', 'under'],
    ]);
    expect(await p.balance()).toBe(1_000_000 - 17_000 + singleWin + parlayWin + otherWin);
    for (const b of [single, parlay, other]) expect((await moneyOf(b.betId)).map((m) => m.kind)).toEqual(['debit', 'credit']);
    // Callbacks repeated or out of order move nothing: the credit again, the debit again after the credit.
    await send()('credit', {
      playerToken: p.playerToken,
      transactionId: `SB:${parlay.betId}:C`,
      roundId: `SB-${parlay.betId}`,
      amount: parlayWin,
      gameCode: 'SBO1001',
    });
    await send()('debit', {
      playerToken: p.playerToken,
      transactionId: `SB:${parlay.betId}:D`,
      roundId: `SB-${parlay.betId}`,
      amount: 5_000,
      gameCode: 'SBO1001',
    }).catch(() => undefined);
    expect(await p.balance()).toBe(1_000_000 - 17_000 + singleWin + parlayWin + otherWin);

    // My bets: settled with legs and scores; the site's bet records name the game and the outcome of each bet.
    await t.db.query(`UPDATE provider_sessions SET expires_at = now() + interval '1 hour' WHERE member_id = $1`, [p.member.id]);
    const mine = await myBets(t.db, send(), p.playerToken, true);
    expect(mine.bets.map((b) => b.betId).sort()).toEqual([single.betId, parlay.betId, other.betId].sort());
    const parlayView = mine.bets.find((b) => b.betId === parlay.betId)!;
    expect(parlayView.legs.map((l) => l.score)).toEqual([m1.final, bk.final]);
    expect(parlayView.status).toBe(parlayWin > 0 ? 'won' : 'lost');
    expect((await myBets(t.db, send(), p.playerToken, false)).bets).toEqual([]);
    // Each book lists its own bets.
    expect((await myBets(t.db, send(), p.playerToken, true, 'SBO1001')).bets).toHaveLength(3);
    expect((await myBets(t.db, send(), p.playerToken, true, 'IMES1001')).bets).toEqual([]);
    const records = await t.call({ method: 'GET', url: '/wps/wallets/bets?language=EN', token: p.member.token });
    const rows = records.json().value.rows as Array<{ roundId: string; gameName: string; status: string; winAmount: number }>;
    const row = rows.find((r) => r.roundId === `SB-${parlay.betId}`)!;
    expect(row).toMatchObject({ gameName: 'SBOBET Sportsbook', status: parlayWin > 0 ? 'WON' : 'LOST', winAmount: parlayWin });
  });

  test('an abandoned match voids its bets: a single is refunded once by a rollback, a parlay leg counts at 1.00', async () => {
    const p = await player(IMES);
    const now = 1_904_000_000_000;
    let slotNow = now;
    let abandoned: DrawnMatch | undefined;
    for (let i = 0; !abandoned && i < 200; i++, slotNow += 4 * HOUR) abandoned = upcoming('cs2', slotNow, true)[0];
    expect(abandoned).toBeDefined();
    const at = abandoned!.kickoff - 1000;
    const fine = upcoming('dota2', at)[0];
    const fineLeg = longest(fine, at, 'ML');
    const single = bet(p, [longest(abandoned!, at, 'ML')], 10_000);
    const parlay = bet(p, [longest(abandoned!, at, 'OU'), fineLeg], 10_000);
    await placeBet(t.db, send(), SECRET, single, at);
    await placeBet(t.db, send(), SECRET, parlay, at);
    expect(await p.balance()).toBe(980_000);
    const end = Math.max(abandoned!.finishedAt, fine.finishedAt) + 1;
    await Promise.all([publishResults(t.db, send(), SECRET, end), publishResults(t.db, send(), SECRET, end)]);
    await publishResults(t.db, send(), SECRET, end + HOUR);
    const fineWin = resultOf('ML', fineLeg.outcome, null, fine.final) === 'won' ? payoutOf(10_000, [fineLeg.odds]) : 0;
    expect(await p.balance()).toBe(980_000 + 10_000 + fineWin);
    expect((await moneyOf(single.betId)).map((m) => m.kind)).toEqual(['debit', 'rollback']);
    expect((await moneyOf(parlay.betId)).map((m) => m.kind)).toEqual(['debit', 'credit']);
    const mine = await myBets(t.db, send(), p.playerToken, true);
    expect(mine.bets.find((b) => b.betId === single.betId)).toMatchObject({ status: 'void', win: 10_000, legs: [{ result: 'void' }] });
    // The feed's result record, and the operators' endpoint that runs it now.
    const feed = (await t.call({ method: 'GET', url: '/provider/demo/sports/results' })).json().value as Array<{ matchId: string }>;
    expect(Array.isArray(feed)).toBe(true);
    const [result] = await t.db.query<{ abandoned: boolean }>(`SELECT abandoned FROM demo_sports_results WHERE match_id = $1`, [
      abandoned!.matchId,
    ]);
    expect(result.abandoned).toBe(true);
    const ops = await t.call({
      method: 'POST',
      url: '/ops/providers/demo/sports/publish',
      headers: { authorization: 'Bearer dev-operator-token' },
    });
    expect(ops.statusCode).toBe(200);
    expect((await t.call({ method: 'POST', url: '/ops/providers/demo/sports/publish' })).statusCode).toBe(401);
  });

  test("the scheduler's job settles on the book's clock; two runs at once pay once", async () => {
    const p = await player();
    const now = sportsNow();
    const [m] = upcoming('football', now);
    const single = bet(p, [selection(m, now, 'OU', 'under')], 10_000);
    await placeBet(t.db, send(), SECRET, single, now);
    const job = (period: string) =>
      SPORTS_RESULTS_JOB.run({
        db: t.db,
        log: t.app.log,
        period,
        key: `demo.sports-results:${period}`,
        attempt: 1,
      } as unknown as JobContext);
    await job('before');
    expect((await moneyOf(single.betId)).map((x) => x.kind)).toEqual(['debit']);
    advanceTestClock(m.finishedAt - now + 1000);
    try {
      await Promise.all([job('a'), job('b')]);
      await job('c');
    } finally {
      advanceTestClock(-(m.finishedAt - now + 1000));
    }
    const won = resultOf('OU', 'under', marketsAt(m, stateAt(m, now))[2].line, m.final) === 'won';
    expect(await p.balance()).toBe(990_000 + (m.abandoned ? 10_000 : won ? payoutOf(10_000, [single.selections[0].odds]) : 0));
    expect((await moneyOf(single.betId)).map((x) => x.kind)).toEqual(['debit', m.abandoned ? 'rollback' : 'credit']);
  });
});
