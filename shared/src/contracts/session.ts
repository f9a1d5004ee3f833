import { Type, type Static } from '@sinclair/typebox';
import { LIMITS, PATTERNS } from '../validation/rules';
import { StringEnum } from './envelope';

/**
 * Sign-up, login, tokens, captcha and SMS codes (/wps/session, /wps/member/register, /wps/verification, ...),
 * shared by the API and mf-auth. Body bounds keep requests small; the rules with their own error keys
 * (format.account, format.password, captcha.incorrect, ...) are the services', so a value they refuse still
 * answers that key and not validation.failed.
 */
const text = (maxLength: number) => Type.String({ maxLength });
const optionalText = (maxLength: number) => Type.Optional(text(maxLength));

/** product-rules 3: the login response value. */
export const LoginValue = Type.Object({
  token: Type.String(),
  id: Type.Integer(),
  userName: Type.String(),
  type: Type.Integer(),
  customerType: Type.Integer(),
  /** Whether the member is an agent under the merchant's reading of the type (product-rules 6.3). */
  agent: Type.Boolean(),
  firstTimeLogin: Type.Boolean(),
  trail: Type.Boolean(),
  rememberToken: Type.Optional(Type.String()),
});
export type LoginValue = Static<typeof LoginValue>;

/** POST /wps/session/login (an encrypted body, api-conventions A5): by password, SMS code, Firebase or remember token. */
/** product-rules 6.5: the side a login is for; on the agent side a non-agent is login.non.agent. */
export const LoginSide = StringEnum(['member', 'agent']);
export type LoginSide = Static<typeof LoginSide>;

export const LoginBody = Type.Object({
  type: StringEnum(['username', 'sms', 'firebase', 'remember']),
  side: Type.Optional(LoginSide),
  username: optionalText(64),
  password: optionalText(LIMITS.secretMax),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  remember: Type.Optional(Type.Boolean()),
  rememberToken: optionalText(128),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(6),
  verificationCode: optionalText(10),
  loginDeviceId: optionalText(128),
  firebaseChannel: optionalText(32),
  firebaseIdToken: optionalText(4096),
  firebaseMobileNo: optionalText(32),
});
export type LoginBody = Static<typeof LoginBody>;

/** GET /wps/session/key/rsa (A5.1): the key that wraps a body's AES key, and the server's clock. */
export const ServerKeyValue = Type.Object({
  keyId: Type.String(),
  publicKey: Type.String({ description: 'SPKI, base64 DER' }),
  algorithm: Type.String(),
  serverTime: Type.Integer({ description: 'ms since the epoch' }),
});
export type ServerKeyValue = Static<typeof ServerKeyValue>;

/**
 * GET /wps/session/firebase/config: public web config; enabled false (or a provider off) hides its button, and
 * providers.phone makes Firebase the merchant's SMS channel.
 */
export const FirebaseClientConfig = Type.Object({
  enabled: Type.Boolean(),
  providers: Type.Object({ google: Type.Boolean(), facebook: Type.Boolean(), phone: Type.Boolean() }),
  apiKey: Type.Optional(Type.String()),
  projectId: Type.Optional(Type.String()),
  authDomain: Type.Optional(Type.String()),
  appId: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  emulatorUrl: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
export type FirebaseClientConfig = Static<typeof FirebaseClientConfig>;

/** GET /wps/member/trialuser: a new free-play account (product-rules 3). */
export const TrialUser = Type.Object({ userName: Type.String() });
export type TrialUser = Static<typeof TrialUser>;

/** POST /wps/session/login/freeplay: the trial account to enter (a new one when absent); null is an empty body. */
export const FreePlayBody = Type.Union([
  Type.Object({ userName: Type.Optional(Type.String({ pattern: '^TRIAL\\d{8}$' })), os: optionalText(32), platform: optionalText(32) }),
  Type.Null(),
]);
export type FreePlayBody = Static<typeof FreePlayBody>;

/** POST /wps/verification/sms/noLogin and /register: a code to the phone, after the captcha (product-rules 3). */
export const SmsCodeBody = Type.Object({
  mobileNum: Type.String({ pattern: PATTERNS.mobileNum }),
  mobileNo: optionalText(20),
  countryDialingCode: Type.String({ pattern: '^\\+?\\d{1,4}$' }),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  purpose: Type.Optional(StringEnum(['login', 'reset'])),
});
export type SmsCodeBody = Static<typeof SmsCodeBody>;
/** When the next code may be asked for (ms since the epoch). */
export const SmsCodeSent = Type.Object({ expirationTime: Type.Integer() });
export type SmsCodeSent = Static<typeof SmsCodeSent>;

/** POST|PUT /wps/member/register[/mobile] (an encrypted body): the fields the merchant's settings switch on (product-rules 5). */
export const RegisterBody = Type.Object({
  registerMethod: Type.Optional(StringEnum(['APP', 'H5', 'WEBCLIP', 'PWA'])),
  username: optionalText(64),
  password: optionalText(LIMITS.secretMax),
  confirmPassword: optionalText(LIMITS.secretMax),
  paymentPassword: optionalText(LIMITS.secretMax),
  affiliateCode: optionalText(64),
  recommenderId: optionalText(64),
  nickname: optionalText(64),
  payeeName: optionalText(64),
  email: optionalText(LIMITS.emailMax),
  mobileNum: optionalText(20),
  countryDialingCode: optionalText(6),
  idNumber: optionalText(64),
  qqNum: optionalText(64),
  facebook: optionalText(128),
  wechat: optionalText(64),
  line: optionalText(64),
  whatsapp: optionalText(64),
  zalo: optionalText(64),
  birthday: optionalText(10),
  captcha: optionalText(16),
  captchaId: optionalText(64),
  verificationCode: optionalText(10),
  registerUrl: optionalText(512),
  domain: optionalText(255),
  type: Type.Optional(Type.Union([Type.Integer(), Type.String({ maxLength: 8 })])),
  login: Type.Optional(Type.Boolean()),
  firebaseChannel: optionalText(32),
  firebaseIdToken: optionalText(4096),
});
export type RegisterBody = Static<typeof RegisterBody>;
/** The new member, and its session when the body asked for `login`. */
export const Registered = Type.Object({ customerId: Type.Integer(), session: Type.Optional(LoginValue) });
export type Registered = Static<typeof Registered>;

/** One registration field's switches and bounds (GET /wps/system/setting/register; product-rules 5 lists the fields). */
export const RegisterFieldSetting = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean(),
  acceptedPattern: Type.Optional(Type.String()),
  minLength: Type.Optional(Type.Integer()),
  maxLength: Type.Optional(Type.Integer()),
});
export type RegisterFieldSetting = Static<typeof RegisterFieldSetting>;
export const RegisterSettings = Type.Record(Type.String(), RegisterFieldSetting);
export type RegisterSettings = Static<typeof RegisterSettings>;

/** GET /wps/check/username: true when the name is free; a taken one is refused with username.exists (A1.4). */
export const UsernameQuery = Type.Object({ username: text(64) });
export type UsernameQuery = Static<typeof UsernameQuery>;

/** GET /wps/agent/affiliate: an invitation code that exists; an unknown one is refused with invitation_code_error. */
export const AffiliateQuery = Type.Object({ code: text(64), domain: optionalText(255) });
export type AffiliateQuery = Static<typeof AffiliateQuery>;
export const AffiliateCheck = Type.Object({ code: Type.String(), valid: Type.Literal(true) });
export type AffiliateCheck = Static<typeof AffiliateCheck>;

/** POST|PUT /wps/member/password, POST /wps/member/passWordChangeV2 (product-rules 4/5). */
export const ChangePasswordBody = Type.Object({
  oldPassword: text(LIMITS.secretMax),
  newPassword: text(LIMITS.secretMax),
  confirmNewPassword: optionalText(LIMITS.secretMax),
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** POST /wps/member/password/email (form-urlencoded, product-rules 3): a reset notice when the name and e-mail match. */
export const ForgotByEmailBody = Type.Object({ username: text(64), email: text(LIMITS.emailMax) });
export type ForgotByEmailBody = Static<typeof ForgotByEmailBody>;

/** POST /wps/member/password/verification (an encrypted body): a new password proved by the phone (product-rules 3). */
export const ResetByPhoneBody = Type.Object({
  username: optionalText(64),
  newPassword: text(LIMITS.secretMax),
  mobileNum: text(20),
  countryDialingCode: optionalText(6),
  verificationCode: text(10),
  firebaseIdToken: optionalText(4096),
});
export type ResetByPhoneBody = Static<typeof ResetByPhoneBody>;
export const PasswordReset = Type.Object({ userName: Type.String() });
export type PasswordReset = Static<typeof PasswordReset>;

/** What logout answers: the member whose session ended. */
export const LoggedOut = Type.Object({ id: Type.Integer() });
export type LoggedOut = Static<typeof LoggedOut>;

/** GET /ops/captchas/:id: a captcha's answer, for operators and e2e tests. */
export const CaptchaAnswer = Type.Object({ answer: Type.String() });
export type CaptchaAnswer = Static<typeof CaptchaAnswer>;

/** GET /ops/outbox?recipient=: the last 20 messages the local SMS and mail adapters "sent" to one recipient. */
export const OutboxQuery = Type.Object({ recipient: text(300) });
export type OutboxQuery = Static<typeof OutboxQuery>;
export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  channel: StringEnum(['sms', 'email']),
  recipient: Type.String(),
  body: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type OutboxMessage = Static<typeof OutboxMessage>;
