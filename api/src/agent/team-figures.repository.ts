import type { Queryable } from '../db/db';
import { TEAM_CTE } from './downline.repository';

/**
 * The SQL of the team figures: what the agent's direct downlines and the rest of the team did in a period, from the
 * ledger (deposits, payouts, bets, wins, rollbacks, bonuses and rebates) and the members' registrations. Transfers
 * between a member's own wallets and transfers from agents are neither income nor play, and count nowhere.
 */

export interface FigureRow {
  registrations: number;
  firstDepositors: number;
  activePlayers: number;
  deposits: number;
  withdrawals: number;
  bets: number;
  wins: number;
  rollbacks: number;
  bonuses: number;
}

/** Each member's money moves in the period, by kind; $2 and $3 bound the period (start included, end excluded). */
const MOVES = `LEFT JOIN LATERAL (
    SELECT
      COALESCE(SUM(x.amount) FILTER (WHERE x.code = 'DEPOSIT' AND x.side = 'credit'), 0) AS deposits,
      COALESCE(SUM(x.amount) FILTER (WHERE x.code = 'WITHDRAW_PAYOUT' AND x.side = 'debit'), 0) AS withdrawals,
      COALESCE(SUM(x.amount) FILTER (WHERE x.code = 'BET' AND x.side = 'debit'), 0) AS bets,
      COALESCE(SUM(x.amount) FILTER (WHERE x.code = 'WIN' AND x.side = 'credit'), 0) AS wins,
      COALESCE(SUM(x.amount) FILTER (WHERE x.code = 'ROLLBACK' AND x.side = 'credit'), 0) AS rollbacks,
      COALESCE(SUM(x.amount) FILTER (WHERE x.code IN ('BONUS', 'REBATE') AND x.side = 'credit'), 0) AS bonuses
    FROM (
      SELECT l.code, l.amount, 'credit' AS side FROM ledger_accounts a JOIN ledger_transfers l ON l.credit_account_id = a.id
        WHERE a.member_id = t.id AND l.created_at >= $2 AND l.created_at < $3
      UNION ALL
      SELECT l.code, l.amount, 'debit' AS side FROM ledger_accounts a JOIN ledger_transfers l ON l.debit_account_id = a.id
        WHERE a.member_id = t.id AND l.created_at >= $2 AND l.created_at < $3
    ) x
  ) mv ON true`;

type Raw = Record<keyof FigureRow, unknown> & { direct: boolean };

/** The figures of the direct downlines and of the deeper levels, apart (the whole team is their sum). */
export async function figuresByLevel(
  db: Queryable,
  agentId: number,
  from: Date,
  to: Date,
): Promise<{ direct: FigureRow; deeper: FigureRow }> {
  const rows = await db.query<Raw>(
    `WITH RECURSIVE ${TEAM_CTE}
     SELECT (t.depth = 1) AS direct,
       count(*) FILTER (WHERE m.created_at >= $2 AND m.created_at < $3) AS "registrations",
       count(*) FILTER (WHERE f.first_at >= $2 AND f.first_at < $3) AS "firstDepositors",
       count(*) FILTER (WHERE mv.bets > 0) AS "activePlayers",
       COALESCE(SUM(mv.deposits), 0) AS deposits, COALESCE(SUM(mv.withdrawals), 0) AS withdrawals,
       COALESCE(SUM(mv.bets), 0) AS bets, COALESCE(SUM(mv.wins), 0) AS wins,
       COALESCE(SUM(mv.rollbacks), 0) AS rollbacks, COALESCE(SUM(mv.bonuses), 0) AS bonuses
     FROM team t JOIN members m ON m.id = t.id
     LEFT JOIN LATERAL (
       SELECT min(l.created_at) AS first_at FROM ledger_accounts a JOIN ledger_transfers l ON l.credit_account_id = a.id
       WHERE a.member_id = t.id AND l.code = 'DEPOSIT'
     ) f ON true
     ${MOVES}
     GROUP BY (t.depth = 1)`,
    [agentId, from, to],
  );
  const zero: FigureRow = {
    registrations: 0,
    firstDepositors: 0,
    activePlayers: 0,
    deposits: 0,
    withdrawals: 0,
    bets: 0,
    wins: 0,
    rollbacks: 0,
    bonuses: 0,
  };
  const toRow = (r: Raw | undefined): FigureRow =>
    r ? (Object.fromEntries(Object.keys(zero).map((k) => [k, Number(r[k as keyof FigureRow])])) as unknown as FigureRow) : zero;
  return { direct: toRow(rows.find((r) => r.direct)), deeper: toRow(rows.find((r) => !r.direct)) };
}

/** The whole team's deposits, bets, wins and rollbacks per day; the days' bounds come from the caller (its time zone). */
export async function figuresByDay(
  db: Queryable,
  agentId: number,
  days: Array<{ start: Date; end: Date }>,
): Promise<Array<{ deposits: number; bets: number; wins: number; rollbacks: number }>> {
  const rows = await db.query<{ i: unknown; deposits: unknown; bets: unknown; wins: unknown; rollbacks: unknown }>(
    `WITH RECURSIVE ${TEAM_CTE},
     day (i, s, e) AS (SELECT i, s, e FROM unnest($2::timestamptz[], $3::timestamptz[]) WITH ORDINALITY AS d (s, e, i))
     SELECT day.i,
       COALESCE(SUM(l.amount) FILTER (WHERE l.code = 'DEPOSIT' AND l.credit_account_id = a.id), 0) AS deposits,
       COALESCE(SUM(l.amount) FILTER (WHERE l.code = 'BET' AND l.debit_account_id = a.id), 0) AS bets,
       COALESCE(SUM(l.amount) FILTER (WHERE l.code = 'WIN' AND l.credit_account_id = a.id), 0) AS wins,
       COALESCE(SUM(l.amount) FILTER (WHERE l.code = 'ROLLBACK' AND l.credit_account_id = a.id), 0) AS rollbacks
     FROM team t JOIN ledger_accounts a ON a.member_id = t.id
     JOIN ledger_transfers l ON (l.credit_account_id = a.id OR l.debit_account_id = a.id) AND l.code IN ('DEPOSIT', 'BET', 'WIN', 'ROLLBACK')
     JOIN day ON l.created_at >= day.s AND l.created_at < day.e
     GROUP BY day.i`,
    [agentId, days.map((d) => d.start.toISOString()), days.map((d) => d.end.toISOString())],
  );
  return days.map((_, index) => {
    const r = rows.find((row) => Number(row.i) === index + 1);
    return {
      deposits: Number(r?.deposits ?? 0),
      bets: Number(r?.bets ?? 0),
      wins: Number(r?.wins ?? 0),
      rollbacks: Number(r?.rollbacks ?? 0),
    };
  });
}
