import fc from 'fast-check';
import { formatMoney, formatNumber, whenSettled } from './timing';

// Intl writes a negative amount that rounds to zero as "-0"; a zero is shown unsigned here.
const intl = (value: number, decimals: number) =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    .format(value)
    .replace(/^-(0(\.0+)?)$/, '$1');

describe('number formatting', () => {
  test('groups thousands and fixes decimals as en-US does', () => {
    expect(formatNumber(68873916)).toBe('68,873,916');
    expect(formatNumber(999)).toBe('999');
    expect(formatNumber(1000)).toBe('1,000');
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(-1234.5, 2)).toBe('-1,234.50');
    expect(formatNumber(-0.001, 2)).toBe('0.00');
    expect(formatMoney(123456789)).toBe('1,234,567.89');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(-250, 0)).toBe('-3');
    expect(formatMoney(500000, 0)).toBe('5,000');
  });

  test('matches Intl.NumberFormat for integers and for money in minor units', () => {
    fc.assert(fc.property(fc.integer({ min: -1e15, max: 1e15 }), (n) => formatNumber(n) === intl(n, 0)));
    fc.assert(
      fc.property(
        fc.integer({ min: -1e13, max: 1e13 }),
        fc.constantFrom(0, 2),
        (units, decimals) => formatMoney(units, decimals) === intl(units / 100, decimals),
      ),
    );
  });
});

describe('whenSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (globalThis as { cancelIdleCallback?: unknown }).cancelIdleCallback;
  });

  test('runs after the hold, at the next idle moment', () => {
    const idle: Array<{ run: () => void; timeout?: number }> = [];
    Object.assign(globalThis, {
      requestIdleCallback: (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout }),
      cancelIdleCallback: jest.fn(),
    });
    const run = jest.fn();
    whenSettled(run, 2000);
    jest.advanceTimersByTime(1999);
    expect(idle).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(idle[0]!.timeout).toBe(1000);
    expect(run).not.toHaveBeenCalled();
    idle[0]!.run();
    expect(run).toHaveBeenCalledTimes(1);
  });

  test('runs after the hold where there is no idle callback, and never once cancelled', () => {
    const run = jest.fn();
    whenSettled(run, 500);
    jest.advanceTimersByTime(500);
    expect(run).toHaveBeenCalledTimes(1);

    const cancelled = jest.fn();
    const cancel = whenSettled(cancelled, 500);
    jest.advanceTimersByTime(499);
    cancel();
    jest.advanceTimersByTime(10_000);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
