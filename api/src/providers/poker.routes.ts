import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { PokerAction, PokerSeatRequest, PokerSitRequest, PokerTableInfo, PokerView } from '@site/shared/src/contracts/poker';
import type { CallbackSender } from './demo-provider';
import { action, pokerStakes, sit, stand, view } from './poker.service';

/** The demo vendor's heads-up Hold'em (docs/games.md, "Heads-up poker"): its money only through `send`, the signed callbacks. */
export function pokerRoutes(fastify: FastifyInstance, db: Db, send: CallbackSender, now: () => number) {
  const app = typed(fastify);
  app.get(
    '/provider/demo/poker/table',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider: a Hold'em table's stakes, buy-in limits and rake",
        querystring: Type.Object({ game: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }) }),
        value: PokerTableInfo,
      }),
    },
    async (request) => ok(await pokerStakes(db, request.query.game)),
  );
  app.post(
    '/provider/demo/poker/sit',
    {
      schema: contract({
        tag: 'providers',
        summary: 'The demo provider: sit at a Hold\u2019em table with a buy-in (one debit callback), matched with a player or the bot',
        body: PokerSitRequest,
        value: PokerView,
      }),
    },
    async (request) => ok(await sit(db, send, request.body, now())),
  );
  app.post(
    '/provider/demo/poker/state',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider: the player's table now",
        body: PokerSeatRequest,
        value: PokerView,
      }),
    },
    async (request) => ok(await view(db, send, request.body.token, request.body.seatId, now())),
  );
  app.post(
    '/provider/demo/poker/act',
    {
      schema: contract({
        tag: 'providers',
        summary: 'The demo provider: fold, check, call, bet or raise, in turn',
        body: PokerAction,
        value: PokerView,
      }),
    },
    async (request) => ok(await action(db, send, request.body, now())),
  );
  app.post(
    '/provider/demo/poker/stand',
    {
      schema: contract({
        tag: 'providers',
        summary: 'The demo provider: stand up (the stack is one credit callback; a seat that never played is refunded)',
        body: PokerSeatRequest,
        value: PokerView,
      }),
    },
    async (request) => ok(await stand(db, send, request.body.token, request.body.seatId, now())),
  );
}
