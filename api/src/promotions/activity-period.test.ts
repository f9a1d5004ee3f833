import { merchantTimeZone, periodOf, previousDay, startOfDay } from './activity-period';

describe("activity periods in the merchant's time zone", () => {
  // 2026-11-23 18:30 UTC is already 2026-11-24 01:30 in Bangkok (UTC+7).
  const at = new Date('2026-11-23T18:30:00Z');

  test('once, day, ISO week, month and year are named in Bangkok time', () => {
    expect(periodOf('ONCE', at, 'Asia/Bangkok')).toBe('once');
    expect(periodOf('DAILY', at, 'Asia/Bangkok')).toBe('2026-11-24');
    expect(periodOf('DAILY', at, 'UTC')).toBe('2026-11-23');
    expect(periodOf('WEEKLY', at, 'Asia/Bangkok')).toBe('2026-W48');
    expect(periodOf('MONTHLY', at, 'Asia/Bangkok')).toBe('2026-11');
    expect(periodOf('YEARLY', at, 'Asia/Bangkok')).toBe('2026');
  });

  test("ISO weeks across a new year: 2027-01-01 (a Friday) is still in 2026's week 53", () => {
    expect(periodOf('WEEKLY', new Date('2027-01-01T05:00:00Z'), 'UTC')).toBe('2026-W53');
    expect(periodOf('WEEKLY', new Date('2027-01-04T05:00:00Z'), 'UTC')).toBe('2027-W01');
  });

  test('a day starts at local midnight; the previous day is the 24 hours before it, across a daylight-saving change too', () => {
    expect(startOfDay(2026, 11, 24, 'Asia/Bangkok').toISOString()).toBe('2026-11-23T17:00:00.000Z');
    expect(previousDay(at, 'Asia/Bangkok')).toEqual({ from: new Date('2026-11-22T17:00:00Z'), to: new Date('2026-11-23T17:00:00Z') });
    // Europe/Berlin moves to summer time on 2026-03-29: that day has 23 hours.
    const berlin = previousDay(new Date('2026-03-30T10:00:00Z'), 'Europe/Berlin');
    expect(berlin).toEqual({ from: new Date('2026-03-28T23:00:00Z'), to: new Date('2026-03-29T22:00:00Z') });
  });

  test("the merchant's zone when valid, else Asia/Bangkok", () => {
    expect(merchantTimeZone({ timeZone: 'Europe/Berlin' })).toBe('Europe/Berlin');
    expect(merchantTimeZone({ timeZone: 'Mars/Olympus' })).toBe('Asia/Bangkok');
    expect(merchantTimeZone({})).toBe('Asia/Bangkok');
  });
});
