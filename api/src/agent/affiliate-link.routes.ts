import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { AffiliateLink, AffiliateLinkIdParams, NewAffiliateLink } from '@site/shared/src/contracts/agent';
import { createLink, deleteLink, listLinks } from './affiliate-link.service';
import { requireAgent } from './team.service';

/** The agent's affiliate links (AFFMAN3): view, create, delete; each with the registrations it brought. */
export async function affiliateLinkRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  app.get(
    '/wps/agent/affiliate/urls',
    {
      schema: contract({
        tag: 'agent',
        summary: "The agent's live affiliate links, newest first, with their registrations",
        value: Type.Array(AffiliateLink),
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      return ok(await listLinks(db, request.merchant, agent.id));
    },
  );

  app.post(
    '/wps/agent/affiliate/urls',
    {
      schema: contract({
        tag: 'agent',
        summary: 'Create an affiliate link with a code of its own (at most 20 live links)',
        body: NewAffiliateLink,
        value: AffiliateLink,
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      return ok(await createLink(db, request.merchant, agent.id, request.body.name ?? ''));
    },
  );

  app.delete(
    '/wps/agent/affiliate/urls/:id',
    {
      schema: contract({
        tag: 'agent',
        summary: "Delete one of the agent's links: it brings nobody more; the members it brought stay in the team",
        params: AffiliateLinkIdParams,
        value: Type.Boolean(),
      }),
    },
    async (request) => {
      const agent = requireAgent(request);
      await deleteLink(db, request.merchant, agent.id, request.params.id);
      return ok(true);
    },
  );
}
