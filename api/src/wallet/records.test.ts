import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember } from '../../test/wallet-helpers';
import { postTransfer } from './ledger.service';
import { providerCallback, providerPlayerToken } from '../../test/provider-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, token, headers });

async function play(memberId: number, round: string, bet: number, win: number) {
  const meta = { roundId: round, transactionId: `${round}-bet` };
  await postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: `rec-${round}-bet`,
    code: 'BET',
    from: { memberId, wallet: 'MAIN' },
    to: { house: 'PROVIDER:DEMO_LIVE' },
    amount: bet,
    memo: 'Demo live bet',
    meta,
  });
  if (win)
    await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: `rec-${round}-win`,
      code: 'WIN',
      from: { house: 'PROVIDER:DEMO_LIVE' },
      to: { memberId, wallet: 'MAIN' },
      amount: win,
      memo: 'Demo live win',
      meta: { roundId: round },
    });
}

describe('records', () => {
  test('type codes in TH and EN', async () => {
    const m = await createMember(t.db);
    const th = (await get('/wps/relay/GLS2_TxCodeList', m.token)).json().value;
    expect(th).toContainEqual({ code: 'DEPOSIT', txTypeId: 'DEPOSIT', name: 'ฝากเงิน', txTypeName: 'ฝากเงิน' });
    const en = (await get('/wps/relay/GLS2_TxCodeList?language=EN', m.token)).json().value;
    expect(en.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Deposit', 'Withdrawal', 'Wallet transfer', 'Bet', 'Win']),
    );
    expect(en.map((c: { code: string }) => c.code)).not.toContain('WITHDRAW_PAYOUT');
  });

  test('every movement with its type, signed amount and balance after; filters and paging', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 10_000);
    await play(m.id, `r1-${m.id}`, 1_000, 2_500);
    await t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: m.token,
      payload: { fromWallet: 'MAIN', toWallet: 'PG', amount: 3_000 },
    });
    const page = (await get('/wps/relay/ODS2_MemberTransaction?language=EN&page=1&size=10', m.token)).json().value;
    expect(page.totalPages).toBe(1);
    expect(
      page.rows.map((r: { txTypeId: string; amount: number; currentAvailBalance: number }) => [
        r.txTypeId,
        r.amount,
        r.currentAvailBalance,
      ]),
    ).toEqual([
      ['TRANSFER', -3_000, 8_500],
      ['WIN', 2_500, 11_500],
      ['BET', -1_000, 9_000],
      ['DEPOSIT', 10_000, 10_000],
    ]);
    expect(page.rows[0]).toMatchObject({
      txTypeName: 'Wallet transfer',
      wallet: 'MAIN',
      txTimeInTimestamp: expect.any(Number),
      orderNo: expect.any(String),
    });
    const bets = (await get('/wps/relay/ODS2_MemberTransaction?codeTypes=BET,WIN', m.token)).json().value;
    expect(bets.rows.map((r: { txTypeId: string }) => r.txTypeId)).toEqual(['WIN', 'BET']);
    expect(bets.rows[1].txTypeName).toBe('เดิมพัน');
    const paged = (await get('/wps/relay/ODS2_MemberTransaction?page=2&size=3', m.token)).json().value;
    expect([paged.totalPages, paged.rows.length, paged.rows[0].txTypeId]).toEqual([2, 1, 'DEPOSIT']);
    const past = (
      await get(`/wps/relay/ODS2_MemberTransaction?startTime=${Date.UTC(2001, 0, 1)}&endTime=${Date.UTC(2002, 0, 1)}`, m.token)
    ).json().value;
    expect(past).toMatchObject({ rows: [], totalPages: 1, totalCount: 0 });
  });

  test('bet records pair each bet with its win, filter by vendor and date', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 10_000);
    await play(m.id, `b1-${m.id}`, 500, 0);
    await play(m.id, `b2-${m.id}`, 700, 1_400);
    const value = (await get('/wps/wallets/bets?page=1&size=50', m.token)).json().value;
    expect(value).toMatchObject({ totalBet: 1_200, totalWin: 1_400, totalCount: 2, totalPages: 1 });
    expect(value.rows.map((r: { betAmount: number; winAmount: number }) => [r.betAmount, r.winAmount])).toEqual([
      [700, 1_400],
      [500, 0],
    ]);
    expect((await get('/wps/wallets/bets?vendor=DEMO_LIVE', m.token)).json().value.totalCount).toBe(2);
    expect((await get('/wps/wallets/bets?vendor=BGS', m.token)).json().value.totalCount).toBe(0);
  });

  test("bet records name the game and vendor as the lobby does, in the member's language, with each round's outcome", async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 1_000_000);
    // In-house roulette on one number until a round loses (36 in 37 do): a lost round moves no money back.
    for (let i = 0, lost = false; !lost && i < 30; i++) {
      const res = await t.call({
        method: 'POST',
        url: '/wps/bgs/roulette/play',
        token: m.token,
        payload: { roundId: `rl-${i}-${m.id}-round`, bets: [{ target: '17', amount: 1_000 }] },
      });
      expect(res.statusCode).toBe(200);
      lost = res.json().value.win === 0;
    }
    // A provider's slot (the demo provider behind the PG vendor): lost, won, still running, rolled back.
    const [pg] = await t.db.query<{ game_id: string; name_en: string; name_th: string; game_type: string }>(
      `SELECT game_id, name_en, name_th, game_type FROM games WHERE vassalage = 'PG' ORDER BY sort LIMIT 1`,
    );
    // A vendor's game plays from the vendor's wallet: the launch of that game gives the provider its player token.
    await fundMember(t.db, m.id, 100_000, 'DEMO', 'PG');
    const playerToken = await providerPlayerToken(t, m.token, `gameId=${pg.game_id}&vassalage=PG&gameType=${pg.game_type}`);
    const callback = (kind: string, body: object) => providerCallback(t, kind, { playerToken, ...body });
    const round = (name: string) => `${name}-${m.id}`;
    await callback('debit', { transactionId: `${round('lost')}:D`, roundId: round('lost'), amount: 2_000 });
    await callback('credit', { transactionId: `${round('lost')}:C`, roundId: round('lost'), amount: 0 });
    await callback('debit', { transactionId: `${round('won')}:D`, roundId: round('won'), amount: 3_000 });
    await callback('credit', { transactionId: `${round('won')}:C`, roundId: round('won'), amount: 7_500 });
    await callback('debit', { transactionId: `${round('open')}:D`, roundId: round('open'), amount: 4_000 });
    await callback('debit', { transactionId: `${round('back')}:D`, roundId: round('back'), amount: 5_000 });
    await callback('rollback', { transactionId: `${round('back')}:RB`, roundId: round('back'), refTransactionId: `${round('back')}:D` });

    type Bet = {
      roundId: string;
      gameName: string;
      vendorName: string;
      vendor: string;
      status: string;
      betAmount: number;
      winAmount: number;
    };
    const en: Bet[] = (await get('/wps/wallets/bets?size=50&language=EN', m.token)).json().value.rows;
    const byRound = (rows: Bet[], id: string) => rows.find((b) => b.roundId === id)!;
    expect(byRound(en, round('lost'))).toMatchObject({
      gameName: pg.name_en,
      vendorName: 'PG Soft',
      vendor: 'PG',
      status: 'LOST',
      winAmount: 0,
    });
    expect(byRound(en, round('won'))).toMatchObject({ gameName: pg.name_en, vendorName: 'PG Soft', status: 'WON', winAmount: 7_500 });
    expect(byRound(en, round('open'))).toMatchObject({ status: 'PENDING', winAmount: 0 });
    expect(byRound(en, round('back'))).toMatchObject({ status: 'REFUNDED' });
    const roulette = en.filter((b) => b.roundId.startsWith('rl-'));
    expect(roulette.length).toBeGreaterThan(0);
    for (const b of roulette) {
      expect(b).toMatchObject({ gameName: 'Royal European Roulette', vendorName: 'Royal Originals', vendor: 'BGS' });
      expect(b.status).toBe(b.winAmount > 0 ? 'WON' : 'LOST');
    }
    expect(roulette.map((b) => b.status)).toContain('LOST');
    // The player's language: Thai names by default (the vendor's brand name is the same in both).
    const th: Bet[] = (await get('/wps/wallets/bets?size=50', m.token)).json().value.rows;
    expect(byRound(th, round('won')).gameName).toBe(pg.name_th);
    expect(byRound(th, `rl-0-${m.id}-round`).gameName).toBe('รูเล็ตยุโรปรอยัล');
    // Nothing internal reaches the player: no house, provider or engine codes.
    const shown = JSON.stringify([...en, ...th].map((b) => [b.gameName, b.vendorName]));
    expect(shown).not.toMatch(/DEMO|BGS|PROVIDER|GAME:|roulette bet/);
    expect((await get('/wps/wallets/bets?vendor=PG', m.token)).json().value.totalCount).toBe(4);
  });

  test('transaction records name every type and say what each movement was, never by an internal code', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 100_000);
    expect(
      (
        await t.call({
          method: 'POST',
          url: '/wps/bgs/roulette/play',
          token: m.token,
          payload: { roundId: `tx-roulette-${m.id}`, bets: [{ target: 'red', amount: 1_000 }] },
        })
      ).statusCode,
    ).toBe(200);
    await t.call({
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: m.token,
      payload: { fromWallet: 'MAIN', toWallet: 'PG', amount: 3_000 },
    });
    type Row = { txTypeId: string; txTypeName: string; remark: string | null };
    const en: Row[] = (await get('/wps/relay/ODS2_MemberTransaction?language=EN&size=50', m.token)).json().value.rows;
    expect(en.find((r) => r.txTypeId === 'BET')).toMatchObject({ txTypeName: 'Bet', remark: 'Royal European Roulette · Royal Originals' });
    expect(en.find((r) => r.txTypeId === 'TRANSFER')).toMatchObject({ txTypeName: 'Wallet transfer', remark: 'Main wallet → PG Soft' });
    const th: Row[] = (await get('/wps/relay/ODS2_MemberTransaction?size=50', m.token)).json().value.rows;
    expect(th.find((r) => r.txTypeId === 'BET')!.remark).toBe('รูเล็ตยุโรปรอยัล · Royal Originals');
    expect(th.find((r) => r.txTypeId === 'TRANSFER')!.remark).toBe('กระเป๋าหลัก → PG Soft');
    for (const row of [...en, ...th]) {
      expect(row.txTypeName).not.toMatch(/^[A-Z_]+$/);
      expect(row.remark ?? '').not.toMatch(/BGS|DEMO|PROVIDER|MAIN|->|\bbet\b/);
    }
  });

  test('issue 29: a sports push (win equal to the stake) is listed as PUSH, not WON', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 5_000);
    await play(m.id, `push-${m.id}`, 1_000, 1_000);
    await play(m.id, `won-${m.id}`, 1_000, 1_900);
    type Bet = { roundId: string; status: string; betAmount: number; winAmount: number };
    const rows: Bet[] = (await get('/wps/wallets/bets?language=EN', m.token)).json().value.rows;
    expect(rows.find((b) => b.roundId === `push-${m.id}`)).toMatchObject({ status: 'PUSH', betAmount: 1_000, winAmount: 1_000 });
    expect(rows.find((b) => b.roundId === `won-${m.id}`)).toMatchObject({ status: 'WON' });
  });

  test('issue 29: a bonus row names the promotion that paid it, in TH and EN (not just "Bonus")', async () => {
    const m = await createMember(t.db);
    const [promo] = await t.db.query<{ id: number; title: unknown }>(
      `SELECT id, title FROM promotions WHERE merchant_code = 'DEMO' ORDER BY id LIMIT 1`,
    );
    const title = (typeof promo.title === 'string' ? JSON.parse(promo.title) : promo.title) as { TH: string; EN: string };
    await postTransfer(t.db, {
      merchantCode: 'DEMO',
      idempotencyKey: `records-bonus-${m.id}`,
      code: 'BONUS',
      from: { house: 'PROMO' },
      to: { memberId: m.id, wallet: 'MAIN' },
      amount: 700,
      meta: { promotionId: Number(promo.id), promotionCode: 'X', period: 'p' },
    });
    type Row = { txTypeId: string; txTypeName: string; remark: string | null };
    const en: Row[] = (await get('/wps/relay/ODS2_MemberTransaction?language=EN', m.token)).json().value.rows;
    expect(en.find((r) => r.txTypeId === 'BONUS')).toMatchObject({ txTypeName: 'Bonus', remark: title.EN });
    const th: Row[] = (await get('/wps/relay/ODS2_MemberTransaction', m.token)).json().value.rows;
    expect(th.find((r) => r.txTypeId === 'BONUS')).toMatchObject({ txTypeName: 'โบนัส', remark: title.TH });
  });

  test("a member never sees another member's records; guests and trial members are refused; bad queries", async () => {
    const a = await createMember(t.db);
    const b = await createMember(t.db);
    await fundMember(t.db, a.id, 5_000);
    await play(a.id, `x-${a.id}`, 100, 0);
    expect((await get('/wps/relay/ODS2_MemberTransaction', b.token)).json().value.rows).toEqual([]);
    expect((await get('/wps/wallets/bets', b.token)).json().value.rows).toEqual([]);
    const trial = await createMember(t.db, { type: 4, trial: true });
    for (const url of ['/wps/relay/ODS2_MemberTransaction', '/wps/wallets/bets', '/wps/relay/GLS2_TxCodeList']) {
      expect((await get(url)).json().errorCode).toBe('login.not.session');
      expect((await get(url, trial.token)).json().errorCode).toBe('free_reject');
    }
    for (const q of [
      'size=1000',
      'page=0',
      'startTime=abc',
      `startTime=${Date.UTC(1999, 0, 1)}`,
      `startTime=${Date.UTC(2020, 0, 2)}&endTime=${Date.UTC(2020, 0, 1)}`,
      `endTime=${Date.UTC(2040, 0, 1)}`,
      'codeTypes=NOPE',
    ]) {
      const res = await get(`/wps/relay/ODS2_MemberTransaction?${q}`, a.token);
      expect([q, res.statusCode, res.json().errorCode]).toEqual([q, 422, 'validation.failed']);
    }
  });
});
