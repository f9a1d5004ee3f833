import type { Queryable } from '../db/db';
import { sanitizeOperatorHtml } from '../http/markup';
import { OPERATOR_ANNOUNCEMENT_TYPES, type NewAnnouncement, type OperatorAnnouncement } from '@site/shared/src/contracts/operator';

export interface AnnouncementRow {
  id: number;
  type: string;
  group_name: string;
  title_th: string;
  title_en: string;
  content_th: string;
  content_en: string;
  image_url: string | null;
  redirect: string | null;
  external_link: string | null;
  hot: boolean;
  created_at: Date;
  read: boolean;
}

/**
 * Active announcements of the given types for the platform; banners only of groupName when one is given.
 * read is the member's own mark (false for guests).
 */
export async function listAnnouncements(
  db: Queryable,
  merchantCode: string,
  types: string[],
  platform: string,
  groupName: string | null,
  memberId: number | null,
): Promise<AnnouncementRow[]> {
  return db.query<AnnouncementRow>(
    `SELECT a.id, a.type, a.group_name, a.title_th, a.title_en, a.content_th, a.content_en, a.image_url, a.redirect,
            a.external_link, a.hot, a.created_at,
            ($5::bigint IS NOT NULL AND EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = $5::bigint)) AS read
       FROM announcements a
      WHERE a.merchant_code = $1 AND a.active AND a.platform = $3 AND a.type = ANY($2::text[])
        AND (a.type <> 'B' OR $4::text IS NULL OR a.group_name = $4::text)
      ORDER BY a.sort, a.id DESC`,
    [merchantCode, types, platform, groupName, memberId],
  );
}

export async function findAnnouncement(
  db: Queryable,
  merchantCode: string,
  id: number,
): Promise<{ id: number; image_url: string | null; title_th: string; title_en: string; content_th: string; content_en: string } | null> {
  const rows = await db.query<{
    id: number;
    image_url: string | null;
    title_th: string;
    title_en: string;
    content_th: string;
    content_en: string;
  }>(
    'SELECT id, image_url, title_th, title_en, content_th, content_en FROM announcements WHERE merchant_code = $1 AND id = $2 AND active',
    [merchantCode, id],
  );
  return rows[0] ?? null;
}

/** How many active announcements of the types, on the platform, the member has not read. */
export async function countUnreadAnnouncements(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  types: string[],
  platform: string,
): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM announcements a
      WHERE a.merchant_code = $1 AND a.active AND a.platform = $3 AND a.type = ANY($2::text[])
        AND NOT EXISTS (SELECT 1 FROM announcement_reads r WHERE r.announcement_id = a.id AND r.member_id = $4)`,
    [merchantCode, types, platform, memberId],
  );
  return Number(row?.n ?? 0);
}

/** Sets or clears the member's read mark of an announcement of their merchant; false when there is no such announcement. */
export async function setRead(
  db: Queryable,
  merchantCode: string,
  memberId: number,
  announcementId: number,
  read: boolean,
): Promise<boolean> {
  if (!(await findAnnouncement(db, merchantCode, announcementId))) return false;
  if (read) {
    await db.query('INSERT INTO announcement_reads (announcement_id, member_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      announcementId,
      memberId,
    ]);
  } else {
    await db.query('DELETE FROM announcement_reads WHERE announcement_id = $1 AND member_id = $2', [announcementId, memberId]);
  }
  return true;
}

export interface AnnouncementSeed {
  key: string;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  groupName?: string;
  th: [string, string];
  en: [string, string];
  redirect?: string;
  externalLink?: string;
  sort: number;
}

/** Writes an announcement; its bodies are operator HTML, stored sanitized. */
export async function upsertAnnouncement(db: Queryable, merchantCode: string, a: AnnouncementSeed): Promise<void> {
  const [contentTh, contentEn] = await Promise.all([sanitizeOperatorHtml(a.th[1]), sanitizeOperatorHtml(a.en[1])]);
  await db.query(
    `INSERT INTO announcements (merchant_code, type, group_name, title_th, title_en, content_th, content_en, redirect, external_link, sort, seed_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
     ON CONFLICT (merchant_code, seed_key) DO UPDATE SET type = EXCLUDED.type, group_name = EXCLUDED.group_name,
       title_th = EXCLUDED.title_th, title_en = EXCLUDED.title_en, content_th = EXCLUDED.content_th, content_en = EXCLUDED.content_en,
       redirect = EXCLUDED.redirect, external_link = EXCLUDED.external_link, sort = EXCLUDED.sort`,
    [
      merchantCode,
      a.type,
      a.groupName ?? '',
      a.th[0],
      a.en[0],
      contentTh,
      contentEn,
      a.redirect ?? null,
      a.externalLink ?? null,
      a.sort,
      a.key,
    ],
  );
}

/** An operator's new announcement (POST /ops/announcements): bodies are operator HTML, stored sanitized. */
export async function createAnnouncement(db: Queryable, merchantCode: string, a: NewAnnouncement, actor: string): Promise<number> {
  const [contentTh, contentEn] = await Promise.all([sanitizeOperatorHtml(a.contentTh), sanitizeOperatorHtml(a.contentEn)]);
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO announcements (merchant_code, type, title_th, title_en, content_th, content_en, hot, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [merchantCode, a.type ?? 'PL', a.titleTh.trim(), a.titleEn.trim(), contentTh, contentEn, a.hot ?? false, actor],
  );
  return Number(row.id);
}

/** The merchant's notices and popups for operators, newest first (banners and promotions have their own tools). */
export async function listOperatorAnnouncements(db: Queryable, merchantCode: string, limit: number): Promise<OperatorAnnouncement[]> {
  const rows = await db.query<{
    id: number;
    type: string;
    title_th: string;
    title_en: string;
    content_th: string;
    content_en: string;
    hot: boolean;
    active: boolean;
    created_by: string | null;
    created_at: Date;
  }>(
    `SELECT id, type, title_th, title_en, content_th, content_en, hot, active, created_by, created_at FROM announcements
      WHERE merchant_code = $1 AND type = ANY($2::text[]) ORDER BY id DESC LIMIT $3`,
    [merchantCode, [...OPERATOR_ANNOUNCEMENT_TYPES], limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    type: r.type,
    titleTh: r.title_th,
    titleEn: r.title_en,
    contentTh: r.content_th,
    contentEn: r.content_en,
    hot: r.hot,
    active: r.active,
    createdBy: r.created_by,
    createdAt: new Date(r.created_at).getTime(),
  }));
}
