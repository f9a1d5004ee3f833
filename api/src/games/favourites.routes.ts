import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { requireMember } from '../http/auth';
import { toLang } from './catalogue.service';
import { addFavourite, favouritePage, removeFavourite } from './favourites.service';
import { listFavouriteIds } from './favourites.repository';

/** spec 7: add POST and remove DELETE with body {nodeId, token, vendor}; the token travels in Authorization. */
const favouriteBody = {
  type: 'object',
  required: ['nodeId'],
  properties: {
    nodeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,60}$' },
    vendor: { type: 'string', pattern: '^[A-Za-z0-9_]{0,30}$' },
    token: { type: 'string', maxLength: 200 },
  },
};

export async function favouritesRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/wps/relay/MCSFE_getFavoriteGames', async (request) => ok(await listFavouriteIds(db, requireMember(request).id)));

  app.get(
    '/wps/relay/MCSFE_getFavoriteGamesList',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            pageNo: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
            // spec 9: favourites 50 (alternatively 100).
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 50 },
            language: { type: 'string', pattern: '^[A-Za-z]{2}$' },
            token: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const member = requireMember(request);
      const q = request.query as { pageNo: number; pageSize: number; language?: string };
      return ok(await favouritePage(db, member.id, q.pageNo, q.pageSize, toLang(q.language ?? request.headers.language)));
    },
  );

  app.post('/wps/relay/MCSFE_addFavoriteGameV2', { schema: { body: favouriteBody } }, async (request) => {
    const member = requireMember(request);
    const { nodeId, vendor } = request.body as { nodeId: string; vendor?: string };
    return ok(await addFavourite(db, member.id, nodeId, vendor || undefined));
  });

  app.delete('/wps/relay/MCSFE_removeFavoriteGameV2', { schema: { body: favouriteBody } }, async (request) => {
    const member = requireMember(request);
    const { nodeId, vendor } = request.body as { nodeId: string; vendor?: string };
    return ok(await removeFavourite(db, member.id, nodeId, vendor || undefined));
  });
}
