import type { Queryable } from '../db/db';
import { AppError } from '../http/errors';
import { countUnreadAnnouncements, listAnnouncements, setRead, type AnnouncementRow } from './announcements.repository';

export type Lang = 'TH' | 'EN';
/** product-rules 3: content type codes of the announcement request; H is served as the "hot" (popular) group. */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
/** product-rules 2: the mobile home banner group; registration uses m_reg. */
export const HOME_BANNER_GROUP = 'm_home';

export const bannerImageUrl = (row: { id: number; image_url: string | null }, lang: Lang) =>
  row.image_url ?? `/wps/content/banner/${row.id}.webp?lang=${lang}`;

const text = (row: AnnouncementRow, lang: Lang) => ({
  id: row.id,
  title: lang === 'EN' ? row.title_en : row.title_th,
  content: lang === 'EN' ? row.content_en : row.content_th,
  read: row.read,
  createdAt: new Date(row.created_at).getTime(),
});

export function bannerOf(row: AnnouncementRow, lang: Lang) {
  return {
    bannerId: row.id,
    groupName: row.group_name,
    url: bannerImageUrl(row, lang),
    title: lang === 'EN' ? row.title_en : row.title_th,
    redirect: row.redirect,
    externalLink: row.external_link,
  };
}

/** product-rules 3: types 'B,PL,PU,PR,H' -> {banners, player, popup, promotion, hot}; unknown types are refused. */
export function parseTypes(types: string | undefined): string[] {
  const list = (types ?? ANNOUNCEMENT_TYPES.join(','))
    .split(',')
    .map((t) => t.trim().toUpperCase())
    .filter(Boolean);
  if (!list.length || list.some((t) => !(ANNOUNCEMENT_TYPES as readonly string[]).includes(t)))
    throw new AppError('validation.failed', 'types must be of B,PL,PU,PR,H');
  return [...new Set(list)];
}

export async function announcementGroups(
  db: Queryable,
  merchantCode: string,
  types: string[],
  platform: string,
  groupName: string | null,
  memberId: number | null,
  lang: Lang,
) {
  const rows = await listAnnouncements(db, merchantCode, types, platform, groupName, memberId);
  const of = (type: string) => rows.filter((r) => r.type === type);
  return {
    banners: of('B').map((r) => bannerOf(r, lang)),
    player: of('PL').map((r) => text(r, lang)),
    popup: of('PU').map((r) => text(r, lang)),
    promotion: of('PR').map((r) => ({ ...text(r, lang), redirect: r.redirect })),
    hot: of('H').map((r) => text(r, lang)),
  };
}

/** The notice board (/m/notice) lists the player group (PL) of the mobile platform: its unread ones count. */
export const unreadAnnouncements = (db: Queryable, merchantCode: string, memberId: number) =>
  countUnreadAnnouncements(db, merchantCode, memberId, ['PL'], 'M');

export async function markAnnouncementRead(db: Queryable, merchantCode: string, memberId: number, announcementId: number, read: boolean) {
  if (!(await setRead(db, merchantCode, memberId, announcementId, read))) throw new AppError('not.found', 'no such announcement');
  return { announcementId, read };
}
