import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireMember } from '../http/auth';
import { FavouriteAdded, FavouriteBody, FavouritePage, FavouriteRemoved, FavouritesQuery } from '@site/shared/src/contracts/games';
import { toLang } from './catalogue.service';
import { addFavourite, favouritePage, removeFavourite } from './favourites.service';
import { listFavouriteIds } from './favourites.repository';

/** product-rules 7: add POST and remove DELETE with body {nodeId, token, vendor}; the token travels in Authorization. */
export async function favouritesRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  app.get(
    '/wps/relay/MCSFE_getFavoriteGames',
    {
      schema: contract({
        tag: 'games',
        summary: "The node ids of the member's favourite games, newest first",
        value: Type.Array(Type.String()),
      }),
    },
    async (request) => ok(await listFavouriteIds(db, requireMember(request).id)),
  );

  // product-rules 9: favourites 50 a page (alternatively 100).
  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      schema: contract({
        tag: 'games',
        summary: "A page of the member's favourite games",
        querystring: FavouritesQuery,
        value: FavouritePage,
      }),
    },
    async (request) => {
      const member = requireMember(request);
      const q = request.query;
      return ok(await favouritePage(db, member.id, q.pageNo, q.pageSize, toLang(q.language ?? request.headers.language)));
    },
  );

  app.post(
    '/wps/relay/MCSFE_addFavoriteGameV2',
    {
      schema: contract({
        tag: 'games',
        summary: 'Add a favourite game (adding it again changes nothing)',
        body: FavouriteBody,
        value: FavouriteAdded,
      }),
    },
    async (request) => {
      const member = requireMember(request);
      const { nodeId, vendor } = request.body;
      return ok(await addFavourite(db, member.id, nodeId, vendor || undefined));
    },
  );

  app.delete(
    '/wps/relay/MCSFE_removeFavoriteGameV2',
    { schema: contract({ tag: 'games', summary: 'Remove a favourite game', body: FavouriteBody, value: FavouriteRemoved }) },
    async (request) => {
      const member = requireMember(request);
      const { nodeId, vendor } = request.body;
      return ok(await removeFavourite(db, member.id, nodeId, vendor || undefined));
    },
  );
}
