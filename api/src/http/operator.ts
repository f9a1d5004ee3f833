import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { OperatorMe } from '@site/shared/src/contracts/operator';
import { operatorGroup, roleMayUse } from '@site/shared/src/operator/roles';
import { findSessionOperator } from '../operator/operator.repository';
import { AppError } from './errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in operator of an operator session token (the operator console), or null. */
    operator: OperatorMe | null;
  }
}

/**
 * The operator API (/ops/...) is for ops and back-office tools, not players. Two ways in:
 * - scripts: `Authorization: Bearer <OPERATOR_TOKEN>`, with `Operator: <name>` naming who acted (kept in histories);
 *   the token may do everything;
 * - the operator console (docs/operator-console.md): `Authorization: Bearer <operator session token>` from
 *   POST /ops/session; the operator's own name is the actor, and its role must cover the route's group
 *   (shared/src/operator/roles.ts), else 403 operator.forbidden.
 */
export function requireOperator(request: FastifyRequest, config: Config): { actor: string } {
  if (hasBearer(request, config.operatorToken)) return { actor: String(request.headers.operator ?? 'operator').slice(0, 64) };
  const operator = request.operator;
  if (!operator) throw new AppError('operator.unauthorized');
  if (!roleMayUse(operator.role, operatorGroup(request.routeOptions.url ?? request.url))) throw new AppError('operator.forbidden');
  return { actor: operator.name };
}

/** Resolves an operator session token on /ops/ routes (once, before the handler); scripts' OPERATOR_TOKEN needs no lookup. */
export const operatorPlugin = fp(async (app: FastifyInstance, { db, config }: { db: Db; config: Config }) => {
  app.decorateRequest('operator', null);
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.url?.startsWith('/ops/')) return;
    const token = bearerToken(request);
    if (!token || token.length > 128 || hasBearer(request, config.operatorToken)) return;
    request.operator = await findSessionOperator(db, token);
  });
});

/** The token of `Authorization: Bearer <token>`, or ''. */
export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
}

/** Whether the request carries `Authorization: Bearer <secret>` (compared in constant time; an empty secret never matches). */
export function hasBearer(request: FastifyRequest, secret: string | null): boolean {
  const expected = Buffer.from(secret ?? '');
  const given = Buffer.from(bearerToken(request));
  return expected.length > 0 && given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
