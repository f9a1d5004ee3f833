import { depositBonus } from './deposit-bonus';

test('percent of the deposit, capped, nothing below the minimum', () => {
  const welcome = { percent: 100, maxBonus: 100_000, minDeposit: 10_000 };
  expect(depositBonus(welcome, 30_000)).toBe(30_000);
  expect(depositBonus(welcome, 500_000)).toBe(100_000);
  expect(depositBonus(welcome, 9_999)).toBe(0);
  expect(depositBonus({ percent: 50, maxBonus: 50_000, minDeposit: 10_000 }, 10_001)).toBe(5_000);
  expect(depositBonus(welcome, null)).toBe(0);
});
