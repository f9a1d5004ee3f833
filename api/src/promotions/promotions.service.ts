import type { Db, Queryable } from '../db/db';
import { AppError } from '../http/errors';
import type { Promotion } from '@site/shared/src/contracts/promotions';
import type { ActivityLabel } from '@site/shared/src/contracts/activities';
import { activityOf, isOffered, memberFacts, merchantRules, type Activity } from './activity';
import { memberLabels } from './member-labels';
import { findPromotion, listPromotions } from './promotions.repository';
import { takePart } from './rewards.service';

type Lang = 'TH' | 'EN';

/** The activity end a member sees: an operator's close ends it early. */
const endOf = (a: Activity) =>
  [a.window.endsAt, a.window.closedAt].filter((d): d is Date => d !== null).sort((x, y) => x.getTime() - y.getTime())[0] ?? null;

function toPromotion(a: Activity, label: ActivityLabel, lang: Lang): Promotion {
  const row = a.row;
  return {
    id: a.id,
    code: a.code,
    category: row.category,
    title: row.title[lang] ?? row.title.TH,
    summary: row.summary[lang] ?? row.summary.TH,
    content: row.content[lang] ?? row.content.TH,
    art: row.art,
    startTime: a.window.startsAt.getTime(),
    endTime: endOf(a)?.getTime() ?? null,
    label,
  };
}

/** Activities with the member's label on each (a guest sees what a member without an entry sees). */
async function withLabels(
  db: Queryable,
  merchantCode: string,
  memberId: number | null,
  activities: Activity[],
  lang: Lang,
  now: Date,
): Promise<Promotion[]> {
  const rules = await merchantRules(db, merchantCode);
  const offered = activities.filter((a) => isOffered(a, rules));
  const labels = await memberLabels(db, memberId, offered, rules, now);
  const deposited =
    memberId && offered.some((a) => a.config?.eligibility?.deposit === 'FIRST')
      ? (await memberFacts(db, merchantCode, memberId)).deposits > 0
      : false;
  return offered.map((a) => {
    const promotion = toPromotion(a, labels.get(a.id)!.label, lang);
    // A first-deposit offer is over for a member who has deposited: Close, not a Join that could only be refused.
    return deposited && promotion.label === 'JOIN' && a.config?.eligibility?.deposit === 'FIRST'
      ? { ...promotion, label: 'CLOSE' as const }
      : promotion;
  });
}

export async function promotionsFor(
  db: Db,
  merchantCode: string,
  memberId: number | null,
  category: string | null,
  lang: Lang,
  now = new Date(),
) {
  return withLabels(db, merchantCode, memberId, (await listPromotions(db, merchantCode, category)).map(activityOf), lang, now);
}

export async function promotionFor(db: Db, merchantCode: string, memberId: number | null, id: number, lang: Lang, now = new Date()) {
  const row = await findPromotion(db, merchantCode, id);
  const [promotion] = row ? await withLabels(db, merchantCode, memberId, [activityOf(row)], lang, now) : [];
  if (!promotion) throw new AppError('not.found');
  return promotion;
}

/** The screens' one button: join, apply or claim, as the activity's type asks (rewards.service.ts). */
export async function joinPromotion(db: Db, merchantCode: string, memberId: number, id: number, lang: Lang): Promise<Promotion> {
  await takePart(db, merchantCode, memberId, id, { action: 'any' }, lang);
  return promotionFor(db, merchantCode, memberId, id, lang);
}
