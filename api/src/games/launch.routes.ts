import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { loadProvidersConfig, type ProvidersConfig } from '../providers/provider.config';
import { launchGame, type LaunchQuery } from './launch.service';
import { exchangeLaunchTicket } from '../providers/provider.adapter';

const id = { type: 'string', minLength: 1, maxLength: 60 };

/** GET /wps/game/launchGame (API-NOTES): value {content: {game_url}, gameUrl}. */
export async function launchRoutes(app: FastifyInstance, { db, providers = loadProvidersConfig() }: { db: Db; providers?: ProvidersConfig }) {
  app.get('/wps/game/launchGame', {
    schema: {
      querystring: {
        type: 'object',
        properties: {
          nodeId: id,
          gameId: id,
          vassalage: { type: 'string', maxLength: 20 },
          gameType: { type: 'string', pattern: '^[A-Za-z_]{0,20}$' },
          platform: { type: 'string', maxLength: 10 },
          clientType: { type: 'integer', minimum: 0, maximum: 9 },
          launchMode: { type: 'string', maxLength: 20 },
          accountType: { type: 'integer', enum: [0, 1] },
          language: { type: 'string', maxLength: 5 },
          backUrl: { type: 'string', maxLength: 300 },
        },
      },
    },
  }, async (request) => ok(await launchGame(db, providers, request.merchant, request.member, request.query as LaunchQuery)));

  /** The game page (or a vendor's server) trades the launch URL's ticket, once, for the player token: never in a URL. */
  app.post('/wps/game/ticket', {
    schema: { body: { type: 'object', required: ['ticket'], properties: { ticket: { type: 'string', minLength: 1, maxLength: 128 } } } },
  }, async (request) => ok(await exchangeLaunchTicket(db, (request.body as { ticket: string }).ticket)));
}
