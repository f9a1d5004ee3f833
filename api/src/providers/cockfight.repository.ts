import { one, type Queryable } from '../db/db';

export interface CockBetRow {
  id: number;
  arena: string;
  fight_no: string | number;
  bet_id: string;
  player_key: string;
  player_token: string | null;
  side: 'meron' | 'wala' | 'draw';
  amount: string | number;
  odds: number | null;
  status: 'placed' | 'refused' | 'settled' | 'refunded';
  win: string | number | null;
}

export interface ArenaRow {
  game_id: string;
  vassalage: string;
  min_bet: string | number;
}

/** The demo vendors' arenas are the catalogue's cockfight rows (SPORTS vendors, classify COCKFIGHT). */
export function findArena(db: Queryable, arena: string) {
  return one<ArenaRow>(db, `SELECT game_id, vassalage, min_bet FROM games WHERE game_id = $1 AND game_classify = 'COCKFIGHT' LIMIT 1`, [
    arena,
  ]);
}

export function insertBet(
  db: Queryable,
  b: { arena: string; fightNo: number; betId: string; playerKey: string; token: string; side: string; amount: number; odds: number | null },
) {
  return one<CockBetRow>(
    db,
    `INSERT INTO demo_cockfight_bets (arena, fight_no, bet_id, player_key, player_token, side, amount, odds)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (bet_id) DO NOTHING RETURNING *`,
    [b.arena, b.fightNo, b.betId, b.playerKey, b.token, b.side, b.amount, b.odds],
  );
}

export const findBet = (db: Queryable, betId: string) =>
  one<CockBetRow>(db, `SELECT * FROM demo_cockfight_bets WHERE bet_id = $1`, [betId]);

/** The players' standing bets of a fight per side (refused bets hold nothing). */
export async function playerPools(db: Queryable, arena: string, fightNo: number): Promise<Record<string, number>> {
  const rows = await db.query<{ side: string; sum: string }>(
    `SELECT side, sum(amount) AS sum FROM demo_cockfight_bets WHERE arena = $1 AND fight_no = $2 AND status <> 'refused' GROUP BY side`,
    [arena, fightNo],
  );
  return Object.fromEntries(rows.map((r) => [r.side, Number(r.sum)]));
}

export async function stakedOn(db: Queryable, playerKey: string, arena: string, fightNo: number, side: string): Promise<number> {
  const row = await one<{ sum: string | null }>(
    db,
    `SELECT sum(amount) AS sum FROM demo_cockfight_bets
      WHERE player_key = $1 AND arena = $2 AND fight_no = $3 AND side = $4 AND status <> 'refused'`,
    [playerKey, arena, fightNo, side],
  );
  return Number(row?.sum ?? 0);
}

/** Every open bet of the arena whose fight's result is final, oldest first (whoever placed it). */
export function dueBets(db: Queryable, arena: string, lastFightNo: number) {
  return db.query<CockBetRow>(
    `SELECT * FROM demo_cockfight_bets WHERE arena = $1 AND status = 'placed' AND fight_no <= $2 ORDER BY id LIMIT 500`,
    [arena, lastFightNo],
  );
}

/** The player's bets of one fight, in bet order: which of them ends the round (roundEndOf). */
export function fightBets(db: Queryable, playerKey: string, arena: string, fightNo: number) {
  return db.query<Pick<CockBetRow, 'id' | 'status'>>(
    `SELECT id, status FROM demo_cockfight_bets WHERE player_key = $1 AND arena = $2 AND fight_no = $3 ORDER BY id`,
    [playerKey, arena, fightNo],
  );
}

export function playerBets(db: Queryable, playerKey: string, arena: string, fromFightNo: number) {
  return db.query<CockBetRow>(`SELECT * FROM demo_cockfight_bets WHERE player_key = $1 AND arena = $2 AND fight_no >= $3 ORDER BY id`, [
    playerKey,
    arena,
    fromFightNo,
  ]);
}

/** A bet's final state; the stored token is dropped with it. Only a bet still placed changes (a second settler changes nothing). */
export async function closeBet(db: Queryable, id: number, status: CockBetRow['status'], win: number | null) {
  await db.query(`UPDATE demo_cockfight_bets SET status = $2, win = $3, player_token = NULL WHERE id = $1 AND status = 'placed'`, [
    id,
    status,
    win,
  ]);
}
