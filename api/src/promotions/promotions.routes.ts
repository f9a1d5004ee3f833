import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { requireRealMember } from '../http/auth';
import { joinPromotion, promotionFor, promotionsFor } from './promotions.service';
import { vipLevels, vipRank } from './vip.service';
import { requireMember } from '../http/auth';

const language = (request: FastifyRequest): 'TH' | 'EN' => (String(request.headers.language ?? 'TH').toUpperCase() === 'EN' ? 'EN' : 'TH');
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } };

export async function promotionsRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get(
    '/wps/promotions/activities',
    { schema: { querystring: { type: 'object', properties: { category: { type: 'string', enum: ['deposit', 'rebate', 'vip', 'mission', 'event'] } } } } },
    async (request) => {
      const { category = null } = request.query as { category?: string };
      return ok(await promotionsFor(db, request.merchant.code, request.member?.id ?? null, category, language(request)));
    },
  );

  app.get('/wps/promotions/activities/:id', { schema: { params: idParams } }, async (request) => {
    const { id } = request.params as { id: number };
    return ok(await promotionFor(db, request.merchant.code, request.member?.id ?? null, id, language(request)));
  });

  app.post('/wps/promotions/activities/:id/join', { schema: { params: idParams } }, async (request) => {
    const member = requireRealMember(request);
    const { id } = request.params as { id: number };
    return ok(await joinPromotion(db, member.merchantCode, member.id, id, language(request)));
  });

  /** spec 3 rank progress of the member. */
  app.get('/wps/promotions/vip/progress', async (request) => {
    const member = requireMember(request);
    return ok(await vipRank(db, member.merchantCode, member.id));
  });

  app.get('/wps/promotions/vip/levels', async (request) => ok(await vipLevels(db, request.merchant.code)));
}
