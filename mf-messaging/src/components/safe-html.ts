/**
 * Help and notice bodies are HTML written by operators. Render only inert markup: drop scripts, frames,
 * event handlers and javascript: links, so a compromised back office cannot run code in players' sessions.
 */
const DROP = 'script,style,iframe,object,embed,link,meta,form';

export function safeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<div>${html}</div>`, 'text/html');
  doc.querySelectorAll(DROP).forEach((n) => n.remove());
  doc.querySelectorAll('*').forEach((el) => {
    for (const attr of [...el.attributes]) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on') || ((name === 'href' || name === 'src') && /^\s*javascript:/i.test(attr.value))) el.removeAttribute(attr.name);
    }
  });
  return doc.body.firstElementChild?.innerHTML ?? '';
}
