import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireRealMember } from '../http/auth';
import { requestLang } from '../http/language';
import { Id } from '@site/shared/src/contracts/envelope';
import {
  AcceptDepositPromotion,
  ActivityEntry,
  ApplyRequest,
  ClaimRequest,
  DepositPromotions,
  TurnoverObligation,
} from '@site/shared/src/contracts/activities';
import { memberEntry, takePart } from './rewards.service';
import { acceptDepositPromotion, depositPromotions } from './deposit-match.service';
import { memberObligationList } from './turnover.service';

const IdParams = Type.Object({ id: Id });

/**
 * The member's side of the promotions engine (real members only; a trial account is free_reject, product-rules 6.2):
 * claim and apply with an idempotency key, the entry of an activity, the turnover obligations the withdraw screen
 * shows, and the product rules' deposit promo list and accept promo (/m/voucherCenter). Join stays in promotions.routes.ts.
 */
export async function bonusRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  app.post(
    '/wps/promotions/activities/:id/claim',
    {
      schema: contract({
        tag: 'promotions',
        summary: 'Claim a reward that is due (daily reward, rebate, birthday gift); paid at once, once per period',
        params: IdParams,
        body: ClaimRequest,
        value: ActivityEntry,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(
        await takePart(
          db,
          member.merchantCode,
          member.id,
          request.params.id,
          { action: 'claim', requestKey: request.body?.idempotencyKey },
          requestLang(request),
        ),
      );
    },
  );

  app.post(
    '/wps/promotions/activities/:id/apply',
    {
      schema: contract({
        tag: 'promotions',
        summary: 'Apply for a reward an operator reviews (Applying, then Issued or Rejected)',
        params: IdParams,
        body: ApplyRequest,
        value: ActivityEntry,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      const { idempotencyKey, remark } = request.body ?? {};
      return ok(
        await takePart(
          db,
          member.merchantCode,
          member.id,
          request.params.id,
          { action: 'apply', requestKey: idempotencyKey, remark },
          requestLang(request),
        ),
      );
    },
  );

  app.get(
    '/wps/promotions/activities/:id/entry',
    {
      schema: contract({
        tag: 'promotions',
        summary: "The member's entry in an activity this period: label, reward, reason, obligation",
        params: IdParams,
        value: ActivityEntry,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await memberEntry(db, member.merchantCode, member.id, request.params.id, requestLang(request)));
    },
  );

  app.get(
    '/wps/promotions/obligations',
    {
      schema: contract({
        tag: 'promotions',
        summary: "The member's turnover obligations, active and met, with their progress",
        value: Type.Array(TurnoverObligation),
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await memberObligationList(db, member.id, requestLang(request)));
    },
  );

  app.get(
    '/wps/deposit/promos',
    {
      schema: contract({
        tag: 'payments',
        summary: 'Deposit promotions the member may pick before depositing, and the one picked',
        value: DepositPromotions,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await depositPromotions(db, member.merchantCode, member.id, requestLang(request)));
    },
  );

  app.post(
    '/wps/deposit/promos/accept',
    {
      schema: contract({
        tag: 'payments',
        summary: 'Pick a deposit promotion for the next deposit (without promotionId: none)',
        body: AcceptDepositPromotion,
        value: DepositPromotions,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await acceptDepositPromotion(db, member.merchantCode, member.id, request.body.promotionId ?? null, requestLang(request)));
    },
  );
}
