import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import underPressure from '@fastify/under-pressure';
import type Redis from 'ioredis';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { pendingMigrations } from '../db/migrate';
import { eventChannel } from '../events/events';
import { Type } from '@sinclair/typebox';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { contract, rawContract, typed } from '../http/contract';
import { ErrorEnvelope } from '@site/shared/src/contracts/envelope';
import { Health, Readiness } from '@site/shared/src/contracts/observability';
import { hasBearer } from '../http/operator';
import { httpRequestDuration, registry, watchPool } from './metrics';

/** Seconds a shed request is told to wait. */
const SHED_RETRY_AFTER_SECONDS = 10;

/**
 * Answers a request under pressure with 503 system.busy. A sample in which the loop never turned (a boot compiling
 * every route's schema at once) reads as an infinite delay: it says nothing of the load, and the request at hand
 * proves the loop turns again, so it passes.
 */
async function shed(_request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined): Promise<void> {
  if (type === 'eventLoopDelay' && !Number.isFinite(value)) return;
  reply.header('Retry-After', String(SHED_RETRY_AFTER_SECONDS));
  throw new AppError('system.busy', `The server is overloaded (${type}), try again shortly`);
}

/** Routes exempt from load shedding: they cost nothing, and an overloaded process is when they are needed. */
const ALWAYS_ANSWER = { pressureHandler: () => undefined };

/** A readiness check answers within this or counts as failed (a probe has a timeout of its own, often a second or two). */
const CHECK_TIMEOUT_MS = 1500;

function within<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('readiness check timed out')), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Liveness, readiness, metrics and load shedding, for load balancers and operators (not players):
 * - GET /healthz: the process is up and its event loop turns (200, always).
 * - GET /readyz: the database answers and has every migration of this build, and Redis answers when configured;
 *   else 503 system.not.ready with each check's state. A load balancer sends traffic only to a ready instance.
 * - GET /metrics: Prometheus text (metrics.ts), for `Authorization: Bearer <METRICS_TOKEN or OPERATOR_TOKEN>`.
 * - @fastify/under-pressure: past MAX_EVENT_LOOP_DELAY_MS of mean event loop delay (sampled every second) or
 *   MAX_HEAP_USED_MB of heap, every other request gets 503 system.busy at once, before the process falls over.
 * - Every request's latency in http_request_duration_seconds, by route pattern.
 */
export const observabilityRoutes = fp(
  async (fastify: FastifyInstance, { db, config, redis }: { db: Db; config: Config; redis: Redis | null }) => {
    const app = typed(fastify);
    await app.register(underPressure, {
      // Not event loop utilisation: with PGlite the database itself runs on this thread, so a loop busy all the time
      // is a working database, not an overloaded one. The delay of the loop's turns is what players wait.
      maxEventLoopDelay: config.maxEventLoopDelayMs,
      maxHeapUsedBytes: config.maxHeapUsedBytes,
      pressureHandler: shed,
    });

    const unwatch = watchPool(db);
    app.addHook('onClose', async () => unwatch());
    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern (/wps/deposit/:orderNo), never the URL: one series per route, whatever the ids.
      const route = request.routeOptions.url ?? 'unmatched';
      httpRequestDuration.observe({ method: request.method, route, status_code: reply.statusCode }, reply.elapsedTime / 1000);
    });

    app.get(
      '/healthz',
      {
        config: ALWAYS_ANSWER,
        schema: contract({ tag: 'observability', summary: 'Liveness: the process is up and its event loop turns', value: Health }),
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return ok({ status: 'up' as const });
      },
    );

    app.get(
      '/readyz',
      {
        schema: contract({
          tag: 'observability',
          summary: 'Readiness: database reachable and migrated, Redis when configured (503 system.not.ready else)',
          value: Readiness,
        }),
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        const checks: Readiness = { database: 'ok', migrations: 'ok', redis: 'off' };
        try {
          if ((await within(pendingMigrations(db))).length) checks.migrations = 'pending';
        } catch {
          checks.database = 'unavailable';
          checks.migrations = 'unavailable';
        }
        if (redis) {
          try {
            await within(Promise.all([redis.ping(), eventChannel().check()]));
            checks.redis = 'ok';
          } catch {
            checks.redis = 'unavailable';
          }
        }
        if (Object.values(checks).some((state) => state !== 'ok' && state !== 'off')) {
          throw new AppError('system.not.ready', `not ready: ${JSON.stringify(checks)}`, 503, checks);
        }
        return ok(checks);
      },
    );

    app.get(
      '/metrics',
      {
        config: ALWAYS_ANSWER,
        schema: rawContract('observability', 'Prometheus metrics (Bearer METRICS_TOKEN or OPERATOR_TOKEN)', {
          200: Type.String({ description: 'Prometheus text exposition format' }),
          '4xx': ErrorEnvelope,
          '5xx': ErrorEnvelope,
        }),
      },
      async (request, reply) => {
        // Who reads the metrics reads the system's shape: a read-only scraper secret, or the operator's.
        if (!hasBearer(request, config.metricsToken) && !hasBearer(request, config.operatorToken))
          throw new AppError('operator.unauthorized');
        reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
        return registry.metrics();
      },
    );
  },
);
