import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireRealMember } from '../http/auth';
import { RecordPage } from '@site/shared/src/contracts/wallet';
import {
  AgentTransferRecord,
  DownlinePage,
  DownlineQuery,
  DownlineTransfer,
  DownlineTransferBody,
  TeamFigures,
  TeamFiguresQuery,
  TransferLimits,
} from '@site/shared/src/contracts/agent';
import { Type } from '@sinclair/typebox';
import { listDownlines } from './downline.service';
import { teamFigures } from './team-figures.service';
import { agentTransferRecords, transferLimits, transferToDownline } from './downline-transfer.service';
import { requireAgent } from './team.service';

const RecordsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

/** The agent's team: downlines, team figures, transfers to downlines (docs/agent.md). */
export async function downlineRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);

  app.get(
    '/wps/agent/downlines',
    {
      schema: contract({
        tag: 'agent',
        summary: "The agent's downlines, direct or every level, searched by account or nickname, paged (page, size)",
        querystring: DownlineQuery,
        value: DownlinePage,
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      return ok(await listDownlines(db, request.merchant, agent.id, request.query));
    },
  );

  app.get(
    '/wps/agent/team/kpi',
    {
      schema: contract({
        tag: 'agent',
        summary: 'Team figures for today, yesterday, this week, this month or a range: direct downlines and the whole team',
        querystring: TeamFiguresQuery,
        value: TeamFigures,
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      return ok(await teamFigures(db, agent.id, request.query, config.timeZone));
    },
  );

  app.get(
    '/wps/agent/transfer/downline',
    {
      schema: contract({
        tag: 'agent',
        summary: 'The transfer limits, what the agent sent today, its MAIN balance and whether it has a payment password',
        value: TransferLimits,
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      return ok(await transferLimits(db, request.merchant, agent.id, config.timeZone));
    },
  );

  app.post(
    '/wps/agent/transfer/downline',
    {
      schema: contract({
        tag: 'agent',
        summary: "Transfer from the agent's MAIN wallet to a member of its team (AGENT_TRANSFER), with the payment password",
        body: DownlineTransferBody,
        value: DownlineTransfer,
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      return ok(await transferToDownline(db, request.merchant, agent.id, request.body, config.timeZone));
    },
  );

  app.get(
    '/wps/agent/transfer/records',
    {
      schema: contract({
        tag: 'agent',
        summary: "The member's transfers with agents: sent to downlines (out) and received from its agent (in)",
        querystring: RecordsQuery,
        value: RecordPage(AgentTransferRecord),
      }),
    },
    async (request) => {
      // Any real member: a downline who is no agent reads what its agent sent it.
      const member = requireRealMember(request);
      return ok(await agentTransferRecords(db, member.id, request.query.page ?? 1, request.query.size ?? 20));
    },
  );
}
