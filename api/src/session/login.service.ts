import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { ErrorKey } from '@site/shared/src/api/error-keys';
import { clearEvents, countEvent, eventCount, scaledLimit } from '../http/rate-limit';
import type { Merchant } from '../system/merchant.repository';
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
import { createSession } from './session.repository';
import { createRememberToken, findRememberedMember } from './remember.repository';
import { checkCaptcha, createCaptcha } from './captcha.service';
import { dialingCode, nationalNumber, phoneKey, useCode } from './sms.service';
import { firebaseMember } from './firebase-login';

import type { LoginBody, LoginSide, LoginValue } from '@site/shared/src/contracts/session';
import { isAgentOf } from '../agent/agent-settings';

export type { LoginValue };

/** Signing in: password (with the failed-login counters and the captcha), SMS code, Firebase, remember token, trial. */

/**
 * Failed logins, counted over 15 minutes three ways: per account whatever the IP, per (IP, account), and per IP
 * whatever the account. Anyone who knows a name can fail its logins from many IPs, so the account's count only ever
 * asks for the captcha (from anywhere, after one failure): it never locks, and the owner who gives the right password
 * and solves the captcha gets in. The hard lock (429 rate.limited) falls on the IP: IP_ACCOUNT_FAILS_BEFORE_LOCK
 * failures on one account from it, or IP_FAILS_BEFORE_LOCK on any. An IP past IP_FAILS_BEFORE_CAPTCHA needs the
 * captcha for every login (product-rules 4: the failed response carries the captcha, which the form then shows).
 * Password and SMS-code logins share the mechanism (an SMS login's account is its phone).
 */
const FAIL_WINDOW_SECONDS = 900;
const IP_ACCOUNT_FAILS_BEFORE_LOCK = 10;
const IP_FAILS_BEFORE_CAPTCHA = 5;
const IP_FAILS_BEFORE_LOCK = 50;

interface FailKeys {
  account: string;
  ipAccount: string;
  ip: string;
}
const failKeys = (merchantCode: string, account: string, ip: string): FailKeys => ({
  account: `loginfail:account:${merchantCode}:${account.toLowerCase()}`,
  ipAccount: `loginfail:ipaccount:${merchantCode}:${account.toLowerCase()}:${ip}`,
  ip: `loginfail:ip:${ip}`,
});

/** A new session (and a remember token when asked) for a member who proved who they are. */
/**
 * product-rules 6.5: a non-member cannot log in on the member side (trial accounts log in only through free play),
 * nor a non-agent on the agent side; `agent` tells the site the merchant's reading of the type (product-rules 6.3).
 */
export async function issueLogin(
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

/** A failed login counts against the account, the (IP, account) and the IP, and answers with a fresh captcha. */
async function failLogin(
  db: Queryable,
  keys: FailKeys,
  errorCode: 'login.password.incorrect' | 'user.not.exist.or.disabled' | 'verification.code.error',
): Promise<never> {
  for (const key of [keys.account, keys.ipAccount, keys.ip]) await countEvent(db, key, FAIL_WINDOW_SECONDS);
  throw await withCaptcha(db, errorCode);
}

/**
 * Before the password or code is checked: 429 rate.limited for an IP locked on this account or on all; then the
 * captcha when the account failed anywhere, or the IP failed often (product-rules 4.6, 8.7).
 */
async function checkLoginAttempt(db: Queryable, keys: FailKeys, captchaId: string | undefined, captcha: string | undefined): Promise<void> {
  const ipFailures = await eventCount(db, keys.ip, FAIL_WINDOW_SECONDS);
  if (
    (await eventCount(db, keys.ipAccount, FAIL_WINDOW_SECONDS)) >= IP_ACCOUNT_FAILS_BEFORE_LOCK ||
    ipFailures >= scaledLimit(IP_FAILS_BEFORE_LOCK)
  )
    throw new AppError('rate.limited');
  if ((await eventCount(db, keys.account, FAIL_WINDOW_SECONDS)) > 0 || ipFailures >= scaledLimit(IP_FAILS_BEFORE_CAPTCHA)) {
    try {
      await checkCaptcha(db, captchaId, captcha);
    } catch (error) {
      throw await withCaptcha(db, (error as AppError).errorCode);
    }
  }
}

/** The account's and this IP's counts on it start again once the password or code is given; the IP's own does not (an attacker's own account would reset it). */
async function clearLoginFailures(db: Queryable, keys: FailKeys): Promise<void> {
  await clearEvents(db, keys.account);
  await clearEvents(db, keys.ipAccount);
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
    const keys = failKeys(merchant.code, phone, ip);
    await checkLoginAttempt(db, keys, input.captchaId, input.captcha);
    const member = await findMemberByMobile(
      db,
      merchant.code,
      dialingCode(input.countryDialingCode ?? ''),
      nationalNumber(input.mobileNum ?? ''),
    );
    try {
      await useCode(db, merchant.code, phone, 'login', input.verificationCode ?? '');
    } catch {
      return failLogin(db, keys, 'verification.code.error');
    }
    if (!member || member.status !== 'active') return failLogin(db, keys, 'user.not.exist.or.disabled');
    await clearLoginFailures(db, keys);
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
  const keys = failKeys(merchant.code, account, ip);
  await checkLoginAttempt(db, keys, input.captchaId, input.captcha);
  const member = await findMemberByAccount(db, merchant.code, account);
  const password = input.password ?? '';
  // Same work whether or not the account exists, so timing does not reveal accounts.
  // One (IP, account)'s checks run one at a time (hashing-queue.ts): a burst waits behind itself.
  const ok = await verifyPassword(password, member?.password_hash ?? (await dummyHash()), `login:${ip}:${keys.account}`);
  if (!member || !ok) return failLogin(db, keys, 'login.password.incorrect');
  if (member.status !== 'active') return failLogin(db, keys, 'user.not.exist.or.disabled');
  if (member.trial) throw new AppError('login.non.member');
  await clearLoginFailures(db, keys);
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
