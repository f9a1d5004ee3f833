import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { contract, rawContract, typed } from '../http/contract';
import { requireRealMember } from '../http/auth';
import { AppError } from '../http/errors';
import { requestLang } from '../http/language';
import { FileAnswer } from '@site/shared/src/contracts/envelope';
import {
  AddBankCard,
  MemberAvatar,
  AVATAR_TEXT_MAX,
  BankCard,
  MemberQuestion,
  PaymentPasswordSaved,
  RemoveBankCard,
  ResetPaymentPassword,
  SaveAvatar,
  SavePaymentPassword,
  SaveSecurityQuestions,
  SecurityConfig,
  SecurityQuestion,
} from '@site/shared/src/contracts/security';
import { avatarImage, memberAvatar, saveAvatar } from './avatar.service';
import { addCard, listCards, removeCard } from './bank-card.service';
import { hasPaymentPassword, resetPaymentPassword, savePaymentPassword } from './payment-password.service';
import { securityConfig } from './security-config.service';
import { memberQuestions, questionCatalogue, saveMemberQuestions } from './security-questions.service';

/**
 * Security centre (product-rules 7 "Payment password etc."): payment password set / change / reset, hasWithdrawalPassword,
 * securityConfig, security questions, bank cards, and the avatar (/wps/member/info/icon). Trial members are
 * refused with free_reject (product-rules 6); every card id is looked up within the member's own cards.
 */
export async function securityRoutes(fastify: FastifyInstance, { db }: { db: Db }) {
  const app = typed(fastify);

  app.get(
    '/wps/member/hasWithdrawalPassword',
    { schema: contract({ tag: 'security', summary: 'Whether the member has set a payment (withdrawal) password', value: Type.Boolean() }) },
    async (request) => ok(await hasPaymentPassword(db, requireRealMember(request).id)),
  );

  app.get(
    '/wps/member/securityConfig',
    {
      schema: contract({
        tag: 'security',
        summary: "The security centre's state and rules: PIN pattern, question and card limits, banks",
        value: SecurityConfig,
      }),
    },
    async (request) => ok(await securityConfig(db, requireRealMember(request).id)),
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/wps/member/paymentPassword',
    schema: contract({
      tag: 'security',
      summary: 'Set the first payment password (with the login password) or change it (with the old one)',
      body: SavePaymentPassword,
      value: PaymentPasswordSaved,
    }),
    handler: async (request) => ok(await savePaymentPassword(db, requireRealMember(request).id, request.body)),
  });

  app.post(
    '/wps/member/paymentPassword/reset',
    {
      schema: contract({
        tag: 'security',
        summary: 'Reset a forgotten payment password with the login password and every security answer',
        body: ResetPaymentPassword,
        value: Type.Boolean(),
      }),
    },
    async (request) => {
      await resetPaymentPassword(db, requireRealMember(request).id, request.body);
      return ok(true);
    },
  );

  app.get(
    '/wps/member/securityQuestions',
    {
      schema: contract({
        tag: 'security',
        summary: "The security question catalogue in the member's language",
        value: Type.Array(SecurityQuestion),
      }),
    },
    async (request) => {
      requireRealMember(request);
      return ok(await questionCatalogue(db, requestLang(request)));
    },
  );

  app.get(
    '/wps/member/customerSecurityQuestions',
    {
      schema: contract({
        tag: 'security',
        summary: "The member's chosen security questions (never the answers)",
        value: Type.Array(MemberQuestion),
      }),
    },
    async (request) => ok(await memberQuestions(db, requireRealMember(request).id, requestLang(request))),
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/wps/member/customerSecurityQuestions',
    schema: contract({
      tag: 'security',
      summary: "Set or replace the member's security questions and answers (with the login password)",
      body: SaveSecurityQuestions,
      value: Type.Array(MemberQuestion),
    }),
    handler: async (request) => {
      const member = requireRealMember(request);
      await saveMemberQuestions(db, member.id, request.body);
      return ok(await memberQuestions(db, member.id, requestLang(request)));
    },
  });

  app.get(
    '/wps/member/bankCard',
    { schema: contract({ tag: 'security', summary: "The member's bank cards (account numbers masked)", value: Type.Array(BankCard) }) },
    async (request) => ok(await listCards(db, requireRealMember(request).id)),
  );

  app.post(
    '/wps/member/bankCard',
    {
      schema: contract({
        tag: 'security',
        summary: 'Bind a bank card (with the payment password)',
        body: AddBankCard,
        value: Type.Object({ id: Type.Integer() }),
      }),
    },
    async (request) => ok(await addCard(db, requireRealMember(request).id, request.body)),
  );

  app.delete(
    '/wps/member/bankCard/:id',
    {
      schema: contract({
        tag: 'security',
        summary: "Unbind one of the member's bank cards (with the payment password)",
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }) }),
        body: RemoveBankCard,
        value: Type.Boolean(),
      }),
    },
    async (request) => {
      await removeCard(db, requireRealMember(request).id, request.params.id, request.body.paymentPassword);
      return ok(true);
    },
  );

  app.get(
    '/wps/member/info/icon',
    {
      schema: contract({
        tag: 'security',
        summary: "The member's avatar: a built-in one or the uploaded picture's url",
        value: MemberAvatar,
      }),
    },
    async (request) => ok(await memberAvatar(db, requireRealMember(request).id)),
  );

  app.route({
    method: ['POST', 'PUT'],
    url: '/wps/member/info/icon',
    // product-rules 5: images under 5 MB; base64 adds a third, plus the JSON around it.
    bodyLimit: AVATAR_TEXT_MAX + 64 * 1024,
    schema: contract({
      tag: 'security',
      summary: 'Choose a built-in avatar (avatarId) or upload a png/jpg under 5 MB (image, base64)',
      body: SaveAvatar,
      value: MemberAvatar,
    }),
    handler: async (request) => ok(await saveAvatar(db, requireRealMember(request).id, request.body)),
  });

  /** The uploaded image itself, under its unguessable key (new key per upload, so it caches for good). */
  app.get(
    '/wps/member/info/icon/:key',
    {
      schema: rawContract('security', 'An uploaded avatar picture, by its unguessable key', FileAnswer, {
        params: Type.Object({ key: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }) }),
      }),
    },
    async (request, reply) => {
      const image = await avatarImage(db, request.params.key);
      if (!image) throw new AppError('not.found');
      return reply
        .header('content-type', image.mime)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(image.image);
    },
  );
}
