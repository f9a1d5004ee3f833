import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { HOLD_WALLET, MAIN_WALLET, TRANSFER_CODES, type TransferCode } from './ledger.service';
import { memberAccountIds, memberBets, memberTransfers } from './records.repository';

/**
 * Transaction records (ODS2_MemberTransaction), their type codes (GLS2_TxCodeList) and bet records. A member only
 * ever reads their own accounts: the account ids come from the session's member, never from the request.
 */

/** Type codes a member sees; WITHDRAW_PAYOUT moves held money out (HOLD -> bank) and is no movement of spendable money. */
const TX_NAMES: Partial<Record<TransferCode, { TH: string; EN: string }>> = {
  DEPOSIT: { TH: 'ฝากเงิน', EN: 'Deposit' },
  WITHDRAW_HOLD: { TH: 'ถอนเงิน', EN: 'Withdrawal' },
  WITHDRAW_RELEASE: { TH: 'คืนเงินถอน', EN: 'Withdrawal refund' },
  TRANSFER: { TH: 'โอนระหว่างกระเป๋า', EN: 'Wallet transfer' },
  BET: { TH: 'เดิมพัน', EN: 'Bet' },
  WIN: { TH: 'ชนะ', EN: 'Win' },
  ROLLBACK: { TH: 'ยกเลิกรายการ', EN: 'Rollback' },
  BONUS: { TH: 'โบนัส', EN: 'Bonus' },
  REBATE: { TH: 'เงินคืน', EN: 'Rebate' },
  AGENT_TRANSFER: { TH: 'โอนจากตัวแทน', EN: 'Agent transfer' },
  ADJUSTMENT: { TH: 'ปรับยอด', EN: 'Adjustment' },
};

export function txCodeList(lang: 'TH' | 'EN') {
  return TRANSFER_CODES.filter((code) => TX_NAMES[code]).map((code) => ({ code, txTypeId: code, name: TX_NAMES[code]![lang], txTypeName: TX_NAMES[code]![lang] }));
}

/** spec 2: the date picker ranges 2000 to 2030. */
const EARLIEST = Date.UTC(2000, 0, 1);
const LATEST = Date.UTC(2031, 0, 1);
const DEFAULT_DAYS = 30;
export const MAX_PAGE_SIZE = 100;

export interface RecordQuery {
  startTime?: number;
  endTime?: number;
  page?: number;
  size?: number;
  codeTypes?: string;
}

export function recordRange(q: RecordQuery) {
  const end = q.endTime ?? Date.now() + 60_000;
  const start = q.startTime ?? end - DEFAULT_DAYS * 86_400_000;
  if (start < EARLIEST || end > LATEST || start > end) throw new AppError('validation.failed', 'startTime..endTime must lie in 2000..2030, start before end', 422);
  const size = Math.min(q.size ?? 20, MAX_PAGE_SIZE);
  const page = q.page ?? 1;
  return { from: new Date(start), to: new Date(end), limit: size, offset: (page - 1) * size, page, size };
}

function parseCodes(codeTypes: string | undefined): string[] | null {
  if (!codeTypes) return null;
  const codes = codeTypes.split(',').map((c) => c.trim().toUpperCase()).filter(Boolean);
  if (!codes.every((c) => (TRANSFER_CODES as readonly string[]).includes(c))) throw new AppError('validation.failed', 'unknown codeTypes', 422);
  return codes;
}

const orderNoOf = (id: number, meta: Record<string, unknown>) => (typeof meta?.orderNo === 'string' ? meta.orderNo : `TX${id}`);

export async function transactionRecords(db: Queryable, memberId: number, q: RecordQuery, lang: 'TH' | 'EN') {
  const r = recordRange(q);
  const accountIds = await memberAccountIds(db, memberId, [HOLD_WALLET]);
  const { rows, total } = await memberTransfers(db, { accountIds, codes: parseCodes(q.codeTypes), from: r.from, to: r.to, limit: r.limit, offset: r.offset });
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
        txTypeName: TX_NAMES[t.code as TransferCode]?.[lang] ?? t.code,
        orderNo: orderNoOf(Number(t.id), t.meta),
        remark: t.memo,
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

const vendorOf = (house: string) => (house.includes(':') ? house.slice(house.indexOf(':') + 1) : house);

export async function betRecords(db: Queryable, memberId: number, q: RecordQuery & { vendor?: string }) {
  const r = recordRange(q);
  const accountIds = await memberAccountIds(db, memberId, [HOLD_WALLET]);
  const vendor = q.vendor ? q.vendor.trim().toUpperCase() : null;
  const { rows, total, totalBet, totalWin } = await memberBets(db, { accountIds, house: vendor, from: r.from, to: r.to, limit: r.limit, offset: r.offset });
  return {
    rows: rows.map((b) => ({
      id: Number(b.id),
      orderNo: orderNoOf(Number(b.id), b.meta),
      roundId: typeof b.meta?.roundId === 'string' ? b.meta.roundId : null,
      gameName: b.memo,
      vendor: vendorOf(b.house),
      betAmount: Number(b.amount),
      winAmount: Number(b.winAmount),
      status: b.rolledBack ? 'CANCELLED' : Number(b.winAmount) > 0 ? 'WON' : 'PLACED',
      betTime: new Date(b.createdAt).getTime(),
    })),
    totalBet,
    totalWin,
    totalCount: total,
    totalPages: Math.max(1, Math.ceil(total / r.size)),
    pageNum: r.page,
  };
}
