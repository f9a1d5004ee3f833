import type { FastifyInstance, FastifyError, FastifyRequest } from 'fastify';
import { AppError, BusyError, RateLimitedError } from './errors';
import { DatabaseBusyError, DatabaseUnavailableError } from '../db/db';

/** docs/api-conventions.md A1: every response is {success:true,value} or {success:false,errorCode,message}. */
export const ok = <T>(value: T) => ({ success: true as const, value });

export function envelopeSchema(value: object = {}) {
  return {
    type: 'object',
    properties: { success: { type: 'boolean' }, value },
    required: ['success'],
  };
}

/** Paths of the APIs, the provider and gateway callbacks and the remotes' files: never answered with a page. */
const API_PATH = /^\/(wps|lgw|ops|provider|demo-gateway|remotes)(\/|\?|$)/;

/** A browser asking for a page (navigation), not a script, an image or an API call. */
function isPageRequest(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (API_PATH.test(request.url)) return false;
  return /\btext\/html\b/.test(String(request.headers.accept ?? ''));
}

export function installEnvelope(app: FastifyInstance): void {
  // Every answer names its request: support finds the log lines of a failure from the id the player reports.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitedError || error instanceof BusyError)
        reply.header('Retry-After', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      return reply.status(error.status).send({
        success: false,
        errorCode: error.errorCode,
        message: error.message,
        ...(error.value !== undefined ? { value: error.value } : {}),
      });
    }
    if (error instanceof DatabaseBusyError) {
      // The database is up, its connections all in use (or the server at its connection limit): not an outage.
      request.log.warn({ err: error.cause, req: request }, 'database busy');
      return reply
        .status(503)
        .header('Retry-After', '2')
        .send({ success: false, errorCode: 'system.busy', message: 'The system is busy, try again shortly' });
    }
    if (error instanceof DatabaseUnavailableError) {
      // A database restart or failover: answer at once (the player's app shows it and retries), keep running.
      request.log.warn({ err: error.cause, req: request }, 'database unavailable');
      return reply
        .status(503)
        .header('Retry-After', '5')
        .send({ success: false, errorCode: 'system.database.unavailable', message: 'The database is unavailable, try again shortly' });
    }
    if ((error as FastifyError).validation) {
      return reply.status(422).send({ success: false, errorCode: 'validation.failed', message: error.message });
    }
    const status = (error as FastifyError).statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ success: false, errorCode: 'rate.limited', message: error.message });
    if (status === 415 || (error as FastifyError).code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send({ success: false, errorCode: 'request_body_required', message: error.message });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ success: false, errorCode: 'validation.failed', message: error.message });
    }
    request.log.error({ err: error, req: request }, 'request failed');
    return reply.status(500).send({ success: false, errorCode: 'unknown.error', message: 'Unknown error' });
  });
  // Ajv's type coercion turns "Infinity" into a number that passes integer and maximum checks;
  // refuse non-finite numbers in params and query before any handler sees them.
  app.addHook('preHandler', async (request) => {
    for (const source of [request.params, request.query] as unknown[]) {
      if (!source || typeof source !== 'object') continue;
      for (const value of Object.values(source).flat()) {
        if (typeof value === 'number' && !Number.isFinite(value)) throw new AppError('validation.failed', 'numbers must be finite', 422);
      }
    }
  });
  app.setNotFoundHandler((request, reply) => {
    // product-rules 2: a page the site does not have goes home (a browser should not land on raw JSON); API paths keep the envelope.
    if (isPageRequest(request)) return reply.redirect('/m/home', 302);
    reply.status(404).send({ success: false, errorCode: 'not.found', message: `${request.method} ${request.url} not found` });
  });
}
