import { createTestApp, type TestApp } from './test-app';
import { CONC_MERCHANT, setupConcurrency } from './concurrency-core';
import { encryptedCall } from './auth';
import { fundMember, TEST_PAYMENT_PASSWORD } from './wallet-helpers';

/**
 * One member's burst must not slow the site for everyone (issue 29, docs/accounts.md "Hashing"): at production's
 * password cost (scrypt N=2^17), one member sends 100 withdrawals at once, 20 logins at once, while another member
 * plays 100 roulette rounds at once, over real HTTP. Every request is answered within 20 s, none with a 5xx; the other
 * member's bets all succeed; the burst's own excess is refused with 429 (never 503); and the money adds up.
 * On PGlite and on PostgreSQL (TEST_DB=postgres).
 */
let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp({ SCRYPT_LOG_N: '17' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}, 60_000);
afterAll(() => t.close());

/** The envelope as the test reads it: success, errorCode on a refusal, the value of a bet. */
type Answer = { status: number; body: { success: boolean; errorCode?: string; value: { win: number; totalBet: number } } };

async function post(path: string, token: string, body: object): Promise<Answer> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { merchant: CONC_MERCHANT, 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  });
  return { status: res.status, body: (await res.json()) as Answer['body'] };
}

const balance = async (memberId: number, wallet: string) =>
  Number(
    (
      await t.db.query<{ balance: number }>(
        'SELECT balance FROM ledger_accounts WHERE member_id = $1 AND wallet = $2 AND merchant_code = $3',
        [memberId, wallet, CONC_MERCHANT],
      )
    )[0]?.balance ?? 0,
  );

test("100 withdrawals and 20 logins of one member beside 100 bets of another: all answered in 20 s, the other's all served", async () => {
  // The members' PINs are saved at production's cost too (setupConcurrency runs after the app set it).
  const [burster, player] = await setupConcurrency(t.db, 2);
  await fundMember(t.db, burster.id, 1_000_000, CONC_MERCHANT);
  await fundMember(t.db, player.id, 1_000_000, CONC_MERCHANT);
  const [account] = await t.db.query<{ account: string }>('SELECT account FROM members WHERE id = $1', [burster.id]);

  const started = Date.now();
  const withdrawals = Array.from({ length: 100 }, (_, i) =>
    post('/wps/transaction/withdraw', burster.token, {
      amount: 100,
      bankCardId: burster.cardId,
      paymentPassword: TEST_PAYMENT_PASSWORD,
      idempotencyKey: `burst-${burster.id}-${i}`,
    }),
  );
  const logins = Array.from({ length: 20 }, () =>
    encryptedCall(
      t,
      'POST',
      '/wps/session/login',
      { type: 'username', username: account.account, password: 'secret123' },
      { headers: { merchant: CONC_MERCHANT } },
    ).then((res): Answer => ({ status: res.statusCode, body: res.json() })),
  );
  const bets = Array.from({ length: 100 }, (_, i) =>
    post('/wps/bgs/roulette/play', player.token, { roundId: `other-${player.id}-${i}`, bets: [{ target: 'red', amount: 100 }] }),
  );
  const [w, l, b] = await Promise.all([Promise.all(withdrawals), Promise.all(logins), Promise.all(bets)]);
  const elapsed = Date.now() - started;

  expect(elapsed).toBeLessThan(20_000);
  const all = [...w, ...l, ...b];
  expect(all.filter((answer) => answer.status >= 500).map((answer) => answer.body.errorCode)).toEqual([]);
  // The other member was served in full.
  expect(b.filter((answer) => !answer.body.success).map((answer) => answer.body.errorCode)).toEqual([]);
  // The burst's excess is refused as a limit, nothing else.
  const refusals = [...w, ...l].filter((answer) => !answer.body.success).map((answer) => answer.body.errorCode);
  expect(refusals.filter((code) => code !== 'rate.limited')).toEqual([]);
  expect(l.filter((answer) => answer.body.success).length).toBeGreaterThan(0);

  // Money: each accepted withdrawal holds its 100, the orders match the answers, the bets add up.
  const accepted = w.filter((answer) => answer.body.success).length;
  expect(accepted).toBeGreaterThan(0);
  const [orders] = await t.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM withdrawal_orders WHERE member_id = $1', [burster.id]);
  expect(Number(orders.n)).toBe(accepted);
  expect(await balance(burster.id, 'HOLD')).toBe(accepted * 100);
  expect(await balance(burster.id, 'MAIN')).toBe(1_000_000 - accepted * 100);
  const net = b.reduce((sum, answer) => sum + answer.body.value.win - answer.body.value.totalBet, 0);
  expect(await balance(player.id, 'MAIN')).toBe(1_000_000 + net);
}, 120_000);
