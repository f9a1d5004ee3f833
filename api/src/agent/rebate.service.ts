import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { JobDefinition } from '../jobs/scheduler';
import { claimPeriod } from '../jobs/once-per-period';
import { merchantTimeZone } from '../promotions/activity-period';
import { findMerchant, type Merchant } from '../system/merchant.repository';
import { MAIN_WALLET, postTransferIn } from '../wallet/ledger.service';
import type { AgentRebates, RebatesSettled } from '@site/shared/src/contracts/agent';
import { agentSettings, isAgentOf } from './agent-settings';
import { AGENT_HOUSE, contractPeriod } from './contract-settlement';
import { figuresByLevel } from './team-figures.repository';
import * as repo from './rebate.repository';
import * as teamRepo from './team.repository';

/**
 * Agent rebates (docs/agent.md "Rebates"; product-rules 6.14): each day, an agent is paid the rate of its downlines'
 * turnover (bets less rollbacks, from the ledger), by the house account AGENT. The rate is the agent's own (the operator
 * set it: its rebate terms) or else the merchant's `agent.rebate.rateBp`; the merchant's `levels` says whether the direct
 * downlines count or the whole team. The day's statement, its job key (agent.rebate:<agent>, period) and the ledger key
 * AGENT_REBATE:<agent>:<period> commit together: a second run, a second instance or a rerun after a crash pays nothing.
 */

/** The rebate of a turnover at a rate in basis points, rounded down; nothing for no turnover. */
export const rebateDue = (turnover: number, rateBp: number) => (turnover <= 0 ? 0 : Math.floor((turnover * rateBp) / 10_000));

/** Settles the day closed last before `at` (with `running`, the day holding `at`) for every agent owed a rebate. */
export async function settleRebates(db: Db, at: Date, running = false): Promise<RebatesSettled> {
  const result: RebatesSettled = { period: '', paid: 0, nothingDue: 0 };
  for (const { code } of await db.query<{ code: string }>('SELECT code FROM merchants ORDER BY code')) {
    const merchant = await findMerchant(db, code);
    if (!merchant) continue;
    const settings = agentSettings(merchant).rebate;
    // Each merchant's day is cut in its own zone.
    const zone = merchantTimeZone(merchant.settings ?? {});
    const current = contractPeriod('DAILY_SALARY', zone, at);
    const day = running ? current : contractPeriod('DAILY_SALARY', zone, new Date(current.start.getTime() - 1));
    for (const candidate of await repo.rebateCandidates(db, code, day.start, day.end, settings.levels === 'team')) {
      const rateBp = candidate.ownRateBp ?? settings.rateBp;
      if (rateBp === 0 || !isAgentOf(merchant, candidate)) continue;
      const { direct, deeper } = await figuresByLevel(db, candidate.agentId, day.start, day.end);
      const turnover = direct.bets - direct.rollbacks + (settings.levels === 'team' ? deeper.bets - deeper.rollbacks : 0);
      if (turnover <= 0) continue;
      result.period = day.key;
      const status = await payOne(db, code, candidate, day, turnover, rateBp);
      if (status === 'PAID') result.paid++;
      else if (status === 'NOTHING_DUE') result.nothingDue++;
    }
  }
  return result;
}

async function payOne(
  db: Db,
  merchantCode: string,
  agent: repo.RebateCandidate,
  day: { key: string; start: Date; end: Date },
  turnover: number,
  rateBp: number,
): Promise<'PAID' | 'NOTHING_DUE' | null> {
  const amount = rebateDue(turnover, rateBp);
  const status = amount > 0 ? 'PAID' : 'NOTHING_DUE';
  return db.transaction(async (tx) => {
    if (!(await claimPeriod(tx, `agent.rebate:${agent.agentId}`, day.key))) return null;
    const statementId = await repo.claimRebateStatement(tx, {
      merchantCode,
      agentId: agent.agentId,
      period: day.key,
      periodStart: day.start,
      periodEnd: day.end,
      turnover,
      rateBp,
      amount,
      status,
    });
    if (statementId === null) return null;
    if (status === 'PAID') {
      const posted = await postTransferIn(tx, {
        merchantCode,
        idempotencyKey: `AGENT_REBATE:${agent.agentId}:${day.key}`,
        code: 'AGENT_REBATE',
        from: { house: AGENT_HOUSE },
        to: { memberId: agent.agentId, wallet: MAIN_WALLET },
        amount,
        memo: `Agent rebate ${day.key}`,
        meta: { period: day.key, turnover, rateBp },
      });
      await repo.markRebatePaid(tx, statementId, posted.transferId);
    }
    return status;
  });
}

/** The agent's rate now and its statements, newest first. */
export async function rebatesOf(db: Queryable, merchant: Merchant, agentId: number, page: number, size: number): Promise<AgentRebates> {
  const own = await repo.ownRate(db, agentId);
  const settings = agentSettings(merchant).rebate;
  const { rows, total } = await repo.rebateStatements(db, agentId, size, (page - 1) * size);
  return {
    rateBp: own ?? settings.rateBp,
    source: own === null ? 'merchant' : 'agent',
    levels: settings.levels,
    statements: {
      rows: rows.map((r) => ({ ...r, periodStart: r.periodStart.getTime(), periodEnd: r.periodEnd.getTime() })),
      totalCount: total,
      totalPages: Math.ceil(total / size),
      pageNum: page,
    },
  };
}

/** The operator sets an agent's own rate (null: the merchant's applies again). Only an agent of the merchant has one. */
export async function setRebateRate(db: Db, merchant: Merchant, memberId: number, rateBp: number | null, operator: string) {
  return db.transaction(async (tx) => {
    const member = await teamRepo.lockMember(tx, merchant.code, memberId);
    if (!member || !isAgentOf(merchant, member)) throw new AppError('agent.info.incorrect');
    await repo.setOwnRate(tx, memberId, rateBp, operator);
    return rebatesOf(tx, merchant, memberId, 1, 1);
  });
}

/** Each midnight of the merchant's zone closes the day before (a missed day still owes: 'every'). */
export const AGENT_REBATE_JOB: JobDefinition = {
  name: 'agent.rebate-settle.daily',
  schedule: { cron: '0 0 * * *' },
  missed: 'every',
  timeoutSeconds: 600,
  async run({ db, period, log }) {
    const settled = await settleRebates(db, new Date(period));
    if (settled.paid + settled.nothingDue) log.info(settled, 'agent rebates settled');
  },
};
