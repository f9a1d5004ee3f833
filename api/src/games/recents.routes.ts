import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { AppError } from '../http/errors';
import { requireMember } from '../http/auth';
import { AddRecentQuery, RecentGame, RecentsQuery } from '@site/shared/src/contracts/games';
import { findGame } from './catalogue.repository';
import { gameRowToGame, toLang } from './catalogue.service';
import { addRecent, listRecents } from './recents.repository';

export async function recentsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  // product-rules 7: list pageNo 1, pageSize 50, language, clientType 2.
  app.get(
    '/wps/relay/GCS_recentGame',
    {
      schema: contract({
        tag: 'games',
        summary: "The member's recently played games, newest first",
        querystring: RecentsQuery,
        value: Type.Array(RecentGame),
      }),
    },
    async (request) => {
      const member = requireMember(request);
      const q = request.query;
      const lang = toLang(q.language ?? request.headers.language);
      const rows = await listRecents(db, member.id, q.pageNo, q.pageSize);
      return ok(rows.map((r) => ({ ...gameRowToGame(r, lang), playedAt: new Date(r.played_at).getTime() })));
    },
  );

  /** product-rules 7: recent games add is a GET with the game in the query. */
  app.get(
    '/wps/relay/GCS_addRecentGame',
    {
      schema: contract({
        tag: 'games',
        summary: 'Note a game as played by the member',
        querystring: AddRecentQuery,
        value: Type.Object({ nodeId: Type.String() }),
      }),
    },
    async (request) => {
      const member = requireMember(request);
      const q = request.query;
      const game = await findGame(db, q.nodeId);
      const vendor = (q.vendor || q.vassalage || '').toUpperCase();
      if (!game || (vendor && vendor !== game.vassalage)) throw new AppError('not.found', 'no such game');
      await addRecent(db, member.id, game.node_id);
      return ok({ nodeId: game.node_id });
    },
  );
}
