import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { listLiveRemotes } from './registry.repository';
import { REMOTES } from './registry.service';

export async function registryRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  /** The remote registry the shell reads at start-up: name -> live version -> manifest URL. Never cached. */
  app.get(
    '/wps/system/remotes',
    { schema: { querystring: { type: 'object', properties: { channel: { type: 'string', pattern: '^[a-z0-9-]{1,32}$', default: 'default' } } } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      if (config.devRemotes) {
        // npm run dev: each remote straight from its watched dist folder.
        return ok({ remotes: REMOTES.map((name) => ({ name, version: 'dev', manifestUrl: `/remotes/${name}/dev/mf-manifest.json` })) });
      }
      const { channel } = request.query as { channel: string };
      return ok({ remotes: await listLiveRemotes(db, request.merchant.code, channel) });
    },
  );
}
