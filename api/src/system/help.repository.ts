import type { Queryable } from '../db/db';

export interface HelpTopic {
  title: string;
  content: string;
  tag: string;
  lang: string;
  children: HelpTopic[];
}

/** API-NOTES: [{title, content (HTML), tag, lang, children}]; falls back to TH when a language has none. */
export async function listHelpTopics(db: Queryable, merchantCode: string, lang: string): Promise<HelpTopic[]> {
  const query = (l: string) =>
    db.query<{ title: string; content: string; tag: string; lang: string }>(
      'SELECT title, content, tag, lang FROM help_topics WHERE merchant_code = $1 AND lang = $2 ORDER BY sort, id',
      [merchantCode, l],
    );
  let rows = await query(lang);
  if (!rows.length && lang !== 'TH') rows = await query('TH');
  return rows.map((r) => ({ ...r, children: [] }));
}
