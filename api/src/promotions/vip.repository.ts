import type { Queryable } from '../db/db';

/** A member's VIP standing (migration 720): the volumes counted towards the levels and the level reached. */
export interface VipMemberRow {
  member_id: number;
  merchant_code: string;
  level: number | null;
  deposits: number;
  turnover: number;
  level_since: Date;
}

export const findVipMember = async (db: Queryable, memberId: number): Promise<VipMemberRow | null> =>
  (await db.query<VipMemberRow>('SELECT * FROM vip_members WHERE member_id = $1', [memberId]))[0] ?? null;

/**
 * Adds an event's volumes to the member's standing (locking the row until the event's transaction ends) and answers
 * the highest level the new volumes meet. Null when the member has no standing yet.
 */
export async function addVolumes(tx: Queryable, memberId: number, deposit: number, turnover: number) {
  const [row] = await tx.query<VipMemberRow & { reached: number | null }>(
    `UPDATE vip_members v SET deposits = v.deposits + $2, turnover = GREATEST(0, v.turnover + $3)
     WHERE member_id = $1
     RETURNING v.*, (SELECT max(l.level) FROM vip_levels l
                     WHERE l.merchant_code = v.merchant_code AND l.deposit_required <= v.deposits AND l.turnover_required <= v.turnover) AS reached`,
    [memberId, deposit, turnover],
  );
  return row ?? null;
}

/** A standing for a member's first event, from the volumes so far (which include the event); false when one won the race. */
export async function insertVipMember(
  tx: Queryable,
  merchantCode: string,
  memberId: number,
  deposits: number,
  turnover: number,
): Promise<boolean> {
  const rows = await tx.query(
    `INSERT INTO vip_members (member_id, merchant_code, deposits, turnover) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) DO NOTHING RETURNING member_id`,
    [memberId, merchantCode, deposits, turnover],
  );
  return rows.length > 0;
}

export async function setLevel(
  tx: Queryable,
  memberId: number,
  level: number | null,
  volumes: { deposits: number; turnover: number } | null,
  now: Date,
): Promise<void> {
  await tx.query(
    `UPDATE vip_members SET level = $2, level_since = $3, deposits = COALESCE($4, deposits), turnover = COALESCE($5, turnover) WHERE member_id = $1`,
    [memberId, level, now, volumes?.deposits ?? null, volumes?.turnover ?? null],
  );
}

/** Members of a merchant above its lowest level who held their level before `since`: retention candidates. */
export async function retentionCandidates(db: Queryable, merchantCode: string, since: Date): Promise<number[]> {
  const rows = await db.query<{ member_id: number }>(
    `SELECT member_id FROM vip_members
     WHERE merchant_code = $1 AND level > (SELECT min(level) FROM vip_levels WHERE merchant_code = $1) AND level_since <= $2
     ORDER BY member_id`,
    [merchantCode, since],
  );
  return rows.map((r) => Number(r.member_id));
}

/** Valid turnover of a member between two instants (bets less refunds, wager_events). */
export async function turnoverBetween(db: Queryable, memberId: number, from: Date, to: Date): Promise<number> {
  const [row] = await db.query<{ total: number }>(
    'SELECT COALESCE(SUM(amount), 0)::bigint AS total FROM wager_events WHERE member_id = $1 AND created_at >= $2 AND created_at < $3',
    [memberId, from, to],
  );
  return Number(row?.total ?? 0);
}

export const merchantsWithVip = async (db: Queryable): Promise<string[]> =>
  (await db.query<{ merchant_code: string }>('SELECT DISTINCT merchant_code FROM vip_levels ORDER BY merchant_code')).map(
    (r) => r.merchant_code,
  );
