import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * The operator API (/ops/...) is for ops and back-office tools, not players: it authenticates with
 * `Authorization: Bearer <OPERATOR_TOKEN>` and `Operator: <name>` names who acted (kept in histories).
 */
export function requireOperator(request: FastifyRequest, config: Config): { actor: string } {
  if (!hasBearer(request, config.operatorToken)) throw new AppError('operator.unauthorized');
  const actor = String(request.headers.operator ?? 'operator').slice(0, 64);
  return { actor };
}

/** Whether the request carries `Authorization: Bearer <secret>` (compared in constant time; an empty secret never matches). */
export function hasBearer(request: FastifyRequest, secret: string | null): boolean {
  const header = request.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  const expected = Buffer.from(secret ?? '');
  const given = Buffer.from(token);
  return expected.length > 0 && given.length === expected.length && crypto.timingSafeEqual(given, expected);
}
