import { createTestApp, type TestApp } from '../../test/test-app';
import { merchantWithAgentSettings, OPERATOR_HEADERS, registerThroughApi, type Registered } from '../../test/agents';
import { dyingDb, runJobPeriod, secondInstanceDb } from '../../test/jobs';
import { wager, fundMember } from '../../test/wallet-helpers';
import type { Db } from '../db/db';
import { walletBalance } from '../wallet/ledger.service';
import { contractPeriod } from './contract-settlement';
import { AGENT_REBATE_JOB, rebateDue, settleRebates } from './rebate.service';

/**
 * Agent rebates (docs/agent.md "Rebates"): the rate of the downlines' daily turnover, the agent's own (set by the
 * operator) or the merchant's, direct downlines or the whole team, paid by the house once per agent and day: when two
 * instances run the job at once, again, and after a crash in the middle.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => contractPeriod('DAILY_SALARY', 'Asia/Bangkok', new Date());
const refusal = (res: { statusCode: number; json(): { errorCode?: string } }) => [res.statusCode, res.json().errorCode];
const setRate = (memberId: number, rateBp?: number | string, merchant?: string) =>
  t.call({
    method: 'POST',
    url: `/ops/agent/members/${memberId}/rebate-rate`,
    payload: rateBp === undefined ? {} : { rateBp },
    headers: { ...OPERATOR_HEADERS, ...(merchant ? { merchant } : {}) },
  });
const rebates = async (who: Registered, merchant?: string) =>
  (await t.call({ method: 'GET', url: '/wps/agent/rebates', token: who.token, headers: merchant ? { merchant } : {} })).json().value;

/** A member registered through the agent's new link (reading A: an agent itself). */
async function downlineOf(agent: Registered, merchant?: string): Promise<Registered> {
  const headers = merchant ? { merchant } : {};
  const link = await t.call({ method: 'POST', url: '/wps/agent/affiliate/urls', token: agent.token, payload: { name: '' }, headers });
  return registerThroughApi(t, { affiliateCode: link.json().value.code, merchant });
}

async function play(member: Registered, bet: number, merchant = 'DEMO') {
  await fundMember(t.db, member.id, bet, merchant);
  await wager(t.db, member.id, bet, 0, merchant);
}

const rebateKeys = (agentId: number) =>
  t.db.query<{ idempotency_key: string }>('SELECT idempotency_key FROM ledger_transfers WHERE idempotency_key LIKE $1', [
    `AGENT_REBATE:${agentId}:%`,
  ]);

test('the arithmetic: the rate in basis points of the turnover, rounded down; nothing without turnover', () => {
  expect(rebateDue(20_000, 100)).toBe(200);
  expect(rebateDue(99, 100)).toBe(0);
  expect(rebateDue(12_345, 75)).toBe(92);
  expect(rebateDue(0, 10_000)).toBe(0);
  expect(rebateDue(-500, 100)).toBe(0);
});

test("the operator sets an agent's own rate; only an agent of the merchant has one; the rate is 0..10000 bp", async () => {
  const agent = await registerThroughApi(t);
  expect(await rebates(agent)).toMatchObject({ rateBp: 0, source: 'merchant', levels: 'direct', statements: { rows: [], totalCount: 0 } });
  expect((await setRate(agent.id, 150)).json().value).toMatchObject({ rateBp: 150, source: 'agent' });
  expect(await rebates(agent)).toMatchObject({ rateBp: 150, source: 'agent' });
  expect((await setRate(agent.id)).json().value).toMatchObject({ rateBp: 0, source: 'merchant' });
  for (const bad of [-1, 10_001, 1.5, 'x']) expect(refusal(await setRate(agent.id, bad))).toEqual([422, 'validation.failed']);
  expect(refusal(await setRate(999_999, 10))).toEqual([404, 'agent.info.incorrect']);
  expect(refusal(await t.call({ method: 'POST', url: `/ops/agent/members/${agent.id}/rebate-rate`, payload: { rateBp: 1 } }))[0]).toBe(401);
  expect(refusal(await t.call({ method: 'GET', url: '/wps/agent/rebates' }))).toEqual([401, 'login.not.session']);
});

test("an agent's own rate on its direct downlines' turnover is paid once, when two instances run the job at once and again", async () => {
  const agent = await registerThroughApi(t);
  await setRate(agent.id, 100);
  const player = await downlineOf(agent);
  const deeper = await downlineOf(player);
  await play(player, 20_000);
  await play(deeper, 50_000); // the second level: not the agent's under the merchant's `direct`
  const { key, end } = today();

  // Two instances run the job of the day after at once (on PostgreSQL each with a pool of its own), then one again.
  const other = await secondInstanceDb(t.db);
  const run = (db: Db) => runJobPeriod(AGENT_REBATE_JOB, db, end);
  try {
    await Promise.all([run(t.db), run(other)]);
    await run(other);
  } finally {
    await other.close();
  }
  expect(await walletBalance(t.db, agent.id)).toBe(200);
  expect((await rebateKeys(agent.id)).map((k) => k.idempotency_key)).toEqual([`AGENT_REBATE:${agent.id}:${key}`]);
  expect((await rebates(agent)).statements.rows).toEqual([
    expect.objectContaining({ period: key, turnover: 20_000, rateBp: 100, amount: 200, status: 'PAID' }),
  ]);
  // The player under the agent is an agent too (reading A) but has no rate: nothing for it.
  expect((await rebates(player)).statements.rows).toEqual([]);
});

test("the merchant's rate over the whole team; less than a minor unit is recorded as nothing due", async () => {
  const merchant = await merchantWithAgentSettings(t, 'AGREBTEAM', { rebate: { rateBp: 50, levels: 'team' } });
  const top = await registerThroughApi(t, { merchant });
  const sub = await downlineOf(top, merchant);
  const player = await downlineOf(sub, merchant);
  await play(player, 10_000, merchant);
  const small = await registerThroughApi(t, { merchant });
  await play(await downlineOf(small, merchant), 100, merchant);

  const settle = () =>
    t.call({
      method: 'POST',
      url: '/ops/agent/rebates/settle',
      payload: { period: 'current' },
      headers: { ...OPERATOR_HEADERS, merchant },
    });
  await Promise.all([settle(), settle()]);
  await settle();
  expect(await rebates(top, merchant)).toMatchObject({ rateBp: 50, source: 'merchant', levels: 'team' });
  expect((await rebates(top, merchant)).statements.rows).toEqual([
    expect.objectContaining({ turnover: 10_000, amount: 50, status: 'PAID' }),
  ]);
  expect((await rebates(sub, merchant)).statements.rows).toEqual([expect.objectContaining({ turnover: 10_000, amount: 50 })]);
  expect((await rebates(small, merchant)).statements.rows).toEqual([
    expect.objectContaining({ turnover: 100, amount: 0, status: 'NOTHING_DUE' }),
  ]);
  expect([await walletBalance(t.db, top.id), await walletBalance(t.db, sub.id), await walletBalance(t.db, small.id)]).toEqual([50, 50, 0]);
});

test('a crash in the middle of a run: what committed stays paid, the rerun pays the rest once', async () => {
  const a = await registerThroughApi(t);
  const b = await registerThroughApi(t);
  await setRate(a.id, 1_000);
  await setRate(b.id, 2_000);
  await play(await downlineOf(a), 10_000);
  await play(await downlineOf(b), 10_000);
  const { end } = today();

  // The process dies inside the second agent's day, after its payment and before its commit.
  const dying = dyingDb(t.db, 'agent_rebate_statements', 'agent_id', new Set([a.id, b.id]));
  await expect(settleRebates(dying, end)).rejects.toThrow('killed');
  const first = [await walletBalance(t.db, a.id), await walletBalance(t.db, b.id)].sort((x, y) => x - y);
  expect(first.filter((n) => n > 0)).toHaveLength(1);
  await settleRebates(t.db, end);
  await settleRebates(t.db, end);
  expect([await walletBalance(t.db, a.id), await walletBalance(t.db, b.id)]).toEqual([1_000, 2_000]);
  expect(await rebateKeys(a.id)).toHaveLength(1);
  expect(await rebateKeys(b.id)).toHaveLength(1);
});
