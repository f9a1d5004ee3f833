import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { requireMember } from '../http/auth';
import { AppError } from '../http/errors';
import { EMAIL_PATTERN } from '@site/shared/src/validation/rules';
import { findMemberById, updateProfileField } from './member.repository';
import { vipRank } from '../promotions/vip.service';

/** API-NOTES: mobile is masked in member info. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 4 ? '****' : `${mobile.slice(0, 2)}${'*'.repeat(Math.max(3, mobile.length - 5))}${mobile.slice(-3)}`;
}

export async function memberRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/wps/member/info', async (request) => {
    const { id } = requireMember(request);
    const m = (await findMemberById(db, id))!;
    const rank = await vipRank(db, m.merchant_code, m.id);
    return ok({
      id: m.id,
      account: m.account,
      nickname: m.nickname,
      type: m.type,
      trail: m.trial,
      mobile: maskMobile(m.mobile),
      email: m.email,
      payeeName: m.payee_name,
      regDate: m.created_at.getTime(),
      ...rank,
    });
  });

  const field = (name: 'nickname' | 'email' | 'payee_name', bodyKey: string, check: (v: string) => boolean, errorKey: 'validation.failed' | 'format.email' | 'format.payee.name') => ({
    schema: { body: { type: 'object', required: [bodyKey], properties: { [bodyKey]: { type: 'string', minLength: 1, maxLength: 254 } } } },
    handler: async (request: import('fastify').FastifyRequest) => {
      const member = requireMember(request);
      const value = String((request.body as Record<string, string>)[bodyKey]).trim();
      if (!check(value)) throw new AppError(errorKey);
      await updateProfileField(db, member.id, name, value);
      return ok(true);
    },
  });
  for (const method of ['POST', 'PUT'] as const) {
    app.route({ method, url: '/wps/member/info/nickname', ...field('nickname', 'nickname', (v) => v.length >= 2 && v.length <= 20, 'validation.failed') });
    app.route({ method, url: '/wps/member/info/email', ...field('email', 'email', (v) => v.length <= 254 && EMAIL_PATTERN.test(v), 'format.email') });
    app.route({ method, url: '/wps/member/info/payeename', ...field('payee_name', 'payeeName', (v) => /^[\p{L} .'-]{2,50}$/u.test(v), 'format.payee.name') });
  }
}
