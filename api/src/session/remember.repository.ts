import { one, type Queryable } from '../db/db';
import { hashToken, newToken } from './session.repository';

/** Remember tokens replace the product rules' reversible password storage: random, hashed at rest, revocable. */
const REMEMBER_DAYS = 30;

export async function createRememberToken(db: Queryable, memberId: number): Promise<string> {
  const token = newToken();
  await db.query(`INSERT INTO remember_tokens (token_hash, member_id, expires_at) VALUES ($1, $2, now() + make_interval(days => $3))`, [
    hashToken(token),
    memberId,
    REMEMBER_DAYS,
  ]);
  return token;
}

export async function findRememberedMember(db: Queryable, token: string): Promise<number | null> {
  const row = await one<{ member_id: number }>(
    db,
    'SELECT member_id FROM remember_tokens WHERE token_hash = $1 AND revoked_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  );
  return row?.member_id ?? null;
}

/** A password change revokes every remember token of the member. */
export async function revokeRememberTokens(db: Queryable, memberId: number): Promise<void> {
  await db.query('UPDATE remember_tokens SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL', [memberId]);
}
