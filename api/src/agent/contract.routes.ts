import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireOperator } from '../http/operator';
import {
  AgentContract,
  AgentContracts,
  ContractIdParams,
  ContractKindQuery,
  ContractOffer,
  SettleBody,
  Settled,
  StatementPage,
  StatementQuery,
} from '@site/shared/src/contracts/agent';
import { contractsOf, decideOffer, offerFromOperator, offerToDownline, statementsOf } from './contract.service';
import { settleContracts } from './contract-settlement';
import { requireAgent } from './team.service';

/** Salary and dividend contracts: offers, answers, history and statements (docs/agent.md "Contracts"). */
export async function contractRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);

  app.get(
    '/wps/agent/contracts',
    {
      schema: contract({
        tag: 'agent',
        summary: 'The contracts offered to the agent and those it offered to its downlines, newest first',
        querystring: ContractKindQuery,
        value: AgentContracts,
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      return ok(await contractsOf(db, agent.id, request.query.kind ?? null));
    },
  );

  app.post(
    '/wps/agent/contracts',
    {
      schema: contract({
        tag: 'agent',
        summary: 'Offer salary or dividend terms to a direct downline agent (agent.contract.pending while one awaits an answer)',
        body: ContractOffer,
        value: AgentContract,
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      return ok(await offerToDownline(db, request.merchant, agent.id, request.body));
    },
  );

  for (const [action, accept] of [
    ['accept', true],
    ['refuse', false],
  ] as const)
    app.post(
      `/wps/agent/contracts/:id/${action}`,
      {
        schema: contract({
          tag: 'agent',
          summary: `${action === 'accept' ? 'Accept' : 'Refuse'} an offer made to the agent (accepting ends the contract of that kind in force)`,
          params: ContractIdParams,
          value: AgentContract,
        }),
      },
      async (request) => {
        const agent = requireAgent(request);
        return ok(await decideOffer(db, agent.id, request.params.id, accept));
      },
    );

  app.get(
    '/wps/agent/contracts/statements',
    {
      schema: contract({
        tag: 'agent',
        summary: 'The settled periods of the contracts the agent receives or pays, newest first, paged',
        querystring: StatementQuery,
        value: StatementPage,
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      const { kind, page, size } = request.query;
      return ok(await statementsOf(db, agent.id, kind ?? null, page ?? 1, size ?? 20));
    },
  );

  app.post(
    '/ops/agent/contracts',
    {
      schema: contract({
        tag: 'agent',
        operator: true,
        summary: 'The operator offers salary or dividend terms to an agent of the merchant (the house pays)',
        body: ContractOffer,
        value: AgentContract,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      return ok(await offerFromOperator(db, request.merchant, actor, request.body));
    },
  );

  app.post(
    '/ops/agent/contracts/settle',
    {
      schema: contract({
        tag: 'agent',
        operator: true,
        summary: "Settle the kind's period closed last (as the job does) or the running one early; a settled period pays nothing more",
        body: SettleBody,
        value: Settled,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      const { kind, period } = request.body;
      return ok(await settleContracts(db, kind, new Date(), period === 'current'));
    },
  );
}
