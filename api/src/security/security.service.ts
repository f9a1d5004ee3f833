import crypto from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { countEvent, eventCount } from '../http/rate-limit';
import { hashPassword, verifyPassword } from '../session/password';
import { findMemberById } from '../member/member.repository';
import * as repo from './security.repository';
import { BANK_ACCOUNT_PATTERN, LIMITS, PAYEE_NAME_PATTERN, PAYMENT_PASSWORD_PATTERN } from '@site/shared/src/validation/rules';
import type { SavePaymentPassword } from '@site/shared/src/contracts/security';

/**
 * The security centre's rules: payment (withdrawal) password, security questions, bank cards, avatar.
 *
 * Agreed interface for other domains (withdraw, wallet): verifyPaymentPassword and findBankCard below.
 */

/** Wrong secrets (payment password, login password, answers) per member before the security centre locks. */
export const MAX_WRONG_ATTEMPTS = 5;
export const WRONG_ATTEMPT_WINDOW_SECONDS = 15 * 60;
export const MAX_BANK_CARDS = 5;
export const QUESTIONS_MIN = 2;
export const QUESTIONS_MAX = 3;
export const ANSWER_MAX = LIMITS.securityAnswerMax;
export const AVATAR_MAX_BYTES = LIMITS.avatarMaxBytes;
export const BUILTIN_AVATAR_COUNT = 12;

/** Banks a card may belong to (Thailand, the demo market; a merchant list can replace this later). */
export const BANKS: ReadonlyArray<{ code: string; name: string }> = [
  { code: 'BBL', name: 'Bangkok Bank' },
  { code: 'KBANK', name: 'Kasikornbank' },
  { code: 'KTB', name: 'Krungthai Bank' },
  { code: 'SCB', name: 'Siam Commercial Bank' },
  { code: 'BAY', name: 'Bank of Ayudhya (Krungsri)' },
  { code: 'TTB', name: 'TMBThanachart Bank' },
  { code: 'GSB', name: 'Government Savings Bank' },
  { code: 'BAAC', name: 'Bank for Agriculture and Agricultural Cooperatives' },
  { code: 'KKP', name: 'Kiatnakin Phatra Bank' },
  { code: 'CIMBT', name: 'CIMB Thai' },
  { code: 'UOBT', name: 'UOB Thailand' },
  { code: 'LHB', name: 'Land and Houses Bank' },
];

const failureKey = (memberId: number) => `security:wrong:${memberId}`;

/** Refuses with 429 while the member has too many recent wrong secrets (brute force on a 6-digit PIN). */
async function assertNotLocked(db: Queryable, memberId: number): Promise<void> {
  if ((await eventCount(db, failureKey(memberId), WRONG_ATTEMPT_WINDOW_SECONDS)) >= MAX_WRONG_ATTEMPTS) throw new AppError('rate.limited');
}

async function recordWrongAttempt(db: Queryable, memberId: number): Promise<void> {
  await countEvent(db, failureKey(memberId), WRONG_ATTEMPT_WINDOW_SECONDS);
}

/**
 * AGREED INTERFACE. True when password is the member's payment password, false when it is wrong (the wrong
 * attempt is counted). Throws AppError 'payment.password.not.set' when the member has none, and
 * 'rate.limited' (429) after MAX_WRONG_ATTEMPTS wrong secrets within the window.
 */
export async function verifyPaymentPassword(db: Queryable, memberId: number, password: string): Promise<boolean> {
  const hash = await repo.findPaymentPasswordHash(db, memberId);
  if (!hash) throw new AppError('payment.password.not.set');
  await assertNotLocked(db, memberId);
  const right = typeof password === 'string' && password.length > 0 && password.length <= 64 && (await verifyPassword(password, hash));
  if (!right) await recordWrongAttempt(db, memberId);
  return right;
}

/** verifyPaymentPassword that refuses with 'payment.password.incorrect' when wrong. */
export async function requirePaymentPassword(db: Queryable, memberId: number, password: string): Promise<void> {
  if (!(await verifyPaymentPassword(db, memberId, password))) throw new AppError('payment.password.incorrect');
}

export interface BankCard {
  id: number;
  bankName: string;
  accountNo: string;
  holder: string;
}

/** AGREED INTERFACE. The member's own live bank card (full account number), or null (absent, removed or another member's). */
export async function findBankCard(db: Queryable, memberId: number, cardId: number): Promise<BankCard | null> {
  if (!Number.isSafeInteger(cardId) || cardId <= 0) return null;
  const row = await repo.findLiveBankCard(db, memberId, cardId);
  return row ? { id: Number(row.id), bankName: row.bank_name, accountNo: row.account_no, holder: row.holder } : null;
}

export async function hasPaymentPassword(db: Queryable, memberId: number): Promise<boolean> {
  return (await repo.findPaymentPasswordHash(db, memberId)) !== null;
}

async function requireLoginPassword(db: Queryable, memberId: number, password: string | undefined): Promise<void> {
  await assertNotLocked(db, memberId);
  const member = await findMemberById(db, memberId);
  if (!member || !password || !(await verifyPassword(password, member.password_hash))) {
    await recordWrongAttempt(db, memberId);
    throw new AppError('login.password.incorrect');
  }
}

function checkNewPaymentPassword(newPassword: string, confirmPassword: string): void {
  if (!PAYMENT_PASSWORD_PATTERN.test(newPassword)) throw new AppError('payment.password.format');
  if (newPassword !== confirmPassword) throw new AppError('format.confirmation');
}

/**
 * Sets the first payment password (with the login password: a stolen session alone must not be able to create
 * one) or changes it (with the old one).
 */
export async function savePaymentPassword(db: Db, memberId: number, input: SavePaymentPassword): Promise<{ changed: boolean }> {
  checkNewPaymentPassword(input.newPassword, input.confirmPassword);
  if (await hasPaymentPassword(db, memberId)) {
    await requirePaymentPassword(db, memberId, input.oldPassword ?? '');
    if (input.oldPassword === input.newPassword) throw new AppError('modify.new.old.same');
    await repo.savePaymentPasswordHash(db, memberId, await hashPassword(input.newPassword));
    return { changed: true };
  }
  await requireLoginPassword(db, memberId, input.loginPassword);
  await repo.savePaymentPasswordHash(db, memberId, await hashPassword(input.newPassword));
  return { changed: false };
}

const normaliseAnswer = (answer: string) => answer.trim().toLowerCase().replace(/\s+/g, ' ');

/** Forgot the payment password: the login password plus every security answer the member set. */
export async function resetPaymentPassword(
  db: Db,
  memberId: number,
  input: { loginPassword: string; answers?: Array<{ questionId: number; answer: string }>; newPassword: string; confirmPassword: string },
): Promise<void> {
  checkNewPaymentPassword(input.newPassword, input.confirmPassword);
  await requireLoginPassword(db, memberId, input.loginPassword);
  const stored = await repo.listMemberAnswers(db, memberId);
  for (const question of stored) {
    const given = input.answers?.find((a) => a.questionId === Number(question.id));
    if (!given || !(await verifyPassword(normaliseAnswer(given.answer), question.answer_hash))) {
      await recordWrongAttempt(db, memberId);
      throw new AppError('security.answer.incorrect');
    }
  }
  await repo.savePaymentPasswordHash(db, memberId, await hashPassword(input.newPassword));
}

const questionText = (q: repo.QuestionRow, language: string) => (language.toUpperCase() === 'EN' ? q.text_en : q.text_th);

export async function questionCatalogue(db: Queryable, language: string): Promise<Array<{ id: number; question: string }>> {
  return (await repo.listQuestions(db)).map((q) => ({ id: Number(q.id), question: questionText(q, language) }));
}

/** The member's chosen questions, never the answers. */
export async function memberQuestions(
  db: Queryable,
  memberId: number,
  language: string,
): Promise<Array<{ questionId: number; question: string }>> {
  return (await repo.listMemberAnswers(db, memberId)).map((q) => ({ questionId: Number(q.id), question: questionText(q, language) }));
}

/** Sets or replaces the member's questions; needs the login password because answers can reset the payment password. */
export async function saveMemberQuestions(
  db: Db,
  memberId: number,
  input: { loginPassword: string; answers: Array<{ questionId: number; answer: string }> },
): Promise<void> {
  const { answers } = input;
  const ids = new Set(answers.map((a) => a.questionId));
  if (answers.length < QUESTIONS_MIN || answers.length > QUESTIONS_MAX || ids.size !== answers.length)
    throw new AppError('security.questions.invalid');
  const known = new Set((await repo.listQuestions(db)).map((q) => Number(q.id)));
  for (const a of answers) {
    const answer = normaliseAnswer(a.answer);
    if (!known.has(a.questionId) || answer.length < 1 || answer.length > ANSWER_MAX) throw new AppError('security.questions.invalid');
  }
  await requireLoginPassword(db, memberId, input.loginPassword);
  const hashed = await Promise.all(
    answers.map(async (a) => ({ questionId: a.questionId, answerHash: await hashPassword(normaliseAnswer(a.answer)) })),
  );
  await db.transaction((tx) => repo.replaceMemberAnswers(tx, memberId, hashed));
}

/** Shown in lists: only the last 4 digits (the full number never leaves the server after binding). */
export const maskAccountNo = (accountNo: string) => `${'*'.repeat(Math.max(4, accountNo.length - 4))}${accountNo.slice(-4)}`;

export async function listCards(db: Queryable, memberId: number) {
  return (await repo.listBankCards(db, memberId)).map((c) => ({
    id: Number(c.id),
    bankCode: c.bank_code,
    bankName: c.bank_name,
    accountNo: maskAccountNo(c.account_no),
    holder: c.holder,
    createdAt: new Date(c.created_at).getTime(),
  }));
}

/** Binds a bank card: payment password required; at most MAX_BANK_CARDS live cards; no duplicates. */
export async function addCard(
  db: Db,
  memberId: number,
  input: { bankCode: string; accountNo: string; holder: string; paymentPassword: string },
): Promise<{ id: number }> {
  const bank = BANKS.find((b) => b.code === input.bankCode);
  const accountNo = input.accountNo.replace(/[\s-]/g, '');
  const holder = input.holder.trim().replace(/\s+/g, ' ');
  if (!bank || !BANK_ACCOUNT_PATTERN.test(accountNo)) throw new AppError('bank.card.invalid');
  if (!PAYEE_NAME_PATTERN.test(holder)) throw new AppError('format.payee.name');
  await requirePaymentPassword(db, memberId, input.paymentPassword);
  return db.transaction(async (tx) => {
    await repo.lockMember(tx, memberId);
    if ((await repo.countLiveBankCards(tx, memberId)) >= MAX_BANK_CARDS) throw new AppError('bank.card.limit');
    const existing = await repo.listBankCards(tx, memberId);
    if (existing.some((c) => c.bank_code === bank.code && c.account_no === accountNo)) throw new AppError('bank.card.duplicate');
    return { id: await repo.insertBankCard(tx, memberId, { bankCode: bank.code, bankName: bank.name, accountNo, holder }) };
  });
}

/** Unbinds a card of the member's own; another member's id is simply not found. */
export async function removeCard(db: Db, memberId: number, cardId: number, paymentPassword: string): Promise<void> {
  if (!(await repo.findLiveBankCard(db, memberId, cardId))) throw new AppError('bank.card.not.found');
  await requirePaymentPassword(db, memberId, paymentPassword);
  if (!(await repo.softDeleteBankCard(db, memberId, cardId))) throw new AppError('bank.card.not.found');
}

export async function securityConfig(db: Queryable, memberId: number) {
  const [hasPassword, answers, cards] = await Promise.all([
    hasPaymentPassword(db, memberId),
    repo.listMemberAnswers(db, memberId),
    repo.countLiveBankCards(db, memberId),
  ]);
  return {
    hasPaymentPassword: hasPassword,
    hasSecurityQuestions: answers.length > 0,
    bankCardCount: cards,
    maxBankCards: MAX_BANK_CARDS,
    paymentPasswordPattern: PAYMENT_PASSWORD_PATTERN.source,
    questionsMin: QUESTIONS_MIN,
    questionsMax: QUESTIONS_MAX,
    answerMaxLength: ANSWER_MAX,
    banks: [...BANKS],
    avatarMaxBytes: AVATAR_MAX_BYTES,
    builtinAvatarCount: BUILTIN_AVATAR_COUNT,
  };
}

export const avatarUrl = (imageKey: string) => `/wps/member/info/icon/${imageKey}`;

export async function memberAvatar(db: Queryable, memberId: number): Promise<{ avatarId: number | null; url: string | null }> {
  const row = await repo.findAvatar(db, memberId);
  return { avatarId: row?.builtin_id ?? null, url: row?.image_key ? avatarUrl(row.image_key) : null };
}

/** What the bytes are, by their magic numbers (never by the name or the declared type). */
export function imageType(bytes: Buffer): 'image/png' | 'image/jpeg' | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** A chosen built-in avatar, or an uploaded png/jpg under 5 MB (base64, optionally as a data URL). */
export async function saveAvatar(db: Queryable, memberId: number, input: { avatarId?: number; image?: string }) {
  if (input.avatarId !== undefined && input.image === undefined) {
    if (!Number.isInteger(input.avatarId) || input.avatarId < 1 || input.avatarId > BUILTIN_AVATAR_COUNT)
      throw new AppError('avatar.invalid');
    await repo.saveBuiltinAvatar(db, memberId, input.avatarId);
    return memberAvatar(db, memberId);
  }
  if (typeof input.image !== 'string' || input.avatarId !== undefined) throw new AppError('avatar.invalid');
  const base64 = input.image.replace(/^data:image\/(png|jpe?g);base64,/, '');
  // Base64 is what decodes and encodes back to itself (padding aside): a linear check. The regular expression it
  // replaces overflowed V8's regexp stack on a 7 MB upload in long test runs, a 500 instead of avatar.too.large.
  const bytes = Buffer.from(base64, 'base64');
  if (!base64 || bytes.toString('base64').replace(/=+$/, '') !== base64.replace(/=+$/, '')) throw new AppError('avatar.invalid');
  if (bytes.length > AVATAR_MAX_BYTES) throw new AppError('avatar.too.large');
  const mime = imageType(bytes);
  if (!mime) throw new AppError('avatar.invalid');
  await repo.saveImageAvatar(db, memberId, bytes, mime, crypto.randomBytes(18).toString('base64url'));
  return memberAvatar(db, memberId);
}

export const avatarImage = (db: Queryable, imageKey: string) => repo.findAvatarImage(db, imageKey);
