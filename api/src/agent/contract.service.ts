import { afterCommit, type Db, type Queryable } from '../db/db';
import { publish } from '../events/events';
import { AppError } from '../http/errors';
import { parseAmount } from '../wallet/money';
import type {
  AgentContract,
  AgentContracts,
  ContractKind,
  ContractOffer,
  ContractStatement,
  DividendTier,
  SalaryTier,
  StatementPage,
} from '@site/shared/src/contracts/agent';
import type { Merchant } from '../system/merchant.repository';
import { isAgentOf } from './agent-settings';
import { assertInTeam } from './team.service';
import * as teamRepo from './team.repository';
import * as repo from './contract.repository';

/**
 * Agent contracts (docs/agent.md "Contracts"): an upline agent offers a direct downline agent salary or dividend terms
 * (or the operator offers them to any agent of the merchant); the downline accepts or refuses; both sides read the
 * history. Settlement is contract-settlement.ts.
 */

/** The tiers fit the kind: salary tiers for a salary, a basis and dividend tiers for a dividend; amounts positive integers. */
function termsOf(offer: ContractOffer): Pick<repo.ContractRow, 'basis' | 'tiers'> {
  if (offer.kind === 'DIVIDEND') {
    if (!offer.basis || !offer.dividendTiers || offer.salaryTiers) throw new AppError('agent.contract.terms');
    return { basis: offer.basis, tiers: [...offer.dividendTiers].sort((a, b) => a.minimum - b.minimum) };
  }
  if (!offer.salaryTiers || offer.dividendTiers || offer.basis) throw new AppError('agent.contract.terms');
  for (const tier of offer.salaryTiers) parseAmount(tier.amount);
  return { basis: null, tiers: offer.salaryTiers };
}

async function offer(
  db: Db,
  merchant: Merchant,
  input: ContractOffer,
  by: { memberId: number | null; operator: string | null },
): Promise<AgentContract> {
  const terms = termsOf(input);
  return db.transaction(async (tx) => {
    const member = await teamRepo.lockMember(tx, merchant.code, input.memberId);
    if (!member) throw new AppError('agent.info.incorrect');
    if (member.status !== 'active' || !isAgentOf(merchant, member)) throw new AppError('agent.contract.not.agent');
    const id = await repo.insertOffer(tx, {
      merchantCode: merchant.code,
      kind: input.kind,
      agentId: member.id,
      offeredByMemberId: by.memberId,
      offeredByOperator: by.operator,
      ...terms,
    });
    if (!id) throw new AppError('agent.contract.pending');
    afterCommit(tx, () => void publish('contract.requested', { merchant: merchant.code, memberId: member.id, kind: input.kind }));
    return view((await repo.findContract(tx, id))!);
  });
}

/** An upline agent's offer: to a direct downline only (agent.info.incorrect for any other id). */
export async function offerToDownline(db: Db, merchant: Merchant, agentId: number, input: ContractOffer): Promise<AgentContract> {
  await assertInTeam(db, agentId, input.memberId, true);
  return offer(db, merchant, input, { memberId: agentId, operator: null });
}

/** The operator's offer to any agent of the merchant: the house pays it. */
export const offerFromOperator = (db: Db, merchant: Merchant, operator: string, input: ContractOffer) =>
  offer(db, merchant, input, { memberId: null, operator });

/** The downline accepts or refuses an offer made to it; someone else's contract is agent.info.incorrect. */
export async function decideOffer(db: Db, agentId: number, contractId: number, accept: boolean): Promise<AgentContract> {
  return db.transaction(async (tx) => {
    const contract = await repo.findContract(tx, contractId, true);
    if (!contract || contract.agentId !== agentId) throw new AppError('agent.info.incorrect');
    if (contract.status !== 'OFFERED') throw new AppError('agent.contract.closed');
    await repo.decide(tx, contract, accept);
    return view((await repo.findContract(tx, contractId))!);
  });
}

export async function contractsOf(db: Queryable, agentId: number, kind: ContractKind | null): Promise<AgentContracts> {
  return {
    received: (await repo.contractsOf(db, agentId, 'received', kind)).map(view),
    offered: (await repo.contractsOf(db, agentId, 'offered', kind)).map(view),
  };
}

/** The request flags of GET /wps/member/info/funds/consolidated: an offer of each kind awaiting the agent's answer. */
export async function contractRequestFlags(db: Queryable, agentId: number) {
  const kinds = await repo.pendingKinds(db, agentId);
  return {
    dailysalreqtype: kinds.includes('DAILY_SALARY'),
    divtypecompperiodreq: kinds.includes('DIVIDEND'),
    contracthoursalreq: kinds.includes('HOURLY_SALARY'),
  };
}

export async function statementsOf(
  db: Queryable,
  memberId: number,
  kind: ContractKind | null,
  page: number,
  size: number,
): Promise<StatementPage> {
  const { rows, total } = await repo.statementsOf(db, memberId, kind, size, (page - 1) * size);
  return {
    rows: rows.map((r): ContractStatement => ({
      id: r.id,
      contractId: r.contractId,
      kind: r.kind,
      period: r.period,
      periodStart: r.periodStart.getTime(),
      periodEnd: r.periodEnd.getTime(),
      turnover: r.turnover,
      activePlayers: r.activePlayers,
      ggr: r.ggr,
      netLoss: r.netLoss,
      amount: r.amount,
      status: r.status,
      side: r.agentId === memberId ? 'received' : 'paid',
      agent: r.agentAccount,
      payer: r.payerAccount,
    })),
    totalCount: total,
    totalPages: Math.ceil(total / size),
    pageNum: page,
  };
}

function view(c: repo.ContractRow): AgentContract {
  const dividend = c.kind === 'DIVIDEND';
  return {
    id: c.id,
    kind: c.kind,
    basis: c.basis,
    salaryTiers: dividend ? [] : (c.tiers as SalaryTier[]),
    dividendTiers: dividend ? (c.tiers as DividendTier[]) : [],
    status: c.status,
    agentId: c.agentId,
    agent: c.agentAccount,
    offeredBy: c.offeredByAccount,
    createdAt: c.createdAt.getTime(),
    decidedAt: c.decidedAt?.getTime() ?? null,
  };
}
