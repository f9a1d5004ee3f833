import { AppError } from '../http/errors';

/** The largest amount any endpoint accepts: 10 billion THB in minor units (far above any merchant limit). */
export const MAX_AMOUNT = 1_000_000_000_000;

/**
 * Every money amount from a client: a JSON number that is a positive integer of minor units, at most MAX_AMOUNT.
 * Zero, negative, fractional, huge, non-numeric (strings included: no silent coercion) are amount.invalid.
 */
export function parseAmount(value: unknown): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0 || value > MAX_AMOUNT) throw new AppError('amount.invalid');
  return value;
}

/** A client idempotency key (a double tap or a retry sends the same one); absent means "no retry protection". */
export function parseRequestKey(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !/^[A-Za-z0-9_.:-]{1,100}$/.test(value))
    throw new AppError('validation.failed', 'idempotencyKey: 1..100 of A-Z a-z 0-9 _ . : -', 422);
  return value;
}
