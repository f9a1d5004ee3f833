import { createTestApp, type TestApp } from '../../test/test-app';
import { createMember } from '../../test/members';
import { OPERATOR_HEADERS, registerThroughApi, type Registered } from '../../test/agents';
import { fundMember, wager } from '../../test/wallet-helpers';
import { walletBalance } from '../wallet/ledger.service';
import { dyingDb, runJobPeriod, secondInstanceDb } from '../../test/jobs';
import { AGENT_CONTRACT_JOBS, contractPeriod, dividendDue, salaryDue, settleContracts } from './contract-settlement';

/**
 * Agent contracts (docs/agent.md "Contracts"): offers by an upline to a direct downline agent or by the operator,
 * accepted or refused by the downline, the request flags, the tiers' arithmetic, and settlement paying each period
 * once from the payer the contract names, when run twice at once and again after a crash in the middle.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (res: { statusCode: number; json(): { errorCode?: string } }) => [res.statusCode, res.json().errorCode];
const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => t.call({ method, url, token, payload });

const SALARY = { kind: 'DAILY_SALARY', salaryTiers: [{ turnover: 0, activePlayers: 0, amount: 5_000 }] };

/** An agent with a direct downline agent (registered through the agent's link: type 0, an agent under reading A). */
async function team(): Promise<{ upline: Registered; sub: Registered }> {
  const upline = await registerThroughApi(t);
  const link = await call(upline.token, 'POST', '/wps/agent/affiliate/urls', { name: '' });
  const sub = await registerThroughApi(t, { affiliateCode: link.json().value.code });
  return { upline, sub };
}

async function offer(from: Registered, memberId: number, terms: object = SALARY) {
  const res = await call(from.token, 'POST', '/wps/agent/contracts', { memberId, ...terms });
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: number; status: string };
}

const flags = async (who: Registered) => {
  const { dailysalreqtype, divtypecompperiodreq, contracthoursalreq } = (
    await call(who.token, 'GET', '/wps/member/info/funds/consolidated')
  ).json().value;
  return { dailysalreqtype, divtypecompperiodreq, contracthoursalreq };
};

describe('offers', () => {
  test('an upline offers a direct downline agent; the flag rises; the downline accepts; both sides see it', async () => {
    const { upline, sub } = await team();
    expect(await flags(sub)).toEqual({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false });
    const offered = await offer(upline, sub.id);
    expect(offered.status).toBe('OFFERED');
    expect(await flags(sub)).toEqual({ dailysalreqtype: true, divtypecompperiodreq: false, contracthoursalreq: false });
    // One offer of a kind awaits an answer at a time.
    expect(refusal(await call(upline.token, 'POST', '/wps/agent/contracts', { memberId: sub.id, ...SALARY }))).toEqual([
      409,
      'agent.contract.pending',
    ]);

    // The offerer cannot answer its own offer; the downline can, once.
    expect(refusal(await call(upline.token, 'POST', `/wps/agent/contracts/${offered.id}/accept`))).toEqual([404, 'agent.info.incorrect']);
    const accepted = await call(sub.token, 'POST', `/wps/agent/contracts/${offered.id}/accept`);
    expect(accepted.json().value).toMatchObject({
      status: 'ACCEPTED',
      agent: sub.account,
      offeredBy: upline.account,
      salaryTiers: SALARY.salaryTiers,
    });
    expect(refusal(await call(sub.token, 'POST', `/wps/agent/contracts/${offered.id}/refuse`))).toEqual([409, 'agent.contract.closed']);
    expect(await flags(sub)).toEqual({ dailysalreqtype: false, divtypecompperiodreq: false, contracthoursalreq: false });

    const mine = (await call(sub.token, 'GET', '/wps/agent/contracts?kind=DAILY_SALARY')).json().value;
    expect(mine.received.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([[offered.id, 'ACCEPTED']]);
    const theirs = (await call(upline.token, 'GET', '/wps/agent/contracts')).json().value;
    expect(theirs.offered.map((c: { id: number }) => c.id)).toEqual([offered.id]);
    expect(theirs.received).toEqual([]);

    // A new offer accepted ends the one in force; a refused one leaves it.
    const second = await offer(upline, sub.id, { kind: 'DAILY_SALARY', salaryTiers: [{ turnover: 100, activePlayers: 1, amount: 9_000 }] });
    await call(sub.token, 'POST', `/wps/agent/contracts/${second.id}/refuse`);
    const third = await offer(upline, sub.id);
    await call(sub.token, 'POST', `/wps/agent/contracts/${third.id}/accept`);
    const statuses = (await call(sub.token, 'GET', '/wps/agent/contracts')).json().value.received.map((c: { status: string }) => c.status);
    expect(statuses).toEqual(['ACCEPTED', 'REFUSED', 'ENDED']);
  });

  test('only a direct downline agent of the caller; terms fit the kind; amounts are positive integers; nothing written when refused', async () => {
    const { upline, sub } = await team();
    const link = await call(sub.token, 'POST', '/wps/agent/affiliate/urls', { name: '' });
    const grandchild = await registerThroughApi(t, { affiliateCode: link.json().value.code });
    const stranger = await registerThroughApi(t);
    const nonAgent = await createMember(t.db, { type: 40 });
    await t.db.query('UPDATE members SET upline_id = $2 WHERE id = $1', [nonAgent.id, upline.id]);

    const tryOffer = (memberId: number, terms: object = SALARY) =>
      call(upline.token, 'POST', '/wps/agent/contracts', { memberId, ...terms });
    for (const id of [grandchild.id, stranger.id, upline.id, 999_999])
      expect(refusal(await tryOffer(id))).toEqual([404, 'agent.info.incorrect']);
    expect(refusal(await tryOffer(nonAgent.id))).toEqual([422, 'agent.contract.not.agent']);
    for (const amount of [0, -5, 1.5, '100'])
      expect(refusal(await tryOffer(sub.id, { kind: 'HOURLY_SALARY', salaryTiers: [{ turnover: 0, activePlayers: 0, amount }] }))).toEqual([
        400,
        'amount.invalid',
      ]);
    expect(refusal(await tryOffer(sub.id, { kind: 'DIVIDEND', salaryTiers: SALARY.salaryTiers }))).toEqual([422, 'agent.contract.terms']);
    expect(refusal(await tryOffer(sub.id, { kind: 'DIVIDEND', dividendTiers: [{ minimum: 0, rateBp: 1000 }] }))).toEqual([
      422,
      'agent.contract.terms',
    ]);
    expect(refusal(await tryOffer(sub.id, { kind: 'DAILY_SALARY', dividendTiers: [{ minimum: 0, rateBp: 1000 }] }))).toEqual([
      422,
      'agent.contract.terms',
    ]);
    const [{ n }] = await t.db.query<{ n: unknown }>('SELECT count(*) AS n FROM agent_contracts WHERE offered_by_member_id = $1', [
      upline.id,
    ]);
    expect(Number(n)).toBe(0);

    // Another agent's contract reads and answers nothing.
    const offered = await offer(upline, sub.id);
    expect(refusal(await call(stranger.token, 'POST', `/wps/agent/contracts/${offered.id}/accept`))).toEqual([404, 'agent.info.incorrect']);
    expect((await call(stranger.token, 'GET', '/wps/agent/contracts')).json().value).toEqual({ received: [], offered: [] });
    expect((await call(sub.token, 'GET', '/wps/agent/contracts')).json().value.received[0].status).toBe('OFFERED');
  });

  test('the operator offers any agent of the merchant a dividend; the guest and the operator-less caller are refused', async () => {
    const agent = await registerThroughApi(t);
    const body = { memberId: agent.id, kind: 'DIVIDEND', basis: 'GGR', dividendTiers: [{ minimum: 0, rateBp: 1000 }] };
    expect((await t.call({ method: 'POST', url: '/ops/agent/contracts', payload: body })).statusCode).toBe(401);
    const res = await t.call({ method: 'POST', url: '/ops/agent/contracts', payload: body, headers: OPERATOR_HEADERS });
    expect(res.json().value).toMatchObject({ status: 'OFFERED', offeredBy: null, basis: 'GGR' });
    expect(await flags(agent)).toEqual({ dailysalreqtype: false, divtypecompperiodreq: true, contracthoursalreq: false });
    expect(refusal(await t.call({ method: 'GET', url: '/wps/agent/contracts' }))).toEqual([401, 'login.not.session']);
  });
});

describe('tiers', () => {
  const salary = [
    { turnover: 100_000, activePlayers: 5, amount: 10_000 },
    { turnover: 500_000, activePlayers: 10, amount: 30_000 },
    { turnover: 1_000_000, activePlayers: 20, amount: 80_000 },
  ];
  test.each([
    [99_999, 50, 0],
    [100_000, 5, 10_000],
    [5_000_000, 9, 10_000],
    [500_000, 10, 30_000],
    [999_999, 100, 30_000],
    [1_000_000, 20, 80_000],
  ])('salary: turnover %i with %i active players is due %i', (turnover, players, due) =>
    expect(salaryDue(salary, turnover, players)).toBe(due),
  );

  const dividend = [
    { minimum: 0, rateBp: 1_000 },
    { minimum: 1_000_000, rateBp: 2_500 },
  ];
  test.each([
    [-50_000, 0],
    [0, 0],
    [999, 99],
    [999_999, 99_999],
    [1_000_000, 250_000],
    [1_000_003, 250_000],
  ])('dividend: a base of %i is due %i (rounded down)', (base, due) => expect(dividendDue(dividend, base)).toBe(due));

  test('the periods: a day, an hour, half a month in the merchant zone', () => {
    const at = new Date('2026-11-24T10:30:00+07:00');
    expect(contractPeriod('DAILY_SALARY', 'Asia/Bangkok', at).key).toBe('2026-11-24T00:00:00+07:00');
    expect(contractPeriod('HOURLY_SALARY', 'Asia/Bangkok', at).end).toEqual(new Date('2026-11-24T11:00:00+07:00'));
    const half = contractPeriod('DIVIDEND', 'Asia/Bangkok', at);
    expect([half.key, half.end]).toEqual(['2026-11-16T00:00:00+07:00', new Date('2026-12-01T00:00:00+07:00')]);
  });
});

describe('settlement', () => {
  // Settling at the end of the current period closes it: the contracts accepted and the bets made now fall in it.
  const today = () => contractPeriod('DAILY_SALARY', 'Asia/Bangkok', new Date());

  async function accepted(terms: object, operator = false) {
    const { upline, sub } = await team();
    const body = { memberId: sub.id, ...terms };
    const res = operator
      ? await t.call({ method: 'POST', url: '/ops/agent/contracts', payload: body, headers: OPERATOR_HEADERS })
      : await call(upline.token, 'POST', '/wps/agent/contracts', body);
    const id = res.json().value.id as number;
    await call(sub.token, 'POST', `/wps/agent/contracts/${id}/accept`);
    return { upline, sub, id };
  }

  /** A bet (and win) of a player of the sub-agent's own team. */
  async function play(sub: Registered, bet: number, win: number) {
    const link = await call(sub.token, 'POST', '/wps/agent/affiliate/urls', { name: '' });
    const player = await registerThroughApi(t, { affiliateCode: link.json().value.code });
    await fundMember(t.db, player.id, bet);
    await wager(t.db, player.id, bet, win);
  }

  const statements = async (who: Registered) => (await call(who.token, 'GET', '/wps/agent/contracts/statements')).json().value;

  test('a daily salary is paid once from the upline, when settlement runs twice at once and again; both sides see the statement', async () => {
    const { upline, sub, id } = await accepted({
      kind: 'DAILY_SALARY',
      salaryTiers: [
        { turnover: 1_000, activePlayers: 1, amount: 7_000 },
        { turnover: 1_000_000, activePlayers: 1, amount: 90_000 },
      ],
    });
    await play(sub, 2_000, 500);
    await fundMember(t.db, upline.id, 10_000);
    const before = await walletBalance(t.db, sub.id);
    const { key, end } = today();

    await Promise.all([settleContracts(t.db, 'DAILY_SALARY', end), settleContracts(t.db, 'DAILY_SALARY', end)]);
    await settleContracts(t.db, 'DAILY_SALARY', end);
    expect(await walletBalance(t.db, sub.id)).toBe(before + 7_000);
    expect(await walletBalance(t.db, upline.id)).toBe(3_000);
    const keys = await t.db.query<{ idempotency_key: string }>(
      'SELECT idempotency_key FROM ledger_transfers WHERE idempotency_key LIKE $1',
      [`AGENT_CONTRACT:${id}:%`],
    );
    expect(keys.map((k) => k.idempotency_key)).toEqual([`AGENT_CONTRACT:${id}:${key}`]);

    const expected = { contractId: id, period: key, turnover: 2_000, activePlayers: 1, ggr: 1_500, amount: 7_000, status: 'PAID' };
    expect((await statements(sub)).rows).toEqual([expect.objectContaining({ ...expected, side: 'received', payer: upline.account })]);
    expect((await statements(upline)).rows).toEqual([expect.objectContaining({ ...expected, side: 'paid', agent: sub.account })]);
  });

  test("the scheduler's job run by two instances at once, then again, pays the closed period once", async () => {
    const { upline, sub, id } = await accepted({
      kind: 'DAILY_SALARY',
      salaryTiers: [{ turnover: 1_000, activePlayers: 1, amount: 4_000 }],
    });
    await play(sub, 3_000, 0);
    await fundMember(t.db, upline.id, 4_000);
    const before = await walletBalance(t.db, sub.id);
    const { key, end } = today();
    const job = AGENT_CONTRACT_JOBS.find((j) => j.name === 'agent.contract-settle.daily-salary')!;
    // On PostgreSQL the second instance has a pool of its own: the two runs race in separate transactions.
    const other = await secondInstanceDb(t.db);
    try {
      await Promise.all([runJobPeriod(job, t.db, end), runJobPeriod(job, other, end)]);
      await runJobPeriod(job, other, end);
    } finally {
      await other.close();
    }
    expect(await walletBalance(t.db, sub.id)).toBe(before + 4_000);
    expect(await walletBalance(t.db, upline.id)).toBe(0);
    expect((await statements(sub)).rows).toEqual([expect.objectContaining({ contractId: id, period: key, amount: 4_000, status: 'PAID' })]);
  });

  test('a period with nothing due is recorded as such; an upline short of money leaves the period UNPAID, moving nothing', async () => {
    const quiet = await accepted({ kind: 'DAILY_SALARY', salaryTiers: [{ turnover: 1_000, activePlayers: 1, amount: 7_000 }] });
    const short = await accepted({ kind: 'DAILY_SALARY', salaryTiers: [{ turnover: 0, activePlayers: 0, amount: 7_000 }] });
    await settleContracts(t.db, 'DAILY_SALARY', today().end);
    expect((await statements(quiet.sub)).rows).toEqual([expect.objectContaining({ amount: 0, status: 'NOTHING_DUE', turnover: 0 })]);
    expect((await statements(short.sub)).rows).toEqual([expect.objectContaining({ amount: 7_000, status: 'UNPAID' })]);
    expect(await walletBalance(t.db, short.sub.id)).toBe(0);
  });

  test('a contract accepted after the period closed owes nothing for it; the operator may close the running period early, once', async () => {
    const late = await accepted({ kind: 'HOURLY_SALARY', salaryTiers: [{ turnover: 0, activePlayers: 0, amount: 1_000 }] });
    await fundMember(t.db, late.upline.id, 1_000);
    const settle = (period?: string) =>
      t.call({ method: 'POST', url: '/ops/agent/contracts/settle', payload: { kind: 'HOURLY_SALARY', period }, headers: OPERATOR_HEADERS });
    expect((await settle()).statusCode).toBe(200);
    expect((await statements(late.sub)).rows).toEqual([]);
    expect(refusal(await t.call({ method: 'POST', url: '/ops/agent/contracts/settle', payload: { kind: 'HOURLY_SALARY' } }))[0]).toBe(401);

    const hour = contractPeriod('HOURLY_SALARY', 'Asia/Bangkok', new Date());
    await Promise.all([settle('current'), settle('current')]);
    expect((await statements(late.sub)).rows).toEqual([expect.objectContaining({ period: hour.key, amount: 1_000, status: 'PAID' })]);
    expect(await walletBalance(t.db, late.sub.id)).toBe(1_000);
  });

  test('a dividend the operator offered is paid by the house; a crash in the middle of a run is paid once by the rerun', async () => {
    const a = await accepted({ kind: 'DIVIDEND', basis: 'GGR', dividendTiers: [{ minimum: 1, rateBp: 1_000 }] }, true);
    const b = await accepted({ kind: 'DIVIDEND', basis: 'NET_LOSS', dividendTiers: [{ minimum: 1, rateBp: 2_000 }] }, true);
    await play(a.sub, 10_000, 0);
    await play(b.sub, 10_000, 0);
    const half = contractPeriod('DIVIDEND', 'Asia/Bangkok', new Date());

    // The process dies inside a later contract's settlement, after its payment and before its commit.
    const dying = dyingDb(t.db, 'agent_contract_statements', 'contract_id', new Set([a.id, b.id]));
    await expect(settleContracts(dying, 'DIVIDEND', half.end)).rejects.toThrow('killed');
    expect(await walletBalance(t.db, a.sub.id)).toBe(1_000);
    expect(await walletBalance(t.db, b.sub.id)).toBe(0);
    await settleContracts(t.db, 'DIVIDEND', half.end);
    await settleContracts(t.db, 'DIVIDEND', half.end);
    expect([await walletBalance(t.db, a.sub.id), await walletBalance(t.db, b.sub.id)]).toEqual([1_000, 2_000]);
    expect((await statements(a.sub)).rows).toEqual([
      expect.objectContaining({ period: half.key, ggr: 10_000, amount: 1_000, payer: null }),
    ]);
    expect((await statements(b.sub)).rows).toEqual([expect.objectContaining({ netLoss: 10_000, amount: 2_000 })]);
  });
});
