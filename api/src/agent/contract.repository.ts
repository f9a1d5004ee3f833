import { one, type Queryable } from '../db/db';
import type { ContractKind, DividendBasis, DividendTier, SalaryTier } from '@site/shared/src/contracts/agent';

/** The SQL of agent contracts and their statements (migration 810). */

export interface ContractRow {
  id: number;
  merchantCode: string;
  kind: ContractKind;
  agentId: number;
  agentAccount: string;
  offeredByMemberId: number | null;
  offeredByAccount: string | null;
  basis: DividendBasis | null;
  tiers: SalaryTier[] | DividendTier[];
  status: 'OFFERED' | 'ACCEPTED' | 'REFUSED' | 'ENDED';
  createdAt: Date;
  decidedAt: Date | null;
}

type Raw = {
  id: unknown;
  merchant_code: string;
  kind: ContractKind;
  agent_id: unknown;
  agent_account: string;
  offered_by_member_id: unknown;
  offered_by_account: string | null;
  basis: DividendBasis | null;
  tiers: SalaryTier[] | DividendTier[] | string;
  status: ContractRow['status'];
  created_at: Date | string;
  decided_at: Date | string | null;
};

const toRow = (r: Raw): ContractRow => ({
  id: Number(r.id),
  merchantCode: r.merchant_code,
  kind: r.kind,
  agentId: Number(r.agent_id),
  agentAccount: r.agent_account,
  offeredByMemberId: r.offered_by_member_id === null ? null : Number(r.offered_by_member_id),
  offeredByAccount: r.offered_by_account,
  basis: r.basis,
  tiers: typeof r.tiers === 'string' ? (JSON.parse(r.tiers) as ContractRow['tiers']) : r.tiers,
  status: r.status,
  createdAt: new Date(r.created_at),
  decidedAt: r.decided_at === null ? null : new Date(r.decided_at),
});

const SELECT = `SELECT c.id, c.merchant_code, c.kind, c.agent_id, a.account AS agent_account, c.offered_by_member_id,
    o.account AS offered_by_account, c.basis, c.tiers, c.status, c.created_at, c.decided_at
  FROM agent_contracts c JOIN members a ON a.id = c.agent_id LEFT JOIN members o ON o.id = c.offered_by_member_id`;

export async function insertOffer(
  db: Queryable,
  p: {
    merchantCode: string;
    kind: ContractKind;
    agentId: number;
    offeredByMemberId: number | null;
    offeredByOperator: string | null;
    basis: DividendBasis | null;
    tiers: SalaryTier[] | DividendTier[];
  },
): Promise<number> {
  const [row] = await db.query<{ id: unknown }>(
    `INSERT INTO agent_contracts (merchant_code, kind, agent_id, offered_by_member_id, offered_by_operator, basis, tiers, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, 'OFFERED')
     ON CONFLICT (agent_id, kind) WHERE status = 'OFFERED' DO NOTHING RETURNING id`,
    [p.merchantCode, p.kind, p.agentId, p.offeredByMemberId, p.offeredByOperator, p.basis, JSON.stringify(p.tiers)],
  );
  return row ? Number(row.id) : 0;
}

export async function findContract(db: Queryable, id: number, lock = false): Promise<ContractRow | null> {
  const row = await one<Raw>(db, `${SELECT} WHERE c.id = $1${lock ? ' FOR UPDATE OF c' : ''}`, [id]);
  return row && toRow(row);
}

/** The contracts offered to the agent (received) or by it (offered), newest first, of one kind when given. */
export async function contractsOf(db: Queryable, agentId: number, side: 'received' | 'offered', kind: ContractKind | null) {
  const column = side === 'received' ? 'c.agent_id' : 'c.offered_by_member_id';
  const rows = await db.query<Raw>(`${SELECT} WHERE ${column} = $1 AND ($2::text IS NULL OR c.kind = $2) ORDER BY c.id DESC LIMIT 100`, [
    agentId,
    kind,
  ]);
  return rows.map(toRow);
}

/** The kinds with an offer awaiting the agent's answer. */
export async function pendingKinds(db: Queryable, agentId: number): Promise<ContractKind[]> {
  const rows = await db.query<{ kind: ContractKind }>("SELECT kind FROM agent_contracts WHERE agent_id = $1 AND status = 'OFFERED'", [
    agentId,
  ]);
  return rows.map((r) => r.kind);
}

/** Accepting ends the contract of the same kind in force before it; refusing only closes the offer. */
export async function decide(db: Queryable, contract: ContractRow, accepted: boolean): Promise<void> {
  if (accepted)
    await db.query(
      "UPDATE agent_contracts SET status = 'ENDED', ended_at = now() WHERE agent_id = $1 AND kind = $2 AND status = 'ACCEPTED'",
      [contract.agentId, contract.kind],
    );
  await db.query('UPDATE agent_contracts SET status = $2, decided_at = now() WHERE id = $1', [
    contract.id,
    accepted ? 'ACCEPTED' : 'REFUSED',
  ]);
}

/** The contracts of a kind in force, accepted before the period ended. */
export async function contractsInForce(db: Queryable, kind: ContractKind, periodEnd: Date): Promise<ContractRow[]> {
  const rows = await db.query<Raw>(`${SELECT} WHERE c.kind = $1 AND c.status = 'ACCEPTED' AND c.decided_at < $2 ORDER BY c.id`, [
    kind,
    periodEnd,
  ]);
  return rows.map(toRow);
}

export interface StatementInput {
  contractId: number;
  period: string;
  periodStart: Date;
  periodEnd: Date;
  turnover: number;
  activePlayers: number;
  ggr: number;
  netLoss: number;
  amount: number;
  status: 'PAID' | 'NOTHING_DUE' | 'UNPAID';
}

/** The period's statement, once: null when the period was settled already (a concurrent insert waits, then finds it). */
export async function claimStatement(db: Queryable, s: StatementInput): Promise<number | null> {
  const [row] = await db.query<{ id: unknown }>(
    `INSERT INTO agent_contract_statements (contract_id, period, period_start, period_end, turnover, active_players, ggr, net_loss, amount, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) ON CONFLICT (contract_id, period) DO NOTHING RETURNING id`,
    [s.contractId, s.period, s.periodStart, s.periodEnd, s.turnover, s.activePlayers, s.ggr, s.netLoss, s.amount, s.status],
  );
  return row ? Number(row.id) : null;
}

export async function markPaid(db: Queryable, statementId: number, transferId: number): Promise<void> {
  await db.query('UPDATE agent_contract_statements SET transfer_id = $2 WHERE id = $1', [statementId, transferId]);
}

export interface StatementRow extends StatementInput {
  id: number;
  kind: ContractKind;
  agentId: number;
  agentAccount: string;
  payerAccount: string | null;
}

/** The statements of the contracts the member receives or pays, newest first. */
export async function statementsOf(db: Queryable, memberId: number, kind: ContractKind | null, limit: number, offset: number) {
  const where = `(c.agent_id = $1 OR c.offered_by_member_id = $1) AND ($2::text IS NULL OR c.kind = $2)`;
  const rows = await db.query<Record<string, unknown>>(
    `SELECT s.*, c.kind, c.agent_id, a.account AS agent_account, o.account AS payer_account
     FROM agent_contract_statements s JOIN agent_contracts c ON c.id = s.contract_id
     JOIN members a ON a.id = c.agent_id LEFT JOIN members o ON o.id = c.offered_by_member_id
     WHERE ${where} ORDER BY s.period_end DESC, s.id DESC LIMIT $3 OFFSET $4`,
    [memberId, kind, limit, offset],
  );
  const [count] = await db.query<{ n: unknown }>(
    `SELECT count(*) AS n FROM agent_contract_statements s JOIN agent_contracts c ON c.id = s.contract_id WHERE ${where}`,
    [memberId, kind],
  );
  return {
    total: Number(count.n),
    rows: rows.map((r): StatementRow => ({
      id: Number(r.id),
      contractId: Number(r.contract_id),
      kind: r.kind as ContractKind,
      period: String(r.period),
      periodStart: new Date(r.period_start as string),
      periodEnd: new Date(r.period_end as string),
      turnover: Number(r.turnover),
      activePlayers: Number(r.active_players),
      ggr: Number(r.ggr),
      netLoss: Number(r.net_loss),
      amount: Number(r.amount),
      status: r.status as StatementRow['status'],
      agentId: Number(r.agent_id),
      agentAccount: String(r.agent_account),
      payerAccount: r.payer_account === null ? null : String(r.payer_account),
    })),
  };
}
