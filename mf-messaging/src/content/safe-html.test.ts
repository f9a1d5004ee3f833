import { activeContent, KEPT_MARKUP, XSS_PAYLOADS } from '@site/shared/src/content/xss-payloads';
import { loadSanitizer } from './safe-html';

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

describe('help and notice HTML in the browser: the hand-written filter let xlink:href, tab-split javascript: and <base> through', () => {
  test.each(XSS_PAYLOADS)('%s is made inert', async (_name, payload) => {
    const sanitize = await loadSanitizer();
    expect(activeContent(parse(sanitize(payload)))).toEqual([]);
  });

  test('what an operator writes (paragraphs, emphasis, lists, links, images) comes through unchanged', async () => {
    const sanitize = await loadSanitizer();
    expect(sanitize(KEPT_MARKUP)).toBe(KEPT_MARKUP);
    expect(sanitize('<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script>')).toBe('<p>Hi <b>there</b></p>');
  });

  test('the sanitizer is loaded once, on demand', async () => {
    expect(await loadSanitizer()).toBe(await loadSanitizer());
  });
});
