import type { Db } from '../db/db';
import { AppError } from '../http/errors';
import type { ErrorKey } from '@site/shared/src/api/error-keys';
import type { Merchant } from '../system/merchant.repository';
import { checkBirthday, isEmail, MOBILE_PATTERN } from '@site/shared/src/validation/rules';
import { findMemberByAccount, findMemberById, findMemberByMobile, insertMember } from '../member/member.repository';
import { hashPassword } from './password';
import { checkCaptcha } from './captcha.service';
import { dialingCode, nationalNumber } from './sms.service';
import { registerSettings, type RegisterField } from './register-settings';
import { issueLogin } from './login.service';
import { checkPhoneProof } from './phone-proof.service';

import type { RegisterBody, Registered } from '@site/shared/src/contracts/session';
import { affiliateOf, placeInTeam, registrationType } from '../agent/team.service';

/** Registration by username or by mobile, held to the merchant's register settings (product-rules 5). */

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
