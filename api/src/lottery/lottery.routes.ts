import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { requireRealMember } from '../http/auth';
import { AppError } from '../http/errors';
import { cancelSuborders, drawHistory, gameMenus, listGamesWithDraws, listOrders, nearNumeros, orderDetail, placeOrder, vnMenu, type BettingInput } from './lottery.service';

const language = (request: FastifyRequest): 'TH' | 'EN' => (String(request.headers.language ?? 'TH').toUpperCase() === 'EN' ? 'EN' : 'TH');
const gameId = { type: 'string', pattern: '^[A-Za-z0-9_]{1,30}$' };

/**
 * Lottery gateway (API-NOTES): raw JSON answers, no envelope; refusals keep {success:false, errorCode, message}.
 *   GET /lgw/games, /lgw/games/mobile, /lgw/games/game_menus?prizeMode=, /lgw/vn/games/game_menu
 *   GET /lgw/numeros/near?gameId=, /lgw/draw/{gameId}
 *   POST /lgw/orders/betting, GET /lgw/orders, GET /lgw/orders/detail?orderNo=, PUT /lgw/orders/suborders/cancel [ids]
 * The draw calendar, closing and settlement are timed jobs (lottery.jobs.ts), run once per period across instances.
 */
export async function lotteryRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const now = () => new Date();
  app.get('/lgw/games', async (request) => listGamesWithDraws(db, request.merchant, now(), language(request)));
  app.get('/lgw/games/mobile', async (request) => listGamesWithDraws(db, request.merchant, now(), language(request)));
  app.get('/lgw/games/game_menus', {
    schema: { querystring: { type: 'object', properties: { prizeMode: { type: 'string', enum: ['LOTT', 'ZY', 'ELOTT', 'Lott', 'Elott', 'lott', 'elott', 'zy'] } } } },
  }, async (request) => {
    const mode = (request.query as { prizeMode?: string }).prizeMode?.toUpperCase() as 'LOTT' | 'ZY' | 'ELOTT' | undefined;
    return gameMenus(db, request.merchant, now(), language(request), mode ?? null);
  });
  app.get('/lgw/vn/games/game_menu', async (request) => vnMenu(db, request.merchant, now(), language(request)));
  app.get('/lgw/numeros/near', { schema: { querystring: { type: 'object', required: ['gameId'], properties: { gameId } } } }, async (request) =>
    nearNumeros(db, (request.query as { gameId: string }).gameId, now()),
  );
  app.get('/lgw/draw/:gameId', { schema: { params: { type: 'object', required: ['gameId'], properties: { gameId } } } }, async (request) =>
    drawHistory(db, (request.params as { gameId: string }).gameId, language(request)),
  );

  app.post('/lgw/orders/betting', {
    schema: {
      body: {
        type: 'object',
        required: ['gameId', 'currentNumero', 'betCartAmountSum', 'bettingSlipString'],
        properties: {
          gameId,
          currentNumero: { type: 'string', maxLength: 30 },
          betCartAmountSum: { type: 'integer', minimum: 1, maximum: 1e12 },
          chase: { type: 'integer', minimum: 1, maximum: 10 },
          device: { type: 'string', maxLength: 20 },
          orderType: { type: 'string', maxLength: 20 },
          prizeModeId: { type: 'string', maxLength: 10 },
          bettingSlipString: { type: 'string', maxLength: 20000 },
          requestId: { type: 'string', maxLength: 64 },
        },
      },
    },
  }, async (request) => placeOrder(db, request.merchant, requireRealMember(request), request.body as BettingInput, now()));

  app.get('/lgw/orders', {
    schema: { querystring: { type: 'object', properties: { gameId, page: { type: 'integer', minimum: 1, maximum: 10000 }, size: { type: 'integer', minimum: 1, maximum: 50 } } } },
  }, async (request) => {
    const q = request.query as { gameId?: string; page?: number; size?: number };
    return listOrders(db, requireRealMember(request).id, q.gameId ?? null, q.page ?? 1, q.size ?? 20);
  });
  app.get('/lgw/orders/detail', {
    schema: { querystring: { type: 'object', required: ['orderNo'], properties: { orderNo: { type: 'string', maxLength: 40 } } } },
  }, async (request) => orderDetail(db, requireRealMember(request).id, (request.query as { orderNo: string }).orderNo));

  app.put('/lgw/orders/suborders/cancel', {
    schema: { body: { type: 'array', minItems: 1, maxItems: 200, items: { type: 'integer', minimum: 1, maximum: 9007199254740991 } } },
  }, async (request) => {
    const member = requireRealMember(request);
    if (!Array.isArray(request.body)) throw new AppError('validation.failed');
    return cancelSuborders(db, member, request.body as number[], now());
  });
}
