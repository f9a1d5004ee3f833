import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { canonicalJson } from '../http/idempotency';
import type { ActivityConfig, ActivityInput, OpsActivity } from '@site/shared/src/contracts/activities';
import { assertConfig } from './activity-types';
import * as repo from './promotions.repository';
import type { PromotionRow, PromotionWrite } from './promotions.repository';

/**
 * The operator's side of activities (/ops/promotions/activities): create, edit, close. Creating a code that exists
 * with the same content answers as a replay, with other content promo.code.exists; closing twice answers the
 * first close (api-conventions A10.1: every operator decision is idempotent).
 */

const time = (d: Date | null) => (d ? new Date(d).getTime() : null);

function view(row: PromotionRow, replayed: boolean): OpsActivity {
  return {
    id: Number(row.id),
    code: row.code,
    type: row.type,
    category: row.category,
    title: row.title,
    startTime: new Date(row.starts_at).getTime(),
    endTime: time(row.ends_at),
    closedAt: time(row.closed_at),
    closeReason: row.close_reason,
    sort: Number(row.sort),
    config: row.config as ActivityConfig,
    replayed,
  };
}

function toWrite(input: ActivityInput): PromotionWrite {
  assertConfig(input.type, input.config);
  if (input.endTime !== null && input.endTime <= input.startTime)
    throw new AppError('validation.failed', 'endTime must come after startTime', 422);
  return {
    code: input.code,
    type: input.type,
    category: input.category,
    title: input.title,
    summary: input.summary,
    content: input.content,
    art: input.art ?? {},
    startsAt: new Date(input.startTime),
    endsAt: input.endTime === null ? null : new Date(input.endTime),
    sort: input.sort ?? 0,
    config: input.config,
  };
}

/** What a stored row says, in the shape of a write (to tell a replayed create from a clash). */
const writeOf = (row: PromotionRow): PromotionWrite => ({
  code: row.code,
  type: row.type,
  category: row.category,
  title: row.title,
  summary: row.summary,
  content: row.content,
  art: row.art as Record<string, string>,
  startsAt: new Date(row.starts_at),
  endsAt: row.ends_at && new Date(row.ends_at),
  sort: Number(row.sort),
  config: row.config,
});

const sameWrite = (a: PromotionWrite, b: PromotionWrite) =>
  canonicalJson({ ...a, startsAt: a.startsAt.getTime(), endsAt: a.endsAt?.getTime() ?? null }) ===
  canonicalJson({ ...b, startsAt: b.startsAt.getTime(), endsAt: b.endsAt?.getTime() ?? null });

export async function listActivities(db: Queryable, merchantCode: string): Promise<OpsActivity[]> {
  return (await repo.listPromotions(db, merchantCode, null)).map((row) => view(row, false));
}

export async function createActivity(db: Db, merchantCode: string, input: ActivityInput, actor: string): Promise<OpsActivity> {
  const write = toWrite(input);
  return db.transaction(async (tx) => {
    const id = await repo.insertPromotion(tx, merchantCode, write, actor);
    if (id !== null) return view((await repo.findPromotion(tx, merchantCode, id))!, false);
    const existing = (await repo.findPromotionByCode(tx, merchantCode, input.code))!;
    if (!sameWrite(writeOf(existing), write)) throw new AppError('promo.code.exists');
    return view(existing, true);
  });
}

export async function editActivity(db: Db, merchantCode: string, id: number, input: ActivityInput, actor: string): Promise<OpsActivity> {
  const write = toWrite(input);
  return db.transaction(async (tx) => {
    const row = await repo.lockPromotion(tx, merchantCode, id);
    if (!row) throw new AppError('not.found');
    if (sameWrite(writeOf(row), write)) return view(row, true);
    const clash = await repo.findPromotionByCode(tx, merchantCode, input.code);
    if (clash && Number(clash.id) !== id) throw new AppError('promo.code.exists');
    // Members' entries and obligations were made under the activity's type: it stays what it was.
    if (row.type !== input.type) throw new AppError('promo.config.invalid', 'an activity keeps its type');
    await repo.updatePromotion(tx, id, write, actor);
    return view((await repo.findPromotion(tx, merchantCode, id))!, false);
  });
}

export async function closeActivity(db: Db, merchantCode: string, id: number, reason: string, actor: string): Promise<OpsActivity> {
  return db.transaction(async (tx) => {
    const row = await repo.lockPromotion(tx, merchantCode, id);
    if (!row) throw new AppError('not.found');
    if (row.closed_at) return view(row, true);
    await repo.closePromotion(tx, id, reason, actor);
    return view((await repo.findPromotion(tx, merchantCode, id))!, false);
  });
}
