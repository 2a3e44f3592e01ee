import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { escapeHtml, html, linkOrText, safeHref } from '../../../../src/serve/page/html.js';

test('escapeHtml escapes the five characters that make markup or end an attribute', () => {
  assert.is(
    escapeHtml(`<a href="x" title='y'>&</a>`),
    '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
  );
});

test('html escapes values, keeps SafeHtml and lists, and writes nothing for undefined, null and false', () => {
  const inner = html`<b>${'<i>'}</b>`;
  assert.is(
    html`<p>${'<x>'}${inner}${[1, '&', inner]}${undefined}${null}${false}</p>`.text,
    '<p>&lt;x&gt;<b>&lt;i&gt;</b>1&amp;<b>&lt;i&gt;</b></p>',
  );
});

const hrefs: [string | undefined, string | undefined][] = [
  ['https://forge.example/a/b/commit/1', 'https://forge.example/a/b/commit/1'],
  ['http://pr-7.shop.example', 'http://pr-7.shop.example/'],
  ['/ui/builds/shop/web-1', '/ui/builds/shop/web-1'],
  ['//evil.example/x', undefined],
  ['/\\evil.example', undefined],
  ['javascript:alert(1)', undefined],
  ['JaVaScRiPt:alert(1)', undefined],
  ['data:text/html,<script>', undefined],
  ['not a url', undefined],
  [undefined, undefined],
];
for (const [given, expected] of hrefs)
  test(`safeHref(${String(given)}) is ${String(expected)}`, () => assert.is(safeHref(given), expected));

test('linkOrText links a safe URL and shows an unsafe one as text only', () => {
  assert.is(linkOrText('<c>', 'https://x.example/').text, '<a href="https://x.example/">&lt;c&gt;</a>');
  assert.is(linkOrText('<c>', 'javascript:alert(1)').text, '&lt;c&gt;');
});

test.run();
