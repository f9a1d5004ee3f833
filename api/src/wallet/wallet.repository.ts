import type { Queryable } from '../db/db';

/** Vendors that get a transfer wallet: every vendor of the catalogue except in-house games (they play on MAIN). */
export async function vendorWallets(db: Queryable): Promise<Array<{ code: string; name: string }>> {
  return db.query<{ code: string; name: string }>(
    `SELECT vassalage AS code, MIN(display_name) AS name FROM game_vendors
      WHERE category <> 'INHOUSE' GROUP BY vassalage ORDER BY MIN(sort), vassalage`,
  );
}
