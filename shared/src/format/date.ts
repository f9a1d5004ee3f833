import { siteConfig } from '../system/site-config';

/**
 * The one way the site and the console write dates (docs/front-end.md "Dates"). Every date follows the site's
 * language, never the browser's locale, and the merchant's time zone, never the browser's: a Bangkok merchant's
 * 00:30 is "that day" for every reader, wherever the phone's clock is set. Thai uses the Buddhist calendar
 * (Thai month names, year 2569 for 2026), as Thai players read dates; English uses en-GB (3 Dec 2026, 17:37).
 */
export type Moment = number | string | Date;

/** The merchant's time zone: the page may set it (window.__SITE__.timeZone), as the API's TIME_ZONE does. */
export const merchantTimeZone = (): string => (typeof window !== 'undefined' && window.__SITE__?.timeZone) || siteConfig.timeZone;

const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'th-TH-u-ca-buddhist');

const cache = new Map<string, Intl.DateTimeFormat>();
function formatter(language: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${timeZone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(localeOf(language), { ...options, timeZone, ...(language === 'en' ? {} : { calendar: 'buddhist' }) });
    cache.set(key, f);
  }
  return f;
}

const toDate = (at: Moment) => (at instanceof Date ? at : new Date(at));

const DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

/** "3 ธ.ค. 2569" / "3 Dec 2026": the day of a moment in the merchant's zone. */
export const formatDate = (at: Moment, language: string, timeZone = merchantTimeZone()) =>
  formatter(language, timeZone, DATE).format(toDate(at));

/** "3 ธ.ค. 2569 17:37" / "3 Dec 2026, 17:37". */
export const formatDateTime = (at: Moment, language: string, timeZone = merchantTimeZone()) =>
  formatter(language, timeZone, { ...DATE, ...TIME }).format(toDate(at));

/** "17:37": the time of a moment in the merchant's zone. */
export const formatTime = (at: Moment, language: string, timeZone = merchantTimeZone()) =>
  formatter(language, timeZone, TIME).format(toDate(at));

/**
 * A calendar day given as "YYYY-MM-DD" (a rebate day, a period day, a birthday): it is a day, not a moment, so it is
 * written as that day in any zone (formatted at UTC noon in UTC, so no zone can move it).
 */
export function formatDay(day: string, language: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  if (!m) return day;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12);
  return formatter(language, 'UTC', DATE).format(new Date(at));
}

/** The twelve month names in the site's language ("มกราคม" ... / "January" ...), for date pickers. */
export const monthNames = (language: string): string[] =>
  Array.from({ length: 12 }, (_, m) => formatter(language, 'UTC', { month: 'long' }).format(new Date(Date.UTC(2000, m, 15, 12))));

/** A year as the reader counts it: Buddhist era in Thai (2026 -> 2569), as is in English. */
export const displayYear = (year: number, language: string): string =>
  formatter(language, 'UTC', { year: 'numeric' })
    .format(new Date(Date.UTC(year, 6, 1, 12)))
    .replace(/\D+/g, '');
