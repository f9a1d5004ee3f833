import { createTestApp, type TestApp } from '../../test/test-app';
import { merchantWithAgentSettings, registerThroughApi, type Registered } from '../../test/agents';
import { fundMember, makeWithdrawalReady, TEST_PAYMENT_PASSWORD, wager } from '../../test/wallet-helpers';
import { postTransfer, walletBalance } from '../wallet/ledger.service';
import { teamFigures } from './team-figures.service';

/**
 * The agent's team through the API (docs/agent.md): affiliate links and what they brought, downlines direct and at
 * every level, team figures computed from the ledger, transfers to downlines; and no id of another team reads or
 * moves anything.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (token: string, url: string, merchant = 'DEMO') => t.call({ method: 'GET', url, token, headers: { merchant } });
const refusal = (res: { statusCode: number; json(): { errorCode?: string } }) => [res.statusCode, res.json().errorCode];

async function newLink(agent: Registered, name = '', merchant = 'DEMO') {
  const res = await t.call({
    method: 'POST',
    url: '/wps/agent/affiliate/urls',
    token: agent.token,
    payload: { name },
    headers: { merchant },
  });
  expect(res.statusCode).toBe(200);
  return res.json().value as { id: number; code: string; path: string; registrations: number; name: string };
}

let seq = 0;
const post = (code: 'BONUS' | 'ROLLBACK', memberId: number, amount: number) =>
  postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: `agent-test-${code}-${++seq}`,
    code,
    from: { house: 'PROMO' },
    to: { memberId, wallet: 'MAIN' },
    amount,
  });

async function paidWithdrawal(memberId: number, amount: number) {
  const key = `agent-test-wd-${++seq}`;
  await postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: `${key}:hold`,
    code: 'WITHDRAW_HOLD',
    from: { memberId, wallet: 'MAIN' },
    to: { memberId, wallet: 'HOLD' },
    amount,
  });
  await postTransfer(t.db, {
    merchantCode: 'DEMO',
    idempotencyKey: `${key}:pay`,
    code: 'WITHDRAW_PAYOUT',
    from: { memberId, wallet: 'HOLD' },
    to: { house: 'BANK' },
    amount,
  });
}

describe('a team of two levels beside another agent', () => {
  let agent: Registered, p1: Registered, p2: Registered, p3: Registered, other: Registered, q: Registered;

  beforeAll(async () => {
    agent = await registerThroughApi(t);
    other = await registerThroughApi(t);
    const link = await newLink(agent, 'Facebook');
    p1 = await registerThroughApi(t, { affiliateCode: link.code });
    p3 = await registerThroughApi(t, { affiliateCode: link.code });
    // p1 is an agent too (reading A): its own player is the top agent's second level.
    p2 = await registerThroughApi(t, { affiliateCode: (await newLink(p1)).code });
    q = await registerThroughApi(t, { affiliateCode: (await newLink(other)).code });

    await fundMember(t.db, p1.id, 30_000);
    await fundMember(t.db, p1.id, 20_000);
    await wager(t.db, p1.id, 10_000, 4_000);
    await wager(t.db, p1.id, 5_000);
    await post('ROLLBACK', p1.id, 5_000);
    await post('BONUS', p1.id, 1_000);
    await paidWithdrawal(p1.id, 3_000);
    await fundMember(t.db, p2.id, 7_000);
    await wager(t.db, p2.id, 2_000);
    // Neither the agent's own money nor another team's counts.
    await fundMember(t.db, agent.id, 1_234);
    await fundMember(t.db, q.id, 99_999);
    await wager(t.db, q.id, 9_999);
  });

  test('affiliate links: view with the registrations each brought, delete only one of its own', async () => {
    const links = (await get(agent.token, '/wps/agent/affiliate/urls')).json().value;
    expect(links).toEqual([
      expect.objectContaining({ name: 'Facebook', registrations: 2, path: `/m/register?affiliateCode=${links[0].code}` }),
    ]);
    expect(links[0].code).toMatch(/^AG-[A-Z2-9]{8}$/);

    const spare = await newLink(agent);
    const foreign = await t.call({ method: 'DELETE', url: `/wps/agent/affiliate/urls/${spare.id}`, token: other.token });
    expect(refusal(foreign)).toEqual([404, 'agent.info.incorrect']);
    expect((await get(agent.token, '/wps/agent/affiliate/urls')).json().value).toHaveLength(2);
    expect((await t.call({ method: 'DELETE', url: `/wps/agent/affiliate/urls/${spare.id}`, token: agent.token })).json()).toEqual({
      success: true,
      value: true,
    });
    expect((await get(agent.token, '/wps/agent/affiliate/urls')).json().value.map((l: { id: number }) => l.id)).toEqual([links[0].id]);
    await expect(registerThroughApi(t, { affiliateCode: spare.code })).rejects.toThrow(/invitation_code_error/);
    // Another agent's list never shows them.
    expect((await get(other.token, '/wps/agent/affiliate/urls')).json().value.map((l: { id: number }) => l.id)).not.toContain(links[0].id);
  });

  test('downlines: direct or every level, with registration, last login, deposits and turnover; search and pages', async () => {
    const direct = (await get(agent.token, '/wps/agent/downlines')).json().value;
    expect(direct).toMatchObject({ totalCount: 2, totalPages: 1, pageNum: 1 });
    expect(direct.rows.map((r: { account: string }) => r.account)).toEqual([p3.account, p1.account]);
    const row1 = direct.rows[1];
    expect(row1).toMatchObject({ id: p1.id, depth: 1, upline: agent.account, deposits: 50_000, turnover: 10_000, type: 0, agent: true });
    expect(row1.lastLoginAt).toEqual(expect.any(Number));
    // product-rules 6.13 (default `direct`): a direct downline's balance shows, a deeper one's does not.
    expect(row1.balance).toBe(await walletBalance(t.db, p1.id));
    expect(Math.abs(row1.registeredAt - Date.now())).toBeLessThan(600_000);

    const all = (await get(agent.token, '/wps/agent/downlines?level=all')).json().value;
    expect(all.rows.map((r: { account: string; depth: number }) => [r.account, r.depth])).toEqual([
      [p2.account, 2],
      [p3.account, 1],
      [p1.account, 1],
    ]);
    expect(all.rows[0]).toMatchObject({ upline: p1.account, deposits: 7_000, turnover: 2_000, balance: null });

    const searched = (await get(agent.token, `/wps/agent/downlines?level=all&name=${p2.account.slice(2, 9).toUpperCase()}`)).json().value;
    expect(searched.rows.map((r: { id: number }) => r.id)).toEqual([p2.id]);
    expect((await get(agent.token, '/wps/agent/downlines?level=all&name=%25')).json().value.totalCount).toBe(0);

    const page2 = (await get(agent.token, '/wps/agent/downlines?level=all&size=2&page=2')).json().value;
    expect(page2).toMatchObject({ totalCount: 3, totalPages: 2, pageNum: 2 });
    expect(page2.rows.map((r: { id: number }) => r.id)).toEqual([p1.id]);

    // Another team's members never show: not by level, not by name.
    expect((await get(agent.token, `/wps/agent/downlines?level=all&name=${q.account}`)).json().value.totalCount).toBe(0);
    expect((await get(p1.token, '/wps/agent/downlines?level=all')).json().value.rows.map((r: { id: number }) => r.id)).toEqual([p2.id]);
  });

  test('team figures from the ledger: the direct downlines and the whole team', async () => {
    const direct = {
      registrations: 2,
      firstDepositors: 1,
      activePlayers: 1,
      deposits: 50_000,
      withdrawals: 3_000,
      turnover: 10_000,
      ggr: 6_000,
      bonuses: 1_000,
      net: 5_000,
    };
    const team = {
      registrations: 3,
      firstDepositors: 2,
      activePlayers: 2,
      deposits: 57_000,
      withdrawals: 3_000,
      turnover: 12_000,
      ggr: 8_000,
      bonuses: 1_000,
      net: 7_000,
    };
    const today = (await get(agent.token, '/wps/agent/team/kpi?period=today')).json().value;
    expect(today).toMatchObject({ period: 'today', direct, team });
    expect(today.endTime - today.startTime).toBe(86_400_000);
    expect(today.days).toEqual([expect.objectContaining({ deposits: 57_000, turnover: 12_000, ggr: 8_000 })]);

    for (const period of ['week', 'month']) {
      const value = (await get(agent.token, `/wps/agent/team/kpi?period=${period}`)).json().value;
      expect(value).toMatchObject({ direct, team });
      expect(value.days.reduce((sum: number, d: { deposits: number }) => sum + d.deposits, 0)).toBe(57_000);
    }
    const zero = {
      registrations: 0,
      firstDepositors: 0,
      activePlayers: 0,
      deposits: 0,
      withdrawals: 0,
      turnover: 0,
      ggr: 0,
      bonuses: 0,
      net: 0,
    };
    expect((await get(agent.token, '/wps/agent/team/kpi?period=yesterday')).json().value).toMatchObject({ direct: zero, team: zero });
    // Seen from tomorrow, today is yesterday.
    expect(await teamFigures(t.db, agent.id, { period: 'yesterday' }, 'Asia/Bangkok', Date.now() + 86_400_000)).toMatchObject({
      direct,
      team,
    });

    const now = Date.now();
    const range = (
      await get(agent.token, `/wps/agent/team/kpi?period=range&startTime=${now - 3_600_000}&endTime=${now + 3_600_000}`)
    ).json().value;
    expect(range).toMatchObject({ startTime: now - 3_600_000, endTime: now + 3_600_000, direct, team });
    expect(refusal(await get(agent.token, `/wps/agent/team/kpi?period=range&startTime=${now}&endTime=${now - 1}`))).toEqual([
      422,
      'validation.failed',
    ]);
    expect(refusal(await get(agent.token, `/wps/agent/team/kpi?period=range&startTime=0&endTime=${now}`))).toEqual([
      422,
      'validation.failed',
    ]);

    // The second level's own agent sees only its player; the other agent only its own.
    expect((await get(p1.token, '/wps/agent/team/kpi')).json().value.team).toMatchObject({
      registrations: 1,
      deposits: 7_000,
      turnover: 2_000,
    });
    expect((await get(other.token, '/wps/agent/team/kpi')).json().value.team).toMatchObject({
      registrations: 1,
      deposits: 99_999,
      turnover: 9_999,
    });
  });

  describe('transfers to downlines', () => {
    beforeAll(async () => {
      await makeWithdrawalReady(t.db, agent);
      await fundMember(t.db, agent.id, 100_000);
    });
    const send = (body: Record<string, unknown>, token = agent.token) =>
      t.call({ method: 'POST', url: '/wps/agent/transfer/downline', token, payload: { paymentPassword: TEST_PAYMENT_PASSWORD, ...body } });
    const agentTransfers = async () =>
      Number((await t.db.query<{ n: number }>(`SELECT count(*) AS n FROM ledger_transfers WHERE code = 'AGENT_TRANSFER'`))[0].n);

    test('a member at any level of the team receives it once per key; both sides see the record', async () => {
      const before = await walletBalance(t.db, agent.id);
      const body = { memberId: p2.id, amount: 2_500, idempotencyKey: 'to-p2-1' };
      const first = (await send(body)).json().value;
      expect(first).toMatchObject({ memberId: p2.id, account: p2.account, amount: 2_500, replayed: false, balance: before - 2_500 });
      const again = (await send(body)).json().value;
      expect(again).toMatchObject({ id: first.id, replayed: true, balance: before - 2_500 });
      expect(refusal(await send({ ...body, amount: 2_600 }))).toEqual([409, 'idempotency.conflict']);
      expect(await walletBalance(t.db, p2.id)).toBe(7_000 - 2_000 + 2_500);

      const out = (await get(agent.token, '/wps/agent/transfer/records')).json().value.rows;
      expect(out[0]).toMatchObject({ id: first.id, direction: 'out', counterpart: p2.account, amount: -2_500 });
      const received = (await get(p2.token, '/wps/agent/transfer/records')).json().value.rows;
      expect(received).toEqual([expect.objectContaining({ id: first.id, direction: 'in', counterpart: agent.account, amount: 2_500 })]);
      expect((await get(q.token, '/wps/agent/transfer/records')).json().value.rows).toEqual([]);
      // Moving money to a downline is neither a deposit nor play: the figures stay.
      expect((await get(agent.token, '/wps/agent/team/kpi')).json().value.team).toMatchObject({ deposits: 57_000 });
      const limits = (await get(agent.token, '/wps/agent/transfer/downline')).json().value;
      expect(limits).toMatchObject({ minAmount: 100, usedToday: 2_500, balance: before - 2_500, hasPaymentPassword: true });
    });

    test("another team's member, a bad password, amounts outside the limits: refused, nothing moved", async () => {
      const count = await agentTransfers();
      const balance = await walletBalance(t.db, agent.id);
      expect(refusal(await send({ memberId: q.id, amount: 1_000, idempotencyKey: 'to-q' }))).toEqual([404, 'agent.info.incorrect']);
      expect(refusal(await send({ memberId: agent.id, amount: 1_000, idempotencyKey: 'to-self' }))).toEqual([404, 'agent.info.incorrect']);
      expect(refusal(await send({ memberId: p1.id, amount: 1_000, idempotencyKey: 'bad-pw', paymentPassword: '000000' }))).toEqual([
        400,
        'payment.password.incorrect',
      ]);
      expect(refusal(await send({ memberId: p1.id, amount: 99, idempotencyKey: 'small' }))).toEqual([422, 'agent.transfer.limit']);
      expect(refusal(await send({ memberId: p1.id, amount: 10_000_001, idempotencyKey: 'big' }))).toEqual([422, 'agent.transfer.limit']);
      for (const amount of [0, -5, 10.5, '100', null])
        expect(refusal(await send({ memberId: p1.id, amount, idempotencyKey: 'bad' }))).toEqual([400, 'amount.invalid']);
      expect(refusal(await send({ memberId: p1.id, amount: 1_000_000, idempotencyKey: 'broke' }))).toEqual([422, 'balance.insufficient']);
      // The other agent cannot move money into the first agent's team either.
      await makeWithdrawalReady(t.db, other);
      await fundMember(t.db, other.id, 5_000);
      expect(refusal(await send({ memberId: p1.id, amount: 1_000, idempotencyKey: 'cross' }, other.token))).toEqual([
        404,
        'agent.info.incorrect',
      ]);
      expect([await agentTransfers(), await walletBalance(t.db, agent.id)]).toEqual([count, balance]);
    });

    test('concurrent repeats of one key move money once; concurrent different keys never overdraw', async () => {
      const balance = await walletBalance(t.db, agent.id);
      const same = await Promise.all(Array.from({ length: 5 }, () => send({ memberId: p3.id, amount: 1_000, idempotencyKey: 'race-1' })));
      expect(same.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(new Set(same.map((r) => r.json().value.id)).size).toBe(1);
      expect(same.filter((r) => !r.json().value.replayed)).toHaveLength(1);
      expect(await walletBalance(t.db, p3.id)).toBe(1_000);

      const left = balance - 1_000;
      const share = Math.floor(left / 3) + 1; // two fit, the third does not
      const many = await Promise.all([1, 2, 3].map((i) => send({ memberId: p3.id, amount: share, idempotencyKey: `race-many-${i}` })));
      expect(many.map((r) => r.statusCode).sort()).toEqual([200, 200, 422]);
      expect(await walletBalance(t.db, agent.id)).toBe(left - 2 * share);
    });
  });
});

test("the daily limit and the AFFMAN3 switch are the merchant's", async () => {
  const merchant = await merchantWithAgentSettings(t, 'AGDAILY', { transfer: { dailyMax: 1_500 } });
  const agent = await registerThroughApi(t, { merchant });
  const link = await newLink(agent, '', merchant);
  const player = await registerThroughApi(t, { merchant, affiliateCode: link.code });
  await makeWithdrawalReady(t.db, agent);
  await fundMember(t.db, agent.id, 10_000, merchant);
  const send = (amount: number, key: string) =>
    t.call({
      method: 'POST',
      url: '/wps/agent/transfer/downline',
      token: agent.token,
      headers: { merchant },
      payload: { memberId: player.id, amount, paymentPassword: TEST_PAYMENT_PASSWORD, idempotencyKey: key },
    });
  expect((await send(1_000, 'd1')).statusCode).toBe(200);
  expect(refusal(await send(600, 'd2'))).toEqual([422, 'agent.transfer.daily.limit']);
  expect((await send(500, 'd3')).statusCode).toBe(200);

  await t.db.query(
    `INSERT INTO merchants (code, name, settings, whitelabel) SELECT 'AGNOAFF', name, settings, '[]'::jsonb FROM merchants WHERE code = 'DEMO'`,
  );
  const off = await registerThroughApi(t, { merchant: 'AGNOAFF' });
  expect(refusal(await get(off.token, '/wps/agent/affiliate/urls', 'AGNOAFF'))).toEqual([403, 'function.not.available']);
});

test("product-rules 6.13: the merchant's downlineBalance shows every level's balance, or nobody's", async () => {
  for (const [code, rule, expected] of [
    ['AGBALALL', 'all', [4_000, 1_500]],
    ['AGBALNONE', 'none', [null, null]],
  ] as const) {
    const merchant = await merchantWithAgentSettings(t, code, { downlineBalance: rule });
    const agent = await registerThroughApi(t, { merchant });
    const direct = await registerThroughApi(t, { merchant, affiliateCode: (await newLink(agent, '', merchant)).code });
    const deeper = await registerThroughApi(t, { merchant, affiliateCode: (await newLink(direct, '', merchant)).code });
    await fundMember(t.db, direct.id, 4_000, merchant);
    await fundMember(t.db, deeper.id, 1_500, merchant);
    const rows = (await get(agent.token, '/wps/agent/downlines?level=all', merchant)).json().value.rows;
    expect(rows.map((r: { id: number; balance: number | null }) => [r.id, r.balance])).toEqual([
      [deeper.id, expected[1]],
      [direct.id, expected[0]],
    ]);
  }
});

describe('laundering path: bonus money cannot leave through a downline (issue 29)', () => {
  test('laundering path: an agent with an active turnover obligation cannot transfer to its downline; agent money is turnover-bound for the downline', async () => {
    const { insertUnlinkedObligation, setProgress } = await import('../promotions/turnover.repository');
    const agent = await registerThroughApi(t);
    const link = await newLink(agent);
    const downline = await registerThroughApi(t, { affiliateCode: link.code });
    await makeWithdrawalReady(t.db, agent);
    const { cardId } = await makeWithdrawalReady(t.db, downline);
    await fundMember(t.db, agent.id, 20_000);
    const bonus = await post('BONUS', agent.id, 1_000);
    const obligationId = await insertUnlinkedObligation(t.db, {
      merchantCode: 'DEMO',
      memberId: agent.id,
      key: `laundering-${agent.id}`,
      title: { TH: 'โบนัสทดสอบ', EN: 'Test bonus' },
      bonusTransferId: bonus.transferId,
      bonus: 1_000,
      required: 10_000,
    });
    const send = (amount: number, key: string) =>
      t.call({
        method: 'POST',
        url: '/wps/agent/transfer/downline',
        token: agent.token,
        payload: { paymentPassword: TEST_PAYMENT_PASSWORD, memberId: downline.id, amount, idempotencyKey: key },
      });

    const refused = await send(15_000, 'launder-1');
    expect(refusal(refused)).toEqual([422, 'agent.transfer.bonus.turnover']);
    expect(refused.json().value.obligations).toEqual([expect.objectContaining({ bonus: 1_000 })]);
    expect(await walletBalance(t.db, agent.id)).toBe(21_000);
    expect(await walletBalance(t.db, downline.id)).toBe(0);

    // Once the obligation is met the transfer goes, and the downline must wager it as if it were a deposit.
    await setProgress(t.db, obligationId!, 10_000, 'MET');
    expect((await send(15_000, 'launder-2')).statusCode).toBe(200);
    const wd = await t.call({
      method: 'POST',
      url: '/wps/transaction/withdraw',
      token: downline.token,
      payload: { amount: 10_000, bankCardId: cardId, paymentPassword: TEST_PAYMENT_PASSWORD },
    });
    expect(refusal(wd)).toEqual([422, 'withdraw.turnover.insufficient']);
    expect(await walletBalance(t.db, downline.id)).toBe(15_000);
  });
});
