import type { Queryable } from '../src/db/db';
import { loadConfig } from '../src/config';
import { hashPassword, setPasswordHashCost } from '../src/session/password';
import { createSession } from '../src/session/session.repository';

// Members made here (also by scripts that build no app, such as the concurrency run) hash at the test runs' cost.
setPasswordHashCost(loadConfig({ NODE_ENV: 'test' }).scryptLogN);

let counter = 0;

/** A member straight in the database with a live session, for tests of other domains. */
export async function createMember(
  db: Queryable,
  options: { account?: string; password?: string; type?: number; trial?: boolean; merchantCode?: string; nickname?: string } = {},
): Promise<{ id: number; account: string; password: string; token: string }> {
  const account = options.account ?? `player${process.pid % 1000}${Date.now() % 100000}${++counter}`;
  const password = options.password ?? 'secret123';
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO members (merchant_code, account, password_hash, type, trial, nickname) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      options.merchantCode ?? 'DEMO',
      account,
      await hashPassword(password),
      options.type ?? 1,
      options.trial ?? false,
      options.nickname ?? null,
    ],
  );
  const token = await createSession(db, row.id);
  return { id: row.id, account, password, token };
}
