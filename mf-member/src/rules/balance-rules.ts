import { formatMoney } from '@site/shared';

/** What hides a balance: product-rules 4 "hidden or refreshing shows asterisks". */
export const MASK = '****';

/** product-rules 2/4: total with two decimals; asterisks while hidden, refreshing, or not loaded yet. */
export function balanceText(sumBalance: number | null, hidden: boolean, refreshing: boolean): string {
  if (hidden || refreshing || sumBalance === null || !Number.isFinite(sumBalance)) return MASK;
  return formatMoney(sumBalance);
}

/** product-rules 3 rank progress. */
export interface RankProgress {
  currentProgress?: { completedConditions?: number; totalExpectedConditions?: number } | null;
  playerRankProgress?: { labelId?: number | string | null } | null;
}

/**
 * product-rules 4: VIP progress = completed / total conditions; no rank label gives 1; a division failure leaves 0.
 * Returns a fraction in [0, 1].
 */
export function vipProgress(rank: RankProgress | null | undefined): number {
  const labelId = rank?.playerRankProgress?.labelId;
  if (labelId === undefined || labelId === null || labelId === '') return 1;
  const completed = Number(rank?.currentProgress?.completedConditions);
  const total = Number(rank?.currentProgress?.totalExpectedConditions);
  const ratio = completed / total;
  if (!Number.isFinite(ratio) || ratio < 0) return 0;
  return Math.min(1, ratio);
}

/** Parses a typed amount ("1,250.5") into integer minor units without floating point; null when invalid. */
export function parseAmount(text: string): number | null {
  const clean = text.replace(/[,\s]/g, '');
  const match = /^(\d{1,12})(?:\.(\d{0,2}))?$/.exec(clean);
  if (!match) return null;
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}
