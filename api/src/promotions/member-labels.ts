import type { Queryable } from '../db/db';
import type { ActivityLabel } from '@site/shared/src/contracts/activities';
import { currentPeriod, type Activity, type MerchantRules } from './activity';
import { shownLabel } from './entry-state';
import { isMission, missionProgress } from './missions.service';
import * as repo from './promotions.repository';
import type { EntryRow } from './promotions.repository';

/**
 * What a member sees on each activity (product-rules 4.36): the entry of the current period, the latest entry of an
 * activity the platform pays by itself (an upgrade bonus is paid per level, not per period), and a mission whose
 * tasks are done shown as Claim. A guest (null) sees the label of a member without an entry.
 */
export async function memberLabels(
  db: Queryable,
  memberId: number | null,
  activities: Activity[],
  rules: MerchantRules,
  now: Date,
): Promise<Map<number, { entry: EntryRow | null; label: ActivityLabel }>> {
  const shown = new Map<number, { entry: EntryRow | null; label: ActivityLabel }>();
  const auto = activities.filter((a) => a.kind === 'auto');
  const periodic = activities.filter((a) => a.kind !== 'auto');
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
    shown.set(a.id, { entry, label: shownLabel(a.window, a.kind, entry?.state ?? null, now, done) });
  }
  return shown;
}
