/**
 * What operator-written HTML (help topics, notices) may hold: the one DOMPurify configuration of the API (on
 * write) and of the screens that show it (on render). HTML only: SVG and MathML bring xlink:href, namespace
 * confusion and mutation tricks a help text never needs. No forms (a fake login form is phishing inside our own
 * page) and no inline styles (an operator's overlay could cover the page); links keep DOMPurify's own checks,
 * which refuse javascript:, vbscript: and data: URLs however their letters are encoded or split.
 */
export const OPERATOR_HTML_POLICY = Object.freeze({
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'option'],
  FORBID_ATTR: ['style'],
});
