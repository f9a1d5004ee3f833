import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireOperator } from '../http/operator';
import { Id, PageQuery } from '@site/shared/src/contracts/envelope';
import {
  OpsInviteePage,
  OpsRebateClaimPage,
  OpsRebateClaimQuery,
  OpsReferralRewardPage,
  OpsReferralRewardQuery,
} from '@site/shared/src/contracts/referral';
import { operatorInvitees, operatorReferralRewards } from './referral.service';
import { operatorRebateClaims } from './manual-rebate.service';
import {
  ActivityInput,
  PromotionApplication,
  PromotionApplicationQuery,
  ApproveApplication,
  ObligationQuery,
  OpsActivity,
  OpsObligation,
  DecisionReason,
} from '@site/shared/src/contracts/activities';
import { closeActivity, createActivity, editActivity, listActivities } from './ops-activities.service';
import { decideApplication, listApplications } from './rewards.service';
import { cancelObligation, operatorObligations } from './turnover.service';
import { runDraw } from './raffle.service';
import { operatorPrizes, setPrize } from './leader-board.service';
import { LeaderBoardPrize } from '@site/shared/src/contracts/promotions';
import { RaffleDraw } from '@site/shared/src/contracts/rewards';

const IdParams = Type.Object({ id: Id });

/**
 * The operator API of promotions (Bearer OPERATOR_TOKEN, Operator names who acted; api-conventions A10): activities
 * created, edited and closed per merchant; applications approved or rejected with a reason; turnover obligations
 * listed and cancelled with a reason. Every decision is idempotent.
 */
export async function opsPromotionsRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);
  const tag = 'promotions' as const;

  app.get(
    '/ops/promotions/activities',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Every activity of the merchant with its type and configuration',
        value: Type.Array(OpsActivity),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await listActivities(db, request.merchant.code));
    },
  );

  app.post(
    '/ops/promotions/activities',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Create an activity (the same code and content again answers as a replay)',
        body: ActivityInput,
        value: OpsActivity,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await createActivity(db, request.merchant.code, request.body, actor));
    },
  );

  app.post(
    '/ops/promotions/raffles/:id/draw',
    {
      schema: contract({
        tag,
        operator: true,
        summary: "Run a raffle's draw once its time has come (the job does it by itself; again answers the same result)",
        params: IdParams,
        value: RaffleDraw,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await runDraw(db, request.merchant.code, request.params.id));
    },
  );

  app.put(
    '/ops/promotions/activities/:id',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Edit an activity (its type stays)',
        params: IdParams,
        body: ActivityInput,
        value: OpsActivity,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await editActivity(db, request.merchant.code, request.params.id, request.body, actor));
    },
  );

  app.post(
    '/ops/promotions/activities/:id/close',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Close an activity now, with a reason',
        params: IdParams,
        body: DecisionReason,
        value: OpsActivity,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await closeActivity(db, request.merchant.code, request.params.id, request.body.reason, actor));
    },
  );

  app.get(
    '/ops/promotions/applications',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Applications to review (Applying, oldest first) or decided ones',
        querystring: PromotionApplicationQuery,
        value: Type.Array(PromotionApplication),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await listApplications(db, request.merchant.code, request.query.state ?? 'APPLYING', request.query.limit ?? 100));
    },
  );

  app.post(
    '/ops/promotions/applications/:id/approve',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Approve an application: the reward is paid (Issued)',
        params: IdParams,
        body: ApproveApplication,
        value: PromotionApplication,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await decideApplication(db, request.merchant.code, request.params.id, 'approve', actor, request.body));
    },
  );

  app.post(
    '/ops/promotions/applications/:id/reject',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Reject an application with a reason (Rejected)',
        params: IdParams,
        body: DecisionReason,
        value: PromotionApplication,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await decideApplication(db, request.merchant.code, request.params.id, 'reject', actor, request.body));
    },
  );

  app.get(
    '/ops/promotions/obligations',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Turnover obligations, newest first, by member and status',
        querystring: ObligationQuery,
        value: Type.Array(OpsObligation),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await operatorObligations(db, request.merchant.code, request.query));
    },
  );

  app.post(
    '/ops/promotions/obligations/:id/cancel',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Cancel an active obligation, with a reason: it no longer holds withdrawals',
        params: IdParams,
        body: DecisionReason,
        value: OpsObligation,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await cancelObligation(db, request.merchant.code, request.params.id, actor, request.body.reason));
    },
  );

  app.get(
    '/ops/promotions/referral-rewards',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Referral rewards paid (once per valid invitee, never reviewed first), newest first, by referrer',
        querystring: OpsReferralRewardQuery,
        value: OpsReferralRewardPage,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await operatorReferralRewards(db, request.merchant.code, request.query));
    },
  );

  app.get(
    '/ops/promotions/referrals/:id/invitees',
    {
      schema: contract({
        tag,
        operator: true,
        summary: "A referrer's invitees with their state and what they share with the referrer (a refused one says why)",
        params: IdParams,
        querystring: PageQuery,
        value: OpsInviteePage,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await operatorInvitees(db, request.merchant.code, request.params.id, request.query));
    },
  );

  app.get(
    '/ops/promotions/manual-rebate-claims',
    {
      schema: contract({
        tag,
        operator: true,
        summary: 'Manual rebate claims (paid at once, never reviewed first): windows, lines per category, transfers',
        querystring: OpsRebateClaimQuery,
        value: OpsRebateClaimPage,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await operatorRebateClaims(db, request.merchant.code, request.query));
    },
  );

  app.get(
    '/ops/promotions/leader-board-prizes',
    {
      schema: contract({
        tag,
        operator: true,
        summary: "Every leader-board place's prize and the turnover multiple it carries",
        value: Type.Array(LeaderBoardPrize),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await operatorPrizes(db, request.merchant.code));
    },
  );

  app.put(
    '/ops/promotions/leader-board-prizes',
    {
      schema: contract({
        tag,
        operator: true,
        summary: "Set one place's prize and its turnover multiple (0: none); a period closed later pays it",
        body: LeaderBoardPrize,
        value: Type.Array(LeaderBoardPrize),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await setPrize(db, request.merchant.code, request.body));
    },
  );
}
