import { one, type Queryable } from '../db/db';

/** SQL of the double-entry ledger (migration 300). No rules here: see ledger.service.ts. */

export interface AccountRow {
  id: number;
  merchantCode: string;
  memberId: number | null;
  wallet: string | null;
  house: string | null;
}

export interface TransferRow {
  id: number;
  merchantCode: string;
  idempotencyKey: string;
  code: string;
  debitAccountId: number;
  creditAccountId: number;
  amount: number;
  debitBalanceAfter: number | null;
  creditBalanceAfter: number | null;
  memo: string;
  meta: Record<string, unknown>;
  createdAt: Date;
}

const ACCOUNT_COLUMNS = `id, merchant_code AS "merchantCode", member_id AS "memberId", wallet, house`;
export const TRANSFER_COLUMNS = `id, merchant_code AS "merchantCode", idempotency_key AS "idempotencyKey", code,
  debit_account_id AS "debitAccountId", credit_account_id AS "creditAccountId", amount,
  debit_balance_after AS "debitBalanceAfter", credit_balance_after AS "creditBalanceAfter", memo, meta, created_at AS "createdAt"`;

/** The member's wallet account, created on first use (only for a member of that merchant). */
export async function ensureMemberAccount(db: Queryable, merchantCode: string, memberId: number, wallet: string): Promise<AccountRow | null> {
  const found = await one<AccountRow>(db, `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE member_id = $1 AND wallet = $2`, [memberId, wallet]);
  if (found) return found;
  await db.query(
    `INSERT INTO ledger_accounts (merchant_code, member_id, wallet)
     SELECT merchant_code, id, $2 FROM members WHERE id = $1 AND merchant_code = $3
     ON CONFLICT (member_id, wallet) WHERE member_id IS NOT NULL DO NOTHING`,
    [memberId, wallet, merchantCode],
  );
  return one<AccountRow>(db, `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE member_id = $1 AND wallet = $2`, [memberId, wallet]);
}

/** The merchant's house account, created on first use. */
export async function ensureHouseAccount(db: Queryable, merchantCode: string, house: string): Promise<AccountRow> {
  const sql = `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE merchant_code = $1 AND house = $2`;
  const found = await one<AccountRow>(db, sql, [merchantCode, house]);
  if (found) return found;
  await db.query(
    `INSERT INTO ledger_accounts (merchant_code, house) VALUES ($1, $2) ON CONFLICT (merchant_code, house) WHERE house IS NOT NULL DO NOTHING`,
    [merchantCode, house],
  );
  return (await one<AccountRow>(db, sql, [merchantCode, house]))!;
}

/** Locks member accounts in ascending id order (one fixed order for everyone: no deadlocks) and reads their balances. */
export async function lockMemberAccounts(db: Queryable, ids: number[]): Promise<Map<number, number>> {
  if (!ids.length) return new Map();
  const rows = await db.query<{ id: number; balance: number }>(
    `SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[]) AND member_id IS NOT NULL ORDER BY id FOR UPDATE`,
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), Number(r.balance)]));
}

export const findTransferByKey = (db: Queryable, merchantCode: string, key: string) =>
  one<TransferRow>(db, `SELECT ${TRANSFER_COLUMNS} FROM ledger_transfers WHERE merchant_code = $1 AND idempotency_key = $2`, [merchantCode, key]);

/** Inserts the transfer; null when the key was taken meanwhile (a concurrent request with the same key committed). */
export async function insertTransfer(
  db: Queryable,
  t: Omit<TransferRow, 'id' | 'createdAt'>,
): Promise<number | null> {
  const row = await one<{ id: number }>(
    db,
    `INSERT INTO ledger_transfers (merchant_code, idempotency_key, code, debit_account_id, credit_account_id, amount,
       debit_balance_after, credit_balance_after, memo, meta)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (merchant_code, idempotency_key) DO NOTHING RETURNING id`,
    [t.merchantCode, t.idempotencyKey, t.code, t.debitAccountId, t.creditAccountId, t.amount, t.debitBalanceAfter, t.creditBalanceAfter, t.memo, JSON.stringify(t.meta)],
  );
  return row ? Number(row.id) : null;
}

export async function setBalance(db: Queryable, accountId: number, balance: number): Promise<void> {
  await db.query(`UPDATE ledger_accounts SET balance = $2 WHERE id = $1`, [accountId, balance]);
}

export async function memberBalances(db: Queryable, memberId: number): Promise<Record<string, number>> {
  const rows = await db.query<{ wallet: string; balance: number }>(`SELECT wallet, balance FROM ledger_accounts WHERE member_id = $1 ORDER BY id`, [memberId]);
  return Object.fromEntries(rows.map((r) => [r.wallet, Number(r.balance)]));
}

export async function memberWalletBalance(db: Queryable, memberId: number, wallet: string): Promise<number> {
  const row = await one<{ balance: number }>(db, `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND wallet = $2`, [memberId, wallet]);
  return row ? Number(row.balance) : 0;
}

/** A house balance, derived from the journal (credits minus debits): house rows are never updated in place. */
export async function houseBalance(db: Queryable, merchantCode: string, house: string): Promise<number> {
  const row = await one<{ balance: number }>(
    db,
    `SELECT (COALESCE((SELECT SUM(t.amount) FROM ledger_transfers t WHERE t.credit_account_id = a.id), 0)
           - COALESCE((SELECT SUM(t.amount) FROM ledger_transfers t WHERE t.debit_account_id = a.id), 0))::bigint AS balance
       FROM ledger_accounts a WHERE a.merchant_code = $1 AND a.house = $2`,
    [merchantCode, house],
  );
  return row ? Number(row.balance) : 0;
}
