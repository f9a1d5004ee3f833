import { daysInMonth, formatPicked, fromParts, lastDays, MINUTE_STEP, range, USE_12_HOURS, YEAR_MAX, YEAR_MIN } from './date-rules';

describe('date picker rules (product-rules 2)', () => {
  test('range 2000 to 2030, minute step 1, 12-hour off', () => {
    expect([YEAR_MIN, YEAR_MAX, MINUTE_STEP, USE_12_HOURS]).toEqual([2000, 2030, 1, false]);
    expect(range(YEAR_MIN, YEAR_MAX)).toHaveLength(31);
    expect(range(0, 59, MINUTE_STEP)).toHaveLength(60);
  });
  test('dates outside the range are clamped to its ends', () => {
    expect(formatPicked(fromParts({ year: 1999, month: 5, day: 5, hour: 5, minute: 5 }), 'datetime')).toBe('2000-05-05 05:05');
    expect(formatPicked(fromParts({ year: 2031, month: 1, day: 1, hour: 0, minute: 0 }), 'date')).toBe('2030-01-01');
  });
  test('a day past the end of the month becomes its last day (leap years too)', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(formatPicked(fromParts({ year: 2023, month: 2, day: 31, hour: 0, minute: 0 }), 'date')).toBe('2023-02-28');
  });
  test('24-hour text in every mode', () => {
    const d = new Date(2026, 10, 23, 21, 7);
    expect(formatPicked(d, 'datetime')).toBe('2026-11-23 21:07');
    expect(formatPicked(d, 'time')).toBe('21:07');
    expect(formatPicked(d, 'month')).toBe('2026-11');
    expect(formatPicked(d, 'year')).toBe('2026');
  });
  test('quick ranges cover whole days', () => {
    const { start, end } = lastDays(7, new Date(2026, 10, 23, 12, 0));
    expect(formatPicked(start, 'datetime')).toBe('2026-11-17 00:00');
    expect(formatPicked(end, 'datetime')).toBe('2026-11-23 23:59');
  });
});
