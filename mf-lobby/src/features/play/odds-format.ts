/**
 * The odds formats the book offers (decimal by default), kept in this browser. Odds travel as decimal odds in
 * hundredths (185 = 1.85); the formats only change how they read.
 * - Decimal: the return per 1 staked, stake included (1.85).
 * - Hong Kong: the win per 1 staked, stake excluded (0.85).
 * - Malay: the Hong Kong figure up to 1.00; above it, negative: the stake that wins 1 (2.50 reads -0.67).
 */
export const ODDS_FORMATS = ['decimal', 'hongkong', 'malay'] as const;
export type OddsFormat = (typeof ODDS_FORMATS)[number];
const KEY = 'sportsbook.oddsFormat';

export function storedOddsFormat(): OddsFormat {
  try {
    const v = localStorage.getItem(KEY);
    return (ODDS_FORMATS as readonly string[]).includes(v ?? '') ? (v as OddsFormat) : 'decimal';
  } catch {
    return 'decimal';
  }
}
export function storeOddsFormat(format: OddsFormat) {
  try {
    localStorage.setItem(KEY, format);
  } catch {
    // A browser without storage keeps the choice for this page only.
  }
}

export function formatOdds(odds: number, format: OddsFormat): string {
  const win = (odds - 100) / 100;
  if (format === 'decimal') return (odds / 100).toFixed(2);
  if (format === 'hongkong' || win <= 1) return win.toFixed(2);
  return (-1 / win).toFixed(2);
}
