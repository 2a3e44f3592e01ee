import { test } from 'uvu';
import * as assert from 'uvu/assert';
import {
  codeFence,
  escapeHtml,
  escapeText,
  inlineCode,
  link,
  oneLine,
  plural,
  shorten,
  thousands,
} from '../../../src/pulls/markdown.js';

const CASES: readonly [string, string, string][] = [
  ['escapeText: pipes cannot split a table cell', escapeText('a|b'), 'a\\|b'],
  [
    'escapeText: emphasis, code and links are literal',
    escapeText('*x* _y_ `z` [a](b)'),
    '\\*x\\* \\_y\\_ \\`z\\` \\[a\\](b)',
  ],
  [
    'escapeText: tags are literal and & stays a character',
    escapeText('<img src=x> & co'),
    '\\<img src=x\\> &amp; co',
  ],
  ['escapeText: a mention pings nobody', escapeText('@admin'), '@\u200badmin'],
  ['escapeText: newlines cannot start a new block', escapeText('a\n# b'), 'a\\\\n# b'],
  ['escapeHtml: for <summary>', escapeHtml('a<b>&"c"'), 'a&lt;b&gt;&amp;&quot;c&quot;'],
  ['inlineCode: plain', inlineCode('a.yaml:1:2'), '`a.yaml:1:2`'],
  ['inlineCode: backticks inside get a longer fence', inlineCode('a ``b`` c'), '```a ``b`` c```'],
  ['inlineCode: a backtick at the edge is padded', inlineCode('`x'), '`` `x ``'],
  [
    'link: the address cannot close the link early',
    link('t', 'http://x/a b(c)'),
    '[t](http://x/a%20b%28c%29)',
  ],
  ['shorten: cut with an ellipsis', shorten('abcdef', 4), 'abc…'],
  ['shorten: short text stays', shorten('abc', 4), 'abc'],
  ['oneLine: control characters escaped', oneLine('a\tb\r\n'), 'a\\tb\\r\\n'],
  ['oneLine: DEL escaped as well', oneLine('a\u007f'), 'a\\u007f'],
  ['thousands', thousands(1234567), '1,234,567'],
  ['plural: one', plural(1, 'project'), '1 project'],
  ['plural: many with thousands', plural(1234, 'change'), '1,234 changes'],
];

for (const [name, actual, expected] of CASES) test(name, () => assert.is(actual, expected));

test('codeFence: longer than any run of backticks in the lines', () => {
  assert.equal(codeFence('diff', ['a', 'b']), ['```diff', '```']);
  assert.equal(codeFence('diff', ['x ```` y']), ['`````diff', '`````']);
});

test.run();
