import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import { AppError } from './errors';

/** Whether a request part holds U+0000 in any string or key, at any depth (walked without recursion). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      pending.push(...item);
    } else if (item && typeof item === 'object' && !Buffer.isBuffer(item)) {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

const refuseNul: preValidationHookHandler = async (request: FastifyRequest) => {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw new AppError('validation.failed', 'text must not contain NUL characters', 400);
  }
};

/**
 * PostgreSQL cannot store U+0000 in text, so a NUL in a payer name or a numero failed in the database (500). Every
 * route refuses it before its schema runs: the hook is appended to each route's own preValidation hooks, so an
 * encrypted body (decrypted by the route's hook) is checked as the plaintext the handler would see.
 */
export function installNulGuard(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const own = route.preValidation ? (Array.isArray(route.preValidation) ? route.preValidation : [route.preValidation]) : [];
    route.preValidation = [...own, refuseNul];
  });
}
