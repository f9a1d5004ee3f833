import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireMember, requireRealMember } from '../http/auth';
import { requestLang as language } from '../http/language';
import { Id } from '@site/shared/src/contracts/envelope';
import { LeaderBoard, LeaderBoardQuery, Promotion, PromotionQuery, VipLevel, VipRank } from '@site/shared/src/contracts/promotions';
import { leaderBoard } from './leader-board.service';
import { joinPromotion, promotionFor, promotionsFor } from './promotions.service';
import { vipLevels, vipRank } from './vip.service';

const IdParams = Type.Object({ id: Id });

export async function promotionsRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  app.get(
    '/wps/promotions/activities',
    {
      schema: contract({
        tag: 'promotions',
        summary: "Promotion activities, with the member's label on each (guests see Join)",
        querystring: PromotionQuery,
        value: Type.Array(Promotion),
      }),
    },
    async (request) => {
      const { category = null } = request.query;
      return ok(await promotionsFor(db, request.merchant.code, request.member?.id ?? null, category, language(request)));
    },
  );

  app.get(
    '/wps/promotions/activities/:id',
    { schema: contract({ tag: 'promotions', summary: 'One promotion activity', params: IdParams, value: Promotion }) },
    async (request) => ok(await promotionFor(db, request.merchant.code, request.member?.id ?? null, request.params.id, language(request))),
  );

  app.post(
    '/wps/promotions/activities/:id/join',
    {
      schema: contract({
        tag: 'promotions',
        summary: 'Join, apply for or claim a promotion (real members, once each)',
        params: IdParams,
        value: Promotion,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await joinPromotion(db, member.merchantCode, member.id, request.params.id, language(request)));
    },
  );

  /** product-rules 3 rank progress of the member. */
  app.get(
    '/wps/promotions/vip/progress',
    { schema: contract({ tag: 'promotions', summary: "The member's VIP level and progress towards the next", value: VipRank }) },
    async (request) => {
      const member = requireMember(request);
      return ok(await vipRank(db, member.merchantCode, member.id));
    },
  );

  app.get(
    '/wps/promotions/vip/levels',
    { schema: contract({ tag: 'promotions', summary: 'Every VIP level with its requirements and benefits', value: Type.Array(VipLevel) }) },
    async (request) => ok(await vipLevels(db, request.merchant.code)),
  );

  /** product-rules 4.34: a leader board over today, this week or this month; guests see it without a place of their own. */
  app.get(
    '/wps/promotions/leader-board',
    {
      schema: contract({
        tag: 'promotions',
        summary:
          "A leader board (turnover, deposit or biggest win) of the current day, week or month, names masked, with the member's own place",
        querystring: LeaderBoardQuery,
        value: LeaderBoard,
      }),
    },
    async (request) => {
      const { board = 'TURNOVER', span = 'DAY' } = request.query;
      return ok(await leaderBoard(db, request.merchant.code, request.member?.id ?? null, board, span));
    },
  );
}
