import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { Db } from '../db/db';
import type { Config } from '../config';
import { ok } from '../http/envelope';
import { contract, typed } from '../http/contract';
import { requireMember } from '../http/auth';
import { requireOperator } from '../http/operator';
import { AppError } from '../http/errors';
import { perIpLimit } from '../http/request-limits';
import { requestLang } from '../http/language';
import {
  AffiliateCheck,
  AffiliateQuery,
  CaptchaAnswer,
  ChangePasswordBody,
  FirebaseClientConfig,
  ForgotByEmailBody,
  FreePlayBody,
  LoggedOut,
  LoginBody,
  LoginValue,
  OutboxMessage,
  OutboxQuery,
  PasswordReset,
  RegisterBody,
  Registered,
  RegisterSettings,
  ResetByPhoneBody,
  ServerKeyValue,
  SmsCodeBody,
  SmsCodeSent,
  TrialUser,
  UsernameQuery,
} from '@site/shared/src/contracts/session';
import { createTrialUser, login, trialLogin } from './login.service';
import { changePassword, forgotByEmail, resetPasswordByPhone } from './password-change.service';
import { register } from './registration.service';
import { encryptedBody, loadServerKey, publicKeyDer, type ServerKey } from './body-encryption';
import { captchaCookie, captchaIdOf, checkCaptcha, createCaptcha, peekCaptcha } from './captcha.service';
import { outboxSmsProvider, phoneKey, readOutbox, sendCode } from './sms.service';
import { revokeSession } from './session.repository';
import { registerSettings } from './register-settings';
import { firebaseClientConfig } from './firebase-login';
import { findMemberByAccount } from '../member/member.repository';
import { affiliateOf } from '../agent/team.service';
import { recordSighting } from '../member/member-sightings.repository';

export async function sessionRoutes(fastify: FastifyInstance, { db, config }: { db: Db; config: Config }) {
  const app = typed(fastify);
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

  // product-rules 3 forgot-password e-mail request is form-urlencoded.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
  }

  app.get(
    '/wps/session/key/rsa',
    {
      schema: contract({
        tag: 'session',
        summary: "The RSA key that wraps an encrypted body's AES key, and the server's time (A5.1)",
        value: ServerKeyValue,
      }),
    },
    async (_request, reply) => {
      const k = await serverKey();
      reply.header('Cache-Control', 'no-store');
      // serverTime: envelopes are stamped by the server's clock (a phone's own clock may be minutes off).
      return ok({ keyId: k.id, publicKey: publicKeyDer(k), algorithm: 'RSA-OAEP-256+A256GCM', serverTime: Date.now() });
    },
  );

  /** Public firebase web config and which third-party buttons to show (product-rules 2: only when configured and switched on). */
  app.get(
    '/wps/session/firebase/config',
    {
      schema: contract({
        tag: 'session',
        summary: 'Public Firebase web config and the third-party sign-in buttons to show',
        value: FirebaseClientConfig,
      }),
    },
    async (request) => ok(firebaseClientConfig(request.merchant)),
  );

  app.get(
    '/wps/captcha',
    {
      onRequest: limits.captcha,
      schema: contract({
        tag: 'session',
        summary: 'A new captcha image (data URL), bound to the client by the captcha_id cookie (A6)',
        value: Type.String(),
      }),
    },
    async (_request, reply) => {
      const captcha = await createCaptcha(db);
      reply.header('Set-Cookie', captchaCookie(captcha.id)).header('Cache-Control', 'no-store').header('Captcha-Id', captcha.id);
      return ok(captcha.image);
    },
  );

  app.post(
    '/wps/session/login',
    {
      onRequest: limits.login,
      preValidation: encrypted,
      schema: contract({
        tag: 'session',
        summary: 'Log in by password, SMS code, Firebase or remember token (encrypted body, A5)',
        body: LoginBody,
        value: LoginValue,
      }),
    },
    async (request) => {
      const body = request.body;
      const device = typeof request.headers.device === 'string' ? request.headers.device : undefined;
      const value = await login(
        db,
        request.merchant,
        { ...body, captchaId: captchaIdOf(request.headers.cookie, body.captchaId), loginDeviceId: body.loginDeviceId ?? device },
        request.ip,
      );
      await recordSighting(db, value.id, request.ip, body.loginDeviceId ?? device);
      return ok(value);
    },
  );

  // product-rules 7: logout is POST (another reading: DELETE); both revoke the token.
  app.route({
    method: ['POST', 'DELETE'],
    url: '/wps/session/logout',
    schema: contract({ tag: 'session', summary: 'Log out: revokes the session token', value: LoggedOut }),
    handler: async (request) => {
      const member = requireMember(request);
      await revokeSession(db, request.sessionToken!);
      return ok({ id: member.id });
    },
  });

  app.get(
    '/wps/member/trialuser',
    { onRequest: limits.trial, schema: contract({ tag: 'session', summary: 'A new free-play (trial) account', value: TrialUser }) },
    async (request) => ok(await createTrialUser(db, request.merchant)),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      onRequest: limits.trial,
      schema: contract({
        tag: 'session',
        summary: 'Log in to a trial account (a new one when no userName is given)',
        body: FreePlayBody,
        value: LoginValue,
      }),
    },
    async (request) => ok(await trialLogin(db, request.merchant, request.body?.userName)),
  );

  const smsRoutes = [
    ['/wps/verification/sms/noLogin', null, 'An SMS code for login or a password reset, after the captcha'],
    ['/wps/verification/sms/register', 'register', 'An SMS code for registration, after the captcha'],
  ] as const;
  for (const [url, purpose, summary] of smsRoutes) {
    app.post(
      url,
      { onRequest: limits.sms, schema: contract({ tag: 'session', summary, body: SmsCodeBody, value: SmsCodeSent }) },
      async (request) => {
        const body = request.body;
        // product-rules 3: the SMS request carries a verification-challenge result (our captcha).
        await checkCaptcha(db, captchaIdOf(request.headers.cookie, body.captchaId), body.captcha);
        const phone = phoneKey(body.countryDialingCode, body.mobileNum);
        return ok(
          await sendCode(db, outboxSmsProvider, request.merchant.code, phone, purpose ?? body.purpose ?? 'login', requestLang(request)),
        );
      },
    );
  }

  // product-rules 7: POST, another reading PUT.
  const registerRoutes = [
    ['/wps/member/register', 'username', 'Register by username (encrypted body, A5)'],
    ['/wps/member/register/mobile', 'mobile', 'Register by mobile number and SMS code (encrypted body, A5)'],
  ] as const;
  for (const [url, method, summary] of registerRoutes) {
    app.route({
      method: ['POST', 'PUT'],
      url,
      onRequest: limits.register,
      preValidation: encrypted,
      schema: contract({ tag: 'session', summary, body: RegisterBody, value: Registered }),
      handler: async (request) => {
        const body = request.body;
        const registered = await register(
          db,
          request.merchant,
          { ...body, captchaId: captchaIdOf(request.headers.cookie, body.captchaId) },
          method,
        );
        await recordSighting(
          db,
          registered.customerId,
          request.ip,
          typeof request.headers.device === 'string' ? request.headers.device : undefined,
        );
        return ok(registered);
      },
    });
  }

  app.get(
    '/wps/system/setting/register',
    {
      schema: contract({
        tag: 'session',
        summary: 'Registration fields of the merchant: enabled, required, pattern and bounds (product-rules 5)',
        value: RegisterSettings,
      }),
    },
    async (request) => ok(registerSettings(request.merchant)),
  );

  /** api-conventions A1.4: success false when the username is taken. */
  app.get(
    '/wps/check/username',
    {
      schema: contract({
        tag: 'session',
        summary: 'Whether a username is free (username.exists when taken)',
        querystring: UsernameQuery,
        value: Type.Boolean(),
      }),
    },
    async (request) => {
      if (await findMemberByAccount(db, request.merchant.code, request.query.username)) throw new AppError('username.exists');
      return ok(true);
    },
  );

  app.get(
    '/wps/agent/affiliate',
    {
      schema: contract({
        tag: 'session',
        summary: 'Whether an invitation (affiliate) code exists (invitation_code_error when not)',
        querystring: AffiliateQuery,
        value: AffiliateCheck,
      }),
    },
    async (request) => {
      const { code } = request.query;
      // An agent's link code or a member's referral code (docs/agent.md).
      const affiliate = await affiliateOf(db, request.merchant, code);
      if (!affiliate) throw new AppError('invitation_code_error');
      return ok({ code, valid: true as const });
    },
  );

  // The platform's two names for the password change; the first also answers PUT.
  const passwordRoutes = [
    [['POST', 'PUT'], '/wps/member/password'],
    [['POST'], '/wps/member/passWordChangeV2'],
  ] as const;
  for (const [method, url] of passwordRoutes) {
    app.route({
      method: [...method],
      url,
      schema: contract({
        tag: 'session',
        summary: 'Change the login password (old, new, confirmation); other sessions end',
        body: ChangePasswordBody,
        value: Type.Boolean(),
      }),
      handler: async (request) => {
        const member = requireMember(request);
        await changePassword(db, member.id, request.sessionToken, request.body);
        return ok(true);
      },
    });
  }

  app.post(
    '/wps/member/password/email',
    {
      onRequest: limits.forgot,
      schema: contract({
        tag: 'session',
        summary: 'Forgot password: a reset notice by e-mail when the name and e-mail match (form-urlencoded)',
        body: ForgotByEmailBody,
        value: Type.Boolean(),
      }),
    },
    async (request) => {
      await forgotByEmail(db, request.merchant, request.body, requestLang(request));
      return ok(true);
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      preValidation: encrypted,
      schema: contract({
        tag: 'session',
        summary: 'Set a new password proved by an SMS code or a Firebase phone token (encrypted body, A5)',
        body: ResetByPhoneBody,
        value: PasswordReset,
      }),
    },
    async (request) => ok(await resetPasswordByPhone(db, request.merchant, request.body)),
  );

  app.get(
    '/ops/captchas/:id',
    {
      schema: contract({
        tag: 'session',
        operator: true,
        summary: "A captcha's answer (for tests and support)",
        params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
        value: CaptchaAnswer,
      }),
    },
    async (request) => {
      requireOperator(request, config);
      const answer = await peekCaptcha(db, request.params.id);
      if (answer === null) throw new AppError('not.found');
      return ok({ answer });
    },
  );

  /** The local outbox of the default SMS and mail adapters, for operators, developers and e2e tests. */
  app.get(
    '/ops/outbox',
    {
      schema: contract({
        tag: 'session',
        operator: true,
        summary: 'The last 20 SMS and mail messages the local adapters sent to a recipient',
        querystring: OutboxQuery,
        value: Type.Array(OutboxMessage),
      }),
    },
    async (request) => {
      requireOperator(request, config);
      return ok(await readOutbox(db, request.query.recipient));
    },
  );
}
