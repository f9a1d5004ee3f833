import crypto from 'node:crypto';
import { AppError } from '../http/errors';

/**
 * Lottery rules, pure (no database): plays, odds per prize mode, the betting slip, results and hits.
 *
 * bettingSlipString is a JSON array of slip lines: [{"playCode":"DE2","content":"05,17","unitAmount":1000}].
 * Plays (on the special prize, the first number of a draw's result):
 *   DE2  its last 2 digits, one bet per listed number 00-99        DE3 its last 3 digits, 000-999
 *   LO2  (Vietnamese games) a 2-digit ending counted over all 18 prizes, paid per hit
 *   BS   BIG (last digit 5-9) or SMALL (0-4)                       OE  ODD or EVEN last digit
 * A line costs unitAmount x betCount; a winning bet pays unitAmount x odds x hits.
 */
export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT';
export type GameKind = 'QUICK' | 'VN';
export const PLAY_CODES = ['DE2', 'DE3', 'LO2', 'BS', 'OE'] as const;
export type PlayCode = (typeof PLAY_CODES)[number];

/** Payout per unit and hit in hundredths; every play returns 90% (LOTT), 92% (ELOTT) or 95% (ZY). */
export const ODDS_PERCENT: Record<PrizeMode, Record<PlayCode, number>> = {
  LOTT: { DE2: 9000, DE3: 90000, LO2: 500, BS: 180, OE: 180 },
  ELOTT: { DE2: 9200, DE3: 92000, LO2: 511, BS: 184, OE: 184 },
  ZY: { DE2: 9500, DE3: 95000, LO2: 527, BS: 190, OE: 190 },
};

export const VN_PRIZES = 18;
export const MAX_SLIP_LINES = 20;
export const MAX_NUMBERS_PER_LINE = 100;
export const MIN_UNIT = 100;
export const MAX_UNIT = 1_000_000;
export const MAX_CHASE = 10;

export interface SlipLine {
  playCode: PlayCode;
  /** Normalised content: sorted distinct numbers joined by commas, or BIG/SMALL/ODD/EVEN. */
  content: string;
  betCount: number;
  unitAmount: number;
  amount: number;
}

const bad = (why: string) => new AppError('lottery.order.invalid', why);

export function parseSlip(kind: GameKind, slipString: unknown): SlipLine[] {
  if (typeof slipString !== 'string' || slipString.length > 20000) throw bad('bettingSlipString must be a JSON string');
  let raw: unknown;
  try {
    raw = JSON.parse(slipString);
  } catch {
    throw bad('bettingSlipString must be JSON');
  }
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_SLIP_LINES) throw bad('1 to 20 slip lines');
  return raw.map((entry) => {
    const line = (entry ?? {}) as Record<string, unknown>;
    const playCode = line.playCode as PlayCode;
    if (!PLAY_CODES.includes(playCode)) throw bad('unknown playCode');
    if (playCode === 'LO2' && kind !== 'VN') throw bad('LO2 is for Vietnamese games');
    const unit = line.unitAmount;
    if (typeof unit !== 'number' || !Number.isSafeInteger(unit) || unit < MIN_UNIT || unit > MAX_UNIT || unit % 100 !== 0)
      throw bad('unitAmount: whole baht');
    if (typeof line.content !== 'string' || line.content.length > 1000) throw bad('content');
    let content: string;
    let betCount: number;
    if (playCode === 'BS' || playCode === 'OE') {
      const allowed = playCode === 'BS' ? ['BIG', 'SMALL'] : ['ODD', 'EVEN'];
      if (!allowed.includes(line.content)) throw bad('content');
      content = line.content;
      betCount = 1;
    } else {
      const digits = playCode === 'DE3' ? 3 : 2;
      const numbers = line.content.split(',').map((n) => n.trim());
      if (numbers.length === 0 || numbers.length > MAX_NUMBERS_PER_LINE || numbers.some((n) => !new RegExp(`^\\d{${digits}}$`).test(n)))
        throw bad('numbers');
      const distinct = [...new Set(numbers)].sort();
      if (distinct.length !== numbers.length) throw bad('repeated number');
      content = distinct.join(',');
      betCount = distinct.length;
    }
    return { playCode, content, betCount, unitAmount: unit, amount: unit * betCount };
  });
}

/** A draw's result: one 5-digit number (QUICK) or 18 prizes, the special prize first (VN). */
export function drawResult(kind: GameKind, randomInt: (n: number) => number = crypto.randomInt): string[] {
  const count = kind === 'VN' ? VN_PRIZES : 1;
  return Array.from({ length: count }, () => String(randomInt(100000)).padStart(5, '0'));
}

/** Winning hits of one bet number/choice: 0 loses. */
export function hitsOf(playCode: PlayCode, choice: string, result: readonly string[]): number {
  const special = result[0];
  const last = Number(special.slice(-1));
  switch (playCode) {
    case 'DE2':
      return special.slice(-2) === choice ? 1 : 0;
    case 'DE3':
      return special.slice(-3) === choice ? 1 : 0;
    case 'LO2':
      return result.filter((prize) => prize.slice(-2) === choice).length;
    case 'BS':
      return (last >= 5 ? 'BIG' : 'SMALL') === choice ? 1 : 0;
    case 'OE':
      return (last % 2 === 1 ? 'ODD' : 'EVEN') === choice ? 1 : 0;
  }
}

/** What a settled line pays: unit x odds x hits summed over its numbers (integer minor units). */
export function lineWin(
  line: { playCode: string; content: string; unitAmount: number; oddsPercent: number },
  result: readonly string[],
): number {
  const choices = line.content.split(',');
  const hits = choices.reduce((sum, choice) => sum + hitsOf(line.playCode as PlayCode, choice, result), 0);
  return Math.floor((line.unitAmount * line.oddsPercent * hits) / 100);
}

/** Draw k of a game: the slot [k x interval, (k+1) x interval) in epoch seconds; numero is its Bangkok date and number in the day. */
export function drawSlot(intervalSeconds: number, closeSeconds: number, k: number) {
  const opensAt = new Date(k * intervalSeconds * 1000);
  const drawsAt = new Date((k + 1) * intervalSeconds * 1000);
  const closesAt = new Date(drawsAt.getTime() - closeSeconds * 1000);
  const bangkok = new Date(opensAt.getTime() + 7 * 3600 * 1000);
  const day = bangkok.toISOString().slice(0, 10).replace(/-/g, '');
  const secondsOfDay = bangkok.getUTCHours() * 3600 + bangkok.getUTCMinutes() * 60 + bangkok.getUTCSeconds();
  const numero = `${day}-${String(Math.floor(secondsOfDay / intervalSeconds) + 1).padStart(4, '0')}`;
  return { numero, opensAt, closesAt, drawsAt };
}

export const slotIndex = (intervalSeconds: number, at: Date) => Math.floor(at.getTime() / 1000 / intervalSeconds);
