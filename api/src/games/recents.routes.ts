import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { requireMember } from '../http/auth';
import { findGame } from './catalogue.repository';
import { gameRowToGame, toLang } from './catalogue.service';
import { addRecent, listRecents } from './recents.repository';

const listQuery = {
  type: 'object',
  properties: {
    // spec 7: list pageNo 1, pageSize 50, language, clientType 2.
    pageNo: { type: 'integer', minimum: 1, maximum: 100, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 50 },
    language: { type: 'string', pattern: '^[A-Za-z]{2}$' },
    clientType: { type: 'integer', minimum: 0, maximum: 9 },
  },
};

const addQuery = {
  type: 'object',
  required: ['nodeId'],
  properties: {
    nodeId: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,60}$' },
    vendor: { type: 'string', pattern: '^[A-Za-z0-9_]{0,30}$' },
    vassalage: { type: 'string', pattern: '^[A-Za-z0-9_]{0,30}$' },
    clientType: { type: 'integer', minimum: 0, maximum: 9 },
  },
};

export async function recentsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/wps/relay/GCS_recentGame', { schema: { querystring: listQuery } }, async (request) => {
    const member = requireMember(request);
    const q = request.query as { pageNo: number; pageSize: number; language?: string };
    const lang = toLang(q.language ?? request.headers.language);
    const rows = await listRecents(db, member.id, q.pageNo, q.pageSize);
    return ok(rows.map((r) => ({ ...gameRowToGame(r, lang), playedAt: new Date(r.played_at).getTime() })));
  });

  /** spec 7: recent games add is a GET with the game in the query. */
  app.get('/wps/relay/GCS_addRecentGame', { schema: { querystring: addQuery } }, async (request) => {
    const member = requireMember(request);
    const q = request.query as { nodeId: string; vendor?: string; vassalage?: string };
    const game = await findGame(db, q.nodeId);
    const vendor = (q.vendor || q.vassalage || '').toUpperCase();
    if (!game || (vendor && vendor !== game.vassalage)) throw new AppError('not.found', 'no such game');
    await addRecent(db, member.id, game.node_id);
    return ok({ nodeId: game.node_id });
  });
}
