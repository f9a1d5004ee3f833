import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireMember } from '../http/auth';
import { AppError } from '../http/errors';
import { isEmail, isNickname, PAYEE_NAME_PATTERN } from '@site/shared/src/validation/rules';
import { EmailBody, MemberInfo, NicknameBody, PayeeNameBody } from '@site/shared/src/contracts/member';
import { findMemberById, updateProfileField } from './member.repository';
import { vipRank } from '../promotions/vip.service';

/** api-conventions A12.4: mobile is masked in member info. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null;
  return mobile.length <= 4 ? '****' : `${mobile.slice(0, 2)}${'*'.repeat(Math.max(3, mobile.length - 5))}${mobile.slice(-3)}`;
}

export async function memberRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  app.get(
    '/wps/member/info',
    {
      schema: contract({
        tag: 'member',
        summary: 'The signed-in member: account, names, masked mobile, VIP rank (A12.4)',
        value: MemberInfo,
      }),
    },
    async (request) => {
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
    },
  );

  /** A profile field a member sets: its rule (shared/src/validation/rules.ts) runs on the trimmed value, refused with errorKey. */
  const saveProfileField = async (
    request: FastifyRequest,
    column: 'nickname' | 'email' | 'payee_name',
    given: string,
    check: (value: string) => boolean,
    errorKey: 'validation.failed' | 'format.email' | 'format.payee.name',
  ) => {
    const member = requireMember(request);
    const value = given.trim();
    if (!check(value)) throw new AppError(errorKey);
    await updateProfileField(db, member.id, column, value);
    return ok(true);
  };
  const method = ['POST', 'PUT'] as const;
  const value = Type.Boolean();
  app.route({
    method: [...method],
    url: '/wps/member/info/nickname',
    schema: contract({ tag: 'member', summary: "Set the member's nickname", body: NicknameBody, value }),
    handler: (request) => saveProfileField(request, 'nickname', request.body.nickname, isNickname, 'validation.failed'),
  });
  app.route({
    method: [...method],
    url: '/wps/member/info/email',
    schema: contract({ tag: 'member', summary: "Set the member's e-mail", body: EmailBody, value }),
    handler: (request) => saveProfileField(request, 'email', request.body.email, isEmail, 'format.email'),
  });
  app.route({
    method: [...method],
    url: '/wps/member/info/payeename',
    schema: contract({ tag: 'member', summary: "Set the member's payee name (the name on bank cards)", body: PayeeNameBody, value }),
    handler: (request) =>
      saveProfileField(request, 'payee_name', request.body.payeeName, (name) => PAYEE_NAME_PATTERN.test(name), 'format.payee.name'),
  });
}
