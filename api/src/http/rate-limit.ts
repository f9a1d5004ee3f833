import type { Queryable } from '../db/db';
import { RateLimitedError } from './errors';

/**
 * The domain's counters (failed logins per account and per IP, SMS per phone, password changes per member, ...):
 * fixed windows in the database, so every API instance shares them. hit() counts one event and refuses with 429
 * rate.limited past the limit. Request rates per IP and route are @fastify/rate-limit's (request-limits.ts).
 *
 * A window matters until the end of the next one (eventCount looks one window back), so each row carries that
 * moment (expires_at) and purgeExpiredCounters drops the rows past it.
 */
export async function countInWindow(db: Queryable, key: string, windowSeconds: number): Promise<{ count: number; secondsLeft: number }> {
  const [row] = await db.query<{ count: number; seconds_left: number }>(
    `WITH w AS (SELECT to_timestamp(floor(extract(epoch from now()) / $2) * $2) AS start)
     INSERT INTO rate_counters (key, window_start, count, expires_at)
     SELECT $1, w.start, 1, w.start + make_interval(secs => 2 * $2) FROM w
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1
     RETURNING count, ceil(extract(epoch from window_start + make_interval(secs => $2) - now()))::int AS seconds_left`,
    [key, windowSeconds],
  );
  return { count: row.count, secondsLeft: row.seconds_left };
}

export async function countEvent(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  return (await countInWindow(db, key, windowSeconds)).count;
}

export async function eventCount(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `SELECT COALESCE(sum(count), 0)::int AS count FROM rate_counters
      WHERE key = $1 AND window_start >= to_timestamp(floor(extract(epoch from now()) / $2) * $2) - make_interval(secs => $2)`,
    [key, windowSeconds],
  );
  return row.count;
}

let scale = 1;
/** Set once at boot from the configuration (RATE_LIMIT_SCALE). */
export function setRateLimitScale(value: number): void {
  scale = value;
}

/** A per-IP threshold as this deployment scales it (the e2e server's players all come from one IP). */
export const scaledLimit = (limit: number): number => limit * scale;

/** Counts one event; past the limit, 429 rate.limited with Retry-After at the end of the current window. */
export async function hit(db: Queryable, key: string, limit: number, windowSeconds: number): Promise<void> {
  const { count, secondsLeft } = await countInWindow(db, key, windowSeconds);
  if (count > limit * scale) throw new RateLimitedError(secondsLeft);
}

export async function clearEvents(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_counters WHERE key = $1', [key]);
}

/** Deletes the counter windows no check reads any more; answers how many went. */
export async function purgeExpiredCounters(db: Queryable): Promise<number> {
  const [row] = await db.query<{ purged: number }>(
    `WITH gone AS (DELETE FROM rate_counters WHERE expires_at <= now() RETURNING 1) SELECT count(*)::int AS purged FROM gone`,
  );
  return row.purged;
}
