import { safeHtml } from './safe-html';

test('keeps markup, drops scripts, handlers and javascript: links', () => {
  const out = safeHtml('<p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><a href="javascript:alert(1)">l</a><img src="x" onerror="y()">');
  expect(out).toBe('<p>Hi <b>there</b></p><a>l</a><img src="x">');
});
