import { one, type Queryable } from '../../db/db';
import type { BgsOutcome, PlayRequest } from '@site/shared/src/contracts/bgs';

export interface SeedRow {
  id: number;
  member_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  active: boolean;
  revealed_at: Date | null;
}

export interface RoundRow {
  id: number;
  member_id: number;
  game: string;
  client_round_id: string;
  seed_id: number;
  nonce: number;
  request: PlayRequest;
  request_fingerprint: string | null;
  outcome: BgsOutcome;
  total_bet: string | number;
  win: string | number;
  created_at: Date;
  server_seed_hash: string;
  client_seed: string;
  server_seed: string | null;
}

/** Creates the member's first seed pair; a concurrent creator wins silently (partial unique index). */
export async function insertSeedIfNone(
  db: Queryable,
  memberId: number,
  serverSeed: string,
  hash: string,
  clientSeed: string,
): Promise<void> {
  await db.query(
    `INSERT INTO bgs_seeds (member_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) WHERE active DO NOTHING`,
    [memberId, serverSeed, hash, clientSeed],
  );
}

export function activeSeed(db: Queryable, memberId: number, lock = false): Promise<SeedRow | null> {
  return one<SeedRow>(db, `SELECT * FROM bgs_seeds WHERE member_id = $1 AND active${lock ? ' FOR UPDATE' : ''}`, [memberId]);
}

export async function advanceNonce(db: Queryable, seedId: number): Promise<void> {
  await db.query('UPDATE bgs_seeds SET nonce = nonce + 1 WHERE id = $1', [seedId]);
}

export async function retireSeed(db: Queryable, seedId: number): Promise<void> {
  await db.query('UPDATE bgs_seeds SET active = false, revealed_at = now() WHERE id = $1', [seedId]);
}

export async function insertSeed(db: Queryable, memberId: number, serverSeed: string, hash: string, clientSeed: string): Promise<SeedRow> {
  const [row] = await db.query<SeedRow>(
    'INSERT INTO bgs_seeds (member_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4) RETURNING *',
    [memberId, serverSeed, hash, clientSeed],
  );
  return row;
}

const ROUND_COLUMNS = `r.*, s.server_seed_hash, s.client_seed, CASE WHEN s.active THEN NULL ELSE s.server_seed END AS server_seed`;

export function roundByClientId(db: Queryable, memberId: number, clientRoundId: string): Promise<RoundRow | null> {
  return one<RoundRow>(
    db,
    `SELECT ${ROUND_COLUMNS} FROM bgs_rounds r JOIN bgs_seeds s ON s.id = r.seed_id WHERE r.member_id = $1 AND r.client_round_id = $2`,
    [memberId, clientRoundId],
  );
}

export function roundById(db: Queryable, memberId: number, id: number): Promise<RoundRow | null> {
  return one<RoundRow>(
    db,
    `SELECT ${ROUND_COLUMNS} FROM bgs_rounds r JOIN bgs_seeds s ON s.id = r.seed_id WHERE r.member_id = $1 AND r.id = $2`,
    [memberId, id],
  );
}

export function recentRounds(db: Queryable, memberId: number, game: string | null, limit: number): Promise<RoundRow[]> {
  return db.query<RoundRow>(
    `SELECT ${ROUND_COLUMNS} FROM bgs_rounds r JOIN bgs_seeds s ON s.id = r.seed_id
      WHERE r.member_id = $1 AND ($2::text IS NULL OR r.game = $2) ORDER BY r.id DESC LIMIT $3`,
    [memberId, game, limit],
  );
}

export async function insertRound(
  db: Queryable,
  row: {
    memberId: number;
    game: string;
    clientRoundId: string;
    seedId: number;
    nonce: number;
    request: unknown;
    requestFingerprint: string;
    outcome: unknown;
    totalBet: number;
    win: number;
  },
): Promise<number> {
  const [inserted] = await db.query<{ id: number }>(
    `INSERT INTO bgs_rounds (member_id, game, client_round_id, seed_id, nonce, request, request_fingerprint, outcome, total_bet, win)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8::jsonb, $9, $10) RETURNING id`,
    [
      row.memberId,
      row.game,
      row.clientRoundId,
      row.seedId,
      row.nonce,
      JSON.stringify(row.request),
      row.requestFingerprint,
      JSON.stringify(row.outcome),
      row.totalBet,
      row.win,
    ],
  );
  return Number(inserted.id);
}
