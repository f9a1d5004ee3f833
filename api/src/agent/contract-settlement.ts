import type { Db } from '../db/db';
import type { JobDefinition } from '../jobs/scheduler';
import { periodAt, periodsBetween, type Schedule } from '../jobs/periods';
import { merchantTimeZone } from '../promotions/activity-period';
import { findMerchant } from '../system/merchant.repository';
import { MAIN_WALLET, postTransferIn, walletBalance } from '../wallet/ledger.service';
import {
  CONTRACT_KINDS,
  type ContractKind,
  type DividendBasis,
  type DividendTier,
  type SalaryTier,
} from '@site/shared/src/contracts/agent';
import { figuresByLevel } from './team-figures.repository';
import * as repo from './contract.repository';

/**
 * Settlement of agent contracts (docs/agent.md "Contracts"; engineering-habits H20): when a period of a kind closes,
 * each contract in force gets one statement for it, computed from the ledger (the contract agent's whole team), and
 * what is due moves once from the payer the contract names (the upline's MAIN wallet, or the house AGENT when the
 * operator offered it). The statement's unique (contract, period) and the ledger key AGENT_CONTRACT:<contract>:<period>
 * commit together, so a second run, a second instance or a run after a crash pays nothing more.
 */

/** When each kind's periods start: daily, hourly, half-monthly (the 1st and the 16th). */
export const CONTRACT_PERIOD_STARTS: Record<ContractKind, string> = {
  DAILY_SALARY: '0 0 * * *',
  HOURLY_SALARY: '0 * * * *',
  DIVIDEND: '0 0 1,16 * *',
};

/** The house account paying contracts the operator offered. */
export const AGENT_HOUSE = 'AGENT';

/** The kind's period holding `at` in the zone: its key and bounds. */
export function contractPeriod(kind: ContractKind, timeZone: string, at: Date): { key: string; start: Date; end: Date } {
  const schedule: Schedule = { cron: CONTRACT_PERIOD_STARTS[kind], timeZone };
  const { key, start } = periodAt(schedule, timeZone, at);
  const [next] = periodsBetween(schedule, timeZone, start, new Date(start.getTime() + 20 * 86_400_000), 1);
  return { key, start, end: next.start };
}

/** The salary due: the highest amount among the tiers whose turnover and active players the team reached; else 0. */
export function salaryDue(tiers: SalaryTier[], turnover: number, activePlayers: number): number {
  return tiers.filter((t) => turnover >= t.turnover && activePlayers >= t.activePlayers).reduce((max, t) => Math.max(max, t.amount), 0);
}

/** The dividend due: the rate of the highest minimum the period's base reached, applied to the base (rounded down); 0 for no loss. */
export function dividendDue(tiers: DividendTier[], base: number): number {
  if (base <= 0) return 0;
  const tier = tiers.filter((t) => base >= t.minimum).sort((a, b) => b.minimum - a.minimum)[0];
  return tier ? Math.floor((base * tier.rateBp) / 10_000) : 0;
}

export interface Settlement {
  period: string;
  paid: number;
  nothingDue: number;
  unpaid: number;
}

/**
 * Settles the kind's period that closed last before `at`, for every contract in force then; with `running`, the
 * period holding `at` instead (the operator closing it early).
 */
export async function settleContracts(db: Db, kind: ContractKind, at: Date, running = false): Promise<Settlement> {
  const result: Settlement = { period: '', paid: 0, nothingDue: 0, unpaid: 0 };
  const zones = new Map<string, string>();
  for (const contract of await repo.contractsInForce(db, kind, running ? new Date(at.getTime() + 1) : at)) {
    if (!zones.has(contract.merchantCode))
      zones.set(contract.merchantCode, merchantTimeZone((await findMerchant(db, contract.merchantCode))?.settings ?? {}));
    const zone = zones.get(contract.merchantCode)!;
    const current = contractPeriod(kind, zone, at);
    const closed = running ? current : contractPeriod(kind, zone, new Date(current.start.getTime() - 1));
    // A contract accepted after the period closed owes nothing for it.
    if (contract.decidedAt && contract.decidedAt >= closed.end) continue;
    result.period = closed.key;
    const status = await settleOne(db, contract, closed);
    if (status === 'PAID') result.paid++;
    else if (status === 'NOTHING_DUE') result.nothingDue++;
    else if (status === 'UNPAID') result.unpaid++;
  }
  return result;
}

async function settleOne(
  db: Db,
  contract: repo.ContractRow,
  period: { key: string; start: Date; end: Date },
): Promise<repo.StatementInput['status'] | null> {
  const { direct, deeper } = await figuresByLevel(db, contract.agentId, period.start, period.end);
  const turnover = direct.bets - direct.rollbacks + deeper.bets - deeper.rollbacks;
  const ggr = turnover - direct.wins - deeper.wins;
  const netLoss = ggr - direct.bonuses - deeper.bonuses;
  const activePlayers = direct.activePlayers + deeper.activePlayers;
  const amount =
    contract.kind === 'DIVIDEND'
      ? dividendDue(contract.tiers as DividendTier[], (contract.basis as DividendBasis) === 'GGR' ? ggr : netLoss)
      : salaryDue(contract.tiers as SalaryTier[], turnover, activePlayers);
  const payer =
    contract.offeredByMemberId === null ? { house: AGENT_HOUSE } : { memberId: contract.offeredByMemberId, wallet: MAIN_WALLET };

  return db.transaction(async (tx) => {
    const upline = contract.offeredByMemberId;
    const short = upline !== null && amount > 0 && (await walletBalance(tx, upline, MAIN_WALLET)) < amount;
    const status = amount === 0 ? 'NOTHING_DUE' : short ? 'UNPAID' : 'PAID';
    const base = { contractId: contract.id, period: period.key, periodStart: period.start, periodEnd: period.end };
    const statementId = await repo.claimStatement(tx, { ...base, turnover, activePlayers, ggr, netLoss, amount, status });
    if (statementId === null) return null;
    if (status === 'PAID') {
      const posted = await postTransferIn(tx, {
        merchantCode: contract.merchantCode,
        idempotencyKey: `AGENT_CONTRACT:${contract.id}:${period.key}`,
        code: 'AGENT_CONTRACT',
        from: payer,
        to: { memberId: contract.agentId, wallet: MAIN_WALLET },
        amount,
        memo: `Agent ${contract.kind.toLowerCase().replace('_', ' ')} ${period.key}`,
        meta: { contractId: contract.id, period: period.key },
      });
      await repo.markPaid(tx, statementId, posted.transferId);
    }
    return status;
  });
}

/** One job per kind: each period's start closes the one before it (a missed period still owes: 'every'). */
export const AGENT_CONTRACT_JOBS: JobDefinition[] = CONTRACT_KINDS.map((kind) => ({
  name: `agent.contract-settle.${kind.toLowerCase().replace('_', '-')}`,
  schedule: { cron: CONTRACT_PERIOD_STARTS[kind] },
  missed: 'every',
  timeoutSeconds: 600,
  async run({ db, period, log }) {
    const settled = await settleContracts(db, kind, new Date(period));
    if (settled.paid + settled.unpaid) log.info({ kind, ...settled }, 'agent contracts settled');
  },
}));
