import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireOperator } from '../http/operator';
import { perIpLimit } from '../http/request-limits';
import {
  ActivateBody,
  AutoRollback,
  AutoRollbackChange,
  AutoRollbackQuery,
  FailureRecorded,
  FailureReport,
  RemoteHistory,
  HistoryQuery,
  PointerChanges,
  PublishBody,
  Published,
  RemoteRegistry,
  RegistryFilter,
  RegistryOverview,
  RegistryQuery,
  RemoteParams,
  RollbackBody,
} from '@site/shared/src/contracts/registry';
import { listLiveRemotes } from './registry.repository';
import { MAX_BUILD_BYTES, type BuildFiles } from './build.storage';
import {
  activateVersion,
  assertRemote,
  devRegistry,
  publishFiles,
  registryOverview,
  remoteHistory,
  rollbackRemote,
} from './release.service';
import { autoRollbackSetting, FAILURE_REPORTS_PER_MINUTE, recordFailure, updateAutoRollback } from './failures.service';

export async function registryRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);

  /** The remote registry the shell reads at start-up: name -> live version -> manifest URL. Never cached. */
  app.get(
    '/wps/system/remotes',
    {
      schema: contract({
        tag: 'registry',
        summary: 'The live version of each remote for the merchant and channel (read by the shell at start-up)',
        querystring: RegistryQuery,
        value: RemoteRegistry,
      }),
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-cache');
      return ok({ remotes: config.devRemotes ? devRegistry() : await listLiveRemotes(db, request.merchant.code, request.query.channel) });
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
      schema: contract({
        tag: 'registry',
        summary: 'Report a remote that failed to load or render (may roll it back automatically)',
        body: FailureReport,
        value: FailureRecorded,
        status: 202,
      }),
    },
    async (request, reply) => {
      const body = request.body;
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
    {
      schema: contract({
        tag: 'registry',
        operator: true,
        summary: 'Every remote with its recent versions and where each is live',
        querystring: RegistryFilter,
        value: RegistryOverview,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await registryOverview(db, request.query));
    },
  );

  /** Upload a build as JSON {files: {relative path: base64}} (the CLI reads a dist folder and sends it). */
  app.post(
    '/ops/registry/remotes/:remote/versions',
    {
      bodyLimit: Math.ceil(MAX_BUILD_BYTES * 1.4),
      schema: contract({
        tag: 'registry',
        operator: true,
        summary: 'Publish a build (201; 200 when this exact build exists), optionally making it live',
        params: RemoteParams,
        body: PublishBody,
        value: Published,
        status: '2xx',
      }),
    },
    async (request, reply) => {
      const { actor } = requireOperator(request, config);
      const { remote } = request.params;
      assertRemote(remote);
      const body = request.body;
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
    {
      schema: contract({
        tag: 'registry',
        operator: true,
        summary: 'Make a published version live (every merchant, or one)',
        params: RemoteParams,
        body: ActivateBody,
        value: PointerChanges,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      const body = request.body;
      const changes = await activateVersion(db, {
        remote: request.params.remote,
        version: body.version,
        merchant: body.merchant,
        channel: body.channel ?? 'default',
        actor,
        reason: body.reason ?? '',
      });
      return ok({ changes });
    },
  );

  /** Back to the previous version, or to the version named in `to`. */
  app.post(
    '/ops/registry/remotes/:remote/rollback',
    {
      schema: contract({
        tag: 'registry',
        operator: true,
        summary: 'Roll a remote back to its previous version, or to the version named in to',
        params: RemoteParams,
        body: RollbackBody,
        value: PointerChanges,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      const body = request.body ?? {};
      const changes = await rollbackRemote(db, {
        remote: request.params.remote,
        to: body.to,
        merchant: body.merchant,
        channel: body.channel ?? 'default',
        actor,
        reason: body.reason ?? '',
      });
      return ok({ changes });
    },
  );

  app.get(
    '/ops/registry/remotes/:remote/history',
    {
      schema: contract({
        tag: 'registry',
        operator: true,
        summary: 'Who made which version live or rolled back, when and why',
        params: RemoteParams,
        querystring: HistoryQuery,
        value: RemoteHistory,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok({ history: await remoteHistory(db, { remote: request.params.remote, ...request.query }) });
    },
  );

  /** Merchant setting: automatic rollback of a remote version that keeps failing (off by default). */
  app.get(
    '/ops/registry/auto-rollback',
    {
      schema: contract({
        tag: 'registry',
        operator: true,
        summary: "A merchant's automatic rollback setting",
        querystring: AutoRollbackQuery,
        value: AutoRollback,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await autoRollbackSetting(db, request.query.merchant));
    },
  );

  app.put(
    '/ops/registry/auto-rollback',
    {
      schema: contract({
        tag: 'registry',
        operator: true,
        summary: "Switch a merchant's automatic rollback on or off, with its threshold and window",
        body: AutoRollbackChange,
        value: AutoRollback,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      const body = request.body;
      return ok(await updateAutoRollback(db, body.merchant, body));
    },
  );
}
