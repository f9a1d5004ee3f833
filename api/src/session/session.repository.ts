import crypto from 'node:crypto';
import { afterCommit, one, type Queryable } from '../db/db';
import { publish } from '../events/events';

/** Session tokens are 256 random bits; only their SHA-256 is stored, so a database leak reveals none. */
export function newToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

export const SESSION_TTL_HOURS = 24 * 7;

export interface SessionMember {
  id: number;
  merchantCode: string;
  account: string;
  type: number;
  trial: boolean;
  nickname: string | null;
}

export async function createSession(db: Queryable, memberId: number, device: string | null = null): Promise<string> {
  const token = newToken();
  await db.query(
    `INSERT INTO sessions (token_hash, member_id, expires_at, device) VALUES ($1, $2, now() + make_interval(hours => $3), $4)`,
    [hashToken(token), memberId, SESSION_TTL_HOURS, device],
  );
  return token;
}

export async function findSessionMember(db: Queryable, token: string): Promise<SessionMember | null> {
  return one<SessionMember>(
    db,
    `SELECT m.id, m.merchant_code AS "merchantCode", m.account, m.type, m.trial, m.nickname
       FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND m.status = 'active'`,
    [hashToken(token)],
  );
}

export async function revokeSession(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query<Revoked>(
    `UPDATE sessions s SET revoked_at = now() FROM members m
      WHERE m.id = s.member_id AND s.token_hash = $1 AND s.revoked_at IS NULL RETURNING s.member_id, m.merchant_code`,
    [hashToken(token)],
  );
  announceRevoked(db, rows);
  return rows.length > 0;
}

interface Revoked {
  member_id: number;
  merchant_code: string;
}

/** Once committed, the member's open pages hear of it: each checks its own session and the revoked ones sign out (docs/live.md). */
function announceRevoked(db: Queryable, rows: Revoked[]): void {
  const row = rows[0];
  if (row) afterCommit(db, () => void publish('session.revoked', { merchant: row.merchant_code, memberId: Number(row.member_id) }));
}

/**
 * Ends every session of the member, except keepToken's when given: a password change keeps the session that made
 * it (its holder just proved the old password), every other one ends (a stolen token among them).
 */
export async function revokeAllSessions(db: Queryable, memberId: number, keepToken: string | null = null): Promise<void> {
  const rows = await db.query<Revoked>(
    `UPDATE sessions s SET revoked_at = now() FROM members m
      WHERE m.id = s.member_id AND s.member_id = $1 AND s.revoked_at IS NULL AND s.token_hash IS DISTINCT FROM $2
      RETURNING s.member_id, m.merchant_code`,
    [memberId, keepToken ? hashToken(keepToken) : null],
  );
  announceRevoked(db, rows);
}
