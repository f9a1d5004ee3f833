import type { Db } from '../src/db/db';
import { createMember } from './members';
import { makeWithdrawalReady, TEST_PAYMENT_PASSWORD } from './wallet-helpers';

/**
 * The wallet concurrency test, shared by the script (api/test/concurrency.ts: 50 clients x 200 operations on
 * PostgreSQL, also with the API killed and restarted mid-run) and the jest test (a smaller run, PGlite and PostgreSQL).
 *
 * Clients drive the real HTTP API with mixed operations on shared wallets: BGS roulette rounds (bet and win),
 * main <-> vendor transfers, manual deposits approved or rejected by the operator, withdrawals paid out or rejected,
 * some requests sent twice at once, some re-sent later with the same key, some re-sent with the same key and other
 * details. A request that gets no answer (server down) is retried with the same key until it gets one. Every client
 * keeps a tally of what the API confirmed; afterwards verifyInvariants compares the ledger with the tallies.
 */

export const CONC_MERCHANT = 'CONC';
const OPERATOR = { authorization: 'Bearer dev-operator-token', operator: 'concurrency' };
const VENDORS = ['PG', 'SA', 'SBO'];
const TARGETS = ['red', 'black', 'odd', 'even', 'low', 'high', 'dozen1', 'column2'];

export interface ConcMember {
  id: number;
  token: string;
  cardId: number;
}

/** The test merchant (no wagering requirement, low minimums, no daily cap) and its members with cards and PINs. */
export async function setupConcurrency(db: Db, wallets: number): Promise<ConcMember[]> {
  const settings = {
    currency: 'THB',
    deposit: { minAmount: 100, maxAmount: 10_000_000, methods: ['MANUAL_BANK'] },
    withdraw: { minAmount: 100, maxAmount: 10_000_000, dailyCount: 1_000_000, turnoverMultiplier: 0 },
  };
  await db.query(
    `INSERT INTO merchants (code, name, settings) VALUES ($1, 'Concurrency', $2::jsonb) ON CONFLICT (code) DO UPDATE SET settings = EXCLUDED.settings`,
    [CONC_MERCHANT, JSON.stringify(settings)],
  );
  const members: ConcMember[] = [];
  for (let i = 0; i < wallets; i++) {
    const m = await createMember(db, { merchantCode: CONC_MERCHANT, account: `conc${Date.now() % 1_000_000}w${i}` });
    const { cardId } = await makeWithdrawalReady(db, m);
    members.push({ id: m.id, token: m.token, cardId });
  }
  return members;
}

/** What the API confirmed, by operation key (so a replayed answer is never counted twice). */
export interface Tally {
  rounds: Map<string, { bet: number; win: number }>;
  transfers: Map<string, number>;
  deposits: Map<string, { orderNo: string; amount: number; approved: boolean }>;
  withdrawals: Map<string, { orderNo: string; amount: number; paid: boolean }>;
  replays: number;
  conflicts: number;
  refusals: Record<string, number>;
  retries: number;
  operations: number;
  problems: string[];
}

export const newTally = (): Tally => ({
  rounds: new Map(),
  transfers: new Map(),
  deposits: new Map(),
  withdrawals: new Map(),
  replays: 0,
  conflicts: 0,
  refusals: {},
  retries: 0,
  operations: 0,
  problems: [],
});

interface Answer {
  status: number;
  body: { success: boolean; value?: Record<string, unknown>; errorCode?: string };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A small seeded random generator (mulberry32): runs are repeatable from --seed. */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface RunOptions {
  baseUrl: string;
  members: ConcMember[];
  clients: number;
  operationsPerClient: number;
  seed?: number;
  /** Give up on a request that got no answer for this long (the server should be back well before). */
  retryForMs?: number;
  onProgress?: (done: number) => void;
}

export async function runClients(options: RunOptions): Promise<Tally> {
  const tally = newTally();
  const retryForMs = options.retryForMs ?? 120_000;
  let done = 0;

  /** Sends until an answer comes (a 5xx or a dropped connection is retried with the very same request). */
  async function send(method: string, path: string, body: unknown, headers: Record<string, string>): Promise<Answer> {
    const started = Date.now();
    for (let attempt = 0; ; attempt++) {
      try {
        const res = await fetch(`${options.baseUrl}${path}`, {
          method,
          headers: { merchant: CONC_MERCHANT, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(30_000),
        });
        const text = await res.text();
        if (res.status >= 500) throw new Error(`HTTP ${res.status} ${text.slice(0, 200)}`);
        return { status: res.status, body: JSON.parse(text) };
      } catch (error) {
        if (Date.now() - started > retryForMs) throw new Error(`${method} ${path}: no answer for ${retryForMs} ms (${String(error)})`);
        tally.retries++;
        if (process.env.CONCURRENCY_DEBUG) console.error(`retry ${method} ${path}: ${String(error).slice(0, 300)}`);
        await sleep(Math.min(1000, 50 * 2 ** Math.min(attempt, 4)));
      }
    }
  }

  const refuse = (code: string | undefined) => {
    const key = code ?? 'unknown';
    tally.refusals[key] = (tally.refusals[key] ?? 0) + 1;
  };

  /** Sends the request once, or twice at the same moment; returns the answers. */
  async function sendMaybeTwice(twice: boolean, method: string, path: string, body: unknown, headers: Record<string, string>) {
    return twice
      ? Promise.all([send(method, path, body, headers), send(method, path, body, headers)])
      : [await send(method, path, body, headers)];
  }

  /** A request that succeeded, to send again later; conflict() is the same key with other details. */
  type Replayable = {
    method: string;
    path: string;
    body: Record<string, unknown>;
    headers: Record<string, string>;
    conflict: () => Record<string, unknown>;
  };
  const bumpAmount = (body: Record<string, unknown>) => () => ({ ...body, amount: (body.amount as number) + 100 });

  async function client(index: number) {
    const random = rng((options.seed ?? 1) * 7919 + index);
    const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
    const amount = (min: number, max: number, unit = 100) => Math.round((min + random() * (max - min)) / unit) * unit || unit;
    const sent: Replayable[] = [];

    for (let op = 0; op < options.operationsPerClient; op++) {
      const member = pick(options.members);
      const auth = { authorization: member.token };
      const key = `c${index}o${op}s${options.seed ?? 1}`;
      const twice = random() < 0.15;
      const roll = random();
      tally.operations++;

      if (roll < 0.1 && sent.length) {
        // A later repeat of an earlier request: same key, same body (replayed) or other details (conflict).
        const previous = pick(sent);
        const conflicting = random() < 0.3;
        const body = conflicting ? previous.conflict() : previous.body;
        const [answer] = await sendMaybeTwice(false, previous.method, previous.path, body, previous.headers);
        if (conflicting) {
          if (answer.body.errorCode === 'idempotency.conflict') tally.conflicts++;
          else tally.problems.push(`conflicting repeat of ${previous.path} answered ${JSON.stringify(answer.body).slice(0, 200)}`);
        } else if (answer.body.success && answer.body.value?.replayed === true) tally.replays++;
        else if (!answer.body.success) refuse(answer.body.errorCode);
        else tally.problems.push(`repeat of ${previous.path} was not a replay: ${JSON.stringify(answer.body).slice(0, 200)}`);
      } else if (roll < 0.45) {
        const body = { roundId: `round-${key}`, bets: [{ target: pick(TARGETS), amount: amount(100, 2_000) }] };
        const answers = await sendMaybeTwice(twice, 'POST', '/wps/bgs/roulette/play', body, auth);
        for (const a of answers) {
          if (a.body.success) {
            const v = a.body.value as { roundId: string; totalBet: number; win: number; replayed: boolean };
            if (v.replayed) tally.replays++;
            tally.rounds.set(`${member.id}:${v.roundId}`, { bet: v.totalBet, win: v.win });
          } else refuse(a.body.errorCode);
        }
        if (answers.some((a) => a.body.success)) {
          const conflict = () => ({ ...body, bets: [{ ...body.bets[0], amount: body.bets[0].amount + 100 }] });
          sent.push({ method: 'POST', path: '/wps/bgs/roulette/play', body, headers: auth, conflict });
        }
      } else if (roll < 0.65) {
        const vendor = pick(VENDORS);
        const out = random() < 0.55;
        const body = {
          fromWallet: out ? 'MAIN' : vendor,
          toWallet: out ? vendor : 'MAIN',
          amount: amount(100, 5_000),
          idempotencyKey: `t${key}`,
        };
        const answers = await sendMaybeTwice(twice, 'POST', '/wps/relay/GCS_walletTransfer', body, auth);
        for (const a of answers) {
          if (a.body.success) {
            if (a.body.value?.replayed) tally.replays++;
            tally.transfers.set(`${member.id}:${body.idempotencyKey}`, body.amount);
          } else refuse(a.body.errorCode);
        }
        if (answers.some((a) => a.body.success))
          sent.push({ method: 'POST', path: '/wps/relay/GCS_walletTransfer', body, headers: auth, conflict: bumpAmount(body) });
      } else if (roll < 0.85) {
        const body = { channel: 'MANUAL_BANK', amount: amount(1_000, 30_000), idempotencyKey: `d${key}`, payerName: 'Concurrency' };
        const answers = await sendMaybeTwice(twice, 'POST', '/wps/wallets/deposit', body, auth);
        const created = answers.find((a) => a.body.success)?.body.value as { orderNo: string; replayed: boolean } | undefined;
        for (const a of answers) if (!a.body.success) refuse(a.body.errorCode);
        if (answers.filter((a) => a.body.success && !a.body.value?.replayed).length > 1)
          tally.problems.push(`deposit ${body.idempotencyKey} created twice`);
        if (created) {
          const approve = random() < 0.85;
          const decision = await sendMaybeTwice(
            twice,
            'POST',
            `/ops/wallet/deposits/${created.orderNo}/${approve ? 'approve' : 'reject'}`,
            undefined,
            OPERATOR,
          );
          const ok = decision.find((a) => a.body.success);
          if (!ok) tally.problems.push(`deposit decision failed: ${JSON.stringify(decision[0].body).slice(0, 200)}`);
          else
            tally.deposits.set(`${member.id}:${body.idempotencyKey}`, { orderNo: created.orderNo, amount: body.amount, approved: approve });
          sent.push({ method: 'POST', path: '/wps/wallets/deposit', body, headers: auth, conflict: bumpAmount(body) });
        }
      } else {
        const body = {
          amount: amount(100, 8_000),
          bankCardId: member.cardId,
          paymentPassword: TEST_PAYMENT_PASSWORD,
          idempotencyKey: `w${key}`,
        };
        const answers = await sendMaybeTwice(twice, 'POST', '/wps/transaction/withdraw', body, auth);
        const created = answers.find((a) => a.body.success)?.body.value as { orderNo: string } | undefined;
        for (const a of answers) if (!a.body.success) refuse(a.body.errorCode);
        if (answers.filter((a) => a.body.success && !a.body.value?.replayed).length > 1)
          tally.problems.push(`withdrawal ${body.idempotencyKey} created twice`);
        if (created) {
          const pay = random() < 0.7;
          const decision = await sendMaybeTwice(
            twice,
            'POST',
            `/ops/wallet/withdrawals/${created.orderNo}/${pay ? 'payout' : 'reject'}`,
            undefined,
            OPERATOR,
          );
          const ok = decision.find((a) => a.body.success);
          if (!ok) tally.problems.push(`withdrawal decision failed: ${JSON.stringify(decision[0].body).slice(0, 200)}`);
          else tally.withdrawals.set(`${member.id}:${body.idempotencyKey}`, { orderNo: created.orderNo, amount: body.amount, paid: pay });
          sent.push({ method: 'POST', path: '/wps/transaction/withdraw', body, headers: auth, conflict: bumpAmount(body) });
        }
      }
      done++;
      options.onProgress?.(done);
    }
  }

  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  return tally;
}

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const sum = (values: Iterable<number>) => [...values].reduce((s, v) => s + v, 0);

/** The invariants of the issue, checked against the database and the clients' tallies. */
export async function verifyInvariants(db: Db, tally: Tally): Promise<Check[]> {
  const checks: Check[] = [];
  const check = (name: string, ok: boolean, detail: string) => checks.push({ name, ok, detail });
  const q = <T>(sql: string, params: unknown[] = []) => db.query<T>(sql, params);

  const accounts = await q<{ id: number; wallet: string; balance: number; journal: number }>(
    `SELECT a.id, a.wallet, a.balance,
            (COALESCE((SELECT SUM(amount) FROM ledger_transfers WHERE credit_account_id = a.id), 0)
           - COALESCE((SELECT SUM(amount) FROM ledger_transfers WHERE debit_account_id = a.id), 0))::bigint AS journal
       FROM ledger_accounts a WHERE a.merchant_code = $1 AND a.member_id IS NOT NULL`,
    [CONC_MERCHANT],
  );
  const mismatched = accounts.filter((a) => Number(a.balance) !== Number(a.journal));
  check(
    'every wallet balance equals the sum of its entries',
    mismatched.length === 0,
    `${accounts.length} member accounts, ${mismatched.length} mismatched`,
  );

  const [neg] = await q<{ n: number; minimum: number | null }>(
    `SELECT COUNT(*)::bigint AS n, MIN(LEAST(COALESCE(debit_balance_after, 0), COALESCE(credit_balance_after, 0)))::bigint AS minimum
       FROM ledger_transfers WHERE merchant_code = $1 AND (debit_balance_after < 0 OR credit_balance_after < 0)`,
    [CONC_MERCHANT],
  );
  const negativeNow = accounts.filter((a) => Number(a.balance) < 0).length;
  check(
    'no balance ever went negative',
    Number(neg.n) === 0 && negativeNow === 0,
    `${Number(neg.n)} transfers left a negative running balance, ${negativeNow} negative now`,
  );

  const byCode = Object.fromEntries(
    (
      await q<{ code: string; n: number; total: number }>(
        `SELECT code, COUNT(*)::bigint AS n, SUM(amount)::bigint AS total FROM ledger_transfers WHERE merchant_code = $1 GROUP BY code`,
        [CONC_MERCHANT],
      )
    ).map((r) => [r.code, { n: Number(r.n), total: Number(r.total) }]),
  ) as Record<string, { n: number; total: number }>;
  const total = (code: string) => byCode[code]?.total ?? 0;
  const count = (code: string) => byCode[code]?.n ?? 0;
  const systemTotal = sum(accounts.map((a) => Number(a.balance)));
  const ledgerExpected = total('DEPOSIT') - total('WITHDRAW_PAYOUT') + total('WIN') + total('ROLLBACK') - total('BET');
  const deposits = sum([...tally.deposits.values()].filter((d) => d.approved).map((d) => d.amount));
  const withdrawals = sum([...tally.withdrawals.values()].filter((w) => w.paid).map((w) => w.amount));
  const netGame = sum([...tally.rounds.values()].map((r) => r.win - r.bet));
  check(
    'system total = deposits - withdrawals + net game result',
    systemTotal === deposits - withdrawals + netGame && systemTotal === ledgerExpected,
    `members hold ${systemTotal}; clients confirmed deposits ${deposits} - withdrawals ${withdrawals} + net game ${netGame} = ${deposits - withdrawals + netGame}; ledger by code ${ledgerExpected}`,
  );

  // Every confirmed operation moved money exactly once, however often its key was sent.
  const approvedDeposits = [...tally.deposits.values()].filter((d) => d.approved);
  const paid = [...tally.withdrawals.values()].filter((w) => w.paid);
  const rejectedWithdrawals = tally.withdrawals.size - paid.length;
  const wins = [...tally.rounds.values()].filter((r) => r.win > 0).length;
  const expectations: Array<[string, number, number, number, number]> = [
    ['BET', tally.rounds.size, sum([...tally.rounds.values()].map((r) => r.bet)), count('BET'), total('BET')],
    ['WIN', wins, sum([...tally.rounds.values()].map((r) => r.win)), count('WIN'), total('WIN')],
    ['TRANSFER', tally.transfers.size, sum(tally.transfers.values()), count('TRANSFER'), total('TRANSFER')],
    ['DEPOSIT', approvedDeposits.length, deposits, count('DEPOSIT'), total('DEPOSIT')],
    [
      'WITHDRAW_HOLD',
      tally.withdrawals.size,
      sum([...tally.withdrawals.values()].map((w) => w.amount)),
      count('WITHDRAW_HOLD'),
      total('WITHDRAW_HOLD'),
    ],
    ['WITHDRAW_PAYOUT', paid.length, withdrawals, count('WITHDRAW_PAYOUT'), total('WITHDRAW_PAYOUT')],
    [
      'WITHDRAW_RELEASE',
      rejectedWithdrawals,
      sum([...tally.withdrawals.values()].filter((w) => !w.paid).map((w) => w.amount)),
      count('WITHDRAW_RELEASE'),
      total('WITHDRAW_RELEASE'),
    ],
  ];
  const wrong = expectations.filter(([, n, amount, dbN, dbAmount]) => n !== dbN || amount !== dbAmount);
  check(
    'no idempotency key moved money twice (ledger = confirmed operations, by type)',
    wrong.length === 0,
    expectations.map(([code, n, amount, dbN, dbAmount]) => `${code} ${dbN}/${n} (${dbAmount}/${amount})`).join(', '),
  );
  const [dupKeys] = await q<{ n: number }>(
    `SELECT COUNT(*)::bigint AS n FROM (SELECT idempotency_key FROM ledger_transfers WHERE merchant_code = $1 GROUP BY idempotency_key HAVING COUNT(*) > 1) d`,
    [CONC_MERCHANT],
  );
  const [dupOrders] = await q<{ n: number }>(
    `SELECT (SELECT COUNT(*) FROM deposit_orders WHERE merchant_code = $1) + (SELECT COUNT(*) FROM withdrawal_orders WHERE merchant_code = $1) AS n`,
    [CONC_MERCHANT],
  );
  check(
    'one order per request key',
    Number(dupKeys.n) === 0 && Number(dupOrders.n) === tally.deposits.size + tally.withdrawals.size,
    `${Number(dupOrders.n)} orders for ${tally.deposits.size + tally.withdrawals.size} confirmed requests; ${Number(dupKeys.n)} duplicated ledger keys`,
  );
  const [pending] = await q<{ n: number }>(
    `SELECT (SELECT COUNT(*) FROM deposit_orders WHERE merchant_code = $1 AND status = 'PENDING') + (SELECT COUNT(*) FROM withdrawal_orders WHERE merchant_code = $1 AND status = 'PENDING') AS n`,
    [CONC_MERCHANT],
  );
  check(
    'every order was decided; clients saw no unexpected answer',
    Number(pending.n) === 0 && tally.problems.length === 0,
    `${Number(pending.n)} pending; problems: ${tally.problems.slice(0, 5).join(' | ') || 'none'}`,
  );
  return checks;
}

export function printReport(title: string, tally: Tally, checks: Check[], extra: Record<string, unknown> = {}): boolean {
  console.log(`\n== ${title}`);
  for (const [k, v] of Object.entries(extra)) console.log(`   ${k}: ${v}`);
  console.log(
    `   operations ${tally.operations}: rounds ${tally.rounds.size}, transfers ${tally.transfers.size}, deposits ${tally.deposits.size}, withdrawals ${tally.withdrawals.size}; ` +
      `replayed answers ${tally.replays}, conflicts ${tally.conflicts}, retried requests ${tally.retries}`,
  );
  console.log(`   refusals: ${JSON.stringify(tally.refusals)}`);
  for (const c of checks) console.log(`   ${c.ok ? 'PASS' : 'FAIL'} ${c.name}: ${c.detail}`);
  return checks.every((c) => c.ok);
}
