import { REQUIRED } from '@site/shared/src/forms';
import { checkOrderAmount } from './order-rules';

describe('an order amount', () => {
  test('is required, then baht with at most two decimals', () => {
    expect(checkOrderAmount('', {})).toBe(REQUIRED);
    expect(checkOrderAmount('12.345', {})).toBe('money.amount_invalid');
    expect(checkOrderAmount('0', {})).toBe('money.amount_invalid');
    expect(checkOrderAmount('1,250.50', {})).toBeNull();
  });
  test("stays inside the channel's limits and the balance it leaves", () => {
    const limits = { min: 10_000, max: 5_000_000, available: 30_000 };
    expect(checkOrderAmount('99.99', limits)).toBe('money.range');
    expect(checkOrderAmount('50001', limits)).toBe('money.range');
    expect(checkOrderAmount('300.01', limits)).toBe('errors:balance.insufficient');
    expect(checkOrderAmount('300', limits)).toBeNull();
  });
});
