import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { GameSession, GameTicket, LaunchQuery, LaunchResult } from '@site/shared/src/contracts/games';
import { loadProvidersConfig, type ProvidersConfig } from '../providers/provider.config';
import { launchGame } from './launch.service';
import { exchangeLaunchTicket } from '../providers/provider.adapter';

/** GET /wps/game/launchGame (docs/api-conventions.md A12.3): value {content: {game_url}, gameUrl}. */
export async function launchRoutes(
  fastify: FastifyInstance,
  { db, providers = loadProvidersConfig() }: { db: Db; providers?: ProvidersConfig },
) {
  const app = typed(fastify);

  app.get(
    '/wps/game/launchGame',
    {
      schema: contract({
        tag: 'games',
        summary: 'The URL that opens a game, for real money (accountType 1) or free play (0)',
        querystring: LaunchQuery,
        value: LaunchResult,
      }),
    },
    async (request) => ok(await launchGame(db, providers, request.merchant, request.member, request.query)),
  );

  /** The game page (or a vendor's server) trades the launch URL's ticket, once, for the player token: never in a URL. */
  app.post(
    '/wps/game/ticket',
    {
      schema: contract({
        tag: 'games',
        summary: "Trade a launch ticket, once, for the player's game session",
        body: GameTicket,
        value: GameSession,
      }),
    },
    async (request) => ok(await exchangeLaunchTicket(db, request.body.ticket)),
  );
}
