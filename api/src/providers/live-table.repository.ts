import { one, type Queryable } from '../db/db';

export interface LiveBetRow {
  id: number;
  table_code: string;
  round_no: string | number;
  bet_id: string;
  player_key: string;
  bet_type: string;
  amount: string | number;
  status: 'placed' | 'refused' | 'settled' | 'refunded';
  win: string | number | null;
  player_token: string | null;
}

export interface LiveTableRow {
  game_id: string;
  game_classify: 'BACCARAT' | 'DRAGON_TIGER' | 'ROULETTE' | 'SICBO';
  room_type: 'FREE' | 'VIP' | 'PPV' | null;
  min_bet: string | number;
}

/** The demo vendor's live tables are the catalogue's LIVE baccarat, dragon tiger, roulette and sic bo rooms (its own game list). */
export function findTable(db: Queryable, table: string) {
  return one<LiveTableRow>(
    db,
    `SELECT game_id, game_classify, room_type, min_bet FROM games
      WHERE game_id = $1 AND game_type = 'LIVE' AND game_classify IN ('BACCARAT', 'DRAGON_TIGER', 'ROULETTE', 'SICBO') LIMIT 1`,
    [table],
  );
}

/** Records a bet once by its id: null when the id was already used (then findBet answers it). */
export function insertBet(
  db: Queryable,
  b: { table: string; roundNo: number; betId: string; playerKey: string; token: string; type: string; amount: number },
) {
  return one<LiveBetRow>(
    db,
    `INSERT INTO demo_live_bets (table_code, round_no, bet_id, player_key, player_token, bet_type, amount)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (bet_id) DO NOTHING RETURNING *`,
    [b.table, b.roundNo, b.betId, b.playerKey, b.token, b.type, b.amount],
  );
}

export const findBet = (db: Queryable, betId: string) => one<LiveBetRow>(db, `SELECT * FROM demo_live_bets WHERE bet_id = $1`, [betId]);

/** What the player has standing on one bet type of a round (refused bets hold nothing). */
export async function stakedOn(db: Queryable, playerKey: string, table: string, roundNo: number, type: string): Promise<number> {
  const row = await one<{ sum: string | null }>(
    db,
    `SELECT sum(amount) AS sum FROM demo_live_bets
      WHERE player_key = $1 AND table_code = $2 AND round_no = $3 AND bet_type = $4 AND status <> 'refused'`,
    [playerKey, table, roundNo, type],
  );
  return Number(row?.sum ?? 0);
}

/** The player's bets whose round's result is final and that are not settled yet, oldest first. */
export function dueBets(db: Queryable, playerKey: string, table: string, lastRoundNo: number) {
  return db.query<LiveBetRow>(
    `SELECT * FROM demo_live_bets WHERE player_key = $1 AND table_code = $2 AND status = 'placed' AND round_no <= $3 ORDER BY id`,
    [playerKey, table, lastRoundNo],
  );
}

/** Every open bet of a table whose round's result is final and whose player token the table holds, oldest first. */
export function dueTableBets(db: Queryable, table: string, lastRoundNo: number) {
  return db.query<LiveBetRow>(
    `SELECT * FROM demo_live_bets WHERE table_code = $1 AND status = 'placed' AND round_no <= $2 AND player_token IS NOT NULL ORDER BY id LIMIT 500`,
    [table, lastRoundNo],
  );
}

/** The player's bets of one round, in bet order: which of them ends the round (roundEndOf). */
export function roundBets(db: Queryable, playerKey: string, table: string, roundNo: number) {
  return db.query<Pick<LiveBetRow, 'id' | 'status'>>(
    `SELECT id, status FROM demo_live_bets WHERE player_key = $1 AND table_code = $2 AND round_no = $3 ORDER BY id`,
    [playerKey, table, roundNo],
  );
}

export function playerBets(db: Queryable, playerKey: string, table: string, fromRoundNo: number) {
  return db.query<LiveBetRow>(`SELECT * FROM demo_live_bets WHERE player_key = $1 AND table_code = $2 AND round_no >= $3 ORDER BY id`, [
    playerKey,
    table,
    fromRoundNo,
  ]);
}

export async function setStatus(db: Queryable, id: number, status: LiveBetRow['status'], win: number | null) {
  await db.query(`UPDATE demo_live_bets SET status = $2, win = $3, player_token = NULL WHERE id = $1`, [id, status, win]);
}
