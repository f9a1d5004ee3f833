import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { hit } from '../http/rate-limit';
import type { Merchant } from '../system/merchant.repository';
import { isEmail } from '@site/shared/src/validation/rules';
import { findMemberByAccount, findMemberById, findMemberByMobile, setPasswordHash, type MemberRow } from '../member/member.repository';
import { hashPassword, memberHashOwner, verifyPassword } from './password';
import { revokeAllSessions } from './session.repository';
import { revokeRememberTokens } from './remember.repository';
import { dialingCode, messageTexts, nationalNumber } from './sms.service';
import type { Lang } from '../http/language';
import { registerSettings } from './register-settings';
import { checkPhoneProof } from './phone-proof.service';
import { endMemberGameSessions } from '../providers/provider.repository';

/** The login password: changed by its member, reset with a phone proof, or a reset notice by e-mail. */

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
  if (!(await verifyPassword(String(input.oldPassword ?? ''), member.password_hash, memberHashOwner(memberId))))
    throw new AppError('login.password.incorrect');
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
  if (await verifyPassword(newPassword, member.password_hash, memberHashOwner(member.id))) throw new AppError('modify.new.old.same');
  return hashPassword(newPassword, memberHashOwner(member.id));
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
export async function forgotByEmail(db: Db, merchant: Merchant, input: { username?: string; email?: string }, lang: Lang): Promise<void> {
  const username = String(input.username ?? '').trim();
  const email = String(input.email ?? '').trim();
  if (!isEmail(email)) throw new AppError('in_email_incorrect');
  const member = await findMemberByAccount(db, merchant.code, username);
  if (!member || !member.email || member.email.toLowerCase() !== email.toLowerCase()) throw new AppError('user.not.exist.or.disabled');
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(`INSERT INTO message_outbox (channel, recipient, body) VALUES ('email', $1, $2)`, [
    email,
    messageTexts.resetMail(lang, code),
  ]);
}
