import { Type } from '@sinclair/typebox';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, type typed } from '../http/contract';
import { AppError } from '../http/errors';
import { requireOperator } from '../http/operator';
import {
  SportsBetRequest,
  SportsBets,
  SportsBetsRequest,
  SportsBoard,
  SportsBook,
  SportsFeedRun,
  SportsPlaced,
  SportsResult,
} from '@site/shared/src/contracts/sportsbook';
import type { CallbackSender } from './demo-provider';
import { board, myBets, placeBet, publishResults, recentResults } from './sportsbook.service';
import { advanceTestClock, sportsNow } from './sportsbook.clock';

/**
 * The demo vendor's book: the board (GET /provider/demo/sports/board), a bet (one debit callback), the player's bets,
 * the feed's recent results; operators run the result feed now (POST /ops/providers/demo/sports/publish) and, outside
 * production only, move the book's clock on (POST /ops/providers/demo/sports/clock) so a test sees its matches end.
 */
export function sportsbookRoutes(
  app: ReturnType<typeof typed>,
  { db, config, send, secret, now }: { db: Db; config: Config; send: CallbackSender; secret: string; now: () => number },
) {
  const clock = () => sportsNow(now());
  app.get(
    '/provider/demo/sports/board',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider's book now: matches in play and upcoming with their markets and odds",
        querystring: Type.Object({ book: SportsBook }),
        value: SportsBoard,
      }),
    },
    async (request) => ok(board(secret, request.query.book, clock())),
  );
  app.get(
    '/provider/demo/sports/results',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider's result feed: the results of the last hours with their revealed seeds",
        value: Type.Array(SportsResult),
      }),
    },
    async () => ok(await recentResults(db, secret, clock())),
  );
  app.post(
    '/provider/demo/sports/bet',
    {
      schema: contract({
        tag: 'providers',
        summary: 'The demo provider: a single or a parlay at the odds now (one debit callback)',
        body: SportsBetRequest,
        value: SportsPlaced,
      }),
    },
    async (request) => ok(await placeBet(db, send, secret, request.body, clock())),
  );
  app.post(
    '/provider/demo/sports/bets',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider: the player's open or settled bets with their legs and results",
        body: SportsBetsRequest,
        value: SportsBets,
      }),
    },
    async (request) => ok(await myBets(db, send, request.body.token, request.body.settled ?? false, request.body.game ?? null)),
  );
  app.post(
    '/ops/providers/demo/sports/publish',
    {
      schema: contract({
        tag: 'providers',
        operator: true,
        summary: "Runs the demo provider's result feed now: publishes finished matches' results and settles their bets",
        value: SportsFeedRun,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await publishResults(db, send, secret, clock(), request.log));
    },
  );
  app.post(
    '/ops/providers/demo/sports/clock',
    {
      schema: contract({
        tag: 'providers',
        operator: true,
        summary: "Outside production: moves the demo provider's book clock on (tests see their matches end)",
        body: Type.Object({ advanceMs: Type.Integer({ minimum: 0, maximum: 7 * 86_400_000 }) }),
        value: Type.Object({ offsetMs: Type.Integer() }),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      if (config.env === 'production') throw new AppError('function.not.available');
      return ok({ offsetMs: advanceTestClock(request.body.advanceMs) });
    },
  );
}
