import { one, type Queryable } from '../db/db';

/**
 * The SQL of an agent's downlines (migration 800): the team walked down from the agent through members.upline_id
 * (depth 1 = direct), with each one's registration, last login, deposits and turnover from the ledger.
 */

/** The agent's team, every level, as a CTE named `team (id, depth)`; $1 is the agent. */
export const TEAM_CTE = `team (id, depth) AS (
    SELECT id, 1 FROM members WHERE upline_id = $1
    UNION ALL
    SELECT m.id, team.depth + 1 FROM members m JOIN team ON m.upline_id = team.id WHERE team.depth < 64
  )`;

export interface DownlineRow {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  trial: boolean;
  depth: number;
  upline: string;
  registeredAt: Date;
  lastLoginAt: Date | null;
  deposits: number;
  turnover: number;
  /** The member's wallets but HOLD (what it sees as its balance); null beyond `balanceDepth` (product-rules 6.13). */
  balance: number | null;
}

/** One page of the team (direct only, or every level), newest first, searched on account or nickname. */
export async function downlinePage(
  db: Queryable,
  p: { agentId: number; directOnly: boolean; name: string | null; limit: number; offset: number; balanceDepth: number },
): Promise<{ rows: DownlineRow[]; total: number }> {
  const where = `WHERE ($2::boolean = false OR t.depth = 1)
    AND ($3::text IS NULL OR m.account ILIKE '%' || $3 || '%' OR m.nickname ILIKE '%' || $3 || '%')`;
  const total = await one<{ n: unknown }>(
    db,
    `WITH RECURSIVE ${TEAM_CTE} SELECT count(*) AS n FROM team t JOIN members m ON m.id = t.id ${where}`,
    [p.agentId, p.directOnly, p.name],
  );
  const rows = await db.query<{
    id: unknown;
    account: string;
    nickname: string | null;
    type: number;
    trial: boolean;
    depth: number;
    upline: string;
    created_at: Date;
    last_login: Date | null;
    deposits: unknown;
    turnover: unknown;
    balance: unknown;
  }>(
    `WITH RECURSIVE ${TEAM_CTE}
     SELECT m.id, m.account, m.nickname, m.type, m.trial, t.depth, u.account AS upline, m.created_at,
       (SELECT max(s.created_at) FROM sessions s WHERE s.member_id = m.id) AS last_login,
       (SELECT COALESCE(SUM(x.amount), 0) FROM ledger_transfers x JOIN ledger_accounts a ON a.id = x.credit_account_id
         WHERE a.member_id = m.id AND x.code = 'DEPOSIT') AS deposits,
       (SELECT COALESCE(SUM(CASE WHEN x.code = 'BET' THEN x.amount ELSE -x.amount END), 0)
         FROM ledger_transfers x JOIN ledger_accounts a ON a.id = CASE WHEN x.code = 'BET' THEN x.debit_account_id ELSE x.credit_account_id END
         WHERE a.member_id = m.id AND x.code IN ('BET', 'ROLLBACK')) AS turnover,
       CASE WHEN t.depth <= $6 THEN
         (SELECT COALESCE(SUM(b.balance), 0) FROM ledger_accounts b WHERE b.member_id = m.id AND b.wallet <> 'HOLD') END AS balance
     FROM team t JOIN members m ON m.id = t.id JOIN members u ON u.id = m.upline_id
     ${where}
     ORDER BY m.created_at DESC, m.id DESC LIMIT $4 OFFSET $5`,
    [p.agentId, p.directOnly, p.name, p.limit, p.offset, p.balanceDepth],
  );
  return {
    total: Number(total?.n ?? 0),
    rows: rows.map((r) => ({
      id: Number(r.id),
      account: r.account,
      nickname: r.nickname,
      type: Number(r.type),
      trial: r.trial,
      depth: Number(r.depth),
      upline: r.upline,
      registeredAt: new Date(r.created_at),
      lastLoginAt: r.last_login ? new Date(r.last_login) : null,
      deposits: Number(r.deposits),
      turnover: Number(r.turnover),
      balance: r.balance === null ? null : Number(r.balance),
    })),
  };
}
