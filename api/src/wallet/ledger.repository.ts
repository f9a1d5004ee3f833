import { one, type Queryable } from '../db/db';

/** SQL of the double-entry ledger (migrations 300, 660 and 661). No rules here: see ledger.service.ts. */

/** What ledger_post_transfer answers: the transfer (or the first one under its key), or the refusal's error key. */
export interface PostedTransferRow {
  transferId: number | null;
  replayed: boolean;
  balances: Record<string, number> | null;
  error: string | null;
}

/** One side of a transfer as the function takes it: a member's wallet, or (member NULL) a house account. */
export interface AccountSide {
  member: number | null;
  name: string;
}

/**
 * Posts one transfer in one round trip: ledger_post_transfer (migrations 660, 661) resolves the accounts, locks, checks,
 * inserts and updates. Named: PostgreSQL parses and plans the call once per connection.
 */
export async function postTransferRow(
  db: Queryable,
  t: {
    merchantCode: string;
    idempotencyKey: string;
    code: string;
    debit: AccountSide;
    credit: AccountSide;
    amount: number;
    memo: string;
    meta: Record<string, unknown>;
  },
): Promise<PostedTransferRow> {
  const row = await one<PostedTransferRow>(
    db,
    `SELECT transfer_id AS "transferId", replayed, balances, error FROM ledger_post_transfer($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      t.merchantCode,
      t.idempotencyKey,
      t.code,
      t.debit.member,
      t.debit.name,
      t.credit.member,
      t.credit.name,
      t.amount,
      t.memo,
      JSON.stringify(t.meta),
    ],
    'ledger_post_transfer',
  );
  return row!;
}

export async function memberBalances(db: Queryable, memberId: number): Promise<Record<string, number>> {
  const rows = await db.query<{ wallet: string; balance: number }>(
    `SELECT wallet, balance FROM ledger_accounts WHERE member_id = $1 ORDER BY id`,
    [memberId],
  );
  return Object.fromEntries(rows.map((r) => [r.wallet, Number(r.balance)]));
}

export async function memberWalletBalance(db: Queryable, memberId: number, wallet: string): Promise<number> {
  const row = await one<{ balance: number }>(db, `SELECT balance FROM ledger_accounts WHERE member_id = $1 AND wallet = $2`, [
    memberId,
    wallet,
  ]);
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
