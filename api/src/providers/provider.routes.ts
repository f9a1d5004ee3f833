import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Config } from '../config';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { AppError } from '../http/errors';
import { requireOperator } from '../http/operator';
import { OperatorReason } from '@site/shared/src/contracts/wallet';
import {
  CallbackKind,
  CallbackResult,
  DemoBalanceRequest,
  DemoPlayRequest,
  DemoRound,
  HeldCredit,
  LiveBetRequest,
  LiveBets,
  LiveSettleRequest,
  LiveTableState,
  ProviderBalance,
  ProviderCallback,
  ReviewDecision,
} from '@site/shared/src/contracts/providers';
import { loadProvidersConfig, type ProvidersConfig } from './provider.config';
import { balance, credit, debit, decideReview, reviewQueue, rollback, verifySignature } from './provider-wallet.service';
import { demoBalance, parseDemoPlay, playDemo, signedCallback } from './demo-provider';
import { placeBet, settle, tableState } from './live-table.service';
import { pokerRoutes } from './poker.routes';

type RawRequest = FastifyRequest & { rawBody?: string };

/**
 * Seamless-wallet callbacks (POST /wps/provider/{code}/balance|debit|credit|rollback, body signed in X-Signature),
 * the operators' review of held credits (GET /ops/providers/review, POST /ops/providers/review/:id/approve|reject)
 * and the local demo provider's own endpoints (POST /provider/demo/play, /provider/demo/balance, its live tables under
 * /provider/demo/live/...).
 */
export async function providerRoutes(
  fastify: FastifyInstance,
  {
    db,
    config,
    providers = loadProvidersConfig(),
    now = Date.now,
  }: { db: Db; config: Config; providers?: ProvidersConfig; now?: () => number },
) {
  const app = typed(fastify);
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
  app.post(
    '/wps/provider/:code/:kind',
    {
      schema: contract({
        tag: 'providers',
        summary: "A provider's signed wallet callback: balance, debit (bet), credit (win) or rollback",
        params: Type.Object({ code: Type.String({ pattern: '^[A-Z0-9_]{1,20}$' }), kind: CallbackKind }),
        body: ProviderCallback,
        value: Type.Union([CallbackResult, ProviderBalance], {
          description: 'balance answers {balance, wallet}; the others the callback result',
        }),
      }),
    },
    async (request) => {
      const { code, kind } = request.params;
      const provider = providers.providers[code];
      if (!provider) throw new AppError('provider.unknown');
      verifySignature(provider, (request as RawRequest).rawBody ?? '', request.headers['x-signature']);
      return ok(await handlers[kind](db, provider, request.body));
    },
  );

  // The demo provider's game server: it settles real rounds by calling the operator's callbacks over HTTP.
  const demo = providers.providers.DEMO;
  const send = signedCallback(demo, async (url, payload, headers) => {
    const response = await app.inject({ method: 'POST', url, payload, headers });
    return { status: response.statusCode, body: response.json() };
  });
  app.post(
    '/provider/demo/balance',
    {
      schema: contract({
        tag: 'providers',
        summary: 'The demo provider: the balance its game shows',
        body: DemoBalanceRequest,
        value: Type.Object({ balance: Type.Integer() }),
      }),
    },
    async (request) => ok(await demoBalance(request.body.token, send)),
  );
  app.post(
    '/provider/demo/play',
    {
      schema: contract({
        tag: 'providers',
        summary: 'The demo provider: play a round (settled through the wallet callbacks), free without a token',
        body: DemoPlayRequest,
        value: DemoRound,
      }),
    },
    async (request) => {
      const { token, game } = request.body;
      return ok(await playDemo(parseDemoPlay(request.body), token || null, token ? send : null, game ?? 'demo'));
    },
  );

  // The demo vendor's live baccarat tables: one shared clock per table, bets and settlement through the callbacks.
  app.get(
    '/provider/demo/live/table',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider: a live table now (round, phase, cards once betting closes, the road maps' rounds)",
        querystring: Type.Object({ table: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }) }),
        value: LiveTableState,
      }),
    },
    async (request) => ok(await tableState(db, demo.secret, request.query.table, now())),
  );
  app.post(
    '/provider/demo/live/bet',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider: a bet on a live table's open round (one debit callback)",
        body: LiveBetRequest,
        value: LiveBets,
      }),
    },
    async (request) => ok(await placeBet(db, send, request.body, now())),
  );
  app.post(
    '/provider/demo/live/settle',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider: settle the player's bets of finished rounds (one credit or rollback callback each)",
        body: LiveSettleRequest,
        value: LiveBets,
      }),
    },
    async (request) => ok(await settle(db, send, demo.secret, request.body.token, request.body.table, now())),
  );

  // The demo vendor's heads-up Hold'em tables (poker.routes.ts).
  pokerRoutes(app, db, send, now);

  app.get(
    '/ops/providers/review',
    {
      schema: contract({
        tag: 'providers',
        operator: true,
        summary: 'Credits held because their round had no debit, oldest first',
        querystring: Type.Object({ limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })) }),
        value: Type.Array(HeldCredit),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await reviewQueue(db, request.merchant.code, request.query.limit ?? 100));
    },
  );
  app.post(
    '/ops/providers/review/:id/:decision',
    {
      schema: contract({
        tag: 'providers',
        operator: true,
        summary: 'Approve (pay) or reject a held credit',
        params: Type.Object({
          id: Type.Integer({ minimum: 1, maximum: 9007199254740991 }),
          decision: Type.Union([Type.Literal('approve'), Type.Literal('reject')]),
        }),
        body: OperatorReason,
        value: ReviewDecision,
      }),
    },
    async (request) => {
      const { actor } = requireOperator(request, config);
      const { id, decision } = request.params;
      return ok(
        await decideReview(
          db,
          providers.providers,
          request.merchant.code,
          id,
          decision === 'approve',
          actor,
          (request.body?.reason ?? '').slice(0, 200),
        ),
      );
    },
  );
}
