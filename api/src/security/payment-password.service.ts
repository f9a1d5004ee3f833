import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { hashPin, verifyPin } from './pin-hash';
import * as repo from './security.repository';
import { assertNotLocked, recordWrongAttempt, requireLoginPassword } from './wrong-secret.service';
import { requireSecurityAnswers } from './security-questions.service';
import { PAYMENT_PASSWORD_PATTERN } from '@site/shared/src/validation/rules';
import type { SavePaymentPassword } from '@site/shared/src/contracts/security';

/** The payment (withdrawal) password: set, change, reset, and the check other domains (withdraw, bank cards) use. */

/**
 * For withdrawals and bank cards: true when password is the member's payment password, false when it is wrong (the wrong
 * attempt is counted). Throws AppError 'payment.password.not.set' when the member has none, and
 * 'rate.limited' (429) after MAX_WRONG_ATTEMPTS wrong secrets within the window.
 */
export async function verifyPaymentPassword(db: Queryable, memberId: number, password: string): Promise<boolean> {
  const hash = await repo.findPaymentPasswordHash(db, memberId);
  if (!hash) throw new AppError('payment.password.not.set');
  await assertNotLocked(db, memberId);
  const { right, rehash } =
    typeof password === 'string' && password.length > 0 && password.length <= 64
      ? await verifyPin(password, hash, memberId)
      : { right: false, rehash: false };
  if (!right) await recordWrongAttempt(db, memberId);
  if (rehash) await repo.savePaymentPasswordHash(db, memberId, hashPin(password));
  return right;
}

/** verifyPaymentPassword that refuses with 'payment.password.incorrect' when wrong. */
export async function requirePaymentPassword(db: Queryable, memberId: number, password: string): Promise<void> {
  if (!(await verifyPaymentPassword(db, memberId, password))) throw new AppError('payment.password.incorrect');
}

export async function hasPaymentPassword(db: Queryable, memberId: number): Promise<boolean> {
  return (await repo.findPaymentPasswordHash(db, memberId)) !== null;
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
    await repo.savePaymentPasswordHash(db, memberId, hashPin(input.newPassword));
    return { changed: true };
  }
  await requireLoginPassword(db, memberId, input.loginPassword);
  await repo.savePaymentPasswordHash(db, memberId, hashPin(input.newPassword));
  return { changed: false };
}

/** Forgot the payment password: the login password plus every security answer the member set. */
export async function resetPaymentPassword(
  db: Db,
  memberId: number,
  input: { loginPassword: string; answers?: Array<{ questionId: number; answer: string }>; newPassword: string; confirmPassword: string },
): Promise<void> {
  checkNewPaymentPassword(input.newPassword, input.confirmPassword);
  await requireLoginPassword(db, memberId, input.loginPassword);
  await requireSecurityAnswers(db, memberId, input.answers);
  await repo.savePaymentPasswordHash(db, memberId, hashPin(input.newPassword));
}
