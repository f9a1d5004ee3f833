import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { ErrorKey } from '@site/shared/src/api/error-keys';
import { clearEvents, countEvent, eventCount, hit, scaledLimit } from '../http/rate-limit';
import type { Merchant } from '../system/merchant.repository';
import { checkBirthday, isEmail, MOBILE_PATTERN } from '@site/shared/src/validation/rules';
import {
  findMemberByAccount,
  findMemberById,
  findMemberByMobile,
  insertMember,
  markLogin,
  setPasswordHash,
  type MemberRow,
} from '../member/member.repository';
import { dummyHash, hashPassword, needsRehash, verifyPassword } from './password';
import { createSession, revokeAllSessions } from './session.repository';
import { createRememberToken, findRememberedMember, revokeRememberTokens } from './remember.repository';
import { checkCaptcha, createCaptcha } from './captcha.service';
import { checkCode, dialingCode, nationalNumber, phoneKey, spendCode, useCode } from './sms.service';
import { registerSettings, type RegisterField } from './register-settings';
import { checkFirebasePhone, firebaseMember } from './firebase-login';
import { endMemberGameSessions } from '../providers/provider.repository';

import type { LoginBody, LoginSide, LoginValue, RegisterBody, Registered } from '@site/shared/src/contracts/session';
import { isAgentOf } from '../agent/agent-settings';
import { affiliateOf, placeInTeam, registrationType } from '../agent/team.service';

export type { LoginValue };

/**
 * Failed logins, counted over 15 minutes per account whatever the IP (spraying one account from many IPs) and
 * per IP whatever the account (spraying many accounts from one IP). An account that failed asks for the captcha
 * from anywhere and locks after ACCOUNT_FAILS_BEFORE_LOCK; an IP past IP_FAILS_BEFORE_CAPTCHA needs the captcha
 * for every password login (product-rules 4: the failed response carries the captcha, which the form then shows).
 */
const FAIL_WINDOW_SECONDS = 900;
const ACCOUNT_FAILS_BEFORE_LOCK = 10;
const IP_FAILS_BEFORE_CAPTCHA = 5;

const accountFailKey = (merchantCode: string, account: string) => `loginfail:account:${merchantCode}:${account.toLowerCase()}`;
const ipFailKey = (ip: string) => `loginfail:ip:${ip}`;

/**
 * product-rules 6.5: a non-member cannot log in on the member side (trial accounts log in only through free play),
 * nor a non-agent on the agent side; `agent` tells the site the merchant's reading of the type (product-rules 6.3).
 */
async function issueLogin(
  db: Queryable,
  merchant: Merchant,
  member: MemberRow,
  device: string | null,
  remember: boolean,
  side: LoginSide = 'member',
): Promise<LoginValue> {
  const agent = isAgentOf(merchant, member);
  if (side === 'agent' && !agent) throw new AppError('login.non.agent');
  const token = await createSession(db, member.id, device);
  const firstTimeLogin = await markLogin(db, member.id);
  return {
    token,
    id: member.id,
    userName: member.account,
    type: member.type,
    customerType: member.type,
    agent,
    firstTimeLogin,
    trail: member.trial,
    ...(remember ? { rememberToken: await createRememberToken(db, member.id) } : {}),
  };
}

/** The refusal with a fresh captcha in its value, which the login form then shows (product-rules 4). */
async function withCaptcha(db: Queryable, errorCode: ErrorKey): Promise<AppError> {
  const captcha = await createCaptcha(db);
  return new AppError(errorCode, undefined, undefined, { captcha: captcha.image, captchaId: captcha.id });
}

/** A failed login counts against the account and the IP, and answers with a fresh captcha. */
async function failLogin(
  db: Queryable,
  accountKey: string,
  ip: string,
  errorCode: 'login.password.incorrect' | 'user.not.exist.or.disabled' | 'verification.code.error',
): Promise<never> {
  await countEvent(db, accountKey, FAIL_WINDOW_SECONDS);
  await countEvent(db, ipFailKey(ip), FAIL_WINDOW_SECONDS);
  throw await withCaptcha(db, errorCode);
}

/** Refuses an account locked by its failures in the window (429 rate.limited); answers how many it has. */
async function assertNotLocked(db: Queryable, accountKey: string): Promise<number> {
  const failures = await eventCount(db, accountKey, FAIL_WINDOW_SECONDS);
  if (failures >= ACCOUNT_FAILS_BEFORE_LOCK) throw new AppError('rate.limited');
  return failures;
}

export async function login(db: Db, merchant: Merchant, input: LoginBody, ip: string): Promise<LoginValue> {
  const side = input.side ?? 'member';
  if (input.type === 'remember') {
    const memberId = input.rememberToken ? await findRememberedMember(db, input.rememberToken) : null;
    const member = memberId ? await findMemberById(db, memberId) : null;
    if (
      !member ||
      member.merchant_code !== merchant.code ||
      member.status !== 'active' ||
      (input.username && member.account.toLowerCase() !== input.username.toLowerCase())
    ) {
      throw new AppError('user.or.token.invalid');
    }
    return issueLogin(db, merchant, member, input.loginDeviceId ?? null, false, side);
  }
  if (input.type === 'sms') {
    const phone = phoneKey(input.countryDialingCode ?? '', input.mobileNum ?? '');
    const accountKey = accountFailKey(merchant.code, phone);
    await assertNotLocked(db, accountKey);
    const member = await findMemberByMobile(
      db,
      merchant.code,
      dialingCode(input.countryDialingCode ?? ''),
      nationalNumber(input.mobileNum ?? ''),
    );
    try {
      await useCode(db, merchant.code, phone, 'login', input.verificationCode ?? '');
    } catch {
      return failLogin(db, accountKey, ip, 'verification.code.error');
    }
    if (!member || member.status !== 'active') return failLogin(db, accountKey, ip, 'user.not.exist.or.disabled');
    return issueLogin(db, merchant, member, input.loginDeviceId ?? null, false, side);
  }
  if (input.type === 'firebase') {
    // product-rules 4: Google, Facebook and Firebase phone sign-in; the API trusts only a verified ID token.
    if (!input.firebaseIdToken) throw new AppError('user.or.token.invalid', 'firebaseIdToken is required');
    return issueLogin(
      db,
      merchant,
      await firebaseMember(db, merchant, { ...input, firebaseIdToken: input.firebaseIdToken }),
      input.loginDeviceId ?? null,
      false,
      side,
    );
  }

  const account = (input.username ?? '').trim();
  const accountKey = accountFailKey(merchant.code, account);
  const accountFailures = await assertNotLocked(db, accountKey);
  const ipFailures = await eventCount(db, ipFailKey(ip), FAIL_WINDOW_SECONDS);
  // product-rules 4.6, 8.7: the captcha is required after a failed login of the account, or many of the IP.
  if (accountFailures > 0 || ipFailures >= scaledLimit(IP_FAILS_BEFORE_CAPTCHA)) {
    try {
      await checkCaptcha(db, input.captchaId, input.captcha);
    } catch (error) {
      throw await withCaptcha(db, (error as AppError).errorCode);
    }
  }
  const member = await findMemberByAccount(db, merchant.code, account);
  const password = input.password ?? '';
  // Same work whether or not the account exists, so timing does not reveal accounts.
  const ok = await verifyPassword(password, member?.password_hash ?? (await dummyHash()));
  if (!member || !ok) return failLogin(db, accountKey, ip, 'login.password.incorrect');
  if (member.status !== 'active') return failLogin(db, accountKey, ip, 'user.not.exist.or.disabled');
  if (member.trial) throw new AppError('login.non.member');
  // The account's count starts again once its password is given; the IP's does not (an attacker's own account would reset it).
  await clearEvents(db, accountKey);
  // A hash made with older parameters is upgraded now, while the password is at hand.
  if (needsRehash(member.password_hash)) await setPasswordHash(db, member.id, await hashPassword(password));
  return issueLogin(db, merchant, member, input.loginDeviceId ?? null, input.remember === true, side);
}

/** product-rules 3: free-play trial accounts (type 4, trial flag); product-rules 6: refused member features (free_reject). */
export async function createTrialUser(db: Db, merchant: Merchant): Promise<{ userName: string }> {
  const userName = `TRIAL${crypto.randomInt(10_000_000, 99_999_999)}`;
  await insertMember(db, {
    merchantCode: merchant.code,
    account: userName,
    passwordHash: await hashPassword(crypto.randomBytes(24).toString('base64')),
    type: 4,
    trial: true,
  });
  return { userName };
}

export async function trialLogin(db: Db, merchant: Merchant, userName: string | undefined): Promise<LoginValue> {
  const name = userName ?? (await createTrialUser(db, merchant)).userName;
  const member = await findMemberByAccount(db, merchant.code, name);
  if (!member || !member.trial || member.status !== 'active') throw new AppError('user.not.exist.or.disabled');
  return issueLogin(db, merchant, member, null, false);
}

const EXTRA_FIELDS: RegisterField[] = ['idNumber', 'qqNum', 'facebook', 'wechat', 'line', 'whatsapp', 'zalo', 'recommenderId'];

/** product-rules 5: per-field enabled/required flags and patterns; a non-required empty field passes. */
function checkField(
  settings: ReturnType<typeof registerSettings>,
  field: RegisterField,
  value: unknown,
  formatKey: ErrorKey = 'validation.failed',
): string | undefined {
  const s = settings[field];
  const text = typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : String(value);
  if (!s.enabled) return undefined;
  if (!text) {
    if (s.required) throw new AppError(formatKey, `${field} is required`);
    return undefined;
  }
  if (
    (s.maxLength && text.length > s.maxLength) ||
    (s.minLength && text.length < s.minLength) ||
    (s.acceptedPattern && !new RegExp(s.acceptedPattern).test(text))
  ) {
    throw new AppError(formatKey, `${field} is invalid`);
  }
  return text;
}

export async function register(db: Db, merchant: Merchant, input: RegisterBody, method: 'username' | 'mobile'): Promise<Registered> {
  const settings = registerSettings(merchant);
  if (settings.captcha.enabled && method === 'username') await checkCaptcha(db, input.captchaId, input.captcha);

  const password = String(input.password ?? '');
  if (!new RegExp(settings.password.acceptedPattern!).test(password)) throw new AppError('format.password');
  if (password !== input.confirmPassword) throw new AppError('format.confirmation');

  let account: string;
  let mobile: string | null = null;
  let dialing: string | null = null;
  if (method === 'mobile') {
    dialing = dialingCode(String(input.countryDialingCode ?? ''));
    mobile = nationalNumber(String(input.mobileNum ?? ''));
    if (!dialing || !MOBILE_PATTERN.test(mobile)) throw new AppError('format.mobile');
    if (await findMemberByMobile(db, merchant.code, dialing, mobile))
      throw new AppError('username.exists', 'mobile number already registered');
    account = input.username ? checkField(settings, 'username', input.username, 'format.account')! : `m${dialing}${mobile}`;
  } else {
    account = checkField(
      { ...settings, username: { ...settings.username, required: true } },
      'username',
      input.username,
      'format.account',
    )!;
    const optionalMobile = checkField(settings, 'mobileNum', input.mobileNum, 'format.mobile');
    if (optionalMobile) {
      mobile = nationalNumber(optionalMobile);
      dialing = dialingCode(String(input.countryDialingCode ?? '66'));
    }
  }
  const email = checkField(settings, 'email', input.email, 'format.email');
  if (email && !isEmail(email)) throw new AppError('format.email');
  const nickname = checkField(settings, 'nickname', input.nickname);
  const payeeName = checkField(settings, 'payeeName', input.payeeName, 'format.payee.name');
  const birthday = checkField(settings, 'birthday', input.birthday);
  if (birthday && checkBirthday(birthday)) throw new AppError('validation.failed', 'birthday out of range');
  const extra: Record<string, string> = {};
  for (const field of EXTRA_FIELDS) {
    const value = checkField(settings, field, input[field]);
    if (value) extra[field] = value;
  }
  const affiliateCode = checkField(settings, 'affiliateCode', input.affiliateCode, 'invitation_code_error');
  // An agent's link code makes a player of the agent's team; a member's own code is the referral promo's (docs/agent.md).
  const affiliate = affiliateCode ? await affiliateOf(db, merchant, affiliateCode) : null;
  if (affiliateCode && !affiliate) throw new AppError('invitation_code_error');
  const referrerId = affiliate?.kind === 'referral' ? affiliate.memberId : null;

  const proof = method === 'mobile' ? await checkPhoneProof(db, merchant, 'register', dialing!, mobile!, input) : null;
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (await findMemberByAccount(tx, merchant.code, account)) throw new AppError('username.exists');
    // The SMS code is spent only with the member it registers: a refused registration leaves it good.
    await proof?.spend(tx);
    let id: number;
    try {
      id = await insertMember(tx, {
        merchantCode: merchant.code,
        account,
        passwordHash,
        type: registrationType(merchant, affiliate),
        trial: false,
        nickname,
        email,
        mobile,
        countryDialingCode: dialing,
        payeeName,
        birthday,
        referrerId,
        extra,
      });
    } catch (error) {
      // Two registrations racing for one name: the unique index decides.
      if ((error as { code?: string }).code === '23505') throw new AppError('username.exists');
      throw error;
    }
    await placeInTeam(tx, id, affiliate);
    // Every real member can invite friends (the referral promo, docs/promotions.md): the account is its code.
    await tx.query('INSERT INTO affiliate_codes (merchant_code, code, member_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING', [
      merchant.code,
      account,
      id,
    ]);
    const member = (await findMemberById(tx, id))!;
    return { customerId: id, ...(input.login ? { session: await issueLogin(tx, merchant, member, null, false) } : {}) };
  });
}

/**
 * product-rules 4/5: change password (old, new, confirmation); new equal to old is refused (modify.new.old.same). The
 * session making the change stays (its holder just proved the old password); every other one ends.
 */
export async function changePassword(
  db: Db,
  memberId: number,
  sessionToken: string | null,
  input: { oldPassword?: string; newPassword?: string; confirmNewPassword?: string },
): Promise<void> {
  const member = await findMemberById(db, memberId);
  if (!member) throw new AppError('login.not.session');
  await hit(db, `pwchange:${memberId}`, 10, 900);
  if (!(await verifyPassword(String(input.oldPassword ?? ''), member.password_hash))) throw new AppError('login.password.incorrect');
  const hash = await newPasswordHash(member, String(input.newPassword ?? ''), input.confirmNewPassword);
  await db.transaction((tx) => storeNewPassword(tx, member.id, hash, sessionToken));
}

/** The new password's hash once its rules pass: the password rule, the confirmation, and not the current password. */
async function newPasswordHash(member: MemberRow, newPassword: string, confirmation: string | undefined): Promise<string> {
  if (
    !new RegExp(registerSettings({ code: member.merchant_code, name: '', settings: {}, whitelabel: [] }).password.acceptedPattern!).test(
      newPassword,
    )
  )
    throw new AppError('format.password');
  if (confirmation !== undefined && confirmation !== newPassword) throw new AppError('format.confirmation');
  if (await verifyPassword(newPassword, member.password_hash)) throw new AppError('modify.new.old.same');
  return hashPassword(newPassword);
}

/**
 * A new password ends everything the old one opened: every session but keepToken's (the change's own; null for
 * a reset, where nobody is logged in), the remember tokens, and the game sessions and launch tickets.
 */
async function storeNewPassword(tx: Queryable, memberId: number, hash: string, keepToken: string | null): Promise<void> {
  await setPasswordHash(tx, memberId, hash);
  await revokeAllSessions(tx, memberId, keepToken);
  await revokeRememberTokens(tx, memberId);
  await endMemberGameSessions(tx, memberId);
}

/**
 * The phone's proof, checked but not spent: a Firebase phone ID token when one is sent (the Firebase SMS
 * channel), else our SMS code. spend() uses it up, inside the transaction of what it proves.
 */
async function checkPhoneProof(
  db: Db,
  merchant: Merchant,
  purpose: 'register' | 'reset',
  dialing: string,
  mobile: string,
  input: { verificationCode?: string; firebaseIdToken?: string },
): Promise<{ spend(tx: Queryable): Promise<void> }> {
  if (input.firebaseIdToken) return checkFirebasePhone(db, merchant, input.firebaseIdToken, dialing, mobile);
  const codeId = await checkCode(db, merchant.code, phoneKey(dialing, mobile), purpose, String(input.verificationCode ?? ''));
  return { spend: (tx) => spendCode(tx, codeId) };
}

/**
 * product-rules 3: set password by phone (newPassword, mobileNum, verificationCode, optional firebaseIdToken); the proof is
 * checked first. product-rules 4: a refused new password (modify.new.old.same) leaves the code good for the corrected try.
 */
export async function resetPasswordByPhone(
  db: Db,
  merchant: Merchant,
  input: {
    username?: string;
    newPassword?: string;
    mobileNum?: string;
    countryDialingCode?: string;
    verificationCode?: string;
    firebaseIdToken?: string;
  },
): Promise<{ userName: string }> {
  const dialing = dialingCode(String(input.countryDialingCode ?? '66'));
  const mobile = nationalNumber(String(input.mobileNum ?? ''));
  const member = await findMemberByMobile(db, merchant.code, dialing, mobile);
  const proof = await checkPhoneProof(db, merchant, 'reset', dialing, mobile, input);
  if (!member || member.status !== 'active' || (input.username && member.account.toLowerCase() !== input.username.trim().toLowerCase())) {
    throw new AppError('user.not.exist.or.disabled');
  }
  const hash = await newPasswordHash(member, String(input.newPassword ?? ''), undefined);
  await db.transaction(async (tx) => {
    await proof.spend(tx);
    await storeNewPassword(tx, member.id, hash, null);
  });
  return { userName: member.account };
}

/** product-rules 3: forgot password by e-mail (username, email): mails a reset notice to the local outbox when they match. */
export async function forgotByEmail(db: Db, merchant: Merchant, input: { username?: string; email?: string }): Promise<void> {
  const username = String(input.username ?? '').trim();
  const email = String(input.email ?? '').trim();
  if (!isEmail(email)) throw new AppError('in_email_incorrect');
  const member = await findMemberByAccount(db, merchant.code, username);
  if (!member || !member.email || member.email.toLowerCase() !== email.toLowerCase()) throw new AppError('user.not.exist.or.disabled');
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(`INSERT INTO message_outbox (channel, recipient, body) VALUES ('email', $1, $2)`, [
    email,
    `Royal Win: your password reset code is ${code}. Contact customer service if you did not ask for it.`,
  ]);
}
