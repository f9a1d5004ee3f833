import { REQUIRED } from '@site/shared/src/forms';
import { parseAmount } from '../../rules/balance-rules';

/** An order's bounds in minor units: the channel's (or the merchant's) limits, and what the member can send. */
export interface OrderLimits {
  min?: number;
  max?: number;
  /** The balance the money leaves (a withdrawal, a transfer); a deposit has none. */
  available?: number;
}

/**
 * The amount of a deposit, a withdrawal or a transfer: baht with up to two decimals, inside the limits, not more
 * than the balance it leaves. Returns the message's key (money.range takes the limits as min and max).
 */
export function checkOrderAmount(text: string, limits: OrderLimits): string | null {
  if (!text) return REQUIRED;
  const minor = parseAmount(text);
  if (minor === null) return 'money.amount_invalid';
  if ((limits.min !== undefined && minor < limits.min) || (limits.max !== undefined && minor > limits.max)) return 'money.range';
  if (limits.available !== undefined && minor > limits.available) return 'errors:balance.insufficient';
  return null;
}
