import type { ActivityFrequency } from '@site/shared/src/contracts/activities';

/**
 * Periods of an activity in the merchant's time zone (Asia/Bangkok unless the merchant sets `timeZone`): the key
 * that makes a reward once per member and period ('once', '2026-11-24', '2026-W48', '2026-11', '2026').
 */

export const DEFAULT_TIME_ZONE = 'Asia/Bangkok';

/** The merchant's zone, when it names a valid one. */
export function merchantTimeZone(settings: Record<string, unknown>): string {
  const zone = settings.timeZone;
  if (typeof zone !== 'string') return DEFAULT_TIME_ZONE;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

const two = (n: number) => String(n).padStart(2, '0');

/** The calendar date of an instant in a zone. */
export function localDate(at: Date, timeZone: string): { year: number; month: number; day: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** ISO 8601 week of a calendar date: weeks start on Monday, week 1 holds the year's first Thursday. */
function isoWeek(year: number, month: number, day: number): { year: number; week: number } {
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const firstDay = Date.UTC(date.getUTCFullYear(), 0, 1);
  return { year: date.getUTCFullYear(), week: Math.ceil(((date.getTime() - firstDay) / 86_400_000 + 1) / 7) };
}

export function periodOf(frequency: ActivityFrequency, at: Date, timeZone: string): string {
  if (frequency === 'ONCE') return 'once';
  const { year, month, day } = localDate(at, timeZone);
  switch (frequency) {
    case 'DAILY':
      return `${year}-${two(month)}-${two(day)}`;
    case 'WEEKLY': {
      const w = isoWeek(year, month, day);
      return `${w.year}-W${two(w.week)}`;
    }
    case 'MONTHLY':
      return `${year}-${two(month)}`;
    case 'YEARLY':
      return String(year);
  }
}

/** The zone's offset from UTC at an instant, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((x) => [x.type, x.value]),
  );
  return (
    Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) -
    Math.floor(at.getTime() / 1000) * 1000
  );
}

/** The instant a calendar day starts in a zone. */
export function startOfDay(year: number, month: number, day: number, timeZone: string): Date {
  const guess = Date.UTC(year, month - 1, day);
  const first = guess - offsetAt(new Date(guess), timeZone);
  // Once more at the found instant: the offset may differ there (a daylight-saving change that day).
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

/** The day before the one holding `at`, as [from, to) instants (a daily rebate pays the day before the claim). */
export function previousDay(at: Date, timeZone: string): { from: Date; to: Date } {
  const { year, month, day } = localDate(at, timeZone);
  const to = startOfDay(year, month, day, timeZone);
  const y = localDate(new Date(to.getTime() - 12 * 3_600_000), timeZone);
  return { from: startOfDay(y.year, y.month, y.day, timeZone), to };
}
