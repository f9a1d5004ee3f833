import { createTestApp, type TestApp } from '../../test/test-app';
import { encryptedCall, solvedCaptcha, uniqueName } from '../../test/auth';
import { makeWithdrawalReady } from '../../test/wallet-helpers';
import { postTransfer } from '../games/game-wallet';
import { settleInvitee } from './referral.service';
import { createMember } from '../../test/members';

/**
 * Referral through the API: registering with a member's affiliate code links the invitee; the invitee turns valid once
 * its approved deposits and valid bets reach the merchant's thresholds, unless it shares the referrer's device, IP,
 * phone or bank card; the referrer is paid one BONUS per valid invitee, once, even when settled concurrently.
 */

const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'tester' };
const RULES = { minDeposit: 20_000, minTurnover: 5_000, reward: 7_500 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.query(`UPDATE merchants SET settings = settings || $1::jsonb WHERE code = 'DEMO'`, [JSON.stringify({ referral: RULES })]);
});
afterAll(() => t.close());

let ips = 0;
const freshIp = () => `203.0.113.${++ips}`;

interface Person {
  id: number;
  account: string;
  password: string;
  token: string;
  ip: string;
  device: string;
}

/** Registers through the API (encrypted body) from an IP and a device, logged in at once. */
async function register(
  p: { ip?: string; device?: string; affiliateCode?: string; mobileNum?: string; countryDialingCode?: string } = {},
): Promise<Person> {
  const account = uniqueName('r');
  const ip = p.ip ?? freshIp();
  const device = p.device ?? `device-${account}`;
  const body = {
    username: account,
    password: 'abc12345',
    confirmPassword: 'abc12345',
    login: true,
    ...(await solvedCaptcha(t)),
    ...(p.affiliateCode ? { affiliateCode: p.affiliateCode } : {}),
    ...(p.mobileNum ? { mobileNum: p.mobileNum, countryDialingCode: p.countryDialingCode ?? '66' } : {}),
  };
  const res = await encryptedCall(t, 'POST', '/wps/member/register', body, { remoteAddress: ip, headers: { device } });
  expect(res.statusCode).toBe(200);
  const value = res.json().value;
  return { id: value.customerId, account, password: 'abc12345', token: value.session.token, ip, device };
}

const summary = async (m: Person) => {
  const res = await t.call({ method: 'GET', url: '/wps/referral', token: m.token });
  expect(res.statusCode).toBe(200);
  return res.json().value;
};

async function deposit(m: Person, amount: number) {
  const order = (
    await t.call({
      method: 'POST',
      url: '/wps/wallets/deposit',
      token: m.token,
      payload: { channel: 'MANUAL_BANK', amount, payerName: 'Test Payer', idempotencyKey: `dep-${m.id}-${Math.random()}` },
    })
  ).json().value;
  expect(
    (await t.call({ method: 'POST', url: `/ops/wallet/deposits/${order.id}/approve`, headers: OPERATOR, payload: {} })).statusCode,
  ).toBe(200);
}

let rounds = 0;
/** A slot bet through the games' seam (it reports the turnover). */
async function wager(memberId: number, amount: number) {
  const [slot] = await t.db.query<{ game_id: string; vassalage: string }>(
    `SELECT game_id, vassalage FROM games WHERE game_type = 'RNG' LIMIT 1`,
  );
  await postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: `ref-bet-${memberId}-${++rounds}`,
    code: 'BET',
    from: { memberId, wallet: 'MAIN' },
    to: { house: 'PROVIDER:TEST' },
    amount,
    meta: { gameId: slot.game_id, vendor: slot.vassalage },
  });
}

const referralTransfers = async (referrerId: number) =>
  (
    await t.db.query<{ amount: number; idempotency_key: string }>(
      `SELECT t.amount, t.idempotency_key FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id WHERE a.member_id = $1 AND t.code = 'BONUS' ORDER BY t.id`,
      [referrerId],
    )
  ).map((r) => [r.idempotency_key, Number(r.amount)]);

test('registering with the code links the invitee: registered, first deposit, valid once both thresholds are met, and the reward is paid once', async () => {
  const referrer = await register();
  const mine = await summary(referrer);
  expect(mine).toMatchObject({
    code: referrer.account,
    path: `/m/register?affiliateCode=${referrer.account}`,
    rules: RULES,
    invitees: [],
    validCount: 0,
    rewardTotal: 0,
  });

  const invitee = await register({ affiliateCode: referrer.account.toUpperCase() });
  expect((await t.db.query<{ referrer_id: number }>('SELECT referrer_id FROM members WHERE id = $1', [invitee.id]))[0].referrer_id).toBe(
    referrer.id,
  );
  expect((await summary(referrer)).invitees).toEqual([
    expect.objectContaining({ state: 'REGISTERED', refusal: null, deposit: 0, turnover: 0, reward: null }),
  ]);
  // The referrer sees the account masked.
  expect((await summary(referrer)).invitees[0].account).toBe(`${invitee.account.slice(0, 2)}***${invitee.account.slice(-2)}`);

  await deposit(invitee, 10_000);
  expect((await summary(referrer)).invitees[0]).toMatchObject({ state: 'DEPOSITED', deposit: 10_000, reward: null });
  await deposit(invitee, 10_000);
  // Deposit threshold met, turnover not yet.
  expect((await summary(referrer)).invitees[0]).toMatchObject({ state: 'DEPOSITED', deposit: 20_000, turnover: 0 });
  expect(await referralTransfers(referrer.id)).toEqual([]);

  await wager(invitee.id, 5_000);
  // Valid by a bet: the reward waits for the referrer's screen, and the REFERRAL counter says so (product-rules 3.20).
  const counters = async () => (await t.call({ method: 'GET', url: '/wps/promotions/counters', token: referrer.token })).json().value;
  expect((await counters()).REFERRAL).toEqual({ enabled: true, count: 1 });
  const valid = await summary(referrer);
  expect((await counters()).REFERRAL).toEqual({ enabled: true, count: 0 });
  expect(valid).toMatchObject({
    validCount: 1,
    rewardTotal: 7_500,
    invitees: [expect.objectContaining({ state: 'VALID', turnover: 5_000, reward: 7_500 })],
  });
  expect(await referralTransfers(referrer.id)).toEqual([[`REFERRAL:${referrer.id}:${invitee.id}`, 7_500]]);
  // Looking again, depositing again, settling again: nothing more.
  await summary(referrer);
  await deposit(invitee, 10_000);
  expect(await t.db.transaction((tx) => settleInvitee(tx, invitee.id))).toBeNull();
  expect(await referralTransfers(referrer.id)).toEqual([[`REFERRAL:${referrer.id}:${invitee.id}`, 7_500]]);
});

test('the deposit that makes an invitee valid pays the reward in its own transaction', async () => {
  const referrer = await register();
  const invitee = await register({ affiliateCode: referrer.account });
  await deposit(invitee, 30_000);
  await wager(invitee.id, 5_000);
  expect(await referralTransfers(referrer.id)).toEqual([]);
  await deposit(invitee, 10_000);
  expect(await referralTransfers(referrer.id)).toEqual([[`REFERRAL:${referrer.id}:${invitee.id}`, 7_500]]);
});

test('concurrent settles of one valid invitee pay its referrer once', async () => {
  const referrer = await register();
  const invitee = await register({ affiliateCode: referrer.account });
  await t.db.query(`UPDATE merchants SET settings = settings || $1::jsonb WHERE code = 'DEMO'`, [
    JSON.stringify({ referral: { ...RULES, minDeposit: 10_000_000 } }),
  ]);
  await deposit(invitee, 20_000);
  await wager(invitee.id, 5_000);
  await t.db.query(`UPDATE merchants SET settings = settings || $1::jsonb WHERE code = 'DEMO'`, [JSON.stringify({ referral: RULES })]);
  const paid = await Promise.all([
    ...Array.from({ length: 6 }, () => t.db.transaction((tx) => settleInvitee(tx, invitee.id))),
    ...Array.from({ length: 4 }, () => summary(referrer).then(() => null)),
  ]);
  expect(paid.filter((p) => p !== null)).toEqual(paid.some((p) => p !== null) ? [7_500] : []);
  expect(await referralTransfers(referrer.id)).toEqual([[`REFERRAL:${referrer.id}:${invitee.id}`, 7_500]]);
  expect((await summary(referrer)).rewardTotal).toBe(7_500);
});

describe('an invitee sharing something with its referrer is not valid', () => {
  async function refusedFor(
    p: Parameters<typeof register>[0],
    setup?: (referrer: Person, invitee: Person) => Promise<void>,
    referrerMobile?: string,
  ) {
    const referrer = await register(referrerMobile ? { mobileNum: referrerMobile } : {});
    const invitee = await register({ affiliateCode: referrer.account, ...p });
    await setup?.(referrer, invitee);
    await deposit(invitee, 20_000);
    await wager(invitee.id, 5_000);
    const seen = await summary(referrer);
    expect(await referralTransfers(referrer.id)).toEqual([]);
    return { seen };
  }

  test('the same device (registration device header)', async () => {
    const referrer = await register({ device: 'shared-phone-device' });
    const invitee = await register({ affiliateCode: referrer.account, device: 'shared-phone-device' });
    await deposit(invitee, 20_000);
    await wager(invitee.id, 5_000);
    expect((await summary(referrer)).invitees[0]).toMatchObject({ state: 'REFUSED', refusal: 'referral.shared.device', reward: null });
    expect(await referralTransfers(referrer.id)).toEqual([]);
  });

  test('a device seen at a later login', async () => {
    const { seen } = await refusedFor({}, async (referrer, invitee) => {
      const login = await encryptedCall(
        t,
        'POST',
        '/wps/session/login',
        { type: 'username', username: invitee.account, password: invitee.password, ...(await solvedCaptcha(t)) },
        { remoteAddress: freshIp(), headers: { device: referrer.device } },
      );
      expect(login.statusCode).toBe(200);
    });
    expect(seen.invitees[0]).toMatchObject({ state: 'REFUSED', refusal: 'referral.shared.device' });
  });

  test('the same IP address', async () => {
    const referrer = await register({ ip: '203.0.113.200' });
    const invitee = await register({ affiliateCode: referrer.account, ip: '203.0.113.200' });
    await deposit(invitee, 20_000);
    await wager(invitee.id, 5_000);
    expect((await summary(referrer)).invitees[0]).toMatchObject({ state: 'REFUSED', refusal: 'referral.shared.ip' });
    expect(await referralTransfers(referrer.id)).toEqual([]);
  });

  test('the same phone number under another dialing code', async () => {
    const national = `8${String(Date.now()).slice(-8)}`;
    const { seen } = await refusedFor({ mobileNum: national, countryDialingCode: '95' }, undefined, `0${national}`);
    expect(seen.invitees[0]).toMatchObject({ state: 'REFUSED', refusal: 'referral.shared.phone' });
  });

  test('the same bank card', async () => {
    const accountNo = `55${String(Date.now()).slice(-8)}`;
    const { seen } = await refusedFor({}, async (referrer, invitee) => {
      await makeWithdrawalReady(t.db, referrer, accountNo);
      await makeWithdrawalReady(t.db, invitee, accountNo);
    });
    expect(seen.invitees[0]).toMatchObject({ state: 'REFUSED', refusal: 'referral.shared.bank.card' });
  });

  test("loopback addresses are not compared (the host's own proxy, not the member)", async () => {
    const referrer = await register({ ip: '127.0.0.1' });
    const invitee = await register({ affiliateCode: referrer.account, ip: '127.0.0.1' });
    await deposit(invitee, 20_000);
    await wager(invitee.id, 5_000);
    expect((await summary(referrer)).invitees[0]).toMatchObject({ state: 'VALID', reward: 7_500 });
  });
});

test('a member sees only its own invitees; a guest and a trial account are refused', async () => {
  const alice = await register();
  const bob = await register();
  await register({ affiliateCode: alice.account });
  expect((await summary(alice)).invitees).toHaveLength(1);
  expect((await summary(bob)).invitees).toHaveLength(0);
  expect((await t.call({ method: 'GET', url: '/wps/referral' })).statusCode).toBe(401);
  const trial = (await t.call({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value;
  const refused = await t.call({ method: 'GET', url: '/wps/referral', token: trial.token });
  expect([refused.statusCode, refused.json().errorCode]).toEqual([403, 'free_reject']);
});

test('the invitees come a page at a time, newest first; the counts are over all of them', async () => {
  const referrer = await register();
  const invitees = [];
  for (let i = 0; i < 5; i++) {
    const m = await createMember(t.db);
    await t.db.query('UPDATE members SET referrer_id = $1 WHERE id = $2', [referrer.id, m.id]);
    invitees.push(m);
  }
  const page = async (query: string) => {
    const res = await t.call({ method: 'GET', url: `/wps/referral${query}`, token: referrer.token });
    return res.json();
  };
  const first = (await page('?pageNo=1&pageSize=2')).value;
  expect(first).toMatchObject({ pageNum: 1, totalPages: 3, totalCount: 5, validCount: 0 });
  const accounts: string[] = [];
  for (let n = 1; n <= 3; n++)
    accounts.push(...(await page(`?pageNo=${n}&pageSize=2`)).value.invitees.map((i: { account: string }) => i.account));
  const masked = (account: string) => `${account.slice(0, 2)}***${account.slice(-2)}`;
  expect(accounts).toEqual(invitees.map((m) => masked(m.account)).reverse());
  expect((await page('?pageNo=4&pageSize=2')).value.invitees).toEqual([]);
  // Without a query: the first page of 20.
  expect((await page('')).value).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 5 });
  expect((await page('?pageSize=500')).errorCode).toBeTruthy();
});
