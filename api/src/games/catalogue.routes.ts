import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { CatalogueCache, JsonBody, sendJsonBody } from './catalogue.cache';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';
import * as repo from './catalogue.repository';
import { gameList, gameRowToGame, hotGames, toLang, vendorGameTypes, vendorLanes, vendorSorting } from './catalogue.service';
import { gameIconSvg, vendorIconSvg } from './catalogue.art';
import { artFilePattern, parseArtFile, sendArt } from './art.image';
import { jackpotConfig } from './jackpot.service';
import { favouritesRoutes } from './favourites.routes';
import { recentsRoutes } from './recents.routes';
import { winnersRoutes } from './winners.routes';

const code = (max: number) => ({ type: 'string', pattern: `^[A-Za-z0-9_]{1,${max}}$` });
const language = { type: 'string', pattern: '^[A-Za-z]{2}$' };
/** Parameters the platform's clients send that change nothing here (merchant comes from the header). */
const ignored = {
  merchant: { type: 'string', maxLength: 40 },
  merchantCode: { type: 'string', maxLength: 40 },
  merchant_code: { type: 'string', maxLength: 40 },
  platform: { type: 'string', maxLength: 20 },
  clientType: { type: 'integer', minimum: 0, maximum: 9 },
  isPlatform: { type: 'integer', minimum: 0, maximum: 9 },
  typeId: { type: 'integer', minimum: 0, maximum: 99 },
  language,
};

const gameListQuery = {
  type: 'object',
  properties: {
    ...ignored,
    gameName: { type: 'string', maxLength: 60 },
    gameType: code(20),
    vassalage: code(30),
    gameClassify: code(30),
    isNew: { type: 'string', enum: ['0', '1', 'true', 'false'] },
    minBet: { type: 'integer', minimum: 0, maximum: 1_000_000_000_000 },
    minLine: { type: 'integer', minimum: 0, maximum: 100_000 },
    pageNo: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    // spec 9: list page 9.
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 9 },
  },
};

/** The language of names: the query's `language`, else the Language header (API-NOTES), else TH. */
export const requestLang = (request: FastifyRequest) => toLang((request.query as { language?: string })?.language ?? request.headers.language);

const ICON_MAX_AGE_SECONDS = 86400;

/** How long catalogue answers are reused (off in tests, which change the catalogue under the API). */
export const CATALOGUE_CACHE_MS = 10_000;

export async function catalogueRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const cache = new CatalogueCache(config.env === 'test' ? 0 : CATALOGUE_CACHE_MS);
  const cached = <T>(parts: unknown[], load: () => Promise<T>) => cache.get(JSON.stringify(parts), load);
  app.get('/wps/relay/GCSGAME_gameList', { schema: { querystring: gameListQuery } }, async (request, reply) => {
    const q = request.query as Record<string, string | number | undefined>;
    const gameName = typeof q.gameName === 'string' ? q.gameName.trim() : '';
    const query = {
      merchantCode: request.merchant.code,
      gameType: q.gameType ? String(q.gameType).toUpperCase() : undefined,
      vassalage: q.vassalage ? String(q.vassalage).toUpperCase() : undefined,
      gameClassify: q.gameClassify ? String(q.gameClassify).toUpperCase() : undefined,
      gameName: gameName || undefined,
      isNew: q.isNew === undefined ? undefined : q.isNew === '1' || q.isNew === 'true',
      minBet: q.minBet as number | undefined,
      minLine: q.minLine as number | undefined,
      pageNo: q.pageNo as number,
      pageSize: q.pageSize as number,
      lang: requestLang(request),
    };
    // The lobby's hottest read: kept as the body sent, serialised and compressed (catalogue.cache.ts).
    const body = await cached(['list', query], async () => new JsonBody(reply.serialize(ok(await gameList(db, query))) as string));
    return sendJsonBody(request, reply, body);
  });

  app.get(
    '/wps/relay/GCSGAME_hotGamesV2',
    { schema: { querystring: { type: 'object', properties: { ...ignored, limit: { type: 'integer', minimum: 1, maximum: 50, default: 30 } } } } },
    async (request) => {
      const args = [request.merchant.code, requestLang(request), (request.query as { limit: number }).limit] as const;
      return ok(await cached(['hot', ...args], () => hotGames(db, ...args)));
    },
  );

  app.get('/wps/relay/GCSGAME_newGameVendor', { schema: { querystring: { type: 'object', properties: ignored } } }, async (request) =>
    ok(await cached(['lanes', request.merchant.code, requestLang(request)], () => vendorLanes(db, request.merchant.code, requestLang(request)))),
  );

  app.get('/wps/relay/GCSGAME_vendorSorting', { schema: { querystring: { type: 'object', properties: ignored } } }, async (request) =>
    ok(await cached(['sorting', request.merchant.code], () => vendorSorting(db, request.merchant.code))),
  );

  app.get('/wps/relay/GCSGAME_vendorGameTypes', { schema: { querystring: { type: 'object', properties: ignored } } }, async (request) =>
    ok(await cached(['types', request.merchant.code, requestLang(request)], () => vendorGameTypes(db, request.merchant.code, requestLang(request)))),
  );

  /** One game by node id (launch pages and deep links). */
  app.get('/wps/game/detail', { schema: { querystring: { type: 'object', required: ['nodeId'], properties: { ...ignored, nodeId: { type: 'string', minLength: 1, maxLength: 60 } } } } }, async (request) => {
    const game = await repo.findGame(db, (request.query as { nodeId: string }).nodeId);
    if (!game) throw new AppError('not.found');
    return ok(gameRowToGame(game, requestLang(request)));
  });

  app.get(
    '/wps/game/icon/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', pattern: artFilePattern('[A-Za-z0-9_-]{1,60}') } } }, querystring: { type: 'object', properties: { lang: language } } } },
    async (request, reply) => {
      const { name: nodeId, format } = parseArtFile((request.params as { file: string }).file);
      const game = await repo.findGame(db, nodeId);
      if (!game) throw new AppError('not.found');
      const lang = toLang((request.query as { lang?: string }).lang);
      const svg = gameIconSvg(lang === 'EN' ? game.name_en : game.name_th, game.game_type);
      return sendArt(request, reply, svg, format, ICON_MAX_AGE_SECONDS);
    },
  );

  app.get(
    '/wps/game/vendor-icon/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', pattern: artFilePattern('[A-Za-z0-9_]{1,30}') } } }, querystring: { type: 'object', properties: { category: code(20) } } } },
    async (request, reply) => {
      const { name: vassalage, format } = parseArtFile((request.params as { file: string }).file);
      const category = String((request.query as { category?: string }).category ?? 'RNG').toUpperCase();
      const vendors = await repo.listVendors(db, request.merchant.code);
      const vendor = vendors.find((v) => v.vassalage === vassalage);
      if (!vendor) throw new AppError('not.found');
      return sendArt(request, reply, vendorIconSvg(vendor.display_name, category), format, ICON_MAX_AGE_SECONDS);
    },
  );

  /** spec 2 jackpot banner: which reading this merchant uses, and its numbers. */
  app.get('/wps/game/jackpot', async (request) => ok(jackpotConfig(request.merchant)));

  // Member lists and the winner board live beside the catalogue.
  await app.register(favouritesRoutes, { db });
  await app.register(recentsRoutes, { db });
  await app.register(winnersRoutes, { db });
}
