import { OPERATOR_HTML_POLICY } from './operator-html';

/** Operator HTML made inert: what DOMPurify keeps under the site's policy. */
export type Sanitize = (html: string) => string;

let sanitizer: Promise<Sanitize> | null = null;

/**
 * Help and notice bodies are HTML written by operators, sanitized by the API when written and again here before
 * they are rendered, so a compromised back office (or a row written before the API sanitized) cannot run code in
 * players' sessions. DOMPurify is a chunk of its own, loaded by the screens that show such HTML and no others.
 */
export function loadSanitizer(): Promise<Sanitize> {
  sanitizer ??= import(/* webpackChunkName: "dompurify" */ 'dompurify').then(
    ({ default: purify }) =>
      (html: string) =>
        purify.sanitize(html, OPERATOR_HTML_POLICY),
    (error: unknown) => {
      sanitizer = null;
      throw error;
    },
  );
  return sanitizer;
}
