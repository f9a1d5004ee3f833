import { assertSchedule, periodAt, periodKey, periodsBetween } from './periods';
import { duePeriods, jobIdOf, LOOKAHEAD_SECONDS } from './scheduler';

const BKK = 'Asia/Bangkok';
const at = (iso: string) => new Date(iso);
const keys = (periods: Array<{ key: string }>) => periods.map((p) => p.key);

describe('periods of a schedule', () => {
  test('a period key is the wall time in the zone with its offset, distinct when clocks go back', () => {
    expect(periodKey(at('2026-11-24T03:05:00Z'), BKK)).toBe('2026-11-24T10:05:00+07:00');
    expect(periodKey(at('2026-11-24T17:00:00Z'), BKK)).toBe('2026-11-25T00:00:00+07:00');
    // London leaves summer time at 02:00 BST on 25 October 2026: 01:30 happens twice.
    expect(periodKey(at('2026-10-25T00:30:00Z'), 'Europe/London')).toBe('2026-10-25T01:30:00+01:00');
    expect(periodKey(at('2026-10-25T01:30:00Z'), 'Europe/London')).toBe('2026-10-25T01:30:00+00:00');
  });

  test('every N seconds: periods on the epoch grid, after the start and up to the end', () => {
    expect(keys(periodsBetween({ everySeconds: 5 }, BKK, at('2026-11-24T03:05:00Z'), at('2026-11-24T03:05:12Z'), 100))).toEqual([
      '2026-11-24T10:05:05+07:00',
      '2026-11-24T10:05:10+07:00',
    ]);
    expect(periodAt({ everySeconds: 5 }, BKK, at('2026-11-24T03:05:04.999Z')).key).toBe('2026-11-24T10:05:00+07:00');
    expect(periodsBetween({ everySeconds: 1 }, BKK, at('2026-11-24T00:00:00Z'), at('2026-11-25T00:00:00Z'), 3)).toHaveLength(3);
  });

  test('a five-field cron is read in the merchant zone: daily at Bangkok midnight', () => {
    const daily = { cron: '0 0 * * *' };
    expect(keys(periodsBetween(daily, BKK, at('2026-11-24T10:00:00Z'), at('2026-11-26T17:00:00Z'), 100))).toEqual([
      '2026-11-25T00:00:00+07:00',
      '2026-11-26T00:00:00+07:00',
      '2026-11-27T00:00:00+07:00',
    ]);
    // An occurrence exactly at the instant is the period running then.
    expect(periodAt(daily, BKK, at('2026-11-24T17:00:00Z')).key).toBe('2026-11-25T00:00:00+07:00');
    expect(periodAt(daily, BKK, at('2026-11-24T16:59:59Z')).key).toBe('2026-11-24T00:00:00+07:00');
    // A schedule's own zone wins over the merchant's.
    expect(periodAt({ cron: '0 0 * * *', timeZone: 'UTC' }, BKK, at('2026-11-24T16:59:59Z')).key).toBe('2026-11-24T00:00:00+00:00');
  });

  test('schedules that can make no period are refused when registered', () => {
    expect(() => assertSchedule({ everySeconds: 0 }, BKK)).toThrow(/everySeconds/);
    expect(() => assertSchedule({ everySeconds: 2.5 }, BKK)).toThrow(/everySeconds/);
    expect(() => assertSchedule({ cron: 'every day' }, BKK)).toThrow();
    expect(() => assertSchedule({ cron: '0 0 * * *', timeZone: 'Mars/Olympus' }, BKK)).toThrow();
    expect(() => assertSchedule({ cron: '*/10 * * * * *' }, BKK)).not.toThrow();
  });
});

describe('what the planner sends', () => {
  const now = at('2026-11-24T03:05:02Z');
  const every5 = { everySeconds: 5 };

  test('a job planned for the first time starts from now: nothing retroactive', () => {
    const periods = duePeriods({ cron: '0 0 * * *' }, BKK, 'every', null, now);
    expect(periods).toEqual([]);
    const ticks = duePeriods(every5, BKK, 'every', null, now);
    expect(ticks[0].key).toBe('2026-11-24T10:05:05+07:00');
    expect(ticks.at(-1)!.start.getTime()).toBeLessThanOrEqual(now.getTime() + LOOKAHEAD_SECONDS * 1000);
  });

  test("after an outage, 'every' owes each missed period and 'latest' only the one running now", () => {
    const lastPlanned = at('2026-11-20T17:00:00Z');
    const daily = { cron: '0 0 * * *' };
    expect(keys(duePeriods(daily, BKK, 'every', lastPlanned, now))).toEqual([
      '2026-11-22T00:00:00+07:00',
      '2026-11-23T00:00:00+07:00',
      '2026-11-24T00:00:00+07:00',
    ]);
    expect(keys(duePeriods(daily, BKK, 'latest', lastPlanned, now))).toEqual(['2026-11-24T00:00:00+07:00']);
  });

  test("'latest' after a long outage of an every-second job still moves on (the first hundred missed are not the limit)", () => {
    const periods = duePeriods({ everySeconds: 1 }, BKK, 'latest', at('2026-11-24T02:05:02Z'), now);
    expect(periods[0].key).toBe('2026-11-24T10:05:02+07:00');
    expect(periods.length).toBe(LOOKAHEAD_SECONDS + 1);
  });

  test('periods already planned ahead are not planned again', () => {
    const lastPlanned = at('2026-11-24T03:05:15Z');
    expect(keys(duePeriods(every5, BKK, 'latest', lastPlanned, now))).toEqual([]);
    expect(keys(duePeriods(every5, BKK, 'every', lastPlanned, now))).toEqual([]);
  });

  test("a period's pg-boss id is the same on every instance and differs between periods", () => {
    const id = jobIdOf('lottery.draw-settle', '2026-11-24T10:05:00+07:00');
    expect(id).toBe(jobIdOf('lottery.draw-settle', '2026-11-24T10:05:00+07:00'));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(id).not.toBe(jobIdOf('lottery.draw-settle', '2026-11-24T10:05:05+07:00'));
    expect(id).not.toBe(jobIdOf('lottery.draw-close', '2026-11-24T10:05:00+07:00'));
  });
});
