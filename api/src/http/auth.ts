import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/db';
import { AppError } from './errors';
import { findSessionMember, type SessionMember } from '../session/session.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member behind the Authorization token, or null for a guest. */
    member: SessionMember | null;
    /** The raw token of this request (for logout). */
    sessionToken: string | null;
  }
}

/** product-rules 6: member types 0, 1, 2 are real; others (default 4, trial) are refused member features. */
const REAL_TYPES = new Set([0, 1, 2]);
/** product-rules 6: an agent is any type not in {4, 40, 41, 42}. */
const NON_AGENT_TYPES = new Set([4, 40, 41, 42]);

export const isRealMember = (m: SessionMember) => !m.trial && REAL_TYPES.has(m.type);
export const isAgentType = (type: number) => !NON_AGENT_TYPES.has(type);

/** Authorization carries the raw session token (api-conventions A2.2: no "Bearer"). */
export const authPlugin = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.decorateRequest('member', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('preHandler', async (request: FastifyRequest) => {
    // A session belongs to a merchant: paths without one (health, metrics, files) read none, nor the database.
    if (!request.merchant) return;
    const header = request.headers.authorization;
    if (!header || Array.isArray(header)) return;
    const token = header.replace(/^Bearer\s+/i, '').trim();
    if (!token || token.length > 128) return;
    const member = await findSessionMember(db, token);
    if (member && member.merchantCode === request.merchant?.code) {
      request.member = member;
      request.sessionToken = token;
    } else {
      // A stale or foreign token: answer as the original platform does, so clients drop it.
      request.sessionToken = null;
      (request as FastifyRequest & { staleToken?: boolean }).staleToken = true;
    }
  });
});

/** The member or 401 login.not.session. Use in handlers of member endpoints. */
export function requireMember(request: FastifyRequest): SessionMember {
  if (!request.member) throw new AppError('login.not.session');
  return request.member;
}

/** A real (not trial) member, else 403 free_reject (product-rules 6). */
export function requireRealMember(request: FastifyRequest): SessionMember {
  const member = requireMember(request);
  if (!isRealMember(member)) throw new AppError('free_reject');
  return member;
}
