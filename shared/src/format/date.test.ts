/**
 * The shared date formatter (issue 29 "Dates"): the site's language and the merchant's zone, never the browser's.
 * The test process runs in UTC, as the browser that saw the previous day did.
 */
process.env.TZ = 'UTC';
import { formatDate, formatDateTime, formatDay, formatTime } from './date';

const BKK = 'Asia/Bangkok';
// 2026-12-03 23:30 UTC is 2026-12-04 06:30 in Bangkok.
const lateUtc = Date.UTC(2026, 11, 3, 23, 30);

describe('shared date formatter (dates follow the site language and merchant zone, not the browser)', () => {
  it('Thai shows Thai month names and the Buddhist-era year', () => {
    const text = formatDate(lateUtc, 'th', BKK);
    expect(text).toContain('ธ.ค.');
    expect(text).toContain('2569');
    expect(text).not.toContain('2026');
  });

  it('English uses en-GB day month year and a 24-hour time', () => {
    expect(formatDate(lateUtc, 'en', BKK)).toBe('4 Dec 2026');
    expect(formatTime(lateUtc, 'en', BKK)).toBe('06:30');
    expect(formatDateTime(lateUtc, 'en', BKK)).toMatch(/^4 Dec 2026,? 06:30$/);
  });

  it('a 23:30 UTC moment is the next day in Bangkok although the browser is in UTC', () => {
    expect(new Date(lateUtc).getDate()).toBe(3); // the browser's own day
    expect(formatDate(lateUtc, 'th', BKK)).toMatch(/^4 /);
    expect(formatDateTime(lateUtc, 'th', BKK)).toContain('06:30');
  });

  it('defaults to the merchant zone (Asia/Bangkok)', () => {
    expect(formatDate(lateUtc, 'en')).toBe('4 Dec 2026');
  });

  it('a rebate day given as YYYY-MM-DD stays that day in every zone', () => {
    expect(formatDay('2026-12-03', 'en')).toBe('3 Dec 2026');
    expect(formatDay('2026-12-03', 'th')).toMatch(/^3 ธ\.ค\. 2569$/);
    expect(formatDay('2026-01-01', 'en')).toBe('1 Jan 2026');
  });

  it('does not print the browser-locale short form "12/3/26, 5:37 PM"', () => {
    expect(formatDateTime(Date.UTC(2026, 11, 3, 10, 37), 'th', BKK)).not.toMatch(/\d+\/\d+\/\d+|PM/);
  });
});
