import crypto from 'node:crypto';
import { one, type Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { Lang } from '../http/language';
import { hit } from '../http/rate-limit';

/** product-rules 9: default resend countdown 60 s. Codes live 5 minutes and allow 5 tries. */
export const SMS_RESEND_SECONDS = 60;
export const SMS_TTL_SECONDS = 300;
const SMS_MAX_ATTEMPTS = 5;

export type SmsPurpose = 'login' | 'register' | 'reset';

/**
 * Where codes go. The default adapter writes them to the local outbox (message_outbox) that a developer and
 * the e2e tests read; a real provider implements send() and is chosen by configuration (SMS_PROVIDER).
 */
export interface SmsProvider {
  send(db: Queryable, to: string, text: string): Promise<void>;
}

export const outboxSmsProvider: SmsProvider = {
  async send(db, to, text) {
    await db.query(`INSERT INTO message_outbox (channel, recipient, body) VALUES ('sms', $1, $2)`, [to, text]);
    if (process.env.NODE_ENV === 'development') console.log(`[sms outbox] ${to}: ${text}`);
  },
};

/** The last 20 messages of the local outbox to one recipient (SMS codes and mail notices), newest first. */
export async function readOutbox(db: Queryable, recipient: string) {
  const rows = await db.query<{ id: number; channel: 'sms' | 'email'; recipient: string; body: string; created_at: Date }>(
    'SELECT id, channel, recipient, body, created_at FROM message_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 20',
    [recipient],
  );
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: created_at.toISOString() }));
}

const hashCode = (code: string) => crypto.createHash('sha256').update(code).digest('hex');

/** Digits of a national number without the trunk prefix: '081-234 5678' and '812345678' are one phone. */
export const nationalNumber = (mobileNum: string) => mobileNum.replace(/\D/g, '').replace(/^0+/, '');
export const dialingCode = (countryDialingCode: string) => countryDialingCode.replace(/\D/g, '');

/** E.164-ish key of a phone: dialing code + national number, digits only. */
export const phoneKey = (countryDialingCode: string, mobileNum: string) =>
  `+${dialingCode(countryDialingCode)}${nationalNumber(mobileNum)}`;

/** The texts a member is sent, in the member's language (the request's: the site sends its language on every call). */
const SITE_NAME = 'Royal Win';
export const messageTexts = {
  smsCode: (lang: Lang, code: string) =>
    lang === 'EN' ? `${SITE_NAME} code: ${code} (valid 5 minutes)` : `รหัส ${SITE_NAME} ของคุณคือ ${code} (ใช้ได้ภายใน 5 นาที)`,
  resetMail: (lang: Lang, code: string) =>
    lang === 'EN'
      ? `${SITE_NAME}: your password reset code is ${code}. Contact customer service if you did not ask for it.`
      : `${SITE_NAME}: รหัสสำหรับตั้งรหัสผ่านใหม่ของคุณคือ ${code} หากคุณไม่ได้ขอ โปรดติดต่อฝ่ายบริการลูกค้า`,
};

/** Sends a 6-digit code; rate-limited per phone (1 per minute, 5 per hour; per IP: the routes' limit). */
export async function sendCode(
  db: Queryable,
  provider: SmsProvider,
  merchantCode: string,
  phone: string,
  purpose: SmsPurpose,
  lang: Lang,
): Promise<{ expirationTime: number }> {
  await hit(db, `sms:phone:${phone}:${purpose}:1m`, 1, SMS_RESEND_SECONDS);
  await hit(db, `sms:phone:${phone}:1h`, 5, 3600);
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO sms_codes (merchant_code, mobile, purpose, code_hash, expires_at) VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [merchantCode, phone, purpose, hashCode(code), SMS_TTL_SECONDS],
  );
  await provider.send(db, phone, messageTexts.smsCode(lang, code));
  // product-rules 3: value.expirationTime (epoch) drives the resend countdown.
  return { expirationTime: Date.now() + SMS_RESEND_SECONDS * 1000 };
}

/**
 * Checks the latest code for the phone and purpose without spending it (a wrong code counts a try), and answers
 * the code's id for spendCode. Expired, spent, too many tries or wrong: verification.code.error.
 */
export async function checkCode(db: Queryable, merchantCode: string, phone: string, purpose: SmsPurpose, code: string): Promise<number> {
  const row = await one<{ id: number; code_hash: string; attempts: number }>(
    db,
    `SELECT id, code_hash, attempts FROM sms_codes
      WHERE merchant_code = $1 AND mobile = $2 AND purpose = $3 AND used_at IS NULL AND expires_at > now()
      ORDER BY id DESC LIMIT 1`,
    [merchantCode, phone, purpose],
  );
  if (!row || row.attempts >= SMS_MAX_ATTEMPTS) throw new AppError('verification.code.error');
  if (row.code_hash !== hashCode(code.trim())) {
    await db.query('UPDATE sms_codes SET attempts = attempts + 1 WHERE id = $1', [row.id]);
    throw new AppError('verification.code.error');
  }
  return Number(row.id);
}

/** Spends a checked code; of two requests racing with one code, only one gets past this. */
export async function spendCode(db: Queryable, codeId: number): Promise<void> {
  const rows = await db.query('UPDATE sms_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id', [codeId]);
  if (rows.length === 0) throw new AppError('verification.code.error');
}

/** Checks and spends the latest code for the phone and purpose at once (login and register). */
export async function useCode(db: Queryable, merchantCode: string, phone: string, purpose: SmsPurpose, code: string): Promise<void> {
  await spendCode(db, await checkCode(db, merchantCode, phone, purpose, code));
}
