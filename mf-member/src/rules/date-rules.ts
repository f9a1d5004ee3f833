/** product-rules 2 date picker: modes datetime, date, time, month, year; range 2000 to 2030; minute step 1; 12-hour off. */
export type PickerMode = 'datetime' | 'date' | 'time' | 'month' | 'year';
export const YEAR_MIN = 2000;
export const YEAR_MAX = 2030;
export const MINUTE_STEP = 1;
export const USE_12_HOURS = false;

export const RANGE_START = new Date(YEAR_MIN, 0, 1, 0, 0, 0, 0);
export const RANGE_END = new Date(YEAR_MAX, 11, 31, 23, 59, 59, 999);

export interface DateParts {
  year: number;
  month: number; // 1..12
  day: number;
  hour: number;
  minute: number;
}

export const daysInMonth = (year: number, month: number) => new Date(year, month, 0).getDate();

export function toParts(date: Date): DateParts {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), hour: date.getHours(), minute: date.getMinutes() };
}

/** Parts back to a date, kept inside the picker's range (a day past the month's end becomes its last day). */
export function fromParts(p: DateParts): Date {
  const year = Math.min(YEAR_MAX, Math.max(YEAR_MIN, p.year));
  const month = Math.min(12, Math.max(1, p.month));
  const day = Math.min(daysInMonth(year, month), Math.max(1, p.day));
  const hour = Math.min(23, Math.max(0, p.hour));
  const minute = Math.min(59, Math.max(0, Math.round(p.minute / MINUTE_STEP) * MINUTE_STEP));
  return clampDate(new Date(year, month - 1, day, hour, minute, 0, 0));
}

export function clampDate(date: Date): Date {
  if (date.getTime() < RANGE_START.getTime()) return new Date(RANGE_START);
  if (date.getTime() > RANGE_END.getTime()) return new Date(RANGE_END);
  return date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 24-hour text for a mode (product-rules 2.37). */
export function formatPicked(date: Date, mode: PickerMode): string {
  const p = toParts(date);
  const ymd = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
  const hm = `${pad(p.hour)}:${pad(p.minute)}`;
  switch (mode) {
    case 'datetime':
      return `${ymd} ${hm}`;
    case 'date':
      return ymd;
    case 'time':
      return hm;
    case 'month':
      return `${p.year}-${pad(p.month)}`;
    case 'year':
      return String(p.year);
  }
}

export const range = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

/** Quick ranges for the records pages: start of the first day to the end of today. */
export function lastDays(days: number, now = new Date()): { start: Date; end: Date } {
  const end = new Date(now.getFullYear(), now.getMonth(), now.getDate(), 23, 59, 59, 999);
  const start = new Date(now.getFullYear(), now.getMonth(), now.getDate() - (days - 1), 0, 0, 0, 0);
  return { start: clampDate(start), end: clampDate(end) };
}
