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
