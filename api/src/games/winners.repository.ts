import type { Queryable } from '../db/db';
import { COCKFIGHT, EFFECTIVE_TYPE } from './catalogue.repository';

export interface WinnerRow {
  node_id: string;
  customer_name: string;
  win_amount: string | number;
  won_at: Date;
  vassalage: string;
  game_type: string;
  name_th: string;
  name_en: string;
}

/** product-rules 2: the winner board shows recent wins; this window keeps "recent" honest. */
export const WINNER_WINDOW_DAYS = 30;

/** The biggest recent wins (product-rules 2: sorted by winAmount descending), optionally of one effective category. */
export async function topWinners(db: Queryable, merchantCode: string, category: string | null, limit: number): Promise<WinnerRow[]> {
  return db.query<WinnerRow>(
    `SELECT w.node_id, w.customer_name, w.win_amount, w.won_at, g.vassalage, ${EFFECTIVE_TYPE} AS game_type, g.name_th, g.name_en
       FROM game_winners w JOIN games g ON g.node_id = w.node_id
      WHERE w.merchant_code = $2 AND w.won_at > now() - make_interval(days => $3)
        AND ($4::text IS NULL OR ${EFFECTIVE_TYPE} = $4::text)
      ORDER BY w.win_amount DESC, w.won_at DESC, w.id DESC
      LIMIT $5`,
    [COCKFIGHT, merchantCode, WINNER_WINDOW_DAYS, category, limit],
  );
}

/** Masks an account for the public board: first three characters, stars, last two ("pla***23"). */
export function maskAccount(account: string): string {
  if (account.length <= 4) return `${account.slice(0, 1)}***`;
  return `${account.slice(0, 3)}***${account.slice(-2)}`;
}

/**
 * For the game side (BGS rounds, provider credits, lottery settlement): record a settled win on the board.
 * Call it inside the settling transaction so a rolled-back win never shows.
 */
export async function recordWin(
  db: Queryable,
  win: { merchantCode: string; memberId: number; account: string; nodeId: string; winAmount: number },
): Promise<void> {
  if (!Number.isSafeInteger(win.winAmount) || win.winAmount <= 0) return;
  await db.query(
    `INSERT INTO game_winners (merchant_code, node_id, member_id, customer_name, win_amount, source)
     SELECT $1, node_id, $2, $3, $4, 'game' FROM games WHERE node_id = $5`,
    [win.merchantCode, win.memberId, maskAccount(win.account), win.winAmount, win.nodeId],
  );
}

/** Demo rows are replaced on each boot so the board always shows recent wins. */
export async function replaceSeedWinners(
  db: Queryable,
  merchantCode: string,
  rows: Array<{ nodeId: string; customerName: string; winAmount: number; minutesAgo: number }>,
): Promise<void> {
  await db.query(`DELETE FROM game_winners WHERE merchant_code = $1 AND source = 'seed'`, [merchantCode]);
  for (const row of rows) {
    await db.query(
      `INSERT INTO game_winners (merchant_code, node_id, customer_name, win_amount, source, won_at)
       SELECT $1, node_id, $2, $3, 'seed', now() - make_interval(mins => $4) FROM games WHERE node_id = $5`,
      [merchantCode, row.customerName, row.winAmount, row.minutesAgo, row.nodeId],
    );
  }
}
