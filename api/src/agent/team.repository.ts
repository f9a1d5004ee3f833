import { one, type Queryable } from '../db/db';

/** The SQL of the agent's team (migration 800): uplines, membership of a team, and changes of type. */

export interface TeamMemberRow {
  id: number;
  account: string;
  type: number;
  trial: boolean;
  status: string;
  uplineId: number | null;
}

const toMember = (r: {
  id: unknown;
  account: string;
  type: number;
  trial: boolean;
  status: string;
  upline_id: unknown;
}): TeamMemberRow => ({
  id: Number(r.id),
  account: r.account,
  type: Number(r.type),
  trial: r.trial,
  status: r.status,
  uplineId: r.upline_id === null ? null : Number(r.upline_id),
});

/** A member of the merchant, locked for the caller's transaction (a change of type decides against a concurrent one). */
export async function lockMember(db: Queryable, merchantCode: string, memberId: number): Promise<TeamMemberRow | null> {
  const row = await one<Parameters<typeof toMember>[0]>(
    db,
    'SELECT id, account, type, trial, status, upline_id FROM members WHERE merchant_code = $1 AND id = $2 FOR UPDATE',
    [merchantCode, memberId],
  );
  return row && toMember(row);
}

/**
 * How far below the agent the member is (1 = a direct downline), or null when the member is not in the agent's team.
 * The walk goes up from the member, so it costs the member's depth, whatever the size of the team.
 */
export async function teamDepth(db: Queryable, agentId: number, memberId: number): Promise<number | null> {
  const row = await one<{ depth: number }>(
    db,
    `WITH RECURSIVE up (id, upline_id, depth) AS (
       SELECT id, upline_id, 0 FROM members WHERE id = $2
       UNION ALL
       SELECT m.id, m.upline_id, up.depth + 1 FROM members m JOIN up ON m.id = up.upline_id WHERE up.depth < 64
     )
     SELECT depth FROM up WHERE id = $1 AND depth > 0`,
    [agentId, memberId],
  );
  return row ? Number(row.depth) : null;
}

/** The live affiliate link with this code (any case) and its agent. */
export async function findLiveLink(
  db: Queryable,
  merchantCode: string,
  code: string,
): Promise<{ linkId: number; agentId: number; agentType: number; agentTrial: boolean; agentStatus: string } | null> {
  const row = await one<{ id: unknown; agent_id: unknown; type: number; trial: boolean; status: string }>(
    db,
    `SELECT l.id, l.agent_id, m.type, m.trial, m.status FROM agent_affiliate_links l JOIN members m ON m.id = l.agent_id
     WHERE l.merchant_code = $1 AND lower(l.code) = lower($2) AND l.deleted_at IS NULL`,
    [merchantCode, code.trim()],
  );
  return (
    row && {
      linkId: Number(row.id),
      agentId: Number(row.agent_id),
      agentType: Number(row.type),
      agentTrial: row.trial,
      agentStatus: row.status,
    }
  );
}

/** Places a just-registered member in the team of the link's agent. */
export async function joinTeam(db: Queryable, memberId: number, agentId: number, linkId: number): Promise<void> {
  await db.query('UPDATE members SET upline_id = $2, affiliate_link_id = $3 WHERE id = $1', [memberId, agentId, linkId]);
}

/** Changes a member's type and records who did it, in the caller's transaction. */
export async function appoint(
  db: Queryable,
  p: { merchantCode: string; memberId: number; fromType: number; toType: number; byMemberId: number | null; byOperator: string | null },
): Promise<void> {
  await db.query('UPDATE members SET type = $2 WHERE id = $1', [p.memberId, p.toType]);
  await db.query(
    `INSERT INTO agent_appointments (merchant_code, member_id, from_type, to_type, by_member_id, by_operator) VALUES ($1, $2, $3, $4, $5, $6)`,
    [p.merchantCode, p.memberId, p.fromType, p.toType, p.byMemberId, p.byOperator],
  );
}
