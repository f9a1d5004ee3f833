import { OPERATOR_HTML_POLICY } from '@site/shared/src/content/operator-html';

const ENTITIES: Record<string, string> = { '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' };

/** Text made safe inside HTML or XML markup, as element text or as a quoted attribute value. */
export const escapeMarkup = (text: string): string => text.replace(/[<>&"']/g, (c) => ENTITIES[c]!);

let sanitizer: Promise<(html: string) => string> | undefined;

/**
 * Text with only attribute-less tags of a few harmless kinds (<p>, <b>, lists, ...): inert as it stands (no
 * attribute means no URL and no handler), so it is stored without loading the DOM. Most operator text, and every
 * seed, is of this kind; anything else goes through DOMPurify.
 */
const PLAIN_MARKUP = /^(?:[^<]|<\/?(?:p|b|i|u|em|strong|small|ul|ol|li|br|h[1-6])>)*$/i;

/**
 * Operator HTML (help topics, notices) made inert before it is stored: DOMPurify under the site's policy (the
 * same as the screens apply when they render it). DOMPurify needs a DOM; jsdom is the one its authors test on
 * the server. Both load with the first write, not at boot (jsdom is a large module and writes are rare).
 */
export async function sanitizeOperatorHtml(html: string): Promise<string> {
  if (PLAIN_MARKUP.test(html)) return html;
  sanitizer ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) => {
    const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    return (dirty: string) => purify.sanitize(dirty, OPERATOR_HTML_POLICY);
  });
  return sanitizer.then((sanitize) => sanitize(html));
}
