import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { requireMember } from '../http/auth';
import { requireOperator } from '../http/operator';
import { AppError } from '../http/errors';
import { perIpLimit } from '../http/request-limits';
import { changePassword, createTrialUser, forgotByEmail, login, register, resetPasswordByPhone, trialLogin } from './auth.service';
import { encryptedBody, loadServerKey, publicKeyDer, type ServerKey } from './body-encryption';
import { captchaCookie, captchaIdOf, checkCaptcha, createCaptcha, peekCaptcha } from './captcha.service';
import { outboxSmsProvider, phoneKey, sendCode } from './sms.service';
import { revokeSession } from './session.repository';
import { registerSettings } from './register-settings';
import { firebaseClientConfig } from './firebase-login';
import { findAffiliate, findMemberByAccount } from '../member/member.repository';

const str = (max: number) => ({ type: 'string', maxLength: max });

const loginBody = {
  type: 'object',
  required: ['type'],
  properties: {
    type: { type: 'string', enum: ['username', 'sms', 'firebase', 'remember'] },
    username: str(64),
    password: str(64),
    captcha: str(16),
    captchaId: str(64),
    remember: { type: 'boolean' },
    rememberToken: str(128),
    mobileNum: str(20),
    countryDialingCode: str(6),
    verificationCode: str(10),
    loginDeviceId: str(128),
    firebaseChannel: str(32),
    firebaseIdToken: str(4096),
    firebaseMobileNo: str(32),
  },
};

const registerBody = {
  type: 'object',
  properties: {
    registerMethod: { type: 'string', enum: ['APP', 'H5', 'WEBCLIP', 'PWA'] },
    username: str(64), password: str(64), confirmPassword: str(64), paymentPassword: str(64),
    affiliateCode: str(64), recommenderId: str(64), nickname: str(64), payeeName: str(64),
    email: str(254), mobileNum: str(20), countryDialingCode: str(6), idNumber: str(64), qqNum: str(64),
    facebook: str(128), wechat: str(64), line: str(64), whatsapp: str(64), zalo: str(64),
    birthday: str(10), captcha: str(16), captchaId: str(64), verificationCode: str(10),
    registerUrl: str(512), domain: str(255), type: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 8 }] }, login: { type: 'boolean' },
    firebaseChannel: str(32), firebaseIdToken: str(4096),
  },
};

const smsBody = {
  type: 'object',
  required: ['mobileNum', 'countryDialingCode'],
  properties: {
    mobileNum: { type: 'string', pattern: '^\\d{6,20}$' },
    mobileNo: str(20),
    countryDialingCode: { type: 'string', pattern: '^\\+?\\d{1,4}$' },
    captcha: str(16),
    captchaId: str(64),
    purpose: { type: 'string', enum: ['login', 'reset'] },
  },
};

export async function sessionRoutes(app: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  let key: Promise<ServerKey> | null = null;
  const serverKey = () => (key ??= loadServerKey(db));
  const encrypted = encryptedBody(db, serverKey, config.allowPlainAuth);
  // Requests per IP (times RATE_LIMIT_SCALE), shared by every instance; the per-account counters are the services'.
  const limits = {
    captcha: perIpLimit(app, 'captcha', 120, 600),
    login: perIpLimit(app, 'login', 60, 60),
    trial: perIpLimit(app, 'trial', 20, 3600),
    sms: perIpLimit(app, 'sms', 20, 3600),
    register: perIpLimit(app, 'register', 10, 3600),
    forgot: perIpLimit(app, 'forgot', 10, 3600),
  };

  // spec 3 forgot-password e-mail request is form-urlencoded.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  app.get('/wps/session/key/rsa', async (_request, reply) => {
    const k = await serverKey();
    reply.header('Cache-Control', 'no-store');
    // serverTime: envelopes are stamped by the server's clock (a phone's own clock may be minutes off).
    return ok({ keyId: k.id, publicKey: publicKeyDer(k), algorithm: 'RSA-OAEP-256+A256GCM', serverTime: Date.now() });
  });

  /** Public firebase web config and which third-party buttons to show (spec 2: only when configured and switched on). */
  app.get('/wps/session/firebase/config', async (request) => ok(firebaseClientConfig(request.merchant)));

  app.get('/wps/captcha', { onRequest: limits.captcha }, async (_request, reply) => {
    const captcha = await createCaptcha(db);
    reply.header('Set-Cookie', captchaCookie(captcha.id)).header('Cache-Control', 'no-store').header('Captcha-Id', captcha.id);
    return ok(captcha.image);
  });

  app.post('/wps/session/login', { onRequest: limits.login, preValidation: encrypted, schema: { body: loginBody } }, async (request) => {
    const body = request.body as Parameters<typeof login>[2];
    const device = typeof request.headers.device === 'string' ? request.headers.device : undefined;
    return ok(await login(db, request.merchant, { ...body, captchaId: captchaIdOf(request.headers.cookie, body.captchaId), loginDeviceId: body.loginDeviceId ?? device }, request.ip));
  });

  // spec 7: logout is POST (another reading: DELETE); both revoke the token.
  const logout = async (request: import('fastify').FastifyRequest) => {
    const member = requireMember(request);
    await revokeSession(db, request.sessionToken!);
    return ok({ id: member.id });
  };
  app.post('/wps/session/logout', logout);
  app.delete('/wps/session/logout', logout);

  app.get('/wps/member/trialuser', { onRequest: limits.trial }, async (request) => ok(await createTrialUser(db, request.merchant)));

  app.post(
    '/wps/session/login/freeplay',
    { onRequest: limits.trial, schema: { body: { type: ['object', 'null'], properties: { userName: { type: 'string', pattern: '^TRIAL\\d{8}$' }, os: str(32), platform: str(32) } } } },
    async (request) => {
      const { userName } = (request.body ?? {}) as { userName?: string };
      return ok(await trialLogin(db, request.merchant, userName));
    },
  );

  const smsRoute = (purpose: 'register' | null) => async (request: import('fastify').FastifyRequest) => {
    const body = request.body as { mobileNum: string; countryDialingCode: string; captcha?: string; captchaId?: string; purpose?: 'login' | 'reset' };
    // spec 3: the SMS request carries a verification-challenge result (our captcha).
    await checkCaptcha(db, captchaIdOf(request.headers.cookie, body.captchaId), body.captcha);
    const phone = phoneKey(body.countryDialingCode, body.mobileNum);
    return ok(await sendCode(db, outboxSmsProvider, request.merchant.code, phone, purpose ?? body.purpose ?? 'login'));
  };
  app.post('/wps/verification/sms/noLogin', { onRequest: limits.sms, schema: { body: smsBody } }, smsRoute(null));
  app.post('/wps/verification/sms/register', { onRequest: limits.sms, schema: { body: smsBody } }, smsRoute('register'));

  const registerRoute = (method: 'username' | 'mobile') => async (request: import('fastify').FastifyRequest) => {
    const body = request.body as Parameters<typeof register>[2];
    return ok(await register(db, request.merchant, { ...body, captchaId: captchaIdOf(request.headers.cookie, body.captchaId) }, method));
  };
  const registerOptions = { onRequest: limits.register, preValidation: encrypted, schema: { body: registerBody } };
  // spec 7: POST, another reading PUT.
  app.post('/wps/member/register', registerOptions, registerRoute('username'));
  app.put('/wps/member/register', registerOptions, registerRoute('username'));
  app.post('/wps/member/register/mobile', registerOptions, registerRoute('mobile'));
  app.put('/wps/member/register/mobile', registerOptions, registerRoute('mobile'));

  app.get('/wps/system/setting/register', async (request) => ok(registerSettings(request.merchant)));

  /** API-NOTES: success false when the username is taken. */
  app.get('/wps/check/username', { schema: { querystring: { type: 'object', required: ['username'], properties: { username: str(64) } } } }, async (request) => {
    const { username } = request.query as { username: string };
    if (await findMemberByAccount(db, request.merchant.code, username)) throw new AppError('username.exists');
    return ok(true);
  });

  app.get('/wps/agent/affiliate', { schema: { querystring: { type: 'object', required: ['code'], properties: { code: str(64), domain: str(255) } } } }, async (request) => {
    const { code } = request.query as { code: string };
    const affiliate = await findAffiliate(db, request.merchant.code, code);
    if (!affiliate) throw new AppError('invitation_code_error');
    return ok({ code, valid: true });
  });

  const passwordBody = { type: 'object', required: ['oldPassword', 'newPassword'], properties: { oldPassword: str(64), newPassword: str(64), confirmNewPassword: str(64) } };
  const change = async (request: import('fastify').FastifyRequest) => {
    const member = requireMember(request);
    await changePassword(db, member.id, request.sessionToken, request.body as Parameters<typeof changePassword>[3]);
    return ok(true);
  };
  app.post('/wps/member/password', { schema: { body: passwordBody } }, change);
  app.put('/wps/member/password', { schema: { body: passwordBody } }, change);
  app.post('/wps/member/passWordChangeV2', { schema: { body: passwordBody } }, change);

  app.post('/wps/member/password/email', { onRequest: limits.forgot, schema: { body: { type: 'object', required: ['username', 'email'], properties: { username: str(64), email: str(254) } } } }, async (request) => {
    await forgotByEmail(db, request.merchant, request.body as { username: string; email: string });
    return ok(true);
  });

  app.post(
    '/wps/member/password/verification',
    { preValidation: encrypted, schema: { body: { type: 'object', required: ['newPassword', 'mobileNum', 'verificationCode'], properties: { username: str(64), newPassword: str(64), mobileNum: str(20), countryDialingCode: str(6), verificationCode: str(10), firebaseIdToken: str(4096) } } } },
    async (request) => ok(await resetPasswordByPhone(db, request.merchant, request.body as Parameters<typeof resetPasswordByPhone>[2])),
  );

  app.get('/ops/captchas/:id', { schema: { params: { type: 'object', properties: { id: str(64) } } } }, async (request) => {
    requireOperator(request, config);
    const answer = await peekCaptcha(db, (request.params as { id: string }).id);
    if (answer === null) throw new AppError('not.found');
    return ok({ answer });
  });

  /** The local outbox of the default SMS and mail adapters, for operators, developers and e2e tests. */
  app.get('/ops/outbox', { schema: { querystring: { type: 'object', required: ['recipient'], properties: { recipient: str(300) } } } }, async (request) => {
    requireOperator(request, config);
    const { recipient } = request.query as { recipient: string };
    return ok(await db.query('SELECT id, channel, recipient, body, created_at AS "createdAt" FROM message_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 20', [recipient]));
  });
}
