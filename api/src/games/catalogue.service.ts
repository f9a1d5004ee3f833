import type { Queryable } from '../db/db';
import { COCKFIGHT_VENDORS, GAME_CATEGORIES } from '@site/shared/src/system/site-config';
import th from '@site/shared/src/i18n/th.json';
import en from '@site/shared/src/i18n/en.json';
import * as repo from './catalogue.repository';
import type { GameRow, VendorRow } from './catalogue.repository';
import type { GameRef } from './game-wallet';
import type { Game, GamePage, Lane, Lanes } from '@site/shared/src/contracts/games';

export type { Game };

export type Lang = 'TH' | 'EN';

/** The order of category lanes and tabs. */
export const CATEGORY_ORDER = GAME_CATEGORIES;
/** product-rules 2: the favourite icon is hidden (and favouriting refused) for these types. */
export const NO_FAVOURITE_TYPES = ['LOTT', 'ELOTT'];

/** A category's one name (shared common.category): the site's header and lists say it with the same texts. */
const CATEGORY_NAMES: Record<Lang, Record<string, string>> = { TH: th.common.category, EN: en.common.category };

const CLASSIFY_NAMES: Record<string, { TH: string; EN: string }> = {
  SLOT: { TH: 'สล็อต', EN: 'Slots' },
  BACCARAT: { TH: 'บาคาร่า', EN: 'Baccarat' },
  ROULETTE: { TH: 'รูเล็ต', EN: 'Roulette' },
  DRAGON_TIGER: { TH: 'เสือมังกร', EN: 'Dragon Tiger' },
  SICBO: { TH: 'ไฮโล', EN: 'Sic Bo' },
  GAME_SHOW: { TH: 'เกมโชว์', EN: 'Game shows' },
  BLACKJACK: { TH: 'แบล็กแจ็ก', EN: 'Blackjack' },
  FAN_TAN: { TH: 'ฟานทัน', EN: 'Fan Tan' },
  NIUNIU: { TH: 'นิวนิว', EN: 'Niu Niu' },
  FISH: { TH: 'ยิงปลา', EN: 'Fishing' },
  POKER: { TH: 'โป๊กเกอร์', EN: 'Poker' },
  CARD: { TH: 'ไพ่', EN: 'Cards' },
  DICE: { TH: 'ลูกเต๋า', EN: 'Dice' },
  SPORTSBOOK: { TH: 'กีฬา', EN: 'Sportsbook' },
  VIRTUAL: { TH: 'กีฬาเสมือน', EN: 'Virtual' },
  COCKFIGHT: { TH: 'ไก่ชน', EN: 'Cockfight' },
  ESPORTS: { TH: 'อีสปอร์ต', EN: 'E-sports' },
  LOTTERY: { TH: 'หวย', EN: 'Lottery' },
  VN_LOTTERY: { TH: 'หวยเวียดนาม', EN: 'Vietnam lottery' },
};

export const categoryName = (category: string, lang: Lang) => CATEGORY_NAMES[lang][category] ?? category;
export const toLang = (language: unknown): Lang => (String(language ?? '').toUpperCase() === 'EN' ? 'EN' : 'TH');

/** product-rules 4: SPORTS vendors that are cockfight games move to a COCKFIGHT category. */
export function effectiveCategory(category: string, vassalage: string): string {
  return category === 'SPORTS' && (COCKFIGHT_VENDORS as readonly string[]).includes(vassalage) ? 'COCKFIGHT' : category;
}

/** product-rules 4: prize mode ELOTT if the vendor mapping has an ELOTT entry for 'TCG_LOTTO_VN' or 'LOTT', else LOTT. */
export function prizeMode(mapping: Array<{ category: string; vassalage: string }>): 'ELOTT' | 'LOTT' {
  return mapping.some((m) => m.category === 'ELOTT' && (m.vassalage === 'TCG_LOTTO_VN' || m.vassalage === 'LOTT')) ? 'ELOTT' : 'LOTT';
}

export const gameIconUrl = (nodeId: string, lang: Lang) => `/wps/game/icon/${encodeURIComponent(nodeId)}.webp?lang=${lang}`;

export function gameRowToGame(row: GameRow, lang: Lang): Game {
  const name = lang === 'EN' ? row.name_en : row.name_th;
  const icon = gameIconUrl(row.node_id, lang);
  return {
    nodeId: row.node_id,
    gameId: row.game_id,
    roomId: row.room_id,
    vassalage: row.vassalage,
    accountTypeName: row.account_type_name ?? row.vassalage,
    vendorName: row.vendor_name ?? row.vassalage,
    gameName: name,
    nodeName: name,
    displayName: name,
    gameType: row.game_type,
    gameClassifyNew: row.game_classify,
    showIcon: icon,
    iconUrl: icon,
    defaultIcon: icon,
    mobileLargeIcon: icon,
    isGameH5: 1,
    freeplay: row.freeplay ? 1 : 0,
    supportPlay: row.freeplay ? 1 : 0,
    lottoMode: row.lotto_mode,
    gameCode: row.game_code,
    roomType: row.room_type,
    minBet: Number(row.min_bet),
    minLine: row.min_line,
    isNew: row.is_new,
    canFavourite: !NO_FAVOURITE_TYPES.includes(row.game_type),
  };
}

export interface GameListQuery extends repo.GameFilter {
  pageNo: number;
  pageSize: number;
  lang: Lang;
}

export async function gameList(db: Queryable, query: GameListQuery): Promise<GamePage> {
  const { rows, total } = await repo.listGames(db, query, query.pageNo, query.pageSize);
  const vendors = await repo.listScopeVendors(db, query);
  return {
    games: rows.map((r) => gameRowToGame(r, query.lang)),
    pageNum: query.pageNo,
    totalPages: Math.max(1, Math.ceil(total / query.pageSize)),
    totalCount: total,
    vendors: vendors.map((v) => ({ vassalage: v.vassalage, displayName: v.display_name, gameCount: v.game_count })),
  };
}

export async function hotGames(db: Queryable, merchantCode: string, lang: Lang, limit = 30): Promise<Game[]> {
  const { rows } = await repo.listGames(db, { merchantCode, hotOnly: true }, 1, limit);
  return rows.map((r) => gameRowToGame(r, lang));
}

/** Vendors grouped by effective category in the merchant's order; product-rules 4: SPORTS dropped if empty. */
export function groupVendors(vendors: VendorRow[]): Map<string, VendorRow[]> {
  const byCategory = new Map<string, VendorRow[]>();
  for (const vendor of vendors) {
    if (vendor.game_count === 0) continue;
    const category = effectiveCategory(vendor.category, vendor.vassalage);
    const list = byCategory.get(category) ?? [];
    list.push(vendor);
    byCategory.set(category, list);
  }
  for (const list of byCategory.values()) {
    list.sort((a, b) => (a.merchant_sort ?? 1000 + a.sort) - (b.merchant_sort ?? 1000 + b.sort));
  }
  return byCategory;
}

const orderOf = (category: string) => {
  const i = (CATEGORY_ORDER as readonly string[]).indexOf(category);
  return i === -1 ? CATEGORY_ORDER.length : i;
};

const vendorIconUrl = (vassalage: string, category: string) =>
  `/wps/game/vendor-icon/${encodeURIComponent(vassalage)}.webp?category=${category}`;

/** GCSGAME_newGameVendor: one lane per category (api-conventions A12.2), plus the prize mode (product-rules 4). */
export async function vendorLanes(db: Queryable, merchantCode: string, lang: Lang, previewSize = 9): Promise<Lanes> {
  const vendors = await repo.listVendors(db, merchantCode);
  const grouped = groupVendors(vendors);
  const classify = await repo.listClassifyCounts(db);
  const previews = await repo.previewGames(db, merchantCode, previewSize);
  const lanes = [...grouped.entries()]
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([category, list]): Lane => ({
      title: category,
      displayName: categoryName(category, lang),
      gameCount: list.reduce((sum, v) => sum + v.game_count, 0),
      gameClassify: classify
        .filter((c) => c.game_type === category)
        .map((c) => ({ key: c.game_classify, displayName: CLASSIFY_NAMES[c.game_classify]?.[lang] ?? c.game_classify, gameCount: c.n })),
      cards: list.map((v) => ({
        vassalage: v.vassalage,
        accountTypeName: v.account_type_name,
        displayName: v.display_name,
        gameCount: v.game_count,
        icons: { mobile: vendorIconUrl(v.vassalage, category) },
      })),
      games: previews.filter((g) => g.game_type === category).map((g) => gameRowToGame(g, lang)),
    }));
  return { lanes, prizeMode: prizeMode(vendors) };
}

/** product-rules 3 vendor sorting: entries with gameCategory and vendorNames (vassalage, accountTypeName). */
export async function vendorSorting(db: Queryable, merchantCode: string) {
  const grouped = groupVendors(await repo.listVendors(db, merchantCode));
  return [...grouped.entries()]
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([gameCategory, list]) => ({
      gameCategory,
      vendorNames: list.map((v) => ({ vassalage: v.vassalage, accountTypeName: v.account_type_name, displayName: v.display_name })),
    }));
}

/** Vendor game types (typeId 1): the categories with their vendor and game counts. */
export async function vendorGameTypes(db: Queryable, merchantCode: string, lang: Lang) {
  const grouped = groupVendors(await repo.listVendors(db, merchantCode));
  return [...grouped.entries()]
    .sort(([a], [b]) => orderOf(a) - orderOf(b))
    .map(([gameType, list]) => ({
      gameType,
      displayName: categoryName(gameType, lang),
      vendorCount: list.length,
      gameCount: list.reduce((s, v) => s + v.game_count, 0),
    }));
}

/** A played game as the lobby names it, in the member's language. */
export interface GameLabel {
  nodeId: string;
  gameName: string;
  vendorName: string;
}

/**
 * The lobby's names of the games the refs point at (one query for a page of records). A ref with its vendor names
 * one entry; one without (a lottery order) names the entry of that game id.
 */
export async function gameLabels(
  db: Queryable,
  refs: Array<GameRef | null>,
  lang: Lang,
): Promise<(ref: GameRef | null) => GameLabel | null> {
  const ids = [...new Set(refs.flatMap((r) => (r ? [r.gameId] : [])))];
  const rows = await repo.findGamesByGameIds(db, ids);
  const label = (row: GameRow): GameLabel => ({
    nodeId: row.node_id,
    gameName: lang === 'EN' ? row.name_en : row.name_th,
    vendorName: row.vendor_name ?? '',
  });
  return (ref) => {
    if (!ref) return null;
    const row = rows.find((r) => r.game_id === ref.gameId && (ref.vendor === null || r.vassalage === ref.vendor));
    return row ? label(row) : null;
  };
}
