import type { Queryable } from '../db/db';
import { COCKFIGHT, GAME_COLUMNS, GAME_FROM, type GameRow } from './catalogue.repository';

/** product-rules 9: recents keep the latest 50 per member. */
export const RECENTS_KEPT = 50;

/**
 * Records that the member opened a game (the lobby on launch; the launch endpoint may call it too). A repeat only
 * moves the game to the top; older entries past RECENTS_KEPT are dropped.
 */
export async function addRecent(db: Queryable, memberId: number, nodeId: string): Promise<void> {
  await db.query(
    `INSERT INTO game_recents (member_id, node_id, played_at) VALUES ($1, $2, clock_timestamp())
     ON CONFLICT (member_id, node_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
    [memberId, nodeId],
  );
  await db.query(
    `DELETE FROM game_recents WHERE member_id = $1 AND node_id NOT IN
       (SELECT node_id FROM game_recents WHERE member_id = $1 ORDER BY played_at DESC, node_id LIMIT $2)`,
    [memberId, RECENTS_KEPT],
  );
}

export async function listRecents(
  db: Queryable,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<Array<GameRow & { played_at: Date }>> {
  return db.query(
    `SELECT ${GAME_COLUMNS}, r.played_at ${GAME_FROM} JOIN game_recents r ON r.node_id = g.node_id AND r.member_id = $2
      WHERE g.active ORDER BY r.played_at DESC, g.node_id LIMIT $3 OFFSET $4`,
    [COCKFIGHT, memberId, pageSize, (pageNo - 1) * pageSize],
  );
}
