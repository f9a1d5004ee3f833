import { one, type Queryable } from '../db/db';

/** The SQL of agent rebates (migration 820): the agents' own rates, the day's candidates, one statement per agent and day. */

export interface RebateCandidate {
  agentId: number;
  type: number;
  trial: boolean;
  /** The agent's own rate (basis points), null when the merchant's applies. */
  ownRateBp: number | null;
}

/**
 * The merchant's agents whose downlines bet in the period: the bettors' direct uplines, and with `team` every upline
 * above them. Only these can be owed a rebate; the turnover itself comes from the team figures' query.
 */
export async function rebateCandidates(
  db: Queryable,
  merchantCode: string,
  from: Date,
  to: Date,
  team: boolean,
): Promise<RebateCandidate[]> {
  const rows = await db.query<{ id: unknown; type: number; trial: boolean; rate_bp: number | null }>(
    `WITH RECURSIVE bettors AS (
       SELECT DISTINCT a.member_id FROM ledger_transfers l JOIN ledger_accounts a ON a.id = l.debit_account_id
       WHERE l.merchant_code = $4 AND l.code = 'BET' AND l.created_at >= $1 AND l.created_at < $2 AND a.member_id IS NOT NULL
     ), up (id, depth) AS (
       SELECT m.upline_id, 1 FROM members m JOIN bettors b ON b.member_id = m.id WHERE m.upline_id IS NOT NULL
       UNION
       SELECT m.upline_id, up.depth + 1 FROM members m JOIN up ON m.id = up.id
       WHERE $3::boolean AND m.upline_id IS NOT NULL AND up.depth < 64
     )
     SELECT DISTINCT m.id, m.type, m.trial, r.rate_bp
     FROM up JOIN members m ON m.id = up.id LEFT JOIN agent_rebate_rates r ON r.agent_id = m.id
     ORDER BY m.id`,
    [from, to, team, merchantCode],
  );
  return rows.map((r) => ({
    agentId: Number(r.id),
    type: Number(r.type),
    trial: r.trial,
    ownRateBp: r.rate_bp === null ? null : Number(r.rate_bp),
  }));
}

export async function ownRate(db: Queryable, agentId: number): Promise<number | null> {
  const row = await one<{ rate_bp: number }>(db, 'SELECT rate_bp FROM agent_rebate_rates WHERE agent_id = $1', [agentId]);
  return row ? Number(row.rate_bp) : null;
}

export async function setOwnRate(db: Queryable, agentId: number, rateBp: number | null, by: string): Promise<void> {
  if (rateBp === null) await db.query('DELETE FROM agent_rebate_rates WHERE agent_id = $1', [agentId]);
  else
    await db.query(
      `INSERT INTO agent_rebate_rates (agent_id, rate_bp, set_by) VALUES ($1, $2, $3)
       ON CONFLICT (agent_id) DO UPDATE SET rate_bp = excluded.rate_bp, set_by = excluded.set_by, updated_at = now()`,
      [agentId, rateBp, by],
    );
}

export interface RebateStatementInput {
  merchantCode: string;
  agentId: number;
  period: string;
  periodStart: Date;
  periodEnd: Date;
  turnover: number;
  rateBp: number;
  amount: number;
  status: 'PAID' | 'NOTHING_DUE';
}

/** The agent's statement of the day, once: null when the day was settled already. */
export async function claimRebateStatement(db: Queryable, s: RebateStatementInput): Promise<number | null> {
  const [row] = await db.query<{ id: unknown }>(
    `INSERT INTO agent_rebate_statements (merchant_code, agent_id, period, period_start, period_end, turnover, rate_bp, amount, status)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (agent_id, period) DO NOTHING RETURNING id`,
    [s.merchantCode, s.agentId, s.period, s.periodStart, s.periodEnd, s.turnover, s.rateBp, s.amount, s.status],
  );
  return row ? Number(row.id) : null;
}

export async function markRebatePaid(db: Queryable, statementId: number, transferId: number): Promise<void> {
  await db.query('UPDATE agent_rebate_statements SET transfer_id = $2 WHERE id = $1', [statementId, transferId]);
}

export interface RebateStatementRow extends Omit<RebateStatementInput, 'merchantCode' | 'agentId'> {
  id: number;
}

/** The agent's statements, newest first. */
export async function rebateStatements(
  db: Queryable,
  agentId: number,
  limit: number,
  offset: number,
): Promise<{ rows: RebateStatementRow[]; total: number }> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, period, period_start, period_end, turnover, rate_bp, amount, status FROM agent_rebate_statements
     WHERE agent_id = $1 ORDER BY period_end DESC, id DESC LIMIT $2 OFFSET $3`,
    [agentId, limit, offset],
  );
  const count = await one<{ n: unknown }>(db, 'SELECT count(*) AS n FROM agent_rebate_statements WHERE agent_id = $1', [agentId]);
  return {
    total: Number(count?.n ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      period: String(r.period),
      periodStart: new Date(r.period_start as string),
      periodEnd: new Date(r.period_end as string),
      turnover: Number(r.turnover),
      rateBp: Number(r.rate_bp),
      amount: Number(r.amount),
      status: r.status as RebateStatementRow['status'],
    })),
  };
}
