import { balanceText, MASK, parseAmount, vipProgress } from './balance-rules';

describe('balance widget rules (product-rules 2, 4)', () => {
  test('total with two decimals when shown', () => {
    expect(balanceText(123456, false, false)).toBe('1,234.56');
    expect(balanceText(0, false, false)).toBe('0.00');
    expect(balanceText(5, false, false)).toBe('0.05');
  });
  test('hidden or refreshing shows asterisks; so does a balance not loaded yet', () => {
    expect(balanceText(123456, true, false)).toBe(MASK);
    expect(balanceText(123456, false, true)).toBe(MASK);
    expect(balanceText(null, false, false)).toBe(MASK);
    expect(balanceText(Number.NaN, false, false)).toBe(MASK);
  });
});

describe('VIP progress rule (product-rules 4)', () => {
  test('completed / total conditions', () => {
    expect(
      vipProgress({ playerRankProgress: { labelId: 3 }, currentProgress: { completedConditions: 1, totalExpectedConditions: 4 } }),
    ).toBe(0.25);
    expect(
      vipProgress({ playerRankProgress: { labelId: 'VIP2' }, currentProgress: { completedConditions: 4, totalExpectedConditions: 4 } }),
    ).toBe(1);
  });
  test('no rank label gives 1', () => {
    expect(vipProgress(null)).toBe(1);
    expect(vipProgress({})).toBe(1);
    expect(
      vipProgress({ playerRankProgress: { labelId: null }, currentProgress: { completedConditions: 0, totalExpectedConditions: 5 } }),
    ).toBe(1);
  });
  test('a division failure leaves 0', () => {
    expect(
      vipProgress({ playerRankProgress: { labelId: 1 }, currentProgress: { completedConditions: 2, totalExpectedConditions: 0 } }),
    ).toBe(0);
    expect(
      vipProgress({ playerRankProgress: { labelId: 1 }, currentProgress: { completedConditions: 0, totalExpectedConditions: 0 } }),
    ).toBe(0);
    expect(vipProgress({ playerRankProgress: { labelId: 1 }, currentProgress: null })).toBe(0);
    expect(
      vipProgress({ playerRankProgress: { labelId: 1 }, currentProgress: { completedConditions: Number.NaN, totalExpectedConditions: 3 } }),
    ).toBe(0);
  });
});

describe('typed amounts to minor units', () => {
  test('whole and up to two decimals, no floating point drift', () => {
    expect(parseAmount('100')).toBe(10000);
    expect(parseAmount('1,250.5')).toBe(125050);
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('19.99')).toBe(1999);
  });
  test('zero, negative, three decimals and text are refused', () => {
    for (const bad of ['', '0', '0.00', '-5', '1.234', 'abc', '1e3', '.5.5']) expect(parseAmount(bad)).toBeNull();
  });
});
