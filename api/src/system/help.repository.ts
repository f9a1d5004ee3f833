import type { Queryable } from '../db/db';
import { sanitizeOperatorHtml } from '../http/markup';
import type { HelpTopic } from '@site/shared/src/contracts/system';

/** api-conventions A12.5: [{title, content (HTML), tag, lang, children}]; falls back to TH when a language has none. */
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

/** Writes a help topic (one language); its content is operator HTML, stored sanitized. */
export async function upsertHelpTopic(
  db: Queryable,
  merchantCode: string,
  topic: { lang: string; tag: string; title: string; content: string; sort: number },
): Promise<void> {
  await db.query(
    `INSERT INTO help_topics (merchant_code, lang, tag, title, content, sort) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (merchant_code, lang, tag) DO UPDATE SET title = EXCLUDED.title, content = EXCLUDED.content, sort = EXCLUDED.sort`,
    [merchantCode, topic.lang, topic.tag, topic.title, await sanitizeOperatorHtml(topic.content), topic.sort],
  );
}
