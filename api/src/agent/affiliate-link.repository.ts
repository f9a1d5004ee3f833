import { one, type Queryable } from '../db/db';

/** The SQL of an agent's affiliate links (migration 800) and the registrations each brought. */

export interface LinkRow {
  id: number;
  code: string;
  name: string;
  createdAt: Date;
  registrations: number;
}

const SELECT = `SELECT l.id, l.code, l.name, l.created_at,
  (SELECT count(*) FROM members m WHERE m.affiliate_link_id = l.id)::int AS registrations
  FROM agent_affiliate_links l`;

type Raw = { id: unknown; code: string; name: string; created_at: Date; registrations: unknown };
const toRow = (r: Raw): LinkRow => ({
  id: Number(r.id),
  code: r.code,
  name: r.name,
  createdAt: new Date(r.created_at),
  registrations: Number(r.registrations),
});

export async function liveLinks(db: Queryable, agentId: number): Promise<LinkRow[]> {
  return (await db.query<Raw>(`${SELECT} WHERE l.agent_id = $1 AND l.deleted_at IS NULL ORDER BY l.id DESC`, [agentId])).map(toRow);
}

export async function countLiveLinks(db: Queryable, agentId: number): Promise<number> {
  const row = await one<{ n: unknown }>(db, 'SELECT count(*) AS n FROM agent_affiliate_links WHERE agent_id = $1 AND deleted_at IS NULL', [
    agentId,
  ]);
  return Number(row?.n ?? 0);
}

/** Inserts a link; null when the code is taken (the unique index decides), so the caller draws another. */
export async function insertLink(
  db: Queryable,
  p: { merchantCode: string; agentId: number; code: string; name: string },
): Promise<LinkRow | null> {
  const rows = await db.query<Raw>(
    `INSERT INTO agent_affiliate_links (merchant_code, agent_id, code, name) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id, code, name, created_at, 0 AS registrations`,
    [p.merchantCode, p.agentId, p.code, p.name],
  );
  return rows[0] ? toRow(rows[0]) : null;
}

/** Deletes the agent's own live link; false when the agent has no such live link. */
export async function deleteLink(db: Queryable, agentId: number, linkId: number): Promise<boolean> {
  const rows = await db.query(
    'UPDATE agent_affiliate_links SET deleted_at = now() WHERE id = $1 AND agent_id = $2 AND deleted_at IS NULL RETURNING id',
    [linkId, agentId],
  );
  return rows.length > 0;
}
