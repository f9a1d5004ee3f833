import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { FigurePeriod, Figures, TeamFigures, TeamFiguresQuery } from '@site/shared/src/contracts/agent';
import { figuresByDay, figuresByLevel, type FigureRow } from './team-figures.repository';

/**
 * Team figures (docs/agent.md): for today, yesterday, this week (from Monday), this month or a chosen range of at
 * most MAX_RANGE_DAYS, in the merchant's time zone; for the agent's direct downlines and for the whole team.
 */

export const MAX_RANGE_DAYS = 93;
const DAY_MS = 86_400_000;

/** A zone's offset from UTC at an instant, in ms (wall time minus UTC). */
function offsetMs(instant: number, timeZone: string): number {
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
      .formatToParts(new Date(instant))
      .map((p) => [p.type, Number(p.value)]),
  );
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(instant / 1000) * 1000;
}

/** The wall calendar day of an instant in a zone. */
function wallDay(instant: number, timeZone: string): { y: number; m: number; d: number; weekday: number } {
  const wall = new Date(instant + offsetMs(instant, timeZone));
  return { y: wall.getUTCFullYear(), m: wall.getUTCMonth() + 1, d: wall.getUTCDate(), weekday: (wall.getUTCDay() + 6) % 7 };
}

/** The instant a wall day starts in a zone (days past the month's end roll over, as Date.UTC does). */
function dayStart(y: number, m: number, d: number, timeZone: string): number {
  const guess = Date.UTC(y, m - 1, d);
  const first = guess - offsetMs(guess, timeZone);
  // Across a change of offset the second look is the right one.
  return guess - offsetMs(first, timeZone);
}

/** The bounds of a period at `now`: start included, end excluded. */
export function periodBounds(period: FigurePeriod, now: number, timeZone: string, range?: { startTime?: number; endTime?: number }) {
  const { y, m, d, weekday } = wallDay(now, timeZone);
  switch (period) {
    case 'today':
      return { start: dayStart(y, m, d, timeZone), end: dayStart(y, m, d + 1, timeZone) };
    case 'yesterday':
      return { start: dayStart(y, m, d - 1, timeZone), end: dayStart(y, m, d, timeZone) };
    case 'week':
      return { start: dayStart(y, m, d - weekday, timeZone), end: dayStart(y, m, d - weekday + 7, timeZone) };
    case 'month':
      return { start: dayStart(y, m, 1, timeZone), end: dayStart(y, m + 1, 1, timeZone) };
    case 'range': {
      const { startTime, endTime } = range ?? {};
      if (startTime === undefined || endTime === undefined || endTime <= startTime || endTime - startTime > MAX_RANGE_DAYS * DAY_MS)
        throw new AppError('validation.failed', `a range needs startTime < endTime, at most ${MAX_RANGE_DAYS} days apart`, 422);
      return { start: startTime, end: endTime };
    }
  }
}

/** The wall days a period covers, each with its bounds (the first and last cut to the period). */
function daysOf(start: number, end: number, timeZone: string): Array<{ day: string; start: Date; end: Date }> {
  const days: Array<{ day: string; start: Date; end: Date }> = [];
  let { y, m, d } = wallDay(start, timeZone);
  for (let from = start; from < end && days.length <= MAX_RANGE_DAYS;) {
    const next = dayStart(y, m, d + 1, timeZone);
    const label = new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
    days.push({ day: label, start: new Date(from), end: new Date(Math.min(next, end)) });
    from = next;
    ({ y, m, d } = wallDay(next, timeZone));
  }
  return days;
}

const add = (a: FigureRow, b: FigureRow): FigureRow =>
  Object.fromEntries(Object.keys(a).map((k) => [k, a[k as keyof FigureRow] + b[k as keyof FigureRow]])) as unknown as FigureRow;

/** Turnover is bets less rolled-back bets; GGR turnover less wins; net GGR less bonuses and rebates. */
function figures(row: FigureRow): Figures {
  const turnover = row.bets - row.rollbacks;
  const ggr = turnover - row.wins;
  return {
    registrations: row.registrations,
    firstDepositors: row.firstDepositors,
    activePlayers: row.activePlayers,
    deposits: row.deposits,
    withdrawals: row.withdrawals,
    turnover,
    ggr,
    bonuses: row.bonuses,
    net: ggr - row.bonuses,
  };
}

export async function teamFigures(
  db: Queryable,
  agentId: number,
  query: TeamFiguresQuery,
  timeZone: string,
  now = Date.now(),
): Promise<TeamFigures> {
  const period = query.period ?? 'today';
  const { start, end } = periodBounds(period, now, timeZone, query);
  const { direct, deeper } = await figuresByLevel(db, agentId, new Date(start), new Date(end));
  const days = daysOf(start, end, timeZone);
  const byDay = await figuresByDay(db, agentId, days);
  return {
    period,
    startTime: start,
    endTime: end,
    direct: figures(direct),
    team: figures(add(direct, deeper)),
    days: days.map((day, i) => {
      const turnover = byDay[i].bets - byDay[i].rollbacks;
      return { day: day.day, deposits: byDay[i].deposits, turnover, ggr: turnover - byDay[i].wins };
    }),
  };
}
