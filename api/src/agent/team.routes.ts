import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireOperator } from '../http/operator';
import { Appointed, MemberIdParams } from '@site/shared/src/contracts/agent';
import { openAgentAccount, promoteToAgent, requireAgent } from './team.service';

/** Making agents: an upline agent for a direct downline, the operator for any member of the merchant (docs/agent.md). */
export async function teamRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);

  app.post(
    '/wps/agent/downlines/:memberId/agent',
    {
      schema: contract({
        tag: 'agent',
        summary: "Open an agent account for a direct downline: it takes the merchant's agent type (agent.info.incorrect for anyone else)",
        params: MemberIdParams,
        value: Appointed,
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      return ok(await openAgentAccount(db, request.merchant, agent.id, request.params.memberId));
    },
  );

  app.post(
    '/ops/agent/members/:memberId/promote',
    {
      schema: contract({
        tag: 'agent',
        operator: true,
        summary: "Promote a member of the merchant to agent (the merchant's agent type); agent.already when it is one",
        params: MemberIdParams,
        value: Appointed,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await promoteToAgent(db, request.merchant, request.params.memberId, actor));
    },
  );
}
