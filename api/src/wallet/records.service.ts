import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { gameLabels, type GameLabel } from '../games/catalogue.service';
import { gameRefOf } from '../games/game-wallet';
import { betOutcomes } from '../games/round-outcomes';
import { depositMethodName } from '../payments/deposit.service';
import { HOLD_WALLET, MAIN_WALLET, TRANSFER_CODES, type TransferCode } from './ledger.service';
import { memberAccountIds, memberBets, memberTransfers, promotionTitles, type MemberTransferRow } from './records.repository';
import { walletNames } from './wallet.service';
import type { BetQuery, RecordQuery, TransactionQuery } from '@site/shared/src/contracts/wallet';

/**
 * Transaction records (ODS2_MemberTransaction), their type codes (GLS2_TxCodeList) and bet records. A member only
 * ever reads their own accounts: the account ids come from the session's member, never from the request.
 */

/** Every type code's name: a player never reads a code. */
const TX_NAMES: Record<TransferCode, { TH: string; EN: string }> = {
  DEPOSIT: { TH: 'ฝากเงิน', EN: 'Deposit' },
  WITHDRAW_HOLD: { TH: 'ถอนเงิน', EN: 'Withdrawal' },
  WITHDRAW_PAYOUT: { TH: 'จ่ายเงินถอนแล้ว', EN: 'Withdrawal paid' },
  WITHDRAW_RELEASE: { TH: 'คืนเงินถอน', EN: 'Withdrawal refund' },
  TRANSFER: { TH: 'โอนระหว่างกระเป๋า', EN: 'Wallet transfer' },
  BET: { TH: 'เดิมพัน', EN: 'Bet' },
  WIN: { TH: 'ชนะ', EN: 'Win' },
  ROLLBACK: { TH: 'ยกเลิกรอบเดิมพัน', EN: 'Round cancelled' },
  BONUS: { TH: 'โบนัส', EN: 'Bonus' },
  REBATE: { TH: 'เงินคืน', EN: 'Rebate' },
  AGENT_TRANSFER: { TH: 'โอนจากตัวแทน', EN: 'Agent transfer' },
  AGENT_CONTRACT: { TH: 'เงินเดือน/ปันผลตัวแทน', EN: 'Agent salary / dividend' },
  AGENT_REBATE: { TH: 'ค่าคอมมิชชั่นตัวแทน', EN: 'Agent rebate' },
  ADJUSTMENT: { TH: 'ปรับยอด', EN: 'Adjustment' },
};

/** The filter's types: WITHDRAW_PAYOUT moves held money out (HOLD -> bank), no movement of spendable money. */
const LISTED_CODES = TRANSFER_CODES.filter((code) => code !== 'WITHDRAW_PAYOUT');

export function txCodeList(lang: 'TH' | 'EN') {
  return LISTED_CODES.map((code) => ({ code, txTypeId: code, name: TX_NAMES[code][lang], txTypeName: TX_NAMES[code][lang] }));
}

/** product-rules 2: the date picker ranges 2000 to 2030. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2031, 0, 1);
const DEFAULT_DAYS = 30;
export const MAX_PAGE_SIZE = 100;

export function recordRange(q: RecordQuery) {
  const end = q.endTime ?? Date.now() + 60_000;
  const start = q.startTime ?? end - DEFAULT_DAYS * 86_400_000;
  if (start < EARLIEST || end > LATEST || start > end)
    throw new AppError('validation.failed', 'startTime..endTime must lie in 2000..2030, start before end', 422);
  const size = Math.min(q.size ?? 20, MAX_PAGE_SIZE);
  const page = q.page ?? 1;
  return { from: new Date(start), to: new Date(end), limit: size, offset: (page - 1) * size, page, size };
}

function parseCodes(codeTypes: string | undefined): string[] | null {
  if (!codeTypes) return null;
  const codes = codeTypes
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  if (!codes.every((c) => (TRANSFER_CODES as readonly string[]).includes(c)))
    throw new AppError('validation.failed', 'unknown codeTypes', 422);
  return codes;
}

const orderNoOf = (id: number, meta: Record<string, unknown>) => (typeof meta?.orderNo === 'string' ? meta.orderNo : `TX${id}`);

/** What a player reads of a game: the lobby's game name and vendor name. */
const gameText = (label: GameLabel | null) => (label ? [label.gameName, label.vendorName].filter(Boolean).join(' · ') : null);

/**
 * A movement's remark in the member's language, from what the transfer is about (its meta): the game, the wallets,
 * the payment method. The ledger's memo is for operators and is never shown.
 */
async function remarks(db: Queryable, rows: MemberTransferRow[], lang: 'TH' | 'EN'): Promise<(row: MemberTransferRow) => string | null> {
  const labelOf = await gameLabels(
    db,
    rows.map((t) => gameRefOf(t.meta)),
    lang,
  );
  const walletName = rows.some((t) => t.code === 'TRANSFER') ? await walletNames(db, lang) : null;
  // A bonus or rebate row names the promotion that paid it (payReward puts its id in the transfer's meta).
  const promotionOf = (t: MemberTransferRow) => (typeof t.meta?.promotionId === 'number' ? t.meta.promotionId : null);
  const titles = await promotionTitles(db, [...new Set(rows.map(promotionOf).filter((id): id is number => id !== null))]);
  return (t) => {
    const promotion = promotionOf(t);
    if ((t.code === 'BONUS' || t.code === 'REBATE') && promotion !== null) return titles.get(promotion)?.[lang] ?? null;
    if (t.code === 'BET' || t.code === 'WIN' || t.code === 'ROLLBACK') return gameText(labelOf(gameRefOf(t.meta)));
    if (t.code === 'TRANSFER' && walletName && t.debitWallet && t.creditWallet)
      return `${walletName(t.debitWallet)} → ${walletName(t.creditWallet)}`;
    if (t.code === 'DEPOSIT' && typeof t.meta?.method === 'string') return depositMethodName(t.meta.method, lang);
    return null;
  };
}

export async function transactionRecords(db: Queryable, memberId: number, q: TransactionQuery, lang: 'TH' | 'EN') {
  const r = recordRange(q);
  const accountIds = await memberAccountIds(db, memberId, [HOLD_WALLET]);
  const { rows, total } = await memberTransfers(db, {
    accountIds,
    codes: parseCodes(q.codeTypes),
    from: r.from,
    to: r.to,
    limit: r.limit,
    offset: r.offset,
  });
  const remarkOf = await remarks(db, rows, lang);
  return {
    rows: rows.map((t) => {
      // Seen from the member's spendable money: MAIN when both sides are the member's (wallet transfers).
      const debitView = t.debitMine && (!t.creditMine || t.debitWallet === MAIN_WALLET);
      const amount = debitView ? -Number(t.amount) : Number(t.amount);
      const wallet = debitView ? t.debitWallet : t.creditWallet;
      const balanceAfter = debitView ? t.debitBalanceAfter : t.creditBalanceAfter;
      return {
        txId: Number(t.id),
        txTypeId: t.code,
        txTypeName: TX_NAMES[t.code as TransferCode][lang],
        orderNo: orderNoOf(Number(t.id), t.meta),
        remark: remarkOf(t),
        wallet,
        txTimeInTimestamp: new Date(t.createdAt).getTime(),
        amount,
        currentAvailBalance: balanceAfter === null ? null : Number(balanceAfter),
      };
    }),
    totalCount: total,
    totalPages: Math.max(1, Math.ceil(total / r.size)),
    pageNum: r.page,
  };
}

/**
 * Bet records: each bet with its game and vendor as the lobby names them (in the member's language), what it won
 * and its round's outcome (won, lost, pending, refunded).
 */
export async function betRecords(db: Queryable, memberId: number, q: BetQuery, lang: 'TH' | 'EN') {
  const r = recordRange(q);
  const accountIds = await memberAccountIds(db, memberId, [HOLD_WALLET]);
  const vendor = q.vendor ? q.vendor.trim().toUpperCase() : null;
  const { rows, total, totalBet, totalWin } = await memberBets(db, {
    accountIds,
    house: vendor,
    from: r.from,
    to: r.to,
    limit: r.limit,
    offset: r.offset,
  });
  const bets = rows.map((b) => ({
    id: Number(b.id),
    house: b.house,
    meta: b.meta ?? {},
    amount: Number(b.amount),
    winAmount: Number(b.winAmount),
    rolledBack: b.rolledBack,
  }));
  const outcomes = await betOutcomes(db, memberId, bets);
  const labelOf = await gameLabels(
    db,
    rows.map((b) => gameRefOf(b.meta)),
    lang,
  );
  return {
    rows: rows.map((b) => {
      const ref = gameRefOf(b.meta);
      const label = labelOf(ref);
      return {
        id: Number(b.id),
        orderNo: orderNoOf(Number(b.id), b.meta),
        roundId: typeof b.meta?.roundId === 'string' ? b.meta.roundId : null,
        nodeId: label?.nodeId ?? null,
        gameName: label?.gameName ?? null,
        vendor: ref?.vendor ?? null,
        vendorName: label?.vendorName ?? null,
        betAmount: Number(b.amount),
        winAmount: Number(b.winAmount),
        status: outcomes.get(Number(b.id))!,
        betTime: new Date(b.createdAt).getTime(),
      };
    }),
    totalBet,
    totalWin,
    totalCount: total,
    totalPages: Math.max(1, Math.ceil(total / r.size)),
    pageNum: r.page,
  };
}
