import { one, type Queryable } from '../db/db';
import type { Hand, Seat, Stakes } from './poker';

export type SeatStatus = 'pending' | 'refused' | 'waiting' | 'playing' | 'cashing' | 'closed' | 'cancelling' | 'cancelled';
export interface SeatRow {
  id: string;
  game_code: string;
  player_key: string;
  player_token: string | null;
  is_bot: boolean;
  buy_in: string | number;
  stack: string | number;
  status: SeatStatus;
  table_id: string | number | null;
  hands_played: number;
  cash_out: string | number | null;
  waiting_since: Date | string | null;
  last_seen_at: Date | string;
}

/** One finished hand, as the table remembers it (the seed revealed: anyone can deal it again). */
export interface HandSummary {
  handNo: number;
  seed: string;
  commitment: string;
  won: [number, number];
  rake: number;
}
export interface TableState {
  stakes: Stakes;
  seats: [string, string];
  bots: [boolean, boolean];
  /** The stacks between hands (during one, the hand has them). */
  stacks: [number, number];
  /** The last hand counted into the stacks. */
  settledHand: number;
  hand: Hand | null;
  nextSeed: string;
  /** Timeouts in a row per seat: two, and the seat is stood up after the hand. */
  timeouts: [number, number];
  leaving: Seat[];
  history: HandSummary[];
  rake: number;
}
export interface TableRow {
  id: string | number;
  game_code: string;
  seat_a: string;
  seat_b: string;
  status: 'playing' | 'closed';
  state: TableState;
  version: number;
}

/** The catalogue's PVP rows are the vendor's Hold'em tables: the big blind is the row's minimum bet. */
export const findGame = (db: Queryable, game: string) =>
  one<{ game_id: string; min_bet: string | number }>(
    db,
    `SELECT game_id, min_bet FROM games WHERE game_id = $1 AND game_type = 'PVP' AND game_classify = 'POKER' LIMIT 1`,
    [game],
  );

const at = (ms: number) => new Date(ms).toISOString();

export const insertSeat = (
  db: Queryable,
  s: { id: string; game: string; playerKey: string; token: string | null; bot: boolean; buyIn: number; now: number },
) =>
  one<SeatRow>(
    db,
    `INSERT INTO demo_poker_seats (id, game_code, player_key, player_token, is_bot, buy_in, stack, status, waiting_since, last_seen_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) ON CONFLICT (id) DO NOTHING RETURNING *`,
    [s.id, s.game, s.playerKey, s.token, s.bot, s.buyIn, s.bot ? s.buyIn : 0, s.bot ? 'playing' : 'pending', at(s.now)],
  );

export const findSeat = (db: Queryable, id: string, lock = false) =>
  one<SeatRow>(db, `SELECT * FROM demo_poker_seats WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);

export const seatsIn = (db: Queryable, ids: string[], statuses: SeatStatus[]) =>
  db.query<SeatRow>(`SELECT * FROM demo_poker_seats WHERE id = ANY($1) AND status = ANY($2) ORDER BY id`, [ids, statuses]);

export async function updateSeat(
  db: Queryable,
  id: string,
  set: { status?: SeatStatus; stack?: number; cashOut?: number; tableId?: number | string | null; waitingSince?: number | null },
  onlyIf?: SeatStatus,
) {
  const rows = await db.query<{ id: string }>(
    `UPDATE demo_poker_seats SET status = coalesce($2, status), stack = coalesce($3, stack), cash_out = coalesce($4, cash_out),
            table_id = CASE WHEN $5::boolean THEN $6::bigint ELSE table_id END,
            waiting_since = CASE WHEN $7::boolean THEN $8::timestamptz ELSE waiting_since END
      WHERE id = $1 AND ($9::text IS NULL OR status = $9) RETURNING id`,
    [
      id,
      set.status ?? null,
      set.stack ?? null,
      set.cashOut ?? null,
      set.tableId !== undefined,
      set.tableId ?? null,
      set.waitingSince !== undefined,
      set.waitingSince == null ? null : at(set.waitingSince),
      onlyIf ?? null,
    ],
  );
  return rows.length > 0;
}

export const seen = (db: Queryable, id: string, now: number) =>
  db.query(`UPDATE demo_poker_seats SET last_seen_at = $2 WHERE id = $1`, [id, at(now)]);

export const countHand = (db: Queryable, ids: string[], hands: number) =>
  db.query(`UPDATE demo_poker_seats SET hands_played = hands_played + $2 WHERE id = ANY($1)`, [ids, hands]);

/** Another player waiting at the same stakes and still on the page (seen lately), oldest first; skipped while another match holds it. */
export const waitingOpponent = (db: Queryable, game: string, me: SeatRow, seenSince: number) =>
  one<SeatRow>(
    db,
    `SELECT * FROM demo_poker_seats
      WHERE status = 'waiting' AND game_code = $1 AND id <> $2 AND player_key <> $3 AND NOT is_bot AND last_seen_at >= $4
      ORDER BY waiting_since LIMIT 1 FOR UPDATE SKIP LOCKED`,
    [game, me.id, me.player_key, at(seenSince)],
  );

/** Waiting seats whose page has not asked for a while (the player left): the server gives up on them. */
export const abandonedSeats = (db: Queryable, before: number) =>
  db.query<SeatRow>(`SELECT * FROM demo_poker_seats WHERE status = 'waiting' AND last_seen_at < $1 ORDER BY created_at LIMIT 20`, [
    at(before),
  ]);

export const insertTable = (db: Queryable, game: string, state: TableState, dueAt: number | null) =>
  one<TableRow>(db, `INSERT INTO demo_poker_tables (game_code, seat_a, seat_b, state, due_at) VALUES ($1, $2, $3, $4, $5) RETURNING *`, [
    game,
    state.seats[0],
    state.seats[1],
    JSON.stringify(state),
    dueAt === null ? null : at(dueAt),
  ]);

export const findTable = (db: Queryable, id: number | string, lock = false) =>
  one<TableRow>(db, `SELECT * FROM demo_poker_tables WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);

export const saveTable = (db: Queryable, id: number | string, state: TableState, status: 'playing' | 'closed', dueAt: number | null) =>
  db.query(
    `UPDATE demo_poker_tables SET state = $2, status = $3, due_at = $4, rake = $5, version = version + 1, updated_at = now() WHERE id = $1`,
    [id, JSON.stringify(state), status, dueAt === null ? null : at(dueAt), state.rake],
  );

export const dueTables = (db: Queryable, now: number) =>
  db.query<{ id: string }>(`SELECT id FROM demo_poker_tables WHERE status = 'playing' AND due_at <= $1 ORDER BY due_at LIMIT 20`, [
    at(now),
  ]);
