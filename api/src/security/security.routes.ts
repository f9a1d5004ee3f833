import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db';
import { ok } from '../http/envelope';
import { requireRealMember } from '../http/auth';
import { AppError } from '../http/errors';
import * as security from './security.service';

const secret = { type: 'string', minLength: 1, maxLength: 64 };
const answers = {
  type: 'array',
  maxItems: 10,
  items: {
    type: 'object',
    required: ['questionId', 'answer'],
    properties: { questionId: { type: 'integer', minimum: 1, maximum: 1000000 }, answer: { type: 'string', minLength: 1, maxLength: 200 } },
    additionalProperties: false,
  },
};
const body = (properties: Record<string, object>, required: string[]) => ({ type: 'object', required, properties, additionalProperties: false });

const language = (request: FastifyRequest) => String(request.headers.language ?? 'TH');

/**
 * Security centre (spec 7 "Payment password etc."): payment password set / change / reset, hasWithdrawalPassword,
 * securityConfig, security questions, bank cards, and the avatar (/wps/member/info/icon). Trial members are
 * refused with free_reject (spec 6); every card id is looked up within the member's own cards.
 */
export async function securityRoutes(app: FastifyInstance, { db }: { db: Db }) {
  app.get('/wps/member/hasWithdrawalPassword', async (request) => {
    const member = requireRealMember(request);
    return ok(await security.hasPaymentPassword(db, member.id));
  });

  app.get('/wps/member/securityConfig', async (request) => {
    const member = requireRealMember(request);
    return ok(await security.securityConfig(db, member.id));
  });

  const savePaymentPassword = {
    schema: { body: body({ loginPassword: secret, oldPassword: secret, newPassword: secret, confirmPassword: secret }, ['newPassword', 'confirmPassword']) },
    handler: async (request: FastifyRequest) => {
      const member = requireRealMember(request);
      return ok(await security.savePaymentPassword(db, member.id, request.body as security.PaymentPasswordInput));
    },
  };
  app.post('/wps/member/paymentPassword', savePaymentPassword);
  app.put('/wps/member/paymentPassword', savePaymentPassword);

  app.post(
    '/wps/member/paymentPassword/reset',
    { schema: { body: body({ loginPassword: secret, answers, newPassword: secret, confirmPassword: secret }, ['loginPassword', 'newPassword', 'confirmPassword']) } },
    async (request) => {
      const member = requireRealMember(request);
      await security.resetPaymentPassword(db, member.id, request.body as Parameters<typeof security.resetPaymentPassword>[2]);
      return ok(true);
    },
  );

  app.get('/wps/member/securityQuestions', async (request) => {
    requireRealMember(request);
    return ok(await security.questionCatalogue(db, language(request)));
  });

  app.get('/wps/member/customerSecurityQuestions', async (request) => {
    const member = requireRealMember(request);
    return ok(await security.memberQuestions(db, member.id, language(request)));
  });

  const saveQuestions = {
    schema: { body: body({ loginPassword: secret, answers }, ['loginPassword', 'answers']) },
    handler: async (request: FastifyRequest) => {
      const member = requireRealMember(request);
      await security.saveMemberQuestions(db, member.id, request.body as Parameters<typeof security.saveMemberQuestions>[2]);
      return ok(await security.memberQuestions(db, member.id, language(request)));
    },
  };
  app.post('/wps/member/customerSecurityQuestions', saveQuestions);
  app.put('/wps/member/customerSecurityQuestions', saveQuestions);

  app.get('/wps/member/bankCard', async (request) => {
    const member = requireRealMember(request);
    return ok(await security.listCards(db, member.id));
  });

  app.post(
    '/wps/member/bankCard',
    {
      schema: {
        body: body(
          { bankCode: { type: 'string', minLength: 1, maxLength: 16 }, accountNo: { type: 'string', minLength: 1, maxLength: 40 }, holder: { type: 'string', minLength: 1, maxLength: 80 }, paymentPassword: secret },
          ['bankCode', 'accountNo', 'holder', 'paymentPassword'],
        ),
      },
    },
    async (request) => {
      const member = requireRealMember(request);
      return ok(await security.addCard(db, member.id, request.body as Parameters<typeof security.addCard>[2]));
    },
  );

  app.delete(
    '/wps/member/bankCard/:id',
    {
      schema: {
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } } },
        body: body({ paymentPassword: secret }, ['paymentPassword']),
      },
    },
    async (request) => {
      const member = requireRealMember(request);
      const { id } = request.params as { id: number };
      await security.removeCard(db, member.id, id, (request.body as { paymentPassword: string }).paymentPassword);
      return ok(true);
    },
  );

  app.get('/wps/member/info/icon', async (request) => {
    const member = requireRealMember(request);
    return ok(await security.memberAvatar(db, member.id));
  });

  const saveIcon = {
    // spec 5: images under 5 MB; base64 adds a third, plus the JSON around it.
    bodyLimit: Math.ceil((security.AVATAR_MAX_BYTES * 4) / 3) + 64 * 1024,
    schema: { body: body({ avatarId: { type: 'integer', minimum: 1, maximum: 1000 }, image: { type: 'string', minLength: 1, maxLength: Math.ceil((security.AVATAR_MAX_BYTES * 4) / 3) + 64 } }, []) },
    handler: async (request: FastifyRequest) => {
      const member = requireRealMember(request);
      return ok(await security.saveAvatar(db, member.id, request.body as { avatarId?: number; image?: string }));
    },
  };
  app.post('/wps/member/info/icon', saveIcon);
  app.put('/wps/member/info/icon', saveIcon);

  /** The uploaded image itself, under its unguessable key (new key per upload, so it caches for good). */
  app.get('/wps/member/info/icon/:key', { schema: { params: { type: 'object', required: ['key'], properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,64}$' } } } } }, async (request, reply) => {
    const image = await security.avatarImage(db, (request.params as { key: string }).key);
    if (!image) throw new AppError('not.found');
    return reply
      .header('content-type', image.mime)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'")
      .send(image.image);
  });
}
