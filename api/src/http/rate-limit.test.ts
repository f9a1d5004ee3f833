import { openTestDb } from '../../test/test-app';
import type { Db } from '../db/db';
import { countEvent, eventCount, hit, purgeExpiredCounters } from './rate-limit';

let db: Db & { dispose(): Promise<void> };
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.dispose());

describe('domain counters in rate_counters', () => {
  test('counter windows were kept for ever: the purge deletes the windows no check reads any more and keeps the rest', async () => {
    await countEvent(db, 'purge:live', 60);
    await countEvent(db, 'purge:hour', 3600);
    // Windows as they were written 3 and 30 minutes ago: a 60 s window is read until the end of the next one.
    await db.query(
      `UPDATE rate_counters SET window_start = window_start - interval '3 minutes', expires_at = expires_at - interval '3 minutes' WHERE key = 'purge:live'`,
    );
    await countEvent(db, 'purge:live', 60);
    await db.query(
      `UPDATE rate_counters SET window_start = window_start - interval '30 minutes', expires_at = expires_at - interval '30 minutes' WHERE key = 'purge:hour'`,
    );
    expect(await db.query(`SELECT key FROM rate_counters WHERE key LIKE 'purge:%'`)).toHaveLength(3);

    expect(await purgeExpiredCounters(db)).toBe(1);
    const left = await db.query<{ key: string }>(`SELECT key FROM rate_counters WHERE key LIKE 'purge:%' ORDER BY key`);
    expect(left.map((r) => r.key)).toEqual(['purge:hour', 'purge:live']);
    // What the checks read is unchanged by the purge.
    expect(await eventCount(db, 'purge:live', 60)).toBe(1);
    expect(await eventCount(db, 'purge:hour', 3600)).toBe(1);
    expect(await purgeExpiredCounters(db)).toBe(0);
  });

  test('hit() past its limit: 429 rate.limited with the seconds left in its window', async () => {
    await hit(db, 'retry:after', 1, 60);
    const refused = await hit(db, 'retry:after', 1, 60).then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toMatchObject({ errorCode: 'rate.limited', status: 429 });
    const seconds = (refused as { retryAfterSeconds: number }).retryAfterSeconds;
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
  });
});
