import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { ConsolidatedSettings, HelpQuery, HelpTopic, SystemStatus, WhitelabelNode } from '@site/shared/src/contracts/system';
import { consolidatedSettings, systemStatus } from './system.service';
import { listHelpTopics } from './help.repository';

export async function systemRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  app.get(
    '/wps/system/status',
    {
      schema: contract({
        tag: 'system',
        summary: "The merchant's status (normal, maintenance, region restricted) and site settings",
        value: SystemStatus,
      }),
    },
    async (request) => ok(await systemStatus(db, request.merchant, request.ip)),
  );

  app.get(
    '/wps/system/whitelabel',
    { schema: contract({ tag: 'system', summary: "The merchant's white-label switches (a tree)", value: Type.Array(WhitelabelNode) }) },
    async (request) => ok(request.merchant.whitelabel),
  );

  app.get(
    '/wps/system/settings/consolidated',
    { schema: contract({ tag: 'system', summary: "The merchant's settings the site reads in one call", value: ConsolidatedSettings }) },
    async (request) => ok(consolidatedSettings(request.merchant)),
  );

  app.get(
    '/wps/system/helpCenter',
    {
      schema: contract({
        tag: 'system',
        summary: 'Help centre topics in a language (TH when it has none)',
        querystring: HelpQuery,
        value: Type.Array(HelpTopic),
      }),
    },
    async (request) => ok(await listHelpTopics(db, request.merchant.code, request.query.lang.toUpperCase())),
  );
}
