import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { findGame, type GameRow } from './catalogue.repository';
import { gameRowToGame, NO_FAVOURITE_TYPES, type Game, type Lang } from './catalogue.service';
import * as repo from './favourites.repository';

/** The game the member names, when it exists and belongs to the given vendor (when one is given). */
async function namedGame(db: Queryable, nodeId: string, vendor: string | undefined): Promise<GameRow> {
  const game = await findGame(db, nodeId);
  if (!game || (vendor && vendor.toUpperCase() !== game.vassalage)) throw new AppError('not.found', 'no such game');
  return game;
}

/** product-rules 4: adding a favourite that is already there changes nothing. product-rules 2: none for LOTT and ELOTT. */
export async function addFavourite(
  db: Queryable,
  memberId: number,
  nodeId: string,
  vendor?: string,
): Promise<{ nodeId: string; added: boolean }> {
  const game = await namedGame(db, nodeId, vendor);
  if (NO_FAVOURITE_TYPES.includes(game.game_type)) throw new AppError('function.not.available', 'lottery games cannot be favourites');
  return { nodeId, added: await repo.addFavourite(db, memberId, nodeId) };
}

export async function removeFavourite(
  db: Queryable,
  memberId: number,
  nodeId: string,
  vendor?: string,
): Promise<{ nodeId: string; removed: boolean }> {
  await namedGame(db, nodeId, vendor);
  return { nodeId, removed: await repo.removeFavourite(db, memberId, nodeId) };
}

export async function favouritePage(
  db: Queryable,
  memberId: number,
  pageNo: number,
  pageSize: number,
  lang: Lang,
): Promise<{ content: Game[]; pageNum: number; totalPages: number; totalCount: number }> {
  const { rows, total } = await repo.listFavourites(db, memberId, pageNo, pageSize);
  return {
    content: rows.map((r) => gameRowToGame(r, lang)),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(total / pageSize)),
    totalCount: total,
  };
}
