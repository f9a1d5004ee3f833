import { one, type Queryable } from '../db/db';

export interface SlotSpinRow {
  id: number;
  spin_id: string;
  game_code: string;
  vendor: string;
  player_key: string;
  bet: string | number;
  client_seed: string;
  status: 'placed' | 'debited' | 'settled' | 'refused' | 'refunded';
  win: string | number | null;
}

export interface SlotGameRow {
  game_id: string;
  vassalage: string;
  name_en: string;
}

/** The demo vendors' slots are the catalogue's RNG games of the vendors that have a slot model. */
export function findSlotGame(db: Queryable, game: string, vendors: readonly string[]) {
  return one<SlotGameRow>(
    db,
    `SELECT game_id, vassalage, name_en FROM games WHERE game_id = $1 AND game_type = 'RNG' AND vassalage = ANY($2) LIMIT 1`,
    [game, [...vendors]],
  );
}

/** Records a spin once by its id: null when the id was already used (then findSpin answers it). */
export function insertSpin(
  db: Queryable,
  s: { spinId: string; game: string; vendor: string; playerKey: string; bet: number; clientSeed: string },
) {
  return one<SlotSpinRow>(
    db,
    `INSERT INTO demo_slot_spins (spin_id, game_code, vendor, player_key, bet, client_seed)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (spin_id) DO NOTHING RETURNING *`,
    [s.spinId, s.game, s.vendor, s.playerKey, s.bet, s.clientSeed],
  );
}

export const findSpin = (db: Queryable, spinId: string) =>
  one<SlotSpinRow>(db, `SELECT * FROM demo_slot_spins WHERE spin_id = $1`, [spinId]);

export async function setSpinStatus(db: Queryable, id: number, status: SlotSpinRow['status'], win: number | null) {
  await db.query(`UPDATE demo_slot_spins SET status = $2, win = $3 WHERE id = $1`, [id, status, win]);
}
