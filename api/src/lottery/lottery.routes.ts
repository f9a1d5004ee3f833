import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { rawContract, typed } from '../http/contract';
import { requireRealMember } from '../http/auth';
import { requestLang } from '../http/language';
import {
  CancelledSuborders,
  CancelSuborders,
  DrawHistory,
  GameMenu,
  GameMenusQuery,
  GatewayAnswer,
  LotteryBetting,
  LotteryGameWithDraws,
  LotteryOrder,
  LotteryOrders,
  LotteryOrdersQuery,
  NearNumeros,
  PlacedLotteryOrder,
  LOTTERY_PRIZE_MODES,
  VnMenu,
} from '@site/shared/src/contracts/lottery';
import { drawHistory, gameMenus, listGamesWithDraws, nearNumeros, vnMenu } from './lottery.service';
import { cancelSuborders, listOrders, orderDetail, placeOrder } from './lottery-order.service';

const GameIdQuery = Type.Object({ gameId: Type.String({ pattern: '^[A-Za-z0-9_]{1,30}$' }) });

/**
 * Lottery gateway (docs/api-conventions.md A1.2): raw JSON answers, no envelope; refusals keep {success:false, errorCode, message}.
 * The draw calendar, closing and settlement are timed jobs (lottery.jobs.ts), run once per period across instances.
 */
export async function lotteryRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);
  const now = () => new Date();
  const games = rawContract(
    'lottery',
    'The lottery games with their current and last draws',
    GatewayAnswer(Type.Array(LotteryGameWithDraws)),
  );
  app.get('/lgw/games', { schema: games }, async (request) => listGamesWithDraws(db, request.merchant, now(), requestLang(request)));
  app.get('/lgw/games/mobile', { schema: games }, async (request) => listGamesWithDraws(db, request.merchant, now(), requestLang(request)));
  app.get(
    '/lgw/games/game_menus',
    {
      schema: rawContract('lottery', 'The games of each prize mode (one mode when asked)', GatewayAnswer(Type.Array(GameMenu)), {
        querystring: GameMenusQuery,
      }),
    },
    async (request) => {
      const mode = LOTTERY_PRIZE_MODES.find((prizeMode) => prizeMode === request.query.prizeMode?.toUpperCase()) ?? null;
      return gameMenus(db, request.merchant, now(), requestLang(request), mode);
    },
  );
  app.get(
    '/lgw/vn/games/game_menu',
    { schema: rawContract('lottery', 'The Vietnamese lottery games by region', GatewayAnswer(Type.Array(VnMenu))) },
    async (request) => vnMenu(db, request.merchant, now(), requestLang(request)),
  );
  app.get(
    '/lgw/numeros/near',
    {
      schema: rawContract('lottery', "A game's current draw, the next ones and the last results", GatewayAnswer(NearNumeros), {
        querystring: GameIdQuery,
      }),
    },
    async (request) => nearNumeros(db, request.query.gameId, now()),
  );
  app.get(
    '/lgw/draw/:gameId',
    { schema: rawContract('lottery', 'A game and its last 20 results', GatewayAnswer(DrawHistory), { params: GameIdQuery }) },
    async (request) => drawHistory(db, request.params.gameId, requestLang(request)),
  );

  app.post(
    '/lgw/orders/betting',
    {
      schema: rawContract(
        'lottery',
        'Place an order on the current draw (and the next ones with chase)',
        GatewayAnswer(PlacedLotteryOrder),
        { body: LotteryBetting },
      ),
    },
    async (request) => placeOrder(db, request.merchant, requireRealMember(request), request.body, now()),
  );

  app.get(
    '/lgw/orders',
    {
      schema: rawContract('lottery', "The member's orders, newest first", GatewayAnswer(LotteryOrders), {
        querystring: LotteryOrdersQuery,
      }),
    },
    async (request) => {
      const { gameId, page, size } = request.query;
      return listOrders(db, requireRealMember(request).id, gameId ?? null, page ?? 1, size ?? 20);
    },
  );
  app.get(
    '/lgw/orders/detail',
    {
      schema: rawContract('lottery', "One of the member's orders with its sub-orders", GatewayAnswer(LotteryOrder), {
        querystring: Type.Object({ orderNo: Type.String({ maxLength: 40 }) }),
      }),
    },
    async (request) => orderDetail(db, requireRealMember(request).id, request.query.orderNo),
  );

  app.put(
    '/lgw/orders/suborders/cancel',
    {
      schema: rawContract(
        'lottery',
        'Cancel pending sub-orders whose draw still takes bets (all or nothing), refunded',
        GatewayAnswer(CancelledSuborders),
        { body: CancelSuborders },
      ),
    },
    async (request) => cancelSuborders(db, requireRealMember(request), request.body, now()),
  );
}
