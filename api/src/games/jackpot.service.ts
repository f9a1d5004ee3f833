import type { Merchant } from '../system/merchant.repository';
import type { JackpotConfig } from '@site/shared/src/contracts/games';

/**
 * product-rules 2 jackpot banner, two readings, chosen per merchant by settings.jackpot.mode:
 *  ROLLING: the counter rolls between 68,873,916 and 70,873,916 (0 decimals);
 *  RISING:  it starts between 1.2 and 1.3 billion and rises by 10,000 to 50,000 at random steps of 3, 4 or 5 seconds.
 * Values are whole currency units for display, not money that moves.
 */
export const ROLLING_RANGE = { min: 68_873_916, max: 70_873_916 };
export const RISING = { startMin: 1_200_000_000, startMax: 1_300_000_000, stepMin: 10_000, stepMax: 50_000, stepSeconds: [3, 4, 5] };

/** The RISING start is the same for every visitor on one day (a counter that jumps between pages looks fake). */
function dailyStart(day: number): number {
  const x = Math.sin(day * 9301 + 49297) * 233280;
  const fraction = x - Math.floor(x);
  return Math.floor(RISING.startMin + fraction * (RISING.startMax - RISING.startMin));
}

export function jackpotConfig(merchant: Merchant, now = Date.now()): JackpotConfig {
  const setting = (merchant.settings.jackpot ?? {}) as { mode?: string };
  const currencySymbol = typeof merchant.settings.currencySymbol === 'string' ? merchant.settings.currencySymbol : '฿';
  if (setting.mode === 'RISING') {
    return {
      mode: 'RISING',
      start: dailyStart(Math.floor(now / 86_400_000)),
      stepMin: RISING.stepMin,
      stepMax: RISING.stepMax,
      stepSeconds: RISING.stepSeconds,
      decimals: 0,
      currencySymbol,
    };
  }
  return { mode: 'ROLLING', ...ROLLING_RANGE, decimals: 0, currencySymbol };
}
