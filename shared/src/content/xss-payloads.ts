/**
 * Test data for the operator HTML policy (operator-html.ts), shared by the API's and the browser's sanitizer
 * tests: the bypasses the old hand-written filters let through, and classics of the OWASP XSS filter evasion
 * cheat sheet (https://cheatsheetseries.owasp.org/cheatsheets/XSS_Filter_Evasion_Cheat_Sheet.html).
 */
export const XSS_PAYLOADS: ReadonlyArray<[name: string, html: string]> = [
  // What the old filters let through.
  ['xlink:href javascript in SVG', '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>'],
  ['tab-split java&#9;script:', '<a href="java&#9;script:alert(1)">click</a>'],
  ['base href', '<base href="https://evil.example/"><a href="/m/deposit">deposit</a>'],
  // OWASP classics.
  ['script element', '<script>alert(1)</script>'],
  ['img javascript src', `<IMG SRC="javascript:alert('XSS');">`],
  ['img unquoted mixed case', `<IMG SRC=JaVaScRiPt:alert('XSS')>`],
  [
    'decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;">x</a>',
  ],
  [
    'hex entities without semicolons',
    '<a href="&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x27&#x58&#x53&#x53&#x27&#x29">x</a>',
  ],
  ['embedded newline', '<a href="jav&#x0A;ascript:alert(1)">x</a>'],
  ['embedded carriage return', '<a href="jav&#x0D;ascript:alert(1)">x</a>'],
  ['leading spaces and meta chars', '<a href=" &#14;  javascript:alert(1)">x</a>'],
  ['onerror handler', '<img src=x onerror=alert(1)>'],
  ['unclosed img with handler', '<img src=x onerror="alert(1)"//'],
  ['svg onload', `<svg/onload=alert('XSS')>`],
  ['body onload with junk', '<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^`=alert("XSS")>'],
  ['extraneous open brackets', '<<SCRIPT>alert("XSS");//<</SCRIPT>'],
  ['malformed img with script', '<IMG """><SCRIPT>alert("XSS")</SCRIPT>">'],
  ['script with slash attribute', '<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>'],
  ['half-open iframe', '<iframe src=http://xss.rocks/scriptlet.html <'],
  ['meta refresh', `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`],
  ['link stylesheet', `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`],
  ['style import', `<STYLE>@import'http://xss.rocks/xss.css';</STYLE>`],
  ['style attribute url', `<DIV STYLE="background-image: url(javascript:alert('XSS'))">x</DIV>`],
  ['table background', `<TABLE BACKGROUND="javascript:alert('XSS')"><tr><td>x</td></tr></TABLE>`],
  ['object scriptlet', '<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>'],
  [
    'embed',
    '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciPjxzY3JpcHQ+YWxlcnQoMSk8L3NjcmlwdD48L3N2Zz4K" AllowScriptAccess="always"></EMBED>',
  ],
  ['data url link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['vbscript link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['form with javascript action', '<form action="javascript:alert(1)"><input name="password"><button>Log in</button></form>'],
  ['button formaction', '<button formaction="javascript:alert(1)">x</button>'],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  ['input autofocus', '<input onfocus=alert(1) autofocus>'],
  ['video source onerror', '<video><source onerror="alert(1)"></video>'],
  ['noscript mutation', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['mathml mutation', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>'],
  ['frameset', '<frameset><frame src="javascript:alert(1)"></frameset>'],
];

/** Markup an operator may write, which must come through unchanged. */
export const KEPT_MARKUP =
  '<p>Hi <b>there</b>, see <a href="https://example.com/terms">the terms</a> or <a href="/m/help?tag=deposit">how to deposit</a>.</p><ul><li>one</li><li><i>two</i></li></ul><img src="/wps/content/banner/1.webp" alt="banner">';

const EXECUTABLE_URL = /^(javascript|vbscript|data):/i;
const FORBIDDEN_ELEMENTS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'style',
  'form',
  'input',
  'button',
  'svg',
  'math',
  'noscript',
]);

/** What could still run or mislead in sanitized markup (parsed into `root`): empty when it is inert. */
export function activeContent(root: ParentNode): string[] {
  const problems: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const tag = element.localName.toLowerCase();
    if (FORBIDDEN_ELEMENTS.has(tag)) problems.push(`<${tag}>`);
    for (const attr of Array.from(element.attributes)) {
      const name = attr.name.toLowerCase();
      // The browser drops ASCII whitespace and control characters inside a URL's scheme.
      // eslint-disable-next-line no-control-regex -- the control characters are what this strips
      const url = attr.value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
      if (name.startsWith('on')) problems.push(`${tag}[${name}]`);
      if (name === 'style') problems.push(`${tag}[style]`);
      if (/(^|:)(href|src|action|formaction|background|data|poster|srcset)$/.test(name) && EXECUTABLE_URL.test(url))
        problems.push(`${tag}[${name}=${url}]`);
    }
  }
  return problems;
}
