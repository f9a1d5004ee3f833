import { escapeMarkup } from './markup';

test('escapes what could end an attribute or open a tag, and leaves the rest', () => {
  expect(escapeMarkup(`Tom & Jerry's "<b>bonus</b>"`)).toBe('Tom &amp; Jerry&apos;s &quot;&lt;b&gt;bonus&lt;/b&gt;&quot;');
  expect(escapeMarkup('โบนัสต้อนรับ 100%')).toBe('โบนัสต้อนรับ 100%');
});
