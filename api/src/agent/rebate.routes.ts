import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireOperator } from '../http/operator';
import {
  AgentRebates,
  MemberIdParams,
  RebateQuery,
  RebateRateBody,
  RebateSettleBody,
  RebatesSettled,
} from '@site/shared/src/contracts/agent';
import { rebatesOf, setRebateRate, settleRebates } from './rebate.service';
import { requireAgent } from './team.service';

/** Agent rebates on the downlines' turnover: the agent's rate and statements, the operator's rate and settlement (docs/agent.md "Rebates"). */
export async function rebateRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);

  app.get(
    '/wps/agent/rebates',
    {
      schema: contract({
        tag: 'agent',
        summary: "The agent's rebate rate on its downlines' turnover and its settled days, newest first, paged",
        querystring: RebateQuery,
        value: AgentRebates,
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      return ok(await rebatesOf(db, request.merchant, agent.id, request.query.page ?? 1, request.query.size ?? 20));
    },
  );

  app.post(
    '/ops/agent/members/:memberId/rebate-rate',
    {
      schema: contract({
        tag: 'agent',
        operator: true,
        summary: "The operator sets an agent's own rebate rate (basis points); without rateBp the merchant's rate applies again",
        params: MemberIdParams,
        body: RebateRateBody,
        value: AgentRebates,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await setRebateRate(db, request.merchant, request.params.memberId, request.body.rateBp ?? null, actor));
    },
  );

  app.post(
    '/ops/agent/rebates/settle',
    {
      schema: contract({
        tag: 'agent',
        operator: true,
        summary:
          'Settle the agent rebates of the day closed last (as the job does) or of the running day early; a settled day pays nothing more',
        body: RebateSettleBody,
        value: RebatesSettled,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await settleRebates(db, new Date(), request.body.period === 'current'));
    },
  );
}
