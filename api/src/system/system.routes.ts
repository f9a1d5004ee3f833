import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { consolidatedSettings, systemStatus } from './system.service';
import { listHelpTopics } from './help.repository';

export async function systemRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/wps/system/status', async (request) => ok(await systemStatus(db, request.merchant, request.ip)));

  app.get('/wps/system/whitelabel', async (request) => ok(request.merchant.whitelabel));

  app.get('/wps/system/settings/consolidated', async (request) => ok(consolidatedSettings(request.merchant)));

  app.get(
    '/wps/system/helpCenter',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            lang: { type: 'string', pattern: '^[A-Za-z]{2}$', default: 'TH' },
            device: { type: 'string', enum: ['MOBILE', 'WEB'], default: 'MOBILE' },
          },
        },
      },
    },
    async (request) => {
      const { lang } = request.query as { lang: string };
      return ok(await listHelpTopics(db, request.merchant.code, lang.toUpperCase()));
    },
  );
}
