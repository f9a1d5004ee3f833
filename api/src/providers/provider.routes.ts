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
import { demoBalance, signedCallback } from './demo-provider';
import { placeBet, settle, tableState } from './live-table.service';
import { fishingRoutes } from './fishing.routes';
import { CockBetRequest, CockSettleRequest, CockfightState } from '@site/shared/src/contracts/cockfight';
import { arenaState, placeCockBet, settleCock } from './cockfight.service';
import { sportsbookRoutes } from './sportsbook.routes';
import { VendorSlotGame, VendorSlotSpin, VendorSlotSpinRequest } from '@site/shared/src/contracts/vendor-slots';
import { slotGame, spin } from './vendor-slot.service';
import { pokerRoutes } from './poker.routes';

type RawRequest = FastifyRequest & { rawBody?: string };

/**
 * Seamless-wallet callbacks (POST /wps/provider/{code}/balance|debit|credit|rollback, body signed in X-Signature),
 * the operators' review of held credits (GET /ops/providers/review, POST /ops/providers/review/:id/approve|reject)
 * and the local demo provider's own endpoints (POST /provider/demo/balance; its games under /provider/demo/live,
 * /cockfight, /slot, /fishing, /sports and /poker: docs/games.md).
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

  // The demo vendor's live baccarat tables: one shared clock per table, bets and settlement through the callbacks.
  app.get(
    '/provider/demo/live/table',
    {
      schema: contract({
        tag: 'providers',
        summary:
          "The demo provider: a live table now (round, phase, cards once betting closes, the road maps' rounds); settles finished rounds first",
        querystring: Type.Object({ table: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }) }),
        value: LiveTableState,
      }),
    },
    async (request) => ok(await tableState(db, demo.secret, request.query.table, now(), send)),
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

  // The demo vendor's fishing rooms: shots settled in batches through the callbacks.
  fishingRoutes(app, { db, secret: demo.secret, send });
  // The demo vendors' cockfight arenas: fights on the shared clock, odds or pools as the vendor sets, settled through the callbacks.
  app.get(
    '/provider/demo/cockfight/arena',
    {
      schema: contract({
        tag: 'providers',
        summary: 'The demo provider: a cockfight arena now (fight, odds or pools, result); settles finished fights first',
        querystring: Type.Object({ arena: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }) }),
        value: CockfightState,
      }),
    },
    async (request) => ok(await arenaState(db, send, demo.secret, request.query.arena, now())),
  );
  app.post(
    '/provider/demo/cockfight/bet',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider: a bet on a cockfight arena's open fight (one debit callback)",
        body: CockBetRequest,
        value: LiveBets,
      }),
    },
    async (request) => ok(await placeCockBet(db, send, demo.secret, request.body, now())),
  );
  app.post(
    '/provider/demo/cockfight/settle',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider: settle an arena's finished fights and list the player's bets",
        body: CockSettleRequest,
        value: LiveBets,
      }),
    },
    async (request) => ok(await settleCock(db, send, demo.secret, request.body.token, request.body.arena, now())),
  );
  // The demo vendor's sportsbook and e-sports book: fixtures from the clock, bets and settlement through the callbacks.
  sportsbookRoutes(app, { db, config, send, secret: demo.secret, now });
  // The demo vendors' slots: the game's model with a spin's commitment, and a spin (one debit and one credit callback).
  app.get(
    '/provider/demo/slot',
    {
      schema: contract({
        tag: 'providers',
        summary: "The demo provider: a slot's reels, paytable and RTP, with the commitment of the spin asked for",
        querystring: Type.Object({
          game: Type.String({ pattern: '^[A-Za-z0-9_.-]{1,60}$' }),
          spinId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' })),
          free: Type.Optional(Type.Boolean()),
        }),
        value: VendorSlotGame,
      }),
    },
    async (request) => ok(await slotGame(db, demo.secret, request.query.game, request.query.spinId ?? null, request.query.free === true)),
  );
  app.post(
    '/provider/demo/slot/spin',
    {
      schema: contract({
        tag: 'providers',
        summary:
          'The demo provider: spin a slot (debit and credit callbacks, a rollback if it fails after its debit), free without a token',
        body: VendorSlotSpinRequest,
        value: VendorSlotSpin,
      }),
    },
    async (request) => ok(await spin(db, request.body.token ? send : null, demo.secret, request.body)),
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
