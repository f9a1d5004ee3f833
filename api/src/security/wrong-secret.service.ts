import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { countEvent, eventCount } from '../http/rate-limit';
import { memberHashOwner, verifyPassword } from '../session/password';
import { findMemberById } from '../member/member.repository';

/**
 * Wrong secrets (payment password, login password, security answers): counted per member, and the security centre
 * locks (429) after MAX_WRONG_ATTEMPTS within the window (product-rules 5.11), against brute force on a 6-digit PIN.
 */
export const MAX_WRONG_ATTEMPTS = 5;
export const WRONG_ATTEMPT_WINDOW_SECONDS = 15 * 60;

const failureKey = (memberId: number) => `security:wrong:${memberId}`;

/** Refuses with 429 while the member has too many recent wrong secrets. */
export async function assertNotLocked(db: Queryable, memberId: number): Promise<void> {
  if ((await eventCount(db, failureKey(memberId), WRONG_ATTEMPT_WINDOW_SECONDS)) >= MAX_WRONG_ATTEMPTS) throw new AppError('rate.limited');
}

export async function recordWrongAttempt(db: Queryable, memberId: number): Promise<void> {
  await countEvent(db, failureKey(memberId), WRONG_ATTEMPT_WINDOW_SECONDS);
}

/** The member's login password, counted like every other secret. */
export async function requireLoginPassword(db: Queryable, memberId: number, password: string | undefined): Promise<void> {
  await assertNotLocked(db, memberId);
  const member = await findMemberById(db, memberId);
  if (!member || !password || !(await verifyPassword(password, member.password_hash, memberHashOwner(memberId)))) {
    await recordWrongAttempt(db, memberId);
    throw new AppError('login.password.incorrect');
  }
}
