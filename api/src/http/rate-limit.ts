import type { Queryable } from '../db/db';
import { AppError } from './errors';

/**
 * Fixed-window counters in the database, so every API instance shares them (Redis can take this over when
 * configured). hit() counts one event and refuses with 429 rate.limited past the limit.
 */
export async function countEvent(db: Queryable, key: string, windowSeconds: number): Promise<number> {
  const [row] = await db.query<{ count: number }>(
    `INSERT INTO rate_counters (key, window_start, count)
     VALUES ($1, to_timestamp(floor(extract(epoch from now()) / $2) * $2), 1)
     ON CONFLICT (key, window_start) DO UPDATE SET count = rate_counters.count + 1
     RETURNING count`,
    [key, windowSeconds],
  );
  return row.count;
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

export async function hit(db: Queryable, key: string, limit: number, windowSeconds: number): Promise<void> {
  if ((await countEvent(db, key, windowSeconds)) > limit * scale) throw new AppError('rate.limited');
}

export async function clearEvents(db: Queryable, key: string): Promise<void> {
  await db.query('DELETE FROM rate_counters WHERE key = $1', [key]);
}
