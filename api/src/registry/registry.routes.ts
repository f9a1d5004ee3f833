import type { FastifyInstance } from 'fastify';
import { REMOTE_NAMES } from '@site/shared/src/contract/remotes';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { requireOperator } from '../http/operator';
import { listLiveRemotes } from './registry.repository';
import {
  activateVersion,
  assertRemote,
  MAX_BUILD_BYTES,
  publishFiles,
  registryOverview,
  remoteHistory,
  rollbackRemote,
  VERSION_PATTERN,
  type BuildFiles,
} from './registry.service';
import { autoRollbackSetting, FAILURE_REPORTS_PER_MINUTE, recordFailure, updateAutoRollback } from './failures.service';
import { perIpLimit } from '../http/request-limits';

const channel = { type: 'string', pattern: '^[a-z0-9-]{1,32}$' };
const merchant = { type: 'string', pattern: '^[A-Za-z0-9_-]{1,32}$' };
const version = { type: 'string', pattern: VERSION_PATTERN };
const reason = { type: 'string', maxLength: 300 };
const remoteParams = { type: 'object', required: ['remote'], properties: { remote: { type: 'string', maxLength: 40 } } };

export async function registryRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  /** The remote registry the shell reads at start-up: name -> live version -> manifest URL. Never cached. */
  app.get(
    '/wps/system/remotes',
    { schema: { querystring: { type: 'object', properties: { channel: { ...channel, default: 'default' } } } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      if (config.devRemotes) {
        // npm run dev: each remote straight from its watched dist folder.
        return ok({ remotes: REMOTE_NAMES.map((name) => ({ name, version: 'dev', manifestUrl: `/remotes/${name}/dev/mf-manifest.json` })) });
      }
      const { channel: wanted } = request.query as { channel: string };
      return ok({ remotes: await listLiveRemotes(db, request.merchant.code, wanted) });
    },
  );

  /**
   * The shell reports a remote that failed to load or threw while rendering (sendBeacon, so the body names
   * the merchant). No personal data is kept; rate-limited per IP. May trigger the automatic rollback.
   */
  app.post(
    '/wps/system/remotes/failures',
    {
      onRequest: perIpLimit(app, 'remote-failure', FAILURE_REPORTS_PER_MINUTE, 60),
      schema: {
        body: {
          type: 'object',
          required: ['remote', 'version', 'kind'],
          properties: {
            remote: { type: 'string', maxLength: 40 },
            version: { type: 'string', maxLength: 64 },
            kind: { type: 'string', enum: ['load', 'render'] },
            message: { type: 'string', maxLength: 2000 },
            merchant,
            channel,
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body as { remote: string; version: string; kind: 'load' | 'render'; message?: string; merchant?: string; channel?: string };
      const result = await recordFailure(db, {
        merchantCode: body.merchant ?? request.merchant.code,
        channel: body.channel ?? 'default',
        remote: body.remote,
        version: body.version,
        kind: body.kind,
        message: body.message ?? '',
      });
      return reply.status(202).send(ok(result));
    },
  );

  // ---- Operator API (/ops/registry/...): squads and ops publish, activate, roll back, read history.

  app.get(
    '/ops/registry/remotes',
    { schema: { querystring: { type: 'object', properties: { merchant, channel } } } },
    async (request) => {
      requireOperator(request, config);
      const query = request.query as { merchant?: string; channel?: string };
      return ok(await registryOverview(db, query));
    },
  );

  /** Upload a build as JSON {files: {relative path: base64}} (the CLI reads a dist folder and sends it). */
  app.post(
    '/ops/registry/remotes/:remote/versions',
    {
      bodyLimit: Math.ceil(MAX_BUILD_BYTES * 1.4),
      schema: {
        params: remoteParams,
        body: {
          type: 'object',
          required: ['files'],
          properties: {
            files: { type: 'object', additionalProperties: { type: 'string' }, minProperties: 1 },
            version,
            activate: { type: 'boolean', default: false },
            merchant,
            channel,
            reason,
          },
        },
      },
    },
    async (request, reply) => {
      const { actor } = requireOperator(request, config);
      const { remote } = request.params as { remote: string };
      assertRemote(remote);
      const body = request.body as { files: Record<string, string>; version?: string; activate: boolean; merchant?: string; channel?: string; reason?: string };
      const files: BuildFiles = new Map(Object.entries(body.files).map(([name, base64]) => [name, Buffer.from(base64, 'base64')]));
      const result = await publishFiles(db, {
        dataDir: config.dataDir,
        rootDir: config.rootDir,
        remote,
        files,
        version: body.version,
        actor,
        reason: body.reason ?? '',
        activate: body.activate,
        merchant: body.merchant,
        channel: body.channel,
      });
      return reply.status(result.created ? 201 : 200).send(ok(result));
    },
  );

  app.post(
    '/ops/registry/remotes/:remote/activate',
    { schema: { params: remoteParams, body: { type: 'object', required: ['version'], properties: { version, merchant, channel, reason } } } },
    async (request) => {
      const { actor } = requireOperator(request, config);
      const { remote } = request.params as { remote: string };
      const body = request.body as { version: string; merchant?: string; channel?: string; reason?: string };
      const changes = await activateVersion(db, { remote, version: body.version, merchant: body.merchant, channel: body.channel ?? 'default', actor, reason: body.reason ?? '' });
      return ok({ changes });
    },
  );

  /** Back to the previous version, or to the version named in `to`. */
  app.post(
    '/ops/registry/remotes/:remote/rollback',
    { schema: { params: remoteParams, body: { type: 'object', properties: { to: version, merchant, channel, reason } } } },
    async (request) => {
      const { actor } = requireOperator(request, config);
      const { remote } = request.params as { remote: string };
      const body = (request.body ?? {}) as { to?: string; merchant?: string; channel?: string; reason?: string };
      const changes = await rollbackRemote(db, { remote, to: body.to, merchant: body.merchant, channel: body.channel ?? 'default', actor, reason: body.reason ?? '' });
      return ok({ changes });
    },
  );

  app.get(
    '/ops/registry/remotes/:remote/history',
    { schema: { params: remoteParams, querystring: { type: 'object', properties: { merchant, channel, limit: { type: 'integer', minimum: 1, maximum: 500, default: 50 } } } } },
    async (request) => {
      requireOperator(request, config);
      const { remote } = request.params as { remote: string };
      const query = request.query as { merchant?: string; channel?: string; limit: number };
      return ok({ history: await remoteHistory(db, { remote, ...query }) });
    },
  );

  /** Merchant setting: automatic rollback of a remote version that keeps failing (off by default). */
  app.get(
    '/ops/registry/auto-rollback',
    { schema: { querystring: { type: 'object', required: ['merchant'], properties: { merchant } } } },
    async (request) => {
      requireOperator(request, config);
      return ok(await autoRollbackSetting(db, (request.query as { merchant: string }).merchant));
    },
  );

  app.put(
    '/ops/registry/auto-rollback',
    {
      schema: {
        body: {
          type: 'object',
          required: ['merchant', 'enabled'],
          properties: {
            merchant,
            enabled: { type: 'boolean' },
            threshold: { type: 'integer', minimum: 1, maximum: 100000 },
            windowSeconds: { type: 'integer', minimum: 10, maximum: 86400 },
          },
        },
      },
    },
    async (request) => {
      requireOperator(request, config);
      const body = request.body as { merchant: string; enabled: boolean; threshold?: number; windowSeconds?: number };
      return ok(await updateAutoRollback(db, body.merchant, body));
    },
  );
}
