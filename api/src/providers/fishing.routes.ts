import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { FishBatch, FishBatchId, FishBatchRequest, FishGame } from '@site/shared/src/contracts/fishing';
import type { CallbackSender } from './demo-provider';
import { fishGame, settleBatch } from './fishing.service';

/** The demo vendor's fishing rooms (docs/games.md, "Fishing"): GET /provider/demo/fishing/game, POST .../batch. */
export function fishingRoutes(fastify: FastifyInstance, { db, secret, send }: { db: Db; secret: string; send: CallbackSender }) {
  const app = typed(fastify);
  app.get(
    '/provider/demo/fishing/game',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider: a fishing room's fish, cannon levels and return; with ?batch=, that batch's seed hash",
        querystring: Type.Object({ game: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }), batch: Type.Optional(FishBatchId) }),
        value: FishGame,
      }),
    },
    async (request) => ok(await fishGame(db, secret, request.query.game, request.query.batch ?? null)),
  );
  app.post(
    '/provider/demo/fishing/batch',
    {
      schema: contract({
        tag: 'providers',
        summary: 'The demo provider: settle a batch of shots (one debit of its stakes, one credit of its wins)',
        body: FishBatchRequest,
        value: FishBatch,
      }),
    },
    async (request) => ok(await settleBatch(db, send, secret, request.body)),
  );
}
