import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireRealMember } from '../http/auth';
import { ManualRebate, RebateClaimed, RebateClaimRequest, ReferralSummary } from '@site/shared/src/contracts/referral';
import { PageQuery } from '@site/shared/src/contracts/envelope';
import { referralSummary } from './referral.service';
import { claimManualRebate, manualRebate } from './manual-rebate.service';

/**
 * Invite friends and the manual rebate, the member's own only (real members; a trial account is free_reject,
 * product-rules 6.2).
 */
export async function referralRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  app.get(
    '/wps/referral',
    {
      schema: contract({
        tag: 'promotions',
        summary: "The member's referral code and link, the rules, and a page of the invitees with their state and reward",
        querystring: PageQuery,
        value: ReferralSummary,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await referralSummary(db, member.merchantCode, member.id, request.query));
    },
  );

  app.get(
    '/wps/rebate/manual',
    {
      schema: contract({
        tag: 'promotions',
        summary: 'The manual rebate due now (valid bets since the last claim at the VIP rates), the minimum claim and past claims',
        value: ManualRebate,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await manualRebate(db, member.merchantCode, member.id));
    },
  );

  app.post(
    '/wps/rebate/manual/claim',
    {
      schema: contract({
        tag: 'promotions',
        summary: 'Claim the manual rebate due: one REBATE transfer; below the minimum claim is rebate.claim.minimum',
        body: RebateClaimRequest,
        value: RebateClaimed,
      }),
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await claimManualRebate(db, member.merchantCode, member.id, request.body?.idempotencyKey ?? null));
    },
  );
}
