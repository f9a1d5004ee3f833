import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { AppError } from './errors';

/**
 * The operator API (/ops/...) is for ops and back-office tools, not players: it authenticates with
 * `Authorization: Bearer <OPERATOR_TOKEN>` and `Operator: <name>` names who acted (kept in histories).
 */
export function requireOperator(request: FastifyRequest, config: Config): { actor: string } {
  const header = request.headers.authorization;
  const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7) : '';
  const expected = Buffer.from(config.operatorToken);
  const given = Buffer.from(token);
  if (!config.operatorToken || given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) {
    throw new AppError('operator.unauthorized');
  }
  const actor = String(request.headers.operator ?? 'operator').slice(0, 64);
  return { actor };
}
