import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { CatalogueCache, JsonBody, sendJsonBody } from './catalogue.cache';
import { ok } from '../http/envelope';
import { contract, rawContract, typed } from '../http/contract';
import { requestLang } from '../http/language';
import { ErrorEnvelope } from '@site/shared/src/contracts/envelope';
import {
  CatalogueQuery,
  Game,
  GameDetailQuery,
  GameListQuery,
  GamePage,
  HotGamesQuery,
  JackpotConfig,
  Lanes,
  VendorGameType,
  VendorSorting,
} from '@site/shared/src/contracts/games';
import { AppError } from '../http/errors';
import * as repo from './catalogue.repository';
import { gameList, gameRowToGame, hotGames, toLang, vendorGameTypes, vendorLanes, vendorSorting } from './catalogue.service';
import { gameIconSvg, vendorIconSvg } from './catalogue.art';
import { artFilePattern, parseArtFile, sendArt } from './art.image';
import { jackpotConfig } from './jackpot.service';
import { favouritesRoutes } from './favourites.routes';
import { recentsRoutes } from './recents.routes';
import { winnersRoutes } from './winners.routes';

const ICON_MAX_AGE_SECONDS = 86400;
/** Art routes answer an image (binary), or the error envelope. */
const artAnswer = {
  200: Type.String({ description: 'image/webp, image/png or image/svg+xml' }),
  '4xx': ErrorEnvelope,
  '5xx': ErrorEnvelope,
};

/** How long catalogue answers are reused (off in tests, which change the catalogue under the API). */
export const CATALOGUE_CACHE_MS = 10_000;

export async function catalogueRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);
  const cache = new CatalogueCache(config.env === 'test' ? 0 : CATALOGUE_CACHE_MS);
  const cached = <T>(parts: unknown[], load: () => Promise<T>) => cache.get(JSON.stringify(parts), load);
  app.get(
    '/wps/relay/GCSGAME_gameList',
    {
      schema: contract({
        tag: 'games',
        summary: 'A page of games, filtered, with the vendors in scope',
        querystring: GameListQuery,
        value: GamePage,
      }),
    },
    async (request, reply) => {
      const q = request.query;
      const gameName = typeof q.gameName === 'string' ? q.gameName.trim() : '';
      const query = {
        merchantCode: request.merchant.code,
        gameType: q.gameType ? String(q.gameType).toUpperCase() : undefined,
        vassalage: q.vassalage ? String(q.vassalage).toUpperCase() : undefined,
        gameClassify: q.gameClassify ? String(q.gameClassify).toUpperCase() : undefined,
        gameName: gameName || undefined,
        isNew: q.isNew === undefined ? undefined : q.isNew === '1' || q.isNew === 'true',
        minBet: q.minBet,
        minLine: q.minLine,
        pageNo: q.pageNo,
        pageSize: q.pageSize,
        lang: requestLang(request),
      };
      // The lobby's hottest read: kept as the body sent, serialised and compressed (catalogue.cache.ts).
      const body = await cached(['list', query], async () => new JsonBody(reply.serialize(ok(await gameList(db, query))) as string));
      return sendJsonBody(request, reply, body);
    },
  );

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    {
      schema: contract({
        tag: 'games',
        summary: "The hot games, in the merchant's order",
        querystring: HotGamesQuery,
        value: Type.Array(Game),
      }),
    },
    async (request) => {
      const args = [request.merchant.code, requestLang(request), request.query.limit] as const;
      return ok(await cached(['hot', ...args], () => hotGames(db, ...args)));
    },
  );

  app.get(
    '/wps/relay/GCSGAME_newGameVendor',
    {
      schema: contract({
        tag: 'games',
        summary: 'One lane per category: vendors, classifications, first games; the prize mode',
        querystring: CatalogueQuery,
        value: Lanes,
      }),
    },
    async (request) =>
      ok(
        await cached(['lanes', request.merchant.code, requestLang(request)], () =>
          vendorLanes(db, request.merchant.code, requestLang(request)),
        ),
      ),
  );

  app.get(
    '/wps/relay/GCSGAME_vendorSorting',
    {
      schema: contract({
        tag: 'games',
        summary: "Each category's vendors in the merchant's order",
        querystring: CatalogueQuery,
        value: Type.Array(VendorSorting),
      }),
    },
    async (request) => ok(await cached(['sorting', request.merchant.code], () => vendorSorting(db, request.merchant.code))),
  );

  app.get(
    '/wps/relay/GCSGAME_vendorGameTypes',
    {
      schema: contract({
        tag: 'games',
        summary: 'The categories with their vendor and game counts',
        querystring: CatalogueQuery,
        value: Type.Array(VendorGameType),
      }),
    },
    async (request) =>
      ok(
        await cached(['types', request.merchant.code, requestLang(request)], () =>
          vendorGameTypes(db, request.merchant.code, requestLang(request)),
        ),
      ),
  );

  /** One game by node id (launch pages and deep links). */
  app.get(
    '/wps/game/detail',
    { schema: contract({ tag: 'games', summary: 'One game by node id', querystring: GameDetailQuery, value: Game }) },
    async (request) => {
      const game = await repo.findGame(db, request.query.nodeId);
      if (!game) throw new AppError('not.found');
      return ok(gameRowToGame(game, requestLang(request)));
    },
  );

  app.get(
    '/wps/game/icon/:file',
    {
      schema: rawContract('games', "A game's icon: <nodeId>.webp (PNG to a browser without WebP), .png or .svg", artAnswer, {
        params: Type.Object({ file: Type.String({ pattern: artFilePattern('[A-Za-z0-9_-]{1,60}') }) }),
        querystring: Type.Object({ lang: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })) }),
      }),
    },
    async (request, reply) => {
      const { name: nodeId, format } = parseArtFile(request.params.file);
      const game = await repo.findGame(db, nodeId);
      if (!game) throw new AppError('not.found');
      const lang = toLang(request.query.lang);
      const svg = gameIconSvg(lang === 'EN' ? game.name_en : game.name_th, {
        gameId: game.game_id,
        vendor: game.vassalage,
        category: game.game_type,
        nameEn: game.name_en,
      });
      return sendArt(request, reply, svg, format, ICON_MAX_AGE_SECONDS);
    },
  );

  app.get(
    '/wps/game/vendor-icon/:file',
    {
      schema: rawContract('games', "A vendor's icon in a category's colours: <vassalage>.webp, .png or .svg", artAnswer, {
        params: Type.Object({ file: Type.String({ pattern: artFilePattern('[A-Za-z0-9_]{1,30}') }) }),
        querystring: Type.Object({ category: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_]{1,20}$' })) }),
      }),
    },
    async (request, reply) => {
      const { name: vassalage, format } = parseArtFile(request.params.file);
      const category = String(request.query.category ?? 'RNG').toUpperCase();
      const vendors = await repo.listVendors(db, request.merchant.code);
      const vendor = vendors.find((v) => v.vassalage === vassalage);
      if (!vendor) throw new AppError('not.found');
      return sendArt(request, reply, vendorIconSvg(vendor.display_name, category), format, ICON_MAX_AGE_SECONDS);
    },
  );

  /** product-rules 2 jackpot banner: which reading this merchant uses, and its numbers. */
  app.get(
    '/wps/game/jackpot',
    { schema: contract({ tag: 'games', summary: "The jackpot banner's reading for this merchant", value: JackpotConfig }) },
    async (request) => ok(jackpotConfig(request.merchant)),
  );

  // Member lists and the winner board live beside the catalogue.
  await app.register(favouritesRoutes, { db });
  await app.register(recentsRoutes, { db });
  await app.register(winnersRoutes, { db });
}
