import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { teamRoutes } from './team.routes';
import { affiliateLinkRoutes } from './affiliate-link.routes';
import { downlineRoutes } from './downline.routes';
import { contractRoutes } from './contract.routes';
import { rebateRoutes } from './rebate.routes';

/** Every route of the agent area (docs/agent.md). */
export async function agentRoutes(app: FastifyInstance, deps: { db: Db; config: Config }) {
  await app.register(teamRoutes, deps);
  await app.register(affiliateLinkRoutes, deps);
  await app.register(downlineRoutes, deps);
  await app.register(contractRoutes, deps);
  await app.register(rebateRoutes, deps);
}
