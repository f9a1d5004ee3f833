import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { fundMember } from '../../test/wallet-helpers';
import { postTransfer } from './ledger.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string, headers: Record<string, string> = {}) => t.call({ method: 'GET', url, token, headers });

async function play(memberId: number, round: string, bet: number, win: number) {
  const meta = { roundId: round, transactionId: `${round}-bet` };
  await postTransfer(t.db, { merchantCode: 'DEMO', idempotencyKey: `rec-${round}-bet`, code: 'BET', from: { memberId, wallet: 'MAIN' }, to: { house: 'PROVIDER:DEMO_LIVE' }, amount: bet, memo: 'Demo live bet', meta });
  if (win) await postTransfer(t.db, { merchantCode: 'DEMO', idempotencyKey: `rec-${round}-win`, code: 'WIN', from: { house: 'PROVIDER:DEMO_LIVE' }, to: { memberId, wallet: 'MAIN' }, amount: win, memo: 'Demo live win', meta: { roundId: round } });
}

describe('records', () => {
  test('type codes in TH and EN', async () => {
    const m = await createMember(t.db);
    const th = (await get('/wps/relay/GLS2_TxCodeList', m.token)).json().value;
    expect(th).toContainEqual({ code: 'DEPOSIT', txTypeId: 'DEPOSIT', name: 'ฝากเงิน', txTypeName: 'ฝากเงิน' });
    const en = (await get('/wps/relay/GLS2_TxCodeList?language=EN', m.token)).json().value;
    expect(en.map((c: { name: string }) => c.name)).toEqual(expect.arrayContaining(['Deposit', 'Withdrawal', 'Wallet transfer', 'Bet', 'Win']));
    expect(en.map((c: { code: string }) => c.code)).not.toContain('WITHDRAW_PAYOUT');
  });

  test('every movement with its type, signed amount and balance after; filters and paging', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 10_000);
    await play(m.id, `r1-${m.id}`, 1_000, 2_500);
    await t.call({ method: 'POST', url: '/wps/relay/GCS_walletTransfer', token: m.token, payload: { fromWallet: 'MAIN', toWallet: 'PG', amount: 3_000 } });
    const page = (await get('/wps/relay/ODS2_MemberTransaction?language=EN&page=1&size=10', m.token)).json().value;
    expect(page.totalPages).toBe(1);
    expect(page.rows.map((r: { txTypeId: string; amount: number; currentAvailBalance: number }) => [r.txTypeId, r.amount, r.currentAvailBalance])).toEqual([
      ['TRANSFER', -3_000, 8_500],
      ['WIN', 2_500, 11_500],
      ['BET', -1_000, 9_000],
      ['DEPOSIT', 10_000, 10_000],
    ]);
    expect(page.rows[0]).toMatchObject({ txTypeName: 'Wallet transfer', wallet: 'MAIN', txTimeInTimestamp: expect.any(Number), orderNo: expect.any(String) });
    const bets = (await get('/wps/relay/ODS2_MemberTransaction?codeTypes=BET,WIN', m.token)).json().value;
    expect(bets.rows.map((r: { txTypeId: string }) => r.txTypeId)).toEqual(['WIN', 'BET']);
    expect(bets.rows[1].txTypeName).toBe('เดิมพัน');
    const paged = (await get('/wps/relay/ODS2_MemberTransaction?page=2&size=3', m.token)).json().value;
    expect([paged.totalPages, paged.rows.length, paged.rows[0].txTypeId]).toEqual([2, 1, 'DEPOSIT']);
    const past = (await get(`/wps/relay/ODS2_MemberTransaction?startTime=${Date.UTC(2001, 0, 1)}&endTime=${Date.UTC(2002, 0, 1)}`, m.token)).json().value;
    expect(past).toMatchObject({ rows: [], totalPages: 1, totalCount: 0 });
  });

  test('bet records pair each bet with its win, filter by vendor and date', async () => {
    const m = await createMember(t.db);
    await fundMember(t.db, m.id, 10_000);
    await play(m.id, `b1-${m.id}`, 500, 0);
    await play(m.id, `b2-${m.id}`, 700, 1_400);
    const value = (await get('/wps/wallets/bets?page=1&size=50', m.token)).json().value;
    expect(value).toMatchObject({ totalBet: 1_200, totalWin: 1_400, totalCount: 2, totalPages: 1 });
    expect(value.rows.map((r: { betAmount: number; winAmount: number; status: string; vendor: string }) => [r.betAmount, r.winAmount, r.status, r.vendor])).toEqual([
      [700, 1_400, 'WON', 'DEMO_LIVE'],
      [500, 0, 'PLACED', 'DEMO_LIVE'],
    ]);
    expect((await get('/wps/wallets/bets?vendor=DEMO_LIVE', m.token)).json().value.totalCount).toBe(2);
    expect((await get('/wps/wallets/bets?vendor=BGS', m.token)).json().value.totalCount).toBe(0);
  });

  test('a member never sees another member\'s records; guests and trial members are refused; bad queries', async () => {
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
    for (const q of ['size=1000', 'page=0', 'startTime=abc', `startTime=${Date.UTC(1999, 0, 1)}`, `startTime=${Date.UTC(2020, 0, 2)}&endTime=${Date.UTC(2020, 0, 1)}`, `endTime=${Date.UTC(2040, 0, 1)}`, 'codeTypes=NOPE']) {
      const res = await get(`/wps/relay/ODS2_MemberTransaction?${q}`, a.token);
      expect([q, res.statusCode, res.json().errorCode]).toEqual([q, 422, 'validation.failed']);
    }
  });
});
