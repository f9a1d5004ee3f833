import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import type { Config } from './config';
import type { Db } from './db/db';
import { installEnvelope } from './http/envelope';
import { apiDocs } from './http/api-docs';
import { installNulGuard } from './http/nul-guard';
import { securityHeaders } from './http/security-headers';
import { createLogger, requestIdGenerator } from './http/logger';
import { setRateLimitScale } from './http/rate-limit';
import { requestLimits } from './http/request-limits';
import { closeRedis, openRedis } from './db/redis';
import { eventChannel, inProcessChannel, redisChannel, useEventChannel } from './events/events';
import { observabilityRoutes } from './observability/observability.routes';
import { setPasswordHashCost } from './session/password';
import { setPinPepper } from './security/pin-hash';
import { merchantPlugin } from './http/merchant';
import { authPlugin } from './http/auth';
import { systemRoutes } from './system/system.routes';
import { registryRoutes } from './registry/registry.routes';
import { webRoutes } from './web/static';
import { inboxRoutes } from './inbox/inbox.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { chatRoutes } from './chat/chat.routes';
import { promotionsRoutes } from './promotions/promotions.routes';
import { bonusRoutes } from './promotions/bonus.routes';
import { referralRoutes } from './promotions/referral.routes';
import { opsPromotionsRoutes } from './promotions/ops-promotions.routes';
import { sessionRoutes } from './session/session.routes';
import { memberRoutes } from './member/member.routes';
import { catalogueRoutes } from './games/catalogue.routes';
import { contentRoutes } from './content/content.routes';
import { launchRoutes } from './games/launch.routes';
import { bgsRoutes } from './games/bgs/bgs.routes';
import { providerRoutes } from './providers/provider.routes';
import { lotteryRoutes } from './lottery/lottery.routes';
import { securityRoutes } from './security/security.routes';
import { walletRoutes } from './wallet/wallet.routes';
import { depositRoutes } from './payments/deposit.routes';
import { withdrawRoutes } from './withdraw/withdraw.routes';
import { agentRoutes } from './agent/agent.routes';
import { pushRoutes } from './push/push.routes';
import { operatorPlugin } from './http/operator';
import { operatorRoutes } from './operator/operator.routes';
import { opsContentRoutes } from './content/ops-content.routes';

declare module 'fastify' {
  interface FastifyInstance {
    declaredRoutes: RouteOptions[];
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** Serve the shell and remotes (off in API tests). */
  serveWeb?: boolean;
  /** The process's logger (server.ts shares it with the database); a new one at config.logLevel by default. */
  logger?: FastifyBaseLogger;
}

/**
 * Plugins in a fixed order (engineering-habits H9: external, app, routes): envelope, NUL guard, load shedding and metrics, compression,
 * security headers, request limits, merchant, auth (members, then operators), then domain routes.
 */
export async function buildApp({ config, db, serveWeb = true, logger = createLogger(config.logLevel) }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger,
    genReqId: requestIdGenerator(config.trustProxy),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: true, allErrors: false } },
  });
  installEnvelope(app);
  installNulGuard(app);
  // Every route as declared, for the test that holds each API route to its contract (api/src/http/contracts.test.ts).
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.decorate('declaredRoutes', routes);
  await app.register(apiDocs);
  // Redis when configured: request limits (one connection, which no request waits for while Redis is away) and the
  // event channel between instances (two more).
  const warn = (error: unknown, message: string) => logger.warn({ err: error }, message);
  const redis = config.redisUrl ? openRedis(config.redisUrl, warn, { keyPrefix: config.redisPrefix, failFast: true }) : null;
  const events = config.redisUrl ? redisChannel(config.redisUrl, config.redisPrefix, warn) : inProcessChannel(warn);
  useEventChannel(events);
  app.addHook('onClose', async () => {
    if (eventChannel() === events) useEventChannel(inProcessChannel());
    await events.close();
    if (redis) await closeRedis(redis);
  });
  await app.register(observabilityRoutes, { db, config, redis });
  // Brotli or gzip (as the client accepts) for the HTML and the API's JSON: home's game lanes are 50 KB of JSON
  // and 5 KB compressed. Built files are compressed at build time and served as they are (@fastify/static).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
  await app.register(securityHeaders);
  setRateLimitScale(config.rateLimitScale);
  await app.register(requestLimits, { db, redis });
  setPasswordHashCost(config.scryptLogN);
  setPinPepper(config.pinPepper);
  await app.register(merchantPlugin, { db, defaultMerchant: config.defaultMerchant });
  await app.register(authPlugin, { db });
  await app.register(operatorPlugin, { db, config });

  const deps = { db, config };
  await app.register(systemRoutes, deps);
  await app.register(registryRoutes, deps);
  await app.register(inboxRoutes, deps);
  await app.register(feedbackRoutes, deps);
  await app.register(chatRoutes, deps);
  await app.register(promotionsRoutes, deps);
  await app.register(bonusRoutes, deps);
  await app.register(referralRoutes, deps);
  await app.register(opsPromotionsRoutes, deps);
  await app.register(sessionRoutes, deps);
  await app.register(memberRoutes, deps);
  await app.register(catalogueRoutes, deps);
  await app.register(contentRoutes, deps);
  await app.register(launchRoutes, deps);
  await app.register(bgsRoutes, deps);
  await app.register(providerRoutes, deps);
  await app.register(lotteryRoutes, deps);
  await app.register(securityRoutes, deps);
  await app.register(walletRoutes, deps);
  await app.register(depositRoutes, deps);
  await app.register(withdrawRoutes, deps);
  await app.register(agentRoutes, deps);
  await app.register(pushRoutes, deps);
  await app.register(operatorRoutes, deps);
  await app.register(opsContentRoutes, deps);

  if (serveWeb) await app.register(webRoutes, deps);
  return app;
}
