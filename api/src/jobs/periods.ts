import { CronExpressionParser } from 'cron-parser';

/**
 * When a job runs: a cron expression (five fields, or six with seconds first) read in a time zone, or every N
 * seconds counted from the Unix epoch (so every instance cuts the same periods).
 */
export type Schedule = { cron: string; timeZone?: string } | { everySeconds: number };

/** One run of a job: when it starts, and its key, that start as wall time in the job's zone with the offset. */
export interface Period {
  start: Date;
  /** e.g. 2026-11-24T10:05:00+07:00: readable, and unambiguous when a zone's clocks go back. */
  key: string;
}

/** The zone a schedule's periods are named in: its own for a cron, else the merchant's (config.timeZone). */
export const zoneOf = (schedule: Schedule, defaultZone: string) => ('cron' in schedule && schedule.timeZone) || defaultZone;

/** Refuses a schedule no period could come from, at registration rather than at the first tick. */
export function assertSchedule(schedule: Schedule, defaultZone: string): void {
  if ('everySeconds' in schedule) {
    if (!Number.isInteger(schedule.everySeconds) || schedule.everySeconds < 1)
      throw new Error(`everySeconds must be a whole number of seconds (got ${schedule.everySeconds})`);
    return;
  }
  new Intl.DateTimeFormat('en', { timeZone: zoneOf(schedule, defaultZone) });
  CronExpressionParser.parse(schedule.cron, { tz: zoneOf(schedule, defaultZone) });
}

const two = (n: number) => String(n).padStart(2, '0');

/** An instant as wall time in a zone, with that zone's offset at the instant: 2026-11-24T10:05:00+07:00. */
export function periodKey(start: Date, timeZone: string): string {
  const parts = Object.fromEntries(
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
      .formatToParts(start)
      .map((p) => [p.type, p.value]),
  );
  const wall = `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  const offsetMinutes = Math.round((Date.parse(`${wall}Z`) - Math.floor(start.getTime() / 1000) * 1000) / 60000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${wall}${sign}${two(Math.floor(Math.abs(offsetMinutes) / 60))}:${two(Math.abs(offsetMinutes) % 60)}`;
}

const period = (start: Date, timeZone: string): Period => ({ start, key: periodKey(start, timeZone) });

/** The period running at `at`: the latest one that started at or before it. */
export function periodAt(schedule: Schedule, defaultZone: string, at: Date): Period {
  const zone = zoneOf(schedule, defaultZone);
  if ('everySeconds' in schedule) {
    const ms = schedule.everySeconds * 1000;
    return period(new Date(Math.floor(at.getTime() / ms) * ms), zone);
  }
  // cron-parser's prev() excludes its starting point: start just after `at` so an occurrence at `at` counts.
  const cron = CronExpressionParser.parse(schedule.cron, { tz: zone, currentDate: new Date(at.getTime() + 1) });
  return period(cron.prev().toDate(), zone);
}

/** The periods that start after `after` and no later than `until`, oldest first, at most `limit` of them. */
export function periodsBetween(schedule: Schedule, defaultZone: string, after: Date, until: Date, limit: number): Period[] {
  const zone = zoneOf(schedule, defaultZone);
  const periods: Period[] = [];
  if ('everySeconds' in schedule) {
    const ms = schedule.everySeconds * 1000;
    for (let t = (Math.floor(after.getTime() / ms) + 1) * ms; t <= until.getTime() && periods.length < limit; t += ms)
      periods.push(period(new Date(t), zone));
    return periods;
  }
  const cron = CronExpressionParser.parse(schedule.cron, { tz: zone, currentDate: after, endDate: until });
  while (periods.length < limit && cron.hasNext()) periods.push(period(cron.next().toDate(), zone));
  return periods;
}

/** A schedule's period length in seconds (for a cron, the gap between its next two occurrences): how often to poll. */
export function typicalPeriodSeconds(schedule: Schedule, defaultZone: string, from = new Date()): number {
  if ('everySeconds' in schedule) return schedule.everySeconds;
  const cron = CronExpressionParser.parse(schedule.cron, { tz: zoneOf(schedule, defaultZone), currentDate: from });
  const first = cron.next().getTime();
  return (cron.next().getTime() - first) / 1000;
}
