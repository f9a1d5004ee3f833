import { one, type Queryable } from '../db/db';
import { hashToken, newToken } from '../session/session.repository';
import type { OperatorMe, OperatorRole } from '@site/shared/src/contracts/operator';

/** An operator session lasts a working shift; logout ends it at once. */
export const OPERATOR_SESSION_HOURS = 12;

export interface OperatorRow {
  id: number;
  name: string;
  password_hash: string;
  role: OperatorRole;
  disabled: boolean;
}

export const findOperatorByName = (db: Queryable, name: string) =>
  one<OperatorRow>(db, 'SELECT id, name, password_hash, role, disabled FROM operators WHERE name = $1', [name.toLowerCase()]);

export async function countOperators(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
  return row.n;
}

/** Creates the operator, or sets the password and role of the one of that name. */
export async function upsertOperator(db: Queryable, name: string, passwordHash: string, role: OperatorRole): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO operators (name, password_hash, role) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET password_hash = EXCLUDED.password_hash, role = EXCLUDED.role, disabled = false
     RETURNING id`,
    [name.toLowerCase(), passwordHash, role],
  );
  return row.id;
}

export async function setOperatorPasswordHash(db: Queryable, id: number, passwordHash: string): Promise<void> {
  await db.query('UPDATE operators SET password_hash = $2 WHERE id = $1', [id, passwordHash]);
}

export async function createOperatorSession(db: Queryable, operatorId: number): Promise<{ token: string; expiresAt: number }> {
  const token = newToken();
  const [row] = await db.query<{ expires_at: Date }>(
    `INSERT INTO operator_sessions (token_hash, operator_id, expires_at) VALUES ($1, $2, now() + make_interval(hours => $3))
     RETURNING expires_at`,
    [hashToken(token), operatorId, OPERATOR_SESSION_HOURS],
  );
  await db.query('UPDATE operators SET last_login_at = now() WHERE id = $1', [operatorId]);
  return { token, expiresAt: new Date(row.expires_at).getTime() };
}

/** The operator behind a live session token (not revoked, not expired, the operator not disabled). */
export const findSessionOperator = (db: Queryable, token: string) =>
  one<OperatorMe>(
    db,
    `SELECT o.id, o.name, o.role FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
      WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND NOT o.disabled`,
    [hashToken(token)],
  );

export async function revokeOperatorSession(db: Queryable, token: string): Promise<boolean> {
  const rows = await db.query('UPDATE operator_sessions SET revoked_at = now() WHERE token_hash = $1 AND revoked_at IS NULL RETURNING 1', [
    hashToken(token),
  ]);
  return rows.length > 0;
}
