import { one, type Queryable } from '../db/db';
import { COCKFIGHT, GAME_COLUMNS, GAME_FROM, type GameRow } from './catalogue.repository';

export async function listFavouriteIds(db: Queryable, memberId: number): Promise<string[]> {
  const rows = await db.query<{ node_id: string }>(
    'SELECT node_id FROM game_favourites WHERE member_id = $1 ORDER BY created_at DESC, node_id',
    [memberId],
  );
  return rows.map((r) => r.node_id);
}

export async function listFavourites(
  db: Queryable,
  memberId: number,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: GameRow[]; total: number }> {
  const rows = await db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} ${GAME_FROM} JOIN game_favourites f ON f.node_id = g.node_id AND f.member_id = $2
      WHERE g.active ORDER BY f.created_at DESC, g.node_id LIMIT $3 OFFSET $4`,
    [COCKFIGHT, memberId, pageSize, (pageNo - 1) * pageSize],
  );
  const total = await one<{ n: number }>(
    db,
    'SELECT count(*)::int AS n FROM game_favourites f JOIN games g ON g.node_id = f.node_id AND g.active WHERE f.member_id = $1',
    [memberId],
  );
  return { rows, total: total?.n ?? 0 };
}

/** True when the favourite is new; a repeat changes nothing (idempotent). */
export async function addFavourite(db: Queryable, memberId: number, nodeId: string): Promise<boolean> {
  const rows = await db.query('INSERT INTO game_favourites (member_id, node_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING node_id', [
    memberId,
    nodeId,
  ]);
  return rows.length === 1;
}

export async function removeFavourite(db: Queryable, memberId: number, nodeId: string): Promise<boolean> {
  const rows = await db.query('DELETE FROM game_favourites WHERE member_id = $1 AND node_id = $2 RETURNING node_id', [memberId, nodeId]);
  return rows.length === 1;
}
