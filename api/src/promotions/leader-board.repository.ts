import type { Queryable } from '../db/db';
import type { LeaderBoardKind, LeaderBoardSpan } from '@site/shared/src/contracts/promotions';

export interface StandingRow {
  rank: number;
  member_id: number;
  name: string;
  score: number;
}

/**
 * Each board's score per real member over [from, to): valid turnover (bets less refunds, wager_events), deposits paid
 * and the biggest single win (the ledger). `reached` breaks ties: who got there first ranks higher.
 */
const SCORES: Record<LeaderBoardKind, string> = {
  TURNOVER: `SELECT member_id, SUM(amount) AS score, MAX(created_at) AS reached FROM wager_events
             WHERE merchant_code = $1 AND created_at >= $2 AND created_at < $3 GROUP BY member_id`,
  DEPOSIT: `SELECT a.member_id, SUM(t.amount) AS score, MAX(t.created_at) AS reached
            FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
            WHERE t.merchant_code = $1 AND t.code = 'DEPOSIT' AND a.member_id IS NOT NULL AND t.created_at >= $2 AND t.created_at < $3
            GROUP BY a.member_id`,
  WIN: `SELECT DISTINCT ON (a.member_id) a.member_id, t.amount AS score, t.created_at AS reached
        FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
        WHERE t.merchant_code = $1 AND t.code = 'WIN' AND a.member_id IS NOT NULL AND t.created_at >= $2 AND t.created_at < $3
        ORDER BY a.member_id, t.amount DESC, t.created_at`,
};

/** The board's first `limit` places and, when asked, the member's own place wherever it is. */
export async function standings(
  db: Queryable,
  merchantCode: string,
  board: LeaderBoardKind,
  from: Date,
  to: Date,
  limit: number,
  memberId: number | null,
): Promise<StandingRow[]> {
  const rows = await db.query<StandingRow>(
    `WITH scores AS (${SCORES[board]}),
     ranked AS (
       SELECT ROW_NUMBER() OVER (ORDER BY s.score DESC, s.reached, s.member_id) AS rank, s.member_id, COALESCE(m.nickname, m.account) AS name, s.score
       FROM scores s JOIN members m ON m.id = s.member_id
       WHERE s.score > 0 AND NOT m.trial
     )
     SELECT * FROM ranked WHERE rank <= $4 OR member_id = $5 ORDER BY rank`,
    [merchantCode, from, to, limit, memberId],
  );
  return rows.map((r) => ({ rank: Number(r.rank), member_id: Number(r.member_id), name: r.name, score: Number(r.score) }));
}

export interface PrizeRow {
  board: LeaderBoardKind;
  rank: number;
  amount: number;
  /** The turnover obligation the prize carries, a multiple of its amount (0: none; migration 740). */
  bonus_multiple: number;
}

export async function prizesOf(db: Queryable, merchantCode: string, span: LeaderBoardSpan): Promise<PrizeRow[]> {
  const rows = await db.query<PrizeRow>(
    'SELECT board, rank, amount, bonus_multiple FROM leader_board_prizes WHERE merchant_code = $1 AND span = $2 ORDER BY board, rank',
    [merchantCode, span],
  );
  return rows.map((r) => ({ board: r.board, rank: Number(r.rank), amount: Number(r.amount), bonus_multiple: Number(r.bonus_multiple) }));
}

export const merchantsWithPrizes = async (db: Queryable, span: LeaderBoardSpan): Promise<string[]> =>
  (
    await db.query<{ merchant_code: string }>(
      'SELECT DISTINCT merchant_code FROM leader_board_prizes WHERE span = $1 ORDER BY merchant_code',
      [span],
    )
  ).map((r) => r.merchant_code);

/** Every prize of the merchant (the operator's list). */
export async function allPrizes(db: Queryable, merchantCode: string): Promise<Array<PrizeRow & { span: LeaderBoardSpan }>> {
  const rows = await db.query<PrizeRow & { span: LeaderBoardSpan }>(
    'SELECT board, span, rank, amount, bonus_multiple FROM leader_board_prizes WHERE merchant_code = $1 ORDER BY board, span, rank',
    [merchantCode],
  );
  return rows.map((r) => ({ ...r, rank: Number(r.rank), amount: Number(r.amount), bonus_multiple: Number(r.bonus_multiple) }));
}

/** Sets one place's prize and multiple (a later close pays what is set then). */
export async function upsertPrize(
  db: Queryable,
  merchantCode: string,
  p: { board: LeaderBoardKind; span: LeaderBoardSpan; rank: number; amount: number; bonusMultiple: number },
): Promise<void> {
  await db.query(
    `INSERT INTO leader_board_prizes (merchant_code, board, span, rank, amount, bonus_multiple) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (merchant_code, board, span, rank) DO UPDATE SET amount = EXCLUDED.amount, bonus_multiple = EXCLUDED.bonus_multiple`,
    [merchantCode, p.board, p.span, p.rank, p.amount, p.bonusMultiple],
  );
}
