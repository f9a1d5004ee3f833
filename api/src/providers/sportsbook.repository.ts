import { one, type Db, type Queryable } from '../db/db';

export type BetStatus = 'open' | 'refused' | 'won' | 'lost' | 'void';
export type LegResultRow = 'won' | 'lost' | 'push' | 'void';

export interface SportsBetRow {
  id: string | number;
  bet_id: string;
  player_id: string;
  request_key: string;
  game_code: string;
  kind: 'single' | 'parlay';
  stake: string | number;
  sealed_token: string | null;
  status: BetStatus;
  win: string | number | null;
  created_at: string | Date;
  settled_at: string | Date | null;
}

export interface SportsLegRow {
  id: string | number;
  bet_id: string | number;
  match_id: string;
  market: string;
  outcome: string;
  line: string | number | null;
  odds: number;
  home: string;
  away: string;
  kickoff: string | Date;
  result: LegResultRow | null;
}

export interface SportsResultRow {
  match_id: string;
  home_score: number;
  away_score: number;
  abandoned: boolean;
  server_seed: string;
  finished_at: string | Date;
}

export interface NewLeg {
  matchId: string;
  market: string;
  outcome: string;
  line: number | null;
  odds: number;
  home: string;
  away: string;
  kickoff: number;
}

/** The catalogue's sports and e-sports books the demo vendor runs (its own game list). */
export function findBook(db: Queryable, game: string) {
  return one<{ game_id: string; game_type: 'SPORTS' | 'ESPORTS' }>(
    db,
    `SELECT game_id, game_type FROM games
      WHERE game_id = $1 AND game_type IN ('SPORTS', 'ESPORTS') AND game_classify IN ('SPORTSBOOK', 'VIRTUAL', 'ESPORTS') LIMIT 1`,
    [game],
  );
}

export const findBet = (db: Queryable, betId: string) => one<SportsBetRow>(db, `SELECT * FROM demo_sports_bets WHERE bet_id = $1`, [betId]);

/** Records a bet and its legs once by its id, in one transaction: null when the id was already used. */
export async function insertBet(
  db: Db,
  b: { betId: string; playerId: string; requestKey: string; game: string; kind: 'single' | 'parlay'; stake: number; sealedToken: string },
  legs: NewLeg[],
): Promise<SportsBetRow | null> {
  const write = async (tx: Queryable) => {
    const row = await one<SportsBetRow>(
      tx,
      `INSERT INTO demo_sports_bets (bet_id, player_id, request_key, game_code, kind, stake, sealed_token)
       VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (bet_id) DO NOTHING RETURNING *`,
      [b.betId, b.playerId, b.requestKey, b.game, b.kind, b.stake, b.sealedToken],
    );
    if (!row) return null;
    for (const l of legs)
      await tx.query(
        `INSERT INTO demo_sports_legs (bet_id, match_id, market, outcome, line, odds, home, away, kickoff)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [row.id, l.matchId, l.market, l.outcome, l.line, l.odds, l.home, l.away, new Date(l.kickoff).toISOString()],
      );
    return row;
  };
  return db.transaction(write);
}

export function legsOf(db: Queryable, betIds: Array<string | number>) {
  if (betIds.length === 0) return Promise.resolve([] as SportsLegRow[]);
  return db.query<SportsLegRow>(`SELECT * FROM demo_sports_legs WHERE bet_id = ANY($1::bigint[]) ORDER BY id`, [betIds.map(String)]);
}

/** The player's bets, newest first: open ones, or settled ones (won, lost, void); of one book, or of all. */
export function playerBets(db: Queryable, playerId: string, settled: boolean, game: string | null, limit: number) {
  return db.query<SportsBetRow>(
    `SELECT * FROM demo_sports_bets WHERE player_id = $1 AND status ${settled ? "IN ('won', 'lost', 'void')" : "= 'open'"}
        AND ($2::text IS NULL OR game_code = $2) ORDER BY id DESC LIMIT $3`,
    [playerId, game, limit],
  );
}

export async function setRefused(db: Queryable, id: string | number) {
  await db.query(`UPDATE demo_sports_bets SET status = 'refused', sealed_token = NULL WHERE id = $1 AND status = 'open'`, [id]);
}

/** Match ids of legs still waiting for a result. */
export async function openMatchIds(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ match_id: string }>(`SELECT DISTINCT match_id FROM demo_sports_legs WHERE result IS NULL`);
  return rows.map((r) => r.match_id);
}

/** Publishes a result once (the feed's record): false when it was already published. */
export async function publishResult(
  db: Queryable,
  r: { matchId: string; home: number; away: number; abandoned: boolean; serverSeed: string; finishedAt: number },
): Promise<boolean> {
  const rows = await db.query(
    `INSERT INTO demo_sports_results (match_id, home_score, away_score, abandoned, server_seed, finished_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (match_id) DO NOTHING RETURNING match_id`,
    [r.matchId, r.home, r.away, r.abandoned, r.serverSeed, new Date(r.finishedAt).toISOString()],
  );
  return rows.length > 0;
}

export function resultsOf(db: Queryable, matchIds: string[]) {
  if (matchIds.length === 0) return Promise.resolve([] as SportsResultRow[]);
  return db.query<SportsResultRow>(`SELECT * FROM demo_sports_results WHERE match_id = ANY($1::text[])`, [matchIds]);
}

/** Legs without a result whose match has a published result. */
export function legsToResult(db: Queryable) {
  return db.query<SportsLegRow>(
    `SELECT l.* FROM demo_sports_legs l JOIN demo_sports_results r ON r.match_id = l.match_id WHERE l.result IS NULL ORDER BY l.id`,
  );
}

export async function setLegResult(db: Queryable, id: string | number, result: LegResultRow) {
  await db.query(`UPDATE demo_sports_legs SET result = $2 WHERE id = $1 AND result IS NULL`, [id, result]);
}

/** Open bets whose every leg has its result: ready to settle. */
export function betsToSettle(db: Queryable) {
  return db.query<SportsBetRow>(
    `SELECT b.* FROM demo_sports_bets b
      WHERE b.status = 'open' AND NOT EXISTS (SELECT 1 FROM demo_sports_legs l WHERE l.bet_id = b.id AND l.result IS NULL)
      ORDER BY b.id`,
  );
}

/** Closes a settled bet; the sealed token goes with it. */
export async function setSettled(db: Queryable, id: string | number, status: BetStatus, win: number) {
  await db.query(
    `UPDATE demo_sports_bets SET status = $2, win = $3, sealed_token = NULL, settled_at = now() WHERE id = $1 AND status = 'open'`,
    [id, status, win],
  );
}

export function recentResults(db: Queryable, since: number) {
  return db.query<SportsResultRow>(
    `SELECT * FROM demo_sports_results WHERE finished_at >= $1 ORDER BY finished_at DESC, match_id LIMIT 60`,
    [new Date(since).toISOString()],
  );
}
