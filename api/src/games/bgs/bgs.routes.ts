import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../../db/db';
import { ok } from '../../http/envelope';
import { contract, typed } from '../../http/contract';
import { requireMember, requireRealMember } from '../../http/auth';
import { AppError } from '../../http/errors';
import {
  BgsGame,
  BgsRound,
  BgsRules,
  PlayBody,
  PlayResult,
  RotatedSeed,
  RotateSeed,
  RoundCheck,
  SeedView,
  VerifiedRound,
  VerifyRound,
} from '@site/shared/src/contracts/bgs';
import { SLOT_LINES, SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_STRIPS } from './slot';
import { BACCARAT_PAYS_PERCENT } from './baccarat';
import { OUTSIDE_BETS, WHEEL_ORDER } from './roulette';
import {
  BET_UNIT,
  CLIENT_SEED_PATTERN,
  currentSeed,
  memberRounds,
  parsePlay,
  playFree,
  playRound,
  rotateSeed,
  STATED_RTP,
  verifyRound,
  verifyStoredRound,
} from './bgs.service';

/**
 * In-house games (vendor BGS): rules, the member's seed pair and its rotation, a round (real money, or free with
 * {free: true}), the member's recent rounds and their verification, and a check of any round from its seeds.
 */
export async function bgsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);
  const gameParams = Type.Object({ game: BgsGame });

  app.get(
    '/wps/bgs/games',
    { schema: contract({ tag: 'bgs', summary: 'Rules, paytables and stated RTP of each in-house game', value: BgsRules }) },
    async () =>
      ok({
        betUnit: BET_UNIT,
        slot: {
          rtp: STATED_RTP.slot,
          lines: SLOT_LINES,
          paylines: SLOT_PAYLINES.map((line) => [...line]),
          paytable: SLOT_PAYTABLE,
          strips: SLOT_STRIPS.map((strip) => [...strip]),
        },
        roulette: { rtp: STATED_RTP.roulette, wheel: WHEEL_ORDER, outsideBets: [...OUTSIDE_BETS] },
        baccarat: { rtp: STATED_RTP.baccarat, paysPercent: BACCARAT_PAYS_PERCENT },
      }),
  );

  app.get(
    '/wps/bgs/seeds',
    { schema: contract({ tag: 'bgs', summary: "The member's seed pair: server seed hash, client seed, next nonce", value: SeedView }) },
    async (request) => ok(await currentSeed(db, requireMember(request).id)),
  );

  app.post(
    '/wps/bgs/seeds/rotate',
    {
      schema: contract({
        tag: 'bgs',
        summary: 'Reveal the server seed and start a new pair (with a new client seed, if given)',
        body: RotateSeed,
        value: RotatedSeed,
      }),
    },
    async (request) => {
      const member = requireMember(request);
      return ok(await rotateSeed(db, member.id, request.body?.clientSeed));
    },
  );

  app.post(
    '/wps/bgs/:game/play',
    {
      schema: contract({
        tag: 'bgs',
        summary: 'Play a round for real money (roundId) or free ({free: true})',
        params: gameParams,
        body: PlayBody,
        value: PlayResult,
      }),
    },
    async (request) => {
      const body = request.body;
      const play = parsePlay(request.params.game, body);
      if (body.free) return ok(playFree(play, body.clientSeed && CLIENT_SEED_PATTERN.test(body.clientSeed) ? body.clientSeed : undefined));
      const member = requireRealMember(request);
      if (typeof body.roundId !== 'string') throw new AppError('game.bet.invalid', 'roundId required');
      return ok(await playRound(db, member, body.roundId, play));
    },
  );

  app.get(
    '/wps/bgs/rounds',
    {
      schema: contract({
        tag: 'bgs',
        summary: "The member's recent rounds, of one game or all",
        querystring: Type.Object({ game: Type.Optional(BgsGame) }),
        value: Type.Array(BgsRound),
      }),
    },
    async (request) => ok(await memberRounds(db, requireMember(request).id, request.query.game ?? null)),
  );

  app.get(
    '/wps/bgs/rounds/:id/verify',
    {
      schema: contract({
        tag: 'bgs',
        summary: 'Recompute a stored round from its revealed seeds',
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 9007199254740991 }) }),
        value: RoundCheck,
      }),
    },
    async (request) => ok(await verifyStoredRound(db, requireMember(request).id, request.params.id)),
  );

  app.post(
    '/wps/bgs/verify',
    {
      schema: contract({
        tag: 'bgs',
        summary: 'Recompute any round from its seeds, nonce and play',
        body: VerifyRound,
        value: VerifiedRound,
      }),
    },
    async (request) => ok(verifyRound(request.body)),
  );
}
