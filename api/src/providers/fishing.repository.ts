import { one, type Queryable } from '../db/db';
import type { ShotOutcome } from './fishing';

export type FishBatchStatus = 'open' | 'debited' | 'settled' | 'refused' | 'cancelled';
export interface FishBatchRow {
  id: number;
  batch_id: string;
  player_key: string;
  game_code: string;
  client_seed: string;
  fingerprint: string;
  shots: ShotOutcome[] | string;
  stake: string | number;
  win: string | number;
  status: FishBatchStatus;
  refusal: string | null;
}

/** The demo vendor's fishing rooms are the catalogue's FISH games (its own game list). */
export function findRoom(db: Queryable, game: string) {
  return one<{ game_id: string; min_bet: string | number }>(
    db,
    `SELECT game_id, min_bet FROM games WHERE game_id = $1 AND game_type = 'FISH' LIMIT 1`,
    [game],
  );
}

/** Records a batch once by its id: null when the id was already used (then findBatch answers it). */
export function insertBatch(
  db: Queryable,
  b: {
    batchId: string;
    playerKey: string;
    game: string;
    clientSeed: string;
    fingerprint: string;
    shots: ShotOutcome[];
    stake: number;
    win: number;
  },
) {
  return one<FishBatchRow>(
    db,
    `INSERT INTO demo_fishing_batches (batch_id, player_key, game_code, client_seed, fingerprint, shots, stake, win)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (batch_id) DO NOTHING RETURNING *`,
    [b.batchId, b.playerKey, b.game, b.clientSeed, b.fingerprint, JSON.stringify(b.shots), b.stake, b.win],
  );
}

export const findBatch = (db: Queryable, batchId: string) =>
  one<FishBatchRow>(db, `SELECT * FROM demo_fishing_batches WHERE batch_id = $1`, [batchId]);

export async function setStatus(db: Queryable, id: number, status: FishBatchStatus, refusal: string | null = null) {
  await db.query(`UPDATE demo_fishing_batches SET status = $2, refusal = $3, updated_at = now() WHERE id = $1`, [id, status, refusal]);
}
