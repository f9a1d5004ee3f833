import type { Queryable } from '../db/db';
import type { ActivityLabel } from '@site/shared/src/contracts/activities';
import { currentPeriod, type Activity, type MerchantRules } from './activity';
import { shownLabel } from './entry-state';
import { isMission, missionProgress } from './missions.service';
import * as repo from './promotions.repository';
import type { EntryRow } from './promotions.repository';

/**
 * What a member sees on each activity (product-rules 4.36): the entry of the current period, the latest entry of an
 * activity the platform pays by itself (an upgrade bonus is paid per level, a raffle per place, not per period), a
 * mission whose tasks are done shown as Claim, and a drawn raffle Close for a member who won nothing. A guest (null) sees the label of a member without an entry.
 */
export async function memberLabels(
  db: Queryable,
  memberId: number | null,
  activities: Activity[],
  rules: MerchantRules,
  now: Date,
): Promise<Map<number, { entry: EntryRow | null; label: ActivityLabel }>> {
  const shown = new Map<number, { entry: EntryRow | null; label: ActivityLabel }>();
  // Paid otherwise than per period: an upgrade bonus per level, a raffle per place won.
  const byEvent = (a: Activity) => a.kind === 'auto' || a.type === 'RAFFLE';
  const auto = activities.filter(byEvent);
  const periodic = activities.filter((a) => !byEvent(a));
  const raffles = activities.filter((a) => a.type === 'RAFFLE').map((a) => a.id);
  const drawn = new Set(
    raffles.length
      ? (
          await db.query<{ promotion_id: number }>(
            'SELECT promotion_id FROM raffle_draws WHERE promotion_id = ANY($1::bigint[]) AND drawn_at IS NOT NULL',
            [raffles],
          )
        ).map((r) => Number(r.promotion_id))
      : [],
  );
  const entries = memberId
    ? [
        ...(await repo.memberEntries(
          db,
          memberId,
          periodic.map((a) => ({ promotionId: a.id, period: currentPeriod(a, rules, now) })),
        )),
        ...(await repo.latestEntries(
          db,
          memberId,
          auto.map((a) => a.id),
        )),
      ]
    : [];
  for (const a of activities) {
    const entry = entries.find((e) => Number(e.promotion_id) === a.id) ?? null;
    const open = !entry || entry.state === 'JOINED' || entry.state === 'CLAIM';
    const done =
      memberId !== null && open && isMission(a) && a.config !== null && (await missionProgress(db, a, memberId, rules, now)).done;
    const label = shownLabel(a.window, a.kind, entry?.state ?? null, now, done);
    // A drawn raffle is over: Issued for a winner (the entry above), Close for everyone else.
    shown.set(a.id, { entry, label: drawn.has(a.id) && !entry ? 'CLOSE' : label });
  }
  return shown;
}
