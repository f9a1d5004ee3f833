import { one, type Queryable } from '../db/db';

/** The SQL of transfers from agents to downlines (migration 801). */

export interface AgentTransferRow {
  id: number;
  agentId: number;
  downlineId: number;
  downlineAccount: string;
  agentAccount: string;
  amount: number;
  requestFingerprint: string;
  createdAt: Date;
}

const SELECT = `SELECT x.id, x.agent_id, x.downline_id, d.account AS downline_account, g.account AS agent_account, x.amount,
  x.request_fingerprint, x.created_at
  FROM agent_transfers x JOIN members d ON d.id = x.downline_id JOIN members g ON g.id = x.agent_id`;

type Raw = {
  id: unknown;
  agent_id: unknown;
  downline_id: unknown;
  downline_account: string;
  agent_account: string;
  amount: unknown;
  request_fingerprint: string;
  created_at: Date;
};
const toRow = (r: Raw): AgentTransferRow => ({
  id: Number(r.id),
  agentId: Number(r.agent_id),
  downlineId: Number(r.downline_id),
  downlineAccount: r.downline_account,
  agentAccount: r.agent_account,
  amount: Number(r.amount),
  requestFingerprint: r.request_fingerprint,
  createdAt: new Date(r.created_at),
});

/** Locks the agent's row: one agent's transfers (its key and its daily total) are decided one at a time. */
export async function lockAgent(db: Queryable, agentId: number): Promise<void> {
  await db.query('SELECT id FROM members WHERE id = $1 FOR NO KEY UPDATE', [agentId]);
}

export async function findByRequestKey(db: Queryable, agentId: number, requestKey: string): Promise<AgentTransferRow | null> {
  const row = await one<Raw>(db, `${SELECT} WHERE x.agent_id = $1 AND x.request_key = $2`, [agentId, requestKey]);
  return row && toRow(row);
}

export async function sentSince(db: Queryable, agentId: number, since: Date): Promise<number> {
  const row = await one<{ n: unknown }>(
    db,
    'SELECT COALESCE(SUM(amount), 0) AS n FROM agent_transfers WHERE agent_id = $1 AND created_at >= $2',
    [agentId, since],
  );
  return Number(row?.n ?? 0);
}

export async function insertTransfer(
  db: Queryable,
  p: {
    merchantCode: string;
    agentId: number;
    downlineId: number;
    amount: number;
    requestKey: string;
    requestFingerprint: string;
    transferId: number;
  },
): Promise<AgentTransferRow> {
  const [{ id }] = await db.query<{ id: unknown }>(
    `INSERT INTO agent_transfers (merchant_code, agent_id, downline_id, amount, request_key, request_fingerprint, transfer_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [p.merchantCode, p.agentId, p.downlineId, p.amount, p.requestKey, p.requestFingerprint, p.transferId],
  );
  return toRow((await one<Raw>(db, `${SELECT} WHERE x.id = $1`, [id]))!);
}

/** A member's transfers with agents, both ways (sent as an agent, received as a downline), newest first. */
export async function transfersOf(
  db: Queryable,
  memberId: number,
  limit: number,
  offset: number,
): Promise<{ rows: AgentTransferRow[]; total: number }> {
  const total = await one<{ n: unknown }>(db, 'SELECT count(*) AS n FROM agent_transfers WHERE agent_id = $1 OR downline_id = $1', [
    memberId,
  ]);
  const rows = await db.query<Raw>(`${SELECT} WHERE x.agent_id = $1 OR x.downline_id = $1 ORDER BY x.id DESC LIMIT $2 OFFSET $3`, [
    memberId,
    limit,
    offset,
  ]);
  return { rows: rows.map(toRow), total: Number(total?.n ?? 0) };
}
