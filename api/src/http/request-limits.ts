import crypto from 'node:crypto';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import fastifyRateLimit, { normalizeIP, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type Redis from 'ioredis';
import type { Db, Queryable } from '../db/db';
import { RateLimitedError } from './errors';
import { countInWindow, scaledLimit } from './rate-limit';

/**
 * Request rates per IP (logins, registrations, SMS, captchas, ...) through @fastify/rate-limit, counted where every
 * instance that can serve the same players sees them:
 * - in Redis when REDIS_URL is set (any number of instances);
 * - else in PostgreSQL's rate_counters when DATABASE_URL is set (instances sharing a database without Redis still
 *   share their limits, at one write per limited request);
 * - else in memory: PGlite lives inside one process, so that process is the whole deployment.
 * While Redis (or the database) cannot be asked, requests pass unlimited rather than all failing; the per-account
 * counters of the domain (failed logins, SMS per phone, rate-limit.ts) still hold.
 * A refusal is 429 rate.limited with Retry-After, X-RateLimit-Limit/-Remaining/-Reset.
 */
export const requestLimits = fp(async (app: FastifyInstance, { db, redis }: { db: Db; redis: Redis | null }) => {
  await app.register(fastifyRateLimit, {
    global: false,
    skipOnError: true,
    // Without a store of ours, @fastify/rate-limit counts in memory.
    ...(redis ? { store: storeOf(inRedis(redis)) } : db.kind === 'postgres' ? { store: storeOf(inDatabase(db)) } : {}),
    errorResponseBuilder: (_request, context) => new RateLimitedError(context.ttl / 1000, `Too many requests, retry in ${context.after}`),
  });
});

/**
 * An onRequest hook allowing `max` requests per IP (times RATE_LIMIT_SCALE) in `windowSeconds`, counted together for
 * every route given the same hook (the four registration routes are one limit). IPv6 counts per /64; the IP is kept
 * hashed in the key.
 */
export function perIpLimit(app: FastifyInstance, name: string, max: number, windowSeconds: number): onRequestHookHandler {
  return app.rateLimit({
    max: scaledLimit(max),
    timeWindow: windowSeconds * 1000,
    keyGenerator: (request) => `${name}:${crypto.createHash('sha256').update(normalizeIP(request.ip)).digest('base64url').slice(0, 22)}`,
  }) as onRequestHookHandler;
}

/** Counts one request under `key` in a fixed window of windowMs: the count so far and the milliseconds left. */
type Counter = (key: string, windowMs: number) => Promise<{ current: number; ttl: number }>;

/** A @fastify/rate-limit store over a counter: one store for every limit (the key names the limit). */
function storeOf(count: Counter): FastifyRateLimitStoreCtor {
  return class CounterStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number) {
      count(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child() {
      return this;
    }
  };
}

/** In Redis (key `<REDIS_PREFIX>rate:<limit>:<hashed IP>`): the window starts with the first request, atomically. */
const inRedis =
  (redis: Redis): Counter =>
  async (key, windowMs) => {
    const results = await redis.multi().set(`rate:${key}`, 0, 'PX', windowMs, 'NX').incr(`rate:${key}`).pttl(`rate:${key}`).exec();
    const failed = results?.find(([error]) => error);
    if (!results || failed) throw failed?.[0] ?? new Error('rate limit transaction aborted');
    return { current: Number(results[1][1]), ttl: Number(results[2][1]) };
  };

/** In rate_counters (PostgreSQL without Redis), purged with the domain's counters. */
const inDatabase =
  (db: Queryable): Counter =>
  async (key, windowMs) => {
    const { count, secondsLeft } = await countInWindow(db, `request:${key}`, Math.ceil(windowMs / 1000));
    return { current: count, ttl: secondsLeft * 1000 };
  };
