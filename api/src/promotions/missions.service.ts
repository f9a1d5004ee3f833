import { one, type Queryable } from '../db/db';
import type { MissionTask } from '@site/shared/src/contracts/rewards';
import type { Activity, MerchantRules } from './activity';
import { daysBack, localDate, periodRange } from './activity-period';

/**
 * Missions (MISSION, MISSION_MANUAL): daily or weekly tasks counted from what the ledger and the games recorded in
 * the current period of the merchant's time zone: deposits paid (ledger DEPOSIT transfers), valid bets and rounds
 * (`wager_events`, a refunded bet taking its amount and its round back), and a login streak (days with a login).
 * The period is part of every figure's bounds and of the entry's key, so a new day or week starts from zero by
 * itself: no job resets anything (docs/promotions.md, Missions).
 */

type Task = { kind: MissionTask['kind']; target: number; category?: string };

export const isMission = (activity: Pick<Activity, 'type'>) => activity.type === 'MISSION' || activity.type === 'MISSION_MANUAL';

const sumDeposits = async (db: Queryable, memberId: number, from: Date, to: Date) =>
  Number(
    (
      await one<{ total: number }>(
        db,
        `SELECT COALESCE(SUM(t.amount), 0)::bigint AS total FROM ledger_transfers t JOIN ledger_accounts a ON a.id = t.credit_account_id
       WHERE a.member_id = $1 AND t.code = 'DEPOSIT' AND t.created_at >= $2 AND t.created_at < $3`,
        [memberId, from, to],
      )
    )?.total ?? 0,
  );

/** Valid bets (amount) and rounds (a bet counts one, a refund takes it back) in the range, in one category or all. */
const wagers = async (db: Queryable, memberId: number, from: Date, to: Date, category: string | null) => {
  const row = await one<{ amount: number; rounds: number }>(
    db,
    `SELECT COALESCE(SUM(amount), 0)::bigint AS amount, COALESCE(SUM(CASE WHEN amount > 0 THEN 1 ELSE -1 END), 0)::int AS rounds FROM wager_events
     WHERE member_id = $1 AND created_at >= $2 AND created_at < $3 AND ($4::text IS NULL OR category = $4)`,
    [memberId, from, to, category],
  );
  return { amount: Math.max(0, Number(row?.amount ?? 0)), rounds: Math.max(0, Number(row?.rounds ?? 0)) };
};

/** Consecutive days with a login ending today (today counts once the member logged in today), at most `target`. */
async function loginStreak(db: Queryable, memberId: number, now: Date, timeZone: string, target: number): Promise<number> {
  const days = daysBack(now, timeZone, target);
  const since = new Date(now.getTime() - (target + 1) * 86_400_000);
  const logins = await db.query<{ created_at: Date }>(
    `SELECT created_at FROM sessions WHERE member_id = $1 AND created_at >= $2 AND created_at <= $3`,
    [memberId, since, now],
  );
  const seen = new Set(
    logins.map((l) => {
      const d = localDate(new Date(l.created_at), timeZone);
      return `${d.year}-${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;
    }),
  );
  let streak = 0;
  while (streak < days.length && seen.has(days[streak])) streak++;
  return streak;
}

/** The mission's tasks with the member's progress in the period holding `now`, and when that period ends. */
export async function missionProgress(
  db: Queryable,
  activity: Activity,
  memberId: number,
  rules: MerchantRules,
  now: Date,
): Promise<{ tasks: MissionTask[]; done: boolean; resetsAt: Date }> {
  const { from, to } = periodRange(activity.config!.frequency, now, rules.timeZone);
  const reward = activity.config!.reward as { tasks: Task[] };
  const tasks: MissionTask[] = [];
  for (const task of reward.tasks) {
    const category = task.category ?? null;
    let progress: number;
    if (task.kind === 'DEPOSIT') progress = await sumDeposits(db, memberId, from, to);
    else if (task.kind === 'LOGIN_STREAK') progress = await loginStreak(db, memberId, now, rules.timeZone, task.target);
    else {
      const w = await wagers(db, memberId, from, to, category);
      progress = task.kind === 'BET' ? w.amount : w.rounds;
    }
    tasks.push({
      kind: task.kind,
      category,
      target: task.target,
      progress: Math.min(progress, task.target),
      done: progress >= task.target,
    });
  }
  return { tasks, done: tasks.every((t) => t.done), resetsAt: to };
}
