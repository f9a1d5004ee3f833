import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import { ok } from '../../http/envelope';
import { requireMember, requireRealMember } from '../../http/auth';
import { AppError } from '../../http/errors';
import { SLOT_LINES, SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_STRIPS } from './slot';
import { BACCARAT_PAYS_PERCENT } from './baccarat';
import { OUTSIDE_BETS, WHEEL_ORDER } from './roulette';
import { BET_UNIT, BGS_GAMES, currentSeed, memberRounds, parsePlay, playFree, playRound, rotateSeed, STATED_RTP, verifyRound, verifyStoredRound } from './bgs.service';

const gameParams = { type: 'object', required: ['game'], properties: { game: { type: 'string', enum: [...BGS_GAMES] } } };

/**
 * In-house games (vendor BGS):
 *   GET  /wps/bgs/games                    rules, paytables and stated RTP of each game
 *   GET  /wps/bgs/seeds                    the member's server seed hash, client seed and next nonce
 *   POST /wps/bgs/seeds/rotate             {clientSeed?}: reveals the server seed, starts a new pair
 *   POST /wps/bgs/{game}/play              {roundId, bet} (slot) | {roundId, bets:[{target|type, amount}]}; {free:true} plays free
 *   GET  /wps/bgs/rounds?game=             the member's recent rounds (server seed shown once revealed)
 *   GET  /wps/bgs/rounds/{id}/verify       recomputes a stored round from its revealed seeds
 *   POST /wps/bgs/verify                   {game, serverSeed, clientSeed, nonce, request}: recompute any round
 */
export async function bgsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/wps/bgs/games', async () =>
    ok({
      betUnit: BET_UNIT,
      slot: { rtp: STATED_RTP.slot, lines: SLOT_LINES, paylines: SLOT_PAYLINES, paytable: SLOT_PAYTABLE, strips: SLOT_STRIPS },
      roulette: { rtp: STATED_RTP.roulette, wheel: WHEEL_ORDER, outsideBets: OUTSIDE_BETS },
      baccarat: { rtp: STATED_RTP.baccarat, paysPercent: BACCARAT_PAYS_PERCENT },
    }),
  );

  app.get('/wps/bgs/seeds', async (request) => ok(await currentSeed(db, requireMember(request).id)));

  app.post('/wps/bgs/seeds/rotate', {
    schema: { body: { type: ['object', 'null'], properties: { clientSeed: { type: 'string', maxLength: 64 } } } },
  }, async (request) => {
    const member = requireMember(request);
    return ok(await rotateSeed(db, member.id, (request.body as { clientSeed?: string } | null)?.clientSeed));
  });

  app.post('/wps/bgs/:game/play', {
    schema: { params: gameParams, body: { type: 'object', properties: { roundId: { type: 'string', maxLength: 64 }, free: { type: 'boolean' }, clientSeed: { type: 'string', maxLength: 64 } } } },
  }, async (request) => {
    const { game } = request.params as { game: string };
    const body = request.body as { roundId?: string; free?: boolean; clientSeed?: string };
    const play = parsePlay(game, body);
    if (body.free) return ok(playFree(play, body.clientSeed && /^[\x21-\x7e]{1,64}$/.test(body.clientSeed) ? body.clientSeed : undefined));
    const member = requireRealMember(request);
    if (typeof body.roundId !== 'string') throw new AppError('game.bet.invalid', 'roundId required');
    return ok(await playRound(db, member, body.roundId, play));
  });

  app.get('/wps/bgs/rounds', {
    schema: { querystring: { type: 'object', properties: { game: { type: 'string', enum: [...BGS_GAMES] } } } },
  }, async (request) => ok(await memberRounds(db, requireMember(request).id, (request.query as { game?: string }).game ?? null)));

  app.get('/wps/bgs/rounds/:id/verify', {
    schema: { params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 } } } },
  }, async (request) => ok(await verifyStoredRound(db, requireMember(request).id, (request.params as { id: number }).id)));

  app.post('/wps/bgs/verify', {
    schema: {
      body: {
        type: 'object',
        required: ['game', 'serverSeed', 'clientSeed', 'nonce', 'request'],
        properties: {
          game: { type: 'string', enum: [...BGS_GAMES] },
          serverSeed: { type: 'string', minLength: 1, maxLength: 128 },
          clientSeed: { type: 'string', minLength: 1, maxLength: 64 },
          nonce: { type: 'integer', minimum: 0, maximum: 2147483647 },
          request: { type: 'object' },
        },
      },
    },
  }, async (request) => ok(verifyRound(request.body as { game: string; serverSeed: string; clientSeed: string; nonce: number; request: unknown })));
}
