import { one, type Queryable } from '../db/db';

/** Reads of the journal for a member's records pages (transaction records, bet records). SQL only. */

export interface MemberTransferRow {
  id: number;
  code: string;
  amount: number;
  memo: string;
  meta: Record<string, unknown>;
  createdAt: Date;
  debitWallet: string | null;
  creditWallet: string | null;
  debitMine: boolean;
  creditMine: boolean;
  debitBalanceAfter: number | null;
  creditBalanceAfter: number | null;
}

export interface RecordFilter {
  /** The member's accounts whose movements are shown (MAIN and vendor wallets; HOLD is not spendable money). */
  accountIds: number[];
  codes: string[] | null;
  from: Date;
  to: Date;
  limit: number;
  offset: number;
}

export async function memberAccountIds(db: Queryable, memberId: number, excludeWallets: string[]): Promise<number[]> {
  const rows = await db.query<{ id: number }>(`SELECT id FROM ledger_accounts WHERE member_id = $1 AND NOT (wallet = ANY($2::text[]))`, [
    memberId,
    excludeWallets,
  ]);
  return rows.map((r) => Number(r.id));
}

const WHERE = `(t.debit_account_id = ANY($1::bigint[]) OR t.credit_account_id = ANY($1::bigint[]))
  AND ($2::text[] IS NULL OR t.code = ANY($2::text[])) AND t.created_at >= $3 AND t.created_at < $4`;

export async function memberTransfers(db: Queryable, f: RecordFilter): Promise<{ rows: MemberTransferRow[]; total: number }> {
  const params = [f.accountIds, f.codes, f.from, f.to];
  const total = await one<{ n: number }>(db, `SELECT COUNT(*)::bigint AS n FROM ledger_transfers t WHERE ${WHERE}`, params);
  const rows = await db.query<MemberTransferRow>(
    `SELECT t.id, t.code, t.amount, t.memo, t.meta, t.created_at AS "createdAt",
            d.wallet AS "debitWallet", c.wallet AS "creditWallet",
            (t.debit_account_id = ANY($1::bigint[])) AS "debitMine", (t.credit_account_id = ANY($1::bigint[])) AS "creditMine",
            t.debit_balance_after AS "debitBalanceAfter", t.credit_balance_after AS "creditBalanceAfter"
       FROM ledger_transfers t
       JOIN ledger_accounts d ON d.id = t.debit_account_id
       JOIN ledger_accounts c ON c.id = t.credit_account_id
      WHERE ${WHERE}
      ORDER BY t.id DESC LIMIT $5 OFFSET $6`,
    [...params, f.limit, f.offset],
  );
  return { rows, total: Number(total?.n ?? 0) };
}

export interface BetRecordRow {
  id: number;
  amount: number;
  memo: string;
  meta: Record<string, unknown>;
  createdAt: Date;
  house: string;
  winAmount: number;
  rolledBack: boolean;
}

/**
 * Bets are BET transfers from the member to a game's house account; the win is the WIN transfers of the same round
 * (meta.roundId) from that house back to the same wallet; a ROLLBACK naming the bet's transactionId cancels it.
 */
export async function memberBets(
  db: Queryable,
  f: Omit<RecordFilter, 'codes'> & { house: string | null },
): Promise<{ rows: BetRecordRow[]; total: number; totalBet: number; totalWin: number }> {
  const where = `t.code = 'BET' AND t.debit_account_id = ANY($1::bigint[]) AND t.created_at >= $2 AND t.created_at < $3
    AND ($4::text IS NULL OR t.meta->>'vendor' = $4 OR h.house = $4 OR h.house LIKE '%:' || $4)`;
  const winOf = `COALESCE((SELECT SUM(w.amount) FROM ledger_transfers w WHERE w.code = 'WIN' AND w.debit_account_id = t.credit_account_id
      AND w.credit_account_id = t.debit_account_id AND w.meta->>'roundId' = t.meta->>'roundId'), 0)`;
  const params = [f.accountIds, f.from, f.to, f.house];
  const totals = await one<{ n: number; bet: number; win: number }>(
    db,
    `SELECT COUNT(*)::bigint AS n, COALESCE(SUM(t.amount), 0)::bigint AS bet, COALESCE(SUM(${winOf}), 0)::bigint AS win
       FROM ledger_transfers t JOIN ledger_accounts h ON h.id = t.credit_account_id WHERE ${where}`,
    params,
  );
  const rows = await db.query<BetRecordRow>(
    `SELECT t.id, t.amount, t.memo, t.meta, t.created_at AS "createdAt", h.house,
            ${winOf}::bigint AS "winAmount",
            EXISTS (SELECT 1 FROM ledger_transfers r WHERE r.code = 'ROLLBACK' AND r.debit_account_id = t.credit_account_id
                      AND r.credit_account_id = t.debit_account_id AND r.meta->>'refTransactionId' = t.meta->>'transactionId') AS "rolledBack"
       FROM ledger_transfers t JOIN ledger_accounts h ON h.id = t.credit_account_id
      WHERE ${where}
      ORDER BY t.id DESC LIMIT $5 OFFSET $6`,
    [...params, f.limit, f.offset],
  );
  return { rows, total: Number(totals?.n ?? 0), totalBet: Number(totals?.bet ?? 0), totalWin: Number(totals?.win ?? 0) };
}

/** The titles of the promotions that paid a page of bonus rows (their transfers' meta.promotionId). */
export async function promotionTitles(db: Queryable, ids: number[]): Promise<Map<number, { TH: string; EN: string }>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{ id: number; title: { TH: string; EN: string } }>(
    'SELECT id, title FROM promotions WHERE id = ANY($1::bigint[])',
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), typeof r.title === 'string' ? JSON.parse(r.title) : r.title]));
}
