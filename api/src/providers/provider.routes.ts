import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { requireOperator } from '../http/operator';
import { loadProvidersConfig, type ProvidersConfig } from './provider.config';
import { balance, credit, debit, decideReview, reviewQueue, rollback, verifySignature, type CallbackBody } from './provider-wallet.service';
import { demoBalance, parseDemoPlay, playDemo, signedCallback } from './demo-provider';

type RawRequest = FastifyRequest & { rawBody?: string };

/**
 * Seamless-wallet callbacks (POST /wps/provider/{code}/balance|debit|credit|rollback, body signed in X-Signature),
 * the operators' review of held credits (GET /ops/providers/review, POST /ops/providers/review/:id/approve|reject)
 * and the local demo provider's own endpoints (POST /provider/demo/play, /provider/demo/balance).
 */
export async function providerRoutes(app: FastifyInstance, { db, config, providers = loadProvidersConfig() }: { db: Db; config: Config; providers?: ProvidersConfig }) {
  // The signature covers the exact bytes sent, so this plugin keeps the raw JSON body (scoped to these routes).
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    (request as RawRequest).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('validation.failed', 'body must be JSON', 400), undefined);
    }
  });

  const handlers = { balance, debit, credit, rollback };
  app.post('/wps/provider/:code/:kind', {
    schema: {
      params: { type: 'object', required: ['code', 'kind'], properties: { code: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' }, kind: { type: 'string', enum: ['balance', 'debit', 'credit', 'rollback'] } } },
      body: { type: 'object' },
    },
  }, async (request) => {
    const { code, kind } = request.params as { code: string; kind: keyof typeof handlers };
    const provider = providers.providers[code];
    if (!provider) throw new AppError('provider.unknown');
    verifySignature(provider, (request as RawRequest).rawBody ?? '', request.headers['x-signature']);
    return ok(await handlers[kind](db, provider, request.body as CallbackBody));
  });

  // The demo provider's game server: it settles real rounds by calling the operator's callbacks over HTTP.
  const demo = providers.providers.DEMO;
  const send = signedCallback(demo, async (url, payload, headers) => {
    const response = await app.inject({ method: 'POST', url, payload, headers });
    return { status: response.statusCode, body: response.json() };
  });
  app.post('/provider/demo/balance', {
    schema: { body: { type: 'object', required: ['token'], properties: { token: { type: 'string', minLength: 1, maxLength: 128 } } } },
  }, async (request) => ok(await demoBalance((request.body as { token: string }).token, send)));
  app.post('/provider/demo/play', {
    schema: { body: { type: 'object', properties: { token: { type: 'string', maxLength: 128 }, game: { type: 'string', maxLength: 60 } } } },
  }, async (request) => {
    const body = request.body as { token?: string; game?: string };
    const play = parseDemoPlay(request.body);
    return ok(await playDemo(play, body.token || null, body.token ? send : null, body.game ?? 'demo'));
  });

  app.get('/ops/providers/review', {
    schema: { querystring: { type: 'object', properties: { limit: { type: 'integer', minimum: 1, maximum: 500 } } } },
  }, async (request) => {
    requireOperator(request, config);
    return ok(await reviewQueue(db, request.merchant.code, (request.query as { limit?: number }).limit ?? 100));
  });
  app.post('/ops/providers/review/:id/:decision', {
    schema: { params: { type: 'object', required: ['id', 'decision'], properties: { id: { type: 'integer', minimum: 1, maximum: 9007199254740991 }, decision: { type: 'string', enum: ['approve', 'reject'] } } } },
  }, async (request) => {
    const { actor } = requireOperator(request, config);
    const { id, decision } = request.params as { id: number; decision: 'approve' | 'reject' };
    const reason = String((request.body as { reason?: unknown } | undefined)?.reason ?? '').slice(0, 200);
    return ok(await decideReview(db, providers.providers, request.merchant.code, id, decision === 'approve', actor, reason));
  });
}
