import { one, type Queryable } from '../db/db';
import { COCKFIGHT_VENDORS } from '@site/shared/src/system/site-config';
import type { GameSeed, VendorSeed } from './catalogue.data';

/** A games row as stored. */
export interface GameRow {
  node_id: string;
  game_id: string;
  room_id: string | null;
  vassalage: string;
  account_type_name: string | null;
  vendor_name: string | null;
  game_type: string;
  game_classify: string;
  name_th: string;
  name_en: string;
  room_type: 'FREE' | 'VIP' | 'PPV' | null;
  min_bet: string | number;
  min_line: number;
  is_new: boolean;
  hot_rank: number | null;
  freeplay: boolean;
  lotto_mode: string | null;
  game_code: string;
}

export interface VendorRow {
  vassalage: string;
  category: string;
  display_name: string;
  account_type_name: string;
  sort: number;
  merchant_sort: number | null;
  game_count: number;
}

export const COCKFIGHT = [...COCKFIGHT_VENDORS];

/** product-rules 4 in SQL: a SPORTS entry of a cockfight vendor counts as COCKFIGHT. $1 is always the cockfight vendor list. */
export const EFFECTIVE_TYPE = `CASE WHEN g.game_type = 'SPORTS' AND g.vassalage = ANY($1::text[]) THEN 'COCKFIGHT' ELSE g.game_type END`;

export const GAME_COLUMNS = `g.node_id, g.game_id, g.room_id, g.vassalage, v.account_type_name, v.display_name AS vendor_name,
  ${EFFECTIVE_TYPE} AS game_type, g.game_classify, g.name_th, g.name_en, g.room_type, g.min_bet, g.min_line, g.is_new,
  g.hot_rank, g.freeplay, g.lotto_mode, g.game_code`;

/** The vendor row of the game's own (raw) category gives its display name and account type. */
export const GAME_FROM = `FROM games g LEFT JOIN game_vendors v ON v.vassalage = g.vassalage AND v.category = g.game_type`;

export interface GameFilter {
  merchantCode: string;
  gameType?: string;
  vassalage?: string;
  gameName?: string;
  gameClassify?: string;
  isNew?: boolean;
  minBet?: number;
  minLine?: number;
  hotOnly?: boolean;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereClause(filter: GameFilter, params: unknown[]): string {
  const where = ['g.active'];
  const add = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  if (filter.gameType && filter.gameType !== 'ALL') where.push(`${EFFECTIVE_TYPE} = ${add(filter.gameType)}`);
  if (filter.vassalage) where.push(`g.vassalage = ${add(filter.vassalage)}`);
  if (filter.gameClassify) where.push(`g.game_classify = ${add(filter.gameClassify)}`);
  if (filter.isNew !== undefined) where.push(`g.is_new = ${add(filter.isNew)}`);
  // minBet / minLine: games whose minimum stake (lines) is at least the asked value.
  if (filter.minBet !== undefined) where.push(`g.min_bet >= ${add(filter.minBet)}`);
  if (filter.minLine !== undefined) where.push(`g.min_line >= ${add(filter.minLine)}`);
  if (filter.hotOnly) where.push('g.hot_rank IS NOT NULL');
  if (filter.gameName) {
    const p = add(likePattern(filter.gameName));
    where.push(`(g.name_en ILIKE ${p} OR g.name_th ILIKE ${p} OR g.vassalage ILIKE ${p})`);
  }
  return where.join(' AND ');
}

/** One page of games in the merchant's vendor order, and the total matching. */
export async function listGames(
  db: Queryable,
  filter: GameFilter,
  pageNo: number,
  pageSize: number,
): Promise<{ rows: GameRow[]; total: number }> {
  const params: unknown[] = [COCKFIGHT];
  const where = whereClause(filter, params);
  params.push(filter.merchantCode);
  const merchant = `$${params.length}`;
  const order = filter.hotOnly ? 'g.hot_rank, g.node_id' : `COALESCE(vs.sort, 1000 + COALESCE(v.sort, 0)), g.sort, g.node_id`;
  params.push(pageSize, (pageNo - 1) * pageSize);
  const rows = await db.query<GameRow & { total: number }>(
    `SELECT ${GAME_COLUMNS}, count(*) OVER ()::int AS total
       ${GAME_FROM}
       LEFT JOIN vendor_sorting vs ON vs.merchant_code = ${merchant} AND vs.vassalage = g.vassalage AND vs.game_category = ${EFFECTIVE_TYPE}
      WHERE ${where}
      ORDER BY ${order}
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  if (rows.length) return { rows, total: rows[0].total };
  // Past the last page the window count is not there: count on its own.
  const countParams: unknown[] = [COCKFIGHT];
  const countWhere = whereClause(filter, countParams);
  // $1 (the cockfight list) is typed here even when no condition uses it.
  const count = await one<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM games g WHERE ${countWhere} AND $1::text[] IS NOT NULL`,
    countParams,
  );
  return { rows: [], total: count?.n ?? 0 };
}

export interface ScopeVendorRow {
  vassalage: string;
  display_name: string;
  game_count: number;
}

/**
 * The vendors that have games in a list's scope (its category, classification, name search...: every filter but the
 * vendor itself), with their count, in the merchant's vendor order: the provider chips a list offers.
 */
export async function listScopeVendors(db: Queryable, filter: GameFilter): Promise<ScopeVendorRow[]> {
  const params: unknown[] = [COCKFIGHT];
  const where = whereClause({ ...filter, vassalage: undefined }, params);
  params.push(filter.merchantCode);
  return db.query<ScopeVendorRow>(
    `SELECT g.vassalage, COALESCE(MIN(v.display_name), g.vassalage) AS display_name, count(*)::int AS game_count
       ${GAME_FROM}
       LEFT JOIN vendor_sorting vs ON vs.merchant_code = $${params.length} AND vs.vassalage = g.vassalage AND vs.game_category = ${EFFECTIVE_TYPE}
      WHERE ${where}
      GROUP BY g.vassalage
      ORDER BY MIN(COALESCE(vs.sort, 1000 + COALESCE(v.sort, 0))), g.vassalage`,
    params,
  );
}

export async function findGame(db: Queryable, nodeId: string): Promise<GameRow | null> {
  return one<GameRow>(db, `SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.node_id = $2 AND g.active`, [COCKFIGHT, nodeId]);
}

/** The game a launch names: by node id, else by the vendor's game id (and vendor, when given). */
export async function findLaunchGame(db: Queryable, q: { nodeId?: string; gameId?: string; vassalage?: string }): Promise<GameRow | null> {
  if (q.nodeId) return findGame(db, q.nodeId);
  if (!q.gameId) return null;
  return one<GameRow>(
    db,
    `SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE (g.game_id = $2 OR g.node_id = $2) AND ($3::text IS NULL OR g.vassalage = $3) AND g.active ORDER BY g.sort LIMIT 1`,
    [COCKFIGHT, q.gameId, q.vassalage ?? null],
  );
}

export async function findGamesByIds(db: Queryable, nodeIds: string[]): Promise<GameRow[]> {
  if (!nodeIds.length) return [];
  return db.query<GameRow>(`SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.node_id = ANY($2::text[]) AND g.active`, [COCKFIGHT, nodeIds]);
}

/** Entries by their game ids, active or not: records name games played before one was taken off the lobby. */
export async function findGamesByGameIds(db: Queryable, gameIds: string[]): Promise<GameRow[]> {
  if (!gameIds.length) return [];
  return db.query<GameRow>(`SELECT ${GAME_COLUMNS} ${GAME_FROM} WHERE g.game_id = ANY($2::text[]) ORDER BY g.sort, g.node_id`, [
    COCKFIGHT,
    gameIds,
  ]);
}

/**
 * The raw vendor mapping with the merchant's sorting and active game counts per (vendor, raw category).
 * Category moves (product-rules 4) are the service's job.
 */
export async function listVendors(db: Queryable, merchantCode: string): Promise<VendorRow[]> {
  return db.query<VendorRow>(
    `SELECT v.vassalage, v.category, v.display_name, v.account_type_name, v.sort, vs.sort AS merchant_sort,
            (SELECT count(*)::int FROM games g WHERE g.vassalage = v.vassalage AND g.game_type = v.category AND g.active) AS game_count
       FROM game_vendors v
       LEFT JOIN vendor_sorting vs ON vs.merchant_code = $1 AND vs.vassalage = v.vassalage
            AND vs.game_category = CASE WHEN v.category = 'SPORTS' AND v.vassalage = ANY($2::text[]) THEN 'COCKFIGHT' ELSE v.category END
      ORDER BY v.sort, v.vassalage`,
    [merchantCode, COCKFIGHT],
  );
}

/** Classifications per effective category with counts (lanes' gameClassify). */
export async function listClassifyCounts(db: Queryable): Promise<Array<{ game_type: string; game_classify: string; n: number }>> {
  return db.query(
    `SELECT ${EFFECTIVE_TYPE} AS game_type, g.game_classify, count(*)::int AS n FROM games g
      WHERE g.active GROUP BY 1, 2 ORDER BY 1, 2`,
    [COCKFIGHT],
  );
}

/** First games of every effective category, in vendor order (home preview). */
export async function previewGames(db: Queryable, merchantCode: string, perCategory: number): Promise<GameRow[]> {
  return db.query<GameRow>(
    `SELECT * FROM (
       SELECT ${GAME_COLUMNS},
              row_number() OVER (PARTITION BY ${EFFECTIVE_TYPE} ORDER BY COALESCE(vs.sort, 1000 + COALESCE(v.sort, 0)), g.sort, g.node_id) AS rn
         ${GAME_FROM}
         LEFT JOIN vendor_sorting vs ON vs.merchant_code = $2 AND vs.vassalage = g.vassalage AND vs.game_category = ${EFFECTIVE_TYPE}
        WHERE g.active) ranked
      WHERE rn <= $3 ORDER BY game_type, rn`,
    [COCKFIGHT, merchantCode, perCategory],
  );
}

/** Idempotent: the seed's vendors and games are upserted by their keys. */
export async function upsertCatalogue(db: Queryable, vendors: VendorSeed[], games: GameSeed[]): Promise<void> {
  for (const [i, vendor] of vendors.entries()) {
    await db.query(
      `INSERT INTO game_vendors (vassalage, category, display_name, account_type_name, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (vassalage, category) DO UPDATE SET display_name = EXCLUDED.display_name, account_type_name = EXCLUDED.account_type_name, sort = EXCLUDED.sort`,
      [vendor.vassalage, vendor.category, vendor.displayName, vendor.accountTypeName, (i + 1) * 10],
    );
  }
  for (const [i, g] of games.entries()) {
    await db.query(
      `INSERT INTO games (node_id, game_id, room_id, vassalage, game_type, game_classify, name_th, name_en, room_type, min_bet, min_line,
                          is_new, hot_rank, lotto_mode, game_code, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
       ON CONFLICT (node_id) DO UPDATE SET game_id = EXCLUDED.game_id, room_id = EXCLUDED.room_id, vassalage = EXCLUDED.vassalage,
         game_type = EXCLUDED.game_type, game_classify = EXCLUDED.game_classify, name_th = EXCLUDED.name_th, name_en = EXCLUDED.name_en,
         room_type = EXCLUDED.room_type, min_bet = EXCLUDED.min_bet, min_line = EXCLUDED.min_line, is_new = EXCLUDED.is_new,
         hot_rank = EXCLUDED.hot_rank, lotto_mode = EXCLUDED.lotto_mode, game_code = EXCLUDED.game_code, sort = EXCLUDED.sort`,
      [
        g.nodeId,
        g.gameId,
        g.roomId ?? (g.roomType ? `${g.gameId}-R` : null),
        g.vassalage,
        g.gameType,
        g.classify,
        g.th,
        g.en,
        g.roomType ?? null,
        g.minBet ?? 100,
        g.minLine ?? 1,
        g.isNew ?? false,
        g.hotRank ?? null,
        g.lottoMode ?? null,
        g.gameId.toLowerCase(),
        (i + 1) * 10,
      ],
    );
  }
}
