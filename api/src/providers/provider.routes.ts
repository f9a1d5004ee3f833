import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { AppError } from '../http/errors';
import { loadProvidersConfig, type ProvidersConfig } from './provider.config';
import { credit, debit, rollback, verifySignature, type CallbackBody } from './provider-wallet.service';
import { parseDemoPlay, playDemo, signedCallback } from './demo-provider';

type RawRequest = FastifyRequest & { rawBody?: string };

/**
 * Seamless-wallet callbacks (POST /wps/provider/{code}/debit|credit|rollback, body signed in X-Signature)
 * and the local demo provider's own play endpoint (POST /provider/demo/play).
 */
export async function providerRoutes(app: FastifyInstance, { db, providers = loadProvidersConfig() }: { db: Db; providers?: ProvidersConfig }) {
  // The signature covers the exact bytes sent, so this plugin keeps the raw JSON body (scoped to these routes).
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 16 * 1024 }, (request, body, done) => {
    (request as RawRequest).rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('validation.failed', 'body must be JSON', 400), undefined);
    }
  });

  const handlers = { debit, credit, rollback };
  app.post('/wps/provider/:code/:kind', {
    schema: {
      params: { type: 'object', required: ['code', 'kind'], properties: { code: { type: 'string', pattern: '^[A-Z0-9_]{1,20}$' }, kind: { type: 'string', enum: ['debit', 'credit', 'rollback'] } } },
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
  app.post('/provider/demo/play', {
    schema: { body: { type: 'object', properties: { token: { type: 'string', maxLength: 128 }, game: { type: 'string', maxLength: 60 } } } },
  }, async (request) => {
    const body = request.body as { token?: string; game?: string };
    const play = parseDemoPlay(request.body);
    return ok(await playDemo(play, body.token || null, body.token ? send : null, body.game ?? 'demo'));
  });
}
